from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.get_leaderboard_bots import GetLeaderboardBots
from ...models.leaderboard import Leaderboard
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_type: str,
    *,
    bots: GetLeaderboardBots | Unset = GetLeaderboardBots.INCLUDE,
    limit: int | Unset = 50,
    cursor: None | str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_bots: str | Unset = UNSET
    if not isinstance(bots, Unset):
        json_bots = bots.value

    params["bots"] = json_bots

    params["limit"] = limit

    json_cursor: None | str | Unset
    if isinstance(cursor, Unset):
        json_cursor = UNSET
    else:
        json_cursor = cursor
    params["cursor"] = json_cursor

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/leaderboards/{game_type}".format(
            game_type=quote(str(game_type), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | Leaderboard | None:
    if response.status_code == 200:
        response_200 = Leaderboard.from_dict(response.json())

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
) -> Response[Error | Leaderboard]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_type: str,
    *,
    client: AuthenticatedClient | Client,
    bots: GetLeaderboardBots | Unset = GetLeaderboardBots.INCLUDE,
    limit: int | Unset = 50,
    cursor: None | str | Unset = UNSET,
) -> Response[Error | Leaderboard]:
    """The best rated players of a game type (bot accounts marked `is_bot`, and kept in, left out or listed
    alone with...

     The best rated players of a game type (bot accounts marked `is_bot`, and kept in, left out or listed
    alone with `bots`), best first, paged.

    Args:
        game_type (str):
        bots (GetLeaderboardBots | Unset):  Default: GetLeaderboardBots.INCLUDE.
        limit (int | Unset):  Default: 50.
        cursor (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Leaderboard]
    """

    kwargs = _get_kwargs(
        game_type=game_type,
        bots=bots,
        limit=limit,
        cursor=cursor,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_type: str,
    *,
    client: AuthenticatedClient | Client,
    bots: GetLeaderboardBots | Unset = GetLeaderboardBots.INCLUDE,
    limit: int | Unset = 50,
    cursor: None | str | Unset = UNSET,
) -> Error | Leaderboard | None:
    """The best rated players of a game type (bot accounts marked `is_bot`, and kept in, left out or listed
    alone with...

     The best rated players of a game type (bot accounts marked `is_bot`, and kept in, left out or listed
    alone with `bots`), best first, paged.

    Args:
        game_type (str):
        bots (GetLeaderboardBots | Unset):  Default: GetLeaderboardBots.INCLUDE.
        limit (int | Unset):  Default: 50.
        cursor (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Leaderboard
    """

    return sync_detailed(
        game_type=game_type,
        client=client,
        bots=bots,
        limit=limit,
        cursor=cursor,
    ).parsed


async def asyncio_detailed(
    game_type: str,
    *,
    client: AuthenticatedClient | Client,
    bots: GetLeaderboardBots | Unset = GetLeaderboardBots.INCLUDE,
    limit: int | Unset = 50,
    cursor: None | str | Unset = UNSET,
) -> Response[Error | Leaderboard]:
    """The best rated players of a game type (bot accounts marked `is_bot`, and kept in, left out or listed
    alone with...

     The best rated players of a game type (bot accounts marked `is_bot`, and kept in, left out or listed
    alone with `bots`), best first, paged.

    Args:
        game_type (str):
        bots (GetLeaderboardBots | Unset):  Default: GetLeaderboardBots.INCLUDE.
        limit (int | Unset):  Default: 50.
        cursor (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Leaderboard]
    """

    kwargs = _get_kwargs(
        game_type=game_type,
        bots=bots,
        limit=limit,
        cursor=cursor,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_type: str,
    *,
    client: AuthenticatedClient | Client,
    bots: GetLeaderboardBots | Unset = GetLeaderboardBots.INCLUDE,
    limit: int | Unset = 50,
    cursor: None | str | Unset = UNSET,
) -> Error | Leaderboard | None:
    """The best rated players of a game type (bot accounts marked `is_bot`, and kept in, left out or listed
    alone with...

     The best rated players of a game type (bot accounts marked `is_bot`, and kept in, left out or listed
    alone with `bots`), best first, paged.

    Args:
        game_type (str):
        bots (GetLeaderboardBots | Unset):  Default: GetLeaderboardBots.INCLUDE.
        limit (int | Unset):  Default: 50.
        cursor (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Leaderboard
    """

    return (
        await asyncio_detailed(
            game_type=game_type,
            client=client,
            bots=bots,
            limit=limit,
            cursor=cursor,
        )
    ).parsed
