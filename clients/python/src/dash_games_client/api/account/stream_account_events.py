from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.account_event_page import AccountEventPage
from ...models.stream_account_events_response_400 import StreamAccountEventsResponse400
from ...models.stream_account_events_response_401 import StreamAccountEventsResponse401
from ...models.stream_account_events_response_403 import StreamAccountEventsResponse403
from ...models.stream_account_events_response_429 import StreamAccountEventsResponse429
from ...models.stream_account_events_response_500 import StreamAccountEventsResponse500
from ...models.stream_account_events_response_503 import StreamAccountEventsResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    after: str | Unset = UNSET,
    wait: float | Unset = 0.0,
    limit: int | Unset = 100,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["after"] = after

    params["wait"] = wait

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/me/events",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    AccountEventPage
    | StreamAccountEventsResponse400
    | StreamAccountEventsResponse401
    | StreamAccountEventsResponse403
    | StreamAccountEventsResponse429
    | StreamAccountEventsResponse500
    | StreamAccountEventsResponse503
    | None
):
    if response.status_code == 200:
        response_200 = AccountEventPage.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = StreamAccountEventsResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = StreamAccountEventsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = StreamAccountEventsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = StreamAccountEventsResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = StreamAccountEventsResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = StreamAccountEventsResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    AccountEventPage
    | StreamAccountEventsResponse400
    | StreamAccountEventsResponse401
    | StreamAccountEventsResponse403
    | StreamAccountEventsResponse429
    | StreamAccountEventsResponse500
    | StreamAccountEventsResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    after: str | Unset = UNSET,
    wait: float | Unset = 0.0,
    limit: int | Unset = 100,
) -> Response[
    AccountEventPage
    | StreamAccountEventsResponse400
    | StreamAccountEventsResponse401
    | StreamAccountEventsResponse403
    | StreamAccountEventsResponse429
    | StreamAccountEventsResponse500
    | StreamAccountEventsResponse503
]:
    """The caller's account events after `after` (or the `Last-Event-ID` header, which wins),
    oldest first, as a JSON page; with `Accept: text/event-stream`, as Server-Sent Events:
    challenges, games starting, your turns (with your legal moves and clock), results.
    A bot needs this stream and its moves, nothing else.

    Args:
        after (str | Unset):
        wait (float | Unset):  Default: 0.0.
        limit (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AccountEventPage | StreamAccountEventsResponse400 | StreamAccountEventsResponse401 | StreamAccountEventsResponse403 | StreamAccountEventsResponse429 | StreamAccountEventsResponse500 | StreamAccountEventsResponse503]
    """

    kwargs = _get_kwargs(
        after=after,
        wait=wait,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    after: str | Unset = UNSET,
    wait: float | Unset = 0.0,
    limit: int | Unset = 100,
) -> (
    AccountEventPage
    | StreamAccountEventsResponse400
    | StreamAccountEventsResponse401
    | StreamAccountEventsResponse403
    | StreamAccountEventsResponse429
    | StreamAccountEventsResponse500
    | StreamAccountEventsResponse503
    | None
):
    """The caller's account events after `after` (or the `Last-Event-ID` header, which wins),
    oldest first, as a JSON page; with `Accept: text/event-stream`, as Server-Sent Events:
    challenges, games starting, your turns (with your legal moves and clock), results.
    A bot needs this stream and its moves, nothing else.

    Args:
        after (str | Unset):
        wait (float | Unset):  Default: 0.0.
        limit (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AccountEventPage | StreamAccountEventsResponse400 | StreamAccountEventsResponse401 | StreamAccountEventsResponse403 | StreamAccountEventsResponse429 | StreamAccountEventsResponse500 | StreamAccountEventsResponse503
    """

    return sync_detailed(
        client=client,
        after=after,
        wait=wait,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    after: str | Unset = UNSET,
    wait: float | Unset = 0.0,
    limit: int | Unset = 100,
) -> Response[
    AccountEventPage
    | StreamAccountEventsResponse400
    | StreamAccountEventsResponse401
    | StreamAccountEventsResponse403
    | StreamAccountEventsResponse429
    | StreamAccountEventsResponse500
    | StreamAccountEventsResponse503
]:
    """The caller's account events after `after` (or the `Last-Event-ID` header, which wins),
    oldest first, as a JSON page; with `Accept: text/event-stream`, as Server-Sent Events:
    challenges, games starting, your turns (with your legal moves and clock), results.
    A bot needs this stream and its moves, nothing else.

    Args:
        after (str | Unset):
        wait (float | Unset):  Default: 0.0.
        limit (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AccountEventPage | StreamAccountEventsResponse400 | StreamAccountEventsResponse401 | StreamAccountEventsResponse403 | StreamAccountEventsResponse429 | StreamAccountEventsResponse500 | StreamAccountEventsResponse503]
    """

    kwargs = _get_kwargs(
        after=after,
        wait=wait,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    after: str | Unset = UNSET,
    wait: float | Unset = 0.0,
    limit: int | Unset = 100,
) -> (
    AccountEventPage
    | StreamAccountEventsResponse400
    | StreamAccountEventsResponse401
    | StreamAccountEventsResponse403
    | StreamAccountEventsResponse429
    | StreamAccountEventsResponse500
    | StreamAccountEventsResponse503
    | None
):
    """The caller's account events after `after` (or the `Last-Event-ID` header, which wins),
    oldest first, as a JSON page; with `Accept: text/event-stream`, as Server-Sent Events:
    challenges, games starting, your turns (with your legal moves and clock), results.
    A bot needs this stream and its moves, nothing else.

    Args:
        after (str | Unset):
        wait (float | Unset):  Default: 0.0.
        limit (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AccountEventPage | StreamAccountEventsResponse400 | StreamAccountEventsResponse401 | StreamAccountEventsResponse403 | StreamAccountEventsResponse429 | StreamAccountEventsResponse500 | StreamAccountEventsResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            after=after,
            wait=wait,
            limit=limit,
        )
    ).parsed
