from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.game_summary import GameSummary
from ...models.resign_game_response_401 import ResignGameResponse401
from ...models.resign_game_response_403 import ResignGameResponse403
from ...models.resign_game_response_404 import ResignGameResponse404
from ...models.resign_game_response_409 import ResignGameResponse409
from ...models.resign_game_response_413 import ResignGameResponse413
from ...models.resign_game_response_422 import ResignGameResponse422
from ...models.resign_game_response_429 import ResignGameResponse429
from ...models.resign_game_response_500 import ResignGameResponse500
from ...models.resign_game_response_503 import ResignGameResponse503
from ...types import Response


def _get_kwargs(
    game_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game_id}/resign".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GameSummary
    | ResignGameResponse401
    | ResignGameResponse403
    | ResignGameResponse404
    | ResignGameResponse409
    | ResignGameResponse413
    | ResignGameResponse422
    | ResignGameResponse429
    | ResignGameResponse500
    | ResignGameResponse503
    | None
):
    if response.status_code == 200:
        response_200 = GameSummary.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = ResignGameResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ResignGameResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ResignGameResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = ResignGameResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = ResignGameResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = ResignGameResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ResignGameResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ResignGameResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = ResignGameResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GameSummary
    | ResignGameResponse401
    | ResignGameResponse403
    | ResignGameResponse404
    | ResignGameResponse409
    | ResignGameResponse413
    | ResignGameResponse422
    | ResignGameResponse429
    | ResignGameResponse500
    | ResignGameResponse503
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
    client: AuthenticatedClient,
) -> Response[
    GameSummary
    | ResignGameResponse401
    | ResignGameResponse403
    | ResignGameResponse404
    | ResignGameResponse409
    | ResignGameResponse413
    | ResignGameResponse422
    | ResignGameResponse429
    | ResignGameResponse500
    | ResignGameResponse503
]:
    """Leave the game: the seat forfeits or passes to a bot, per the game type's policy.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameSummary | ResignGameResponse401 | ResignGameResponse403 | ResignGameResponse404 | ResignGameResponse409 | ResignGameResponse413 | ResignGameResponse422 | ResignGameResponse429 | ResignGameResponse500 | ResignGameResponse503]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    GameSummary
    | ResignGameResponse401
    | ResignGameResponse403
    | ResignGameResponse404
    | ResignGameResponse409
    | ResignGameResponse413
    | ResignGameResponse422
    | ResignGameResponse429
    | ResignGameResponse500
    | ResignGameResponse503
    | None
):
    """Leave the game: the seat forfeits or passes to a bot, per the game type's policy.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameSummary | ResignGameResponse401 | ResignGameResponse403 | ResignGameResponse404 | ResignGameResponse409 | ResignGameResponse413 | ResignGameResponse422 | ResignGameResponse429 | ResignGameResponse500 | ResignGameResponse503
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    GameSummary
    | ResignGameResponse401
    | ResignGameResponse403
    | ResignGameResponse404
    | ResignGameResponse409
    | ResignGameResponse413
    | ResignGameResponse422
    | ResignGameResponse429
    | ResignGameResponse500
    | ResignGameResponse503
]:
    """Leave the game: the seat forfeits or passes to a bot, per the game type's policy.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameSummary | ResignGameResponse401 | ResignGameResponse403 | ResignGameResponse404 | ResignGameResponse409 | ResignGameResponse413 | ResignGameResponse422 | ResignGameResponse429 | ResignGameResponse500 | ResignGameResponse503]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    GameSummary
    | ResignGameResponse401
    | ResignGameResponse403
    | ResignGameResponse404
    | ResignGameResponse409
    | ResignGameResponse413
    | ResignGameResponse422
    | ResignGameResponse429
    | ResignGameResponse500
    | ResignGameResponse503
    | None
):
    """Leave the game: the seat forfeits or passes to a bot, per the game type's policy.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameSummary | ResignGameResponse401 | ResignGameResponse403 | ResignGameResponse404 | ResignGameResponse409 | ResignGameResponse413 | ResignGameResponse422 | ResignGameResponse429 | ResignGameResponse500 | ResignGameResponse503
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
        )
    ).parsed
