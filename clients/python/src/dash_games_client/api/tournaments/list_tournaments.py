from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.list_tournaments_status import ListTournamentsStatus
from ...models.tournament_list import TournamentList
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    status: ListTournamentsStatus | Unset = ListTournamentsStatus.UPCOMING,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    params["limit"] = limit

    params["offset"] = offset

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/tournaments",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | TournamentList | None:
    if response.status_code == 200:
        response_200 = TournamentList.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

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
) -> Response[Error | TournamentList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    status: ListTournamentsStatus | Unset = ListTournamentsStatus.UPCOMING,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[Error | TournamentList]:
    """Upcoming (open for entries, soonest first), running, or finished (newest first)

     Upcoming (open for entries, soonest first), running, or finished (newest first).

    Args:
        status (ListTournamentsStatus | Unset):  Default: ListTournamentsStatus.UPCOMING.
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TournamentList]
    """

    kwargs = _get_kwargs(
        status=status,
        limit=limit,
        offset=offset,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    status: ListTournamentsStatus | Unset = ListTournamentsStatus.UPCOMING,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Error | TournamentList | None:
    """Upcoming (open for entries, soonest first), running, or finished (newest first)

     Upcoming (open for entries, soonest first), running, or finished (newest first).

    Args:
        status (ListTournamentsStatus | Unset):  Default: ListTournamentsStatus.UPCOMING.
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TournamentList
    """

    return sync_detailed(
        client=client,
        status=status,
        limit=limit,
        offset=offset,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    status: ListTournamentsStatus | Unset = ListTournamentsStatus.UPCOMING,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[Error | TournamentList]:
    """Upcoming (open for entries, soonest first), running, or finished (newest first)

     Upcoming (open for entries, soonest first), running, or finished (newest first).

    Args:
        status (ListTournamentsStatus | Unset):  Default: ListTournamentsStatus.UPCOMING.
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TournamentList]
    """

    kwargs = _get_kwargs(
        status=status,
        limit=limit,
        offset=offset,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    status: ListTournamentsStatus | Unset = ListTournamentsStatus.UPCOMING,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Error | TournamentList | None:
    """Upcoming (open for entries, soonest first), running, or finished (newest first)

     Upcoming (open for entries, soonest first), running, or finished (newest first).

    Args:
        status (ListTournamentsStatus | Unset):  Default: ListTournamentsStatus.UPCOMING.
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TournamentList
    """

    return (
        await asyncio_detailed(
            client=client,
            status=status,
            limit=limit,
            offset=offset,
        )
    ).parsed
