from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.game_components import GameComponents
from ...types import Response


def _get_kwargs(
    game_type: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/game-types/{game_type}/components".format(
            game_type=quote(str(game_type), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | GameComponents | None:
    if response.status_code == 200:
        response_200 = GameComponents.from_dict(response.json())

        return response_200

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
) -> Response[Error | GameComponents]:
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
) -> Response[Error | GameComponents]:
    """Static data a client draws with and a view only names by id (DC Dash's map)

     Static data a client draws with and a view only names by id (DC Dash's map): the same for every game
    of the type, so it is cached (`ETag`, a day).

    Args:
        game_type (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | GameComponents]
    """

    kwargs = _get_kwargs(
        game_type=game_type,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_type: str,
    *,
    client: AuthenticatedClient | Client,
) -> Error | GameComponents | None:
    """Static data a client draws with and a view only names by id (DC Dash's map)

     Static data a client draws with and a view only names by id (DC Dash's map): the same for every game
    of the type, so it is cached (`ETag`, a day).

    Args:
        game_type (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | GameComponents
    """

    return sync_detailed(
        game_type=game_type,
        client=client,
    ).parsed


async def asyncio_detailed(
    game_type: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Error | GameComponents]:
    """Static data a client draws with and a view only names by id (DC Dash's map)

     Static data a client draws with and a view only names by id (DC Dash's map): the same for every game
    of the type, so it is cached (`ETag`, a day).

    Args:
        game_type (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | GameComponents]
    """

    kwargs = _get_kwargs(
        game_type=game_type,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_type: str,
    *,
    client: AuthenticatedClient | Client,
) -> Error | GameComponents | None:
    """Static data a client draws with and a view only names by id (DC Dash's map)

     Static data a client draws with and a view only names by id (DC Dash's map): the same for every game
    of the type, so it is cached (`ETag`, a day).

    Args:
        game_type (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | GameComponents
    """

    return (
        await asyncio_detailed(
            game_type=game_type,
            client=client,
        )
    ).parsed
