from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.event_page import EventPage
from ...models.stream_game_events_response_400 import StreamGameEventsResponse400
from ...models.stream_game_events_response_401 import StreamGameEventsResponse401
from ...models.stream_game_events_response_403 import StreamGameEventsResponse403
from ...models.stream_game_events_response_404 import StreamGameEventsResponse404
from ...models.stream_game_events_response_429 import StreamGameEventsResponse429
from ...models.stream_game_events_response_500 import StreamGameEventsResponse500
from ...models.stream_game_events_response_503 import StreamGameEventsResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    after: str | Unset = UNSET,
    wait: float | Unset = 0.0,
    limit: int | Unset = 100,
    last_event_id: str | Unset = UNSET,
    accept: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id

    if not isinstance(accept, Unset):
        headers["Accept"] = accept

    params: dict[str, Any] = {}

    params["after"] = after

    params["wait"] = wait

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/events".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    EventPage
    | StreamGameEventsResponse400
    | StreamGameEventsResponse401
    | StreamGameEventsResponse403
    | StreamGameEventsResponse404
    | StreamGameEventsResponse429
    | StreamGameEventsResponse500
    | StreamGameEventsResponse503
    | None
):
    if response.status_code == 200:
        response_200 = EventPage.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = StreamGameEventsResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = StreamGameEventsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = StreamGameEventsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = StreamGameEventsResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = StreamGameEventsResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = StreamGameEventsResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = StreamGameEventsResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    EventPage
    | StreamGameEventsResponse400
    | StreamGameEventsResponse401
    | StreamGameEventsResponse403
    | StreamGameEventsResponse404
    | StreamGameEventsResponse429
    | StreamGameEventsResponse500
    | StreamGameEventsResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: str | Unset = UNSET,
    wait: float | Unset = 0.0,
    limit: int | Unset = 100,
    last_event_id: str | Unset = UNSET,
    accept: str | Unset = UNSET,
) -> Response[
    EventPage
    | StreamGameEventsResponse400
    | StreamGameEventsResponse401
    | StreamGameEventsResponse403
    | StreamGameEventsResponse404
    | StreamGameEventsResponse429
    | StreamGameEventsResponse500
    | StreamGameEventsResponse503
]:
    """Events the caller may see, after `after` (or Last-Event-ID), oldest first.

    Args:
        game_id (str):
        after (str | Unset):
        wait (float | Unset):  Default: 0.0.
        limit (int | Unset):  Default: 100.
        last_event_id (str | Unset):
        accept (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EventPage | StreamGameEventsResponse400 | StreamGameEventsResponse401 | StreamGameEventsResponse403 | StreamGameEventsResponse404 | StreamGameEventsResponse429 | StreamGameEventsResponse500 | StreamGameEventsResponse503]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        after=after,
        wait=wait,
        limit=limit,
        last_event_id=last_event_id,
        accept=accept,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: str | Unset = UNSET,
    wait: float | Unset = 0.0,
    limit: int | Unset = 100,
    last_event_id: str | Unset = UNSET,
    accept: str | Unset = UNSET,
) -> (
    EventPage
    | StreamGameEventsResponse400
    | StreamGameEventsResponse401
    | StreamGameEventsResponse403
    | StreamGameEventsResponse404
    | StreamGameEventsResponse429
    | StreamGameEventsResponse500
    | StreamGameEventsResponse503
    | None
):
    """Events the caller may see, after `after` (or Last-Event-ID), oldest first.

    Args:
        game_id (str):
        after (str | Unset):
        wait (float | Unset):  Default: 0.0.
        limit (int | Unset):  Default: 100.
        last_event_id (str | Unset):
        accept (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EventPage | StreamGameEventsResponse400 | StreamGameEventsResponse401 | StreamGameEventsResponse403 | StreamGameEventsResponse404 | StreamGameEventsResponse429 | StreamGameEventsResponse500 | StreamGameEventsResponse503
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        after=after,
        wait=wait,
        limit=limit,
        last_event_id=last_event_id,
        accept=accept,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: str | Unset = UNSET,
    wait: float | Unset = 0.0,
    limit: int | Unset = 100,
    last_event_id: str | Unset = UNSET,
    accept: str | Unset = UNSET,
) -> Response[
    EventPage
    | StreamGameEventsResponse400
    | StreamGameEventsResponse401
    | StreamGameEventsResponse403
    | StreamGameEventsResponse404
    | StreamGameEventsResponse429
    | StreamGameEventsResponse500
    | StreamGameEventsResponse503
]:
    """Events the caller may see, after `after` (or Last-Event-ID), oldest first.

    Args:
        game_id (str):
        after (str | Unset):
        wait (float | Unset):  Default: 0.0.
        limit (int | Unset):  Default: 100.
        last_event_id (str | Unset):
        accept (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EventPage | StreamGameEventsResponse400 | StreamGameEventsResponse401 | StreamGameEventsResponse403 | StreamGameEventsResponse404 | StreamGameEventsResponse429 | StreamGameEventsResponse500 | StreamGameEventsResponse503]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        after=after,
        wait=wait,
        limit=limit,
        last_event_id=last_event_id,
        accept=accept,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: str | Unset = UNSET,
    wait: float | Unset = 0.0,
    limit: int | Unset = 100,
    last_event_id: str | Unset = UNSET,
    accept: str | Unset = UNSET,
) -> (
    EventPage
    | StreamGameEventsResponse400
    | StreamGameEventsResponse401
    | StreamGameEventsResponse403
    | StreamGameEventsResponse404
    | StreamGameEventsResponse429
    | StreamGameEventsResponse500
    | StreamGameEventsResponse503
    | None
):
    """Events the caller may see, after `after` (or Last-Event-ID), oldest first.

    Args:
        game_id (str):
        after (str | Unset):
        wait (float | Unset):  Default: 0.0.
        limit (int | Unset):  Default: 100.
        last_event_id (str | Unset):
        accept (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EventPage | StreamGameEventsResponse400 | StreamGameEventsResponse401 | StreamGameEventsResponse403 | StreamGameEventsResponse404 | StreamGameEventsResponse429 | StreamGameEventsResponse500 | StreamGameEventsResponse503
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            after=after,
            wait=wait,
            limit=limit,
            last_event_id=last_event_id,
            accept=accept,
        )
    ).parsed
