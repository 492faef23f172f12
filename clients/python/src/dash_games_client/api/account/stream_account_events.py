from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.account_event_page import AccountEventPage
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    after: str | Unset = UNSET,
    wait: float | Unset = 0.0,
    limit: int | Unset = 100,
    with_view: bool | Unset = False,
    replay: bool | Unset = False,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["after"] = after

    params["wait"] = wait

    params["limit"] = limit

    params["with_view"] = with_view

    params["replay"] = replay

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/me/events",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AccountEventPage | Error | None:
    if response.status_code == 200:
        response_200 = AccountEventPage.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = Error.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[AccountEventPage | Error]:
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
    with_view: bool | Unset = False,
    replay: bool | Unset = False,
) -> Response[AccountEventPage | Error]:
    """The caller's account events after `after` (or the `Last-Event-ID` header, which wins), oldest first,
    as a JSON page

     The caller's account events after `after` (or the `Last-Event-ID` header, which wins), oldest first,
    as a JSON page; with `Accept: text/event-stream`, as Server-Sent Events: challenges, games starting,
    your turns (with your legal moves and clock), results. With `replay=true` the connection starts with
    what is open (pending challenges to and from you, your ongoing games, the turns you owe) as records
    marked `replayed`; a long-poll request with `replay=true` answers those alone, at once, and its
    `last_event_id` is where to resume. A bot needs this stream and its moves, nothing else.

    Args:
        after (str | Unset):
        wait (float | Unset):  Default: 0.0.
        limit (int | Unset):  Default: 100.
        with_view (bool | Unset):  Default: False.
        replay (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AccountEventPage | Error]
    """

    kwargs = _get_kwargs(
        after=after,
        wait=wait,
        limit=limit,
        with_view=with_view,
        replay=replay,
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
    with_view: bool | Unset = False,
    replay: bool | Unset = False,
) -> AccountEventPage | Error | None:
    """The caller's account events after `after` (or the `Last-Event-ID` header, which wins), oldest first,
    as a JSON page

     The caller's account events after `after` (or the `Last-Event-ID` header, which wins), oldest first,
    as a JSON page; with `Accept: text/event-stream`, as Server-Sent Events: challenges, games starting,
    your turns (with your legal moves and clock), results. With `replay=true` the connection starts with
    what is open (pending challenges to and from you, your ongoing games, the turns you owe) as records
    marked `replayed`; a long-poll request with `replay=true` answers those alone, at once, and its
    `last_event_id` is where to resume. A bot needs this stream and its moves, nothing else.

    Args:
        after (str | Unset):
        wait (float | Unset):  Default: 0.0.
        limit (int | Unset):  Default: 100.
        with_view (bool | Unset):  Default: False.
        replay (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AccountEventPage | Error
    """

    return sync_detailed(
        client=client,
        after=after,
        wait=wait,
        limit=limit,
        with_view=with_view,
        replay=replay,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    after: str | Unset = UNSET,
    wait: float | Unset = 0.0,
    limit: int | Unset = 100,
    with_view: bool | Unset = False,
    replay: bool | Unset = False,
) -> Response[AccountEventPage | Error]:
    """The caller's account events after `after` (or the `Last-Event-ID` header, which wins), oldest first,
    as a JSON page

     The caller's account events after `after` (or the `Last-Event-ID` header, which wins), oldest first,
    as a JSON page; with `Accept: text/event-stream`, as Server-Sent Events: challenges, games starting,
    your turns (with your legal moves and clock), results. With `replay=true` the connection starts with
    what is open (pending challenges to and from you, your ongoing games, the turns you owe) as records
    marked `replayed`; a long-poll request with `replay=true` answers those alone, at once, and its
    `last_event_id` is where to resume. A bot needs this stream and its moves, nothing else.

    Args:
        after (str | Unset):
        wait (float | Unset):  Default: 0.0.
        limit (int | Unset):  Default: 100.
        with_view (bool | Unset):  Default: False.
        replay (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AccountEventPage | Error]
    """

    kwargs = _get_kwargs(
        after=after,
        wait=wait,
        limit=limit,
        with_view=with_view,
        replay=replay,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    after: str | Unset = UNSET,
    wait: float | Unset = 0.0,
    limit: int | Unset = 100,
    with_view: bool | Unset = False,
    replay: bool | Unset = False,
) -> AccountEventPage | Error | None:
    """The caller's account events after `after` (or the `Last-Event-ID` header, which wins), oldest first,
    as a JSON page

     The caller's account events after `after` (or the `Last-Event-ID` header, which wins), oldest first,
    as a JSON page; with `Accept: text/event-stream`, as Server-Sent Events: challenges, games starting,
    your turns (with your legal moves and clock), results. With `replay=true` the connection starts with
    what is open (pending challenges to and from you, your ongoing games, the turns you owe) as records
    marked `replayed`; a long-poll request with `replay=true` answers those alone, at once, and its
    `last_event_id` is where to resume. A bot needs this stream and its moves, nothing else.

    Args:
        after (str | Unset):
        wait (float | Unset):  Default: 0.0.
        limit (int | Unset):  Default: 100.
        with_view (bool | Unset):  Default: False.
        replay (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AccountEventPage | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            after=after,
            wait=wait,
            limit=limit,
            with_view=with_view,
            replay=replay,
        )
    ).parsed
