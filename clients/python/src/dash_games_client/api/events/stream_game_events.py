from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.event_page import EventPage
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    after: str | Unset = UNSET,
    wait: float | Unset = 0.0,
    limit: int | Unset = 100,
    chat_after: int | Unset = UNSET,
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

    params["chat_after"] = chat_after

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
) -> Error | EventPage | None:
    if response.status_code == 200:
        response_200 = EventPage.from_dict(response.json())

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

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

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
) -> Response[Error | EventPage]:
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
    chat_after: int | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
    accept: str | Unset = UNSET,
) -> Response[Error | EventPage]:
    """Events the caller may see, after `after` (or Last-Event-ID), oldest first

     Events the caller may see, after `after` (or Last-Event-ID), oldest first; with `chat_after`, the
    table's chat too (on its own cursor).

    Args:
        game_id (str):
        after (str | Unset):
        wait (float | Unset):  Default: 0.0.
        limit (int | Unset):  Default: 100.
        chat_after (int | Unset):
        last_event_id (str | Unset):
        accept (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | EventPage]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        after=after,
        wait=wait,
        limit=limit,
        chat_after=chat_after,
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
    chat_after: int | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
    accept: str | Unset = UNSET,
) -> Error | EventPage | None:
    """Events the caller may see, after `after` (or Last-Event-ID), oldest first

     Events the caller may see, after `after` (or Last-Event-ID), oldest first; with `chat_after`, the
    table's chat too (on its own cursor).

    Args:
        game_id (str):
        after (str | Unset):
        wait (float | Unset):  Default: 0.0.
        limit (int | Unset):  Default: 100.
        chat_after (int | Unset):
        last_event_id (str | Unset):
        accept (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | EventPage
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        after=after,
        wait=wait,
        limit=limit,
        chat_after=chat_after,
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
    chat_after: int | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
    accept: str | Unset = UNSET,
) -> Response[Error | EventPage]:
    """Events the caller may see, after `after` (or Last-Event-ID), oldest first

     Events the caller may see, after `after` (or Last-Event-ID), oldest first; with `chat_after`, the
    table's chat too (on its own cursor).

    Args:
        game_id (str):
        after (str | Unset):
        wait (float | Unset):  Default: 0.0.
        limit (int | Unset):  Default: 100.
        chat_after (int | Unset):
        last_event_id (str | Unset):
        accept (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | EventPage]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        after=after,
        wait=wait,
        limit=limit,
        chat_after=chat_after,
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
    chat_after: int | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
    accept: str | Unset = UNSET,
) -> Error | EventPage | None:
    """Events the caller may see, after `after` (or Last-Event-ID), oldest first

     Events the caller may see, after `after` (or Last-Event-ID), oldest first; with `chat_after`, the
    table's chat too (on its own cursor).

    Args:
        game_id (str):
        after (str | Unset):
        wait (float | Unset):  Default: 0.0.
        limit (int | Unset):  Default: 100.
        chat_after (int | Unset):
        last_event_id (str | Unset):
        accept (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | EventPage
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            after=after,
            wait=wait,
            limit=limit,
            chat_after=chat_after,
            last_event_id=last_event_id,
            accept=accept,
        )
    ).parsed
