from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.dash_and_cache_new_game import DashAndCacheNewGame
from ...models.dc_dash_new_game import DcDashNewGame
from ...models.dicey_curves_new_game import DiceyCurvesNewGame
from ...models.double_dash_new_game import DoubleDashNewGame
from ...models.error import Error
from ...models.flag_dash_new_game import FlagDashNewGame
from ...models.game_created import GameCreated
from ...types import Response


def _get_kwargs(
    *,
    body: DashAndCacheNewGame
    | DcDashNewGame
    | DiceyCurvesNewGame
    | DoubleDashNewGame
    | FlagDashNewGame,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games",
    }

    if (
        isinstance(body, DashAndCacheNewGame)
        or isinstance(body, DcDashNewGame)
        or isinstance(body, DiceyCurvesNewGame)
        or isinstance(body, DoubleDashNewGame)
    ):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | GameCreated | None:
    if response.status_code == 201:
        response_201 = GameCreated.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Error.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

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
) -> Response[Error | GameCreated]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: DashAndCacheNewGame
    | DcDashNewGame
    | DiceyCurvesNewGame
    | DoubleDashNewGame
    | FlagDashNewGame,
) -> Response[Error | GameCreated]:
    """Create a game

     Create a game: its type, options and seats (human or bot), and the creator's seat. A private game's
    answer carries its `invite_url`.

    Args:
        body (DashAndCacheNewGame | DcDashNewGame | DiceyCurvesNewGame | DoubleDashNewGame |
            FlagDashNewGame): A new game: its type, options and seats, and the creator's seat.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | GameCreated]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: DashAndCacheNewGame
    | DcDashNewGame
    | DiceyCurvesNewGame
    | DoubleDashNewGame
    | FlagDashNewGame,
) -> Error | GameCreated | None:
    """Create a game

     Create a game: its type, options and seats (human or bot), and the creator's seat. A private game's
    answer carries its `invite_url`.

    Args:
        body (DashAndCacheNewGame | DcDashNewGame | DiceyCurvesNewGame | DoubleDashNewGame |
            FlagDashNewGame): A new game: its type, options and seats, and the creator's seat.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | GameCreated
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: DashAndCacheNewGame
    | DcDashNewGame
    | DiceyCurvesNewGame
    | DoubleDashNewGame
    | FlagDashNewGame,
) -> Response[Error | GameCreated]:
    """Create a game

     Create a game: its type, options and seats (human or bot), and the creator's seat. A private game's
    answer carries its `invite_url`.

    Args:
        body (DashAndCacheNewGame | DcDashNewGame | DiceyCurvesNewGame | DoubleDashNewGame |
            FlagDashNewGame): A new game: its type, options and seats, and the creator's seat.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | GameCreated]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: DashAndCacheNewGame
    | DcDashNewGame
    | DiceyCurvesNewGame
    | DoubleDashNewGame
    | FlagDashNewGame,
) -> Error | GameCreated | None:
    """Create a game

     Create a game: its type, options and seats (human or bot), and the creator's seat. A private game's
    answer carries its `invite_url`.

    Args:
        body (DashAndCacheNewGame | DcDashNewGame | DiceyCurvesNewGame | DoubleDashNewGame |
            FlagDashNewGame): A new game: its type, options and seats, and the creator's seat.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | GameCreated
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
