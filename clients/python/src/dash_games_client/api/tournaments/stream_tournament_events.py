from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.tournament_event_page import TournamentEventPage
from ...types import UNSET, Response, Unset


def _get_kwargs(
    tournament_id: str,
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
        "url": "/v1/tournaments/{tournament_id}/events".format(
            tournament_id=quote(str(tournament_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | TournamentEventPage | None:
    if response.status_code == 200:
        response_200 = TournamentEventPage.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

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
) -> Response[Error | TournamentEventPage]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    tournament_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: str | Unset = UNSET,
    wait: float | Unset = 0.0,
    limit: int | Unset = 100,
) -> Response[Error | TournamentEventPage]:
    """The event's stream after `after` (or `Last-Event-ID`)

     The event's stream after `after` (or `Last-Event-ID`): `round_started`, `paired` (with the game id),
    `standings`, `finished`, entries and withdrawals. JSON long-poll, or Server-Sent Events with
    `Accept: text/event-stream`.

    Args:
        tournament_id (str):
        after (str | Unset):
        wait (float | Unset):  Default: 0.0.
        limit (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TournamentEventPage]
    """

    kwargs = _get_kwargs(
        tournament_id=tournament_id,
        after=after,
        wait=wait,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    tournament_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: str | Unset = UNSET,
    wait: float | Unset = 0.0,
    limit: int | Unset = 100,
) -> Error | TournamentEventPage | None:
    """The event's stream after `after` (or `Last-Event-ID`)

     The event's stream after `after` (or `Last-Event-ID`): `round_started`, `paired` (with the game id),
    `standings`, `finished`, entries and withdrawals. JSON long-poll, or Server-Sent Events with
    `Accept: text/event-stream`.

    Args:
        tournament_id (str):
        after (str | Unset):
        wait (float | Unset):  Default: 0.0.
        limit (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TournamentEventPage
    """

    return sync_detailed(
        tournament_id=tournament_id,
        client=client,
        after=after,
        wait=wait,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    tournament_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: str | Unset = UNSET,
    wait: float | Unset = 0.0,
    limit: int | Unset = 100,
) -> Response[Error | TournamentEventPage]:
    """The event's stream after `after` (or `Last-Event-ID`)

     The event's stream after `after` (or `Last-Event-ID`): `round_started`, `paired` (with the game id),
    `standings`, `finished`, entries and withdrawals. JSON long-poll, or Server-Sent Events with
    `Accept: text/event-stream`.

    Args:
        tournament_id (str):
        after (str | Unset):
        wait (float | Unset):  Default: 0.0.
        limit (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TournamentEventPage]
    """

    kwargs = _get_kwargs(
        tournament_id=tournament_id,
        after=after,
        wait=wait,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    tournament_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: str | Unset = UNSET,
    wait: float | Unset = 0.0,
    limit: int | Unset = 100,
) -> Error | TournamentEventPage | None:
    """The event's stream after `after` (or `Last-Event-ID`)

     The event's stream after `after` (or `Last-Event-ID`): `round_started`, `paired` (with the game id),
    `standings`, `finished`, entries and withdrawals. JSON long-poll, or Server-Sent Events with
    `Accept: text/event-stream`.

    Args:
        tournament_id (str):
        after (str | Unset):
        wait (float | Unset):  Default: 0.0.
        limit (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TournamentEventPage
    """

    return (
        await asyncio_detailed(
            tournament_id=tournament_id,
            client=client,
            after=after,
            wait=wait,
            limit=limit,
        )
    ).parsed
