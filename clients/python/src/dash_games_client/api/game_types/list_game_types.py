from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.game_type_list import GameTypeList
from ...models.list_game_types_response_429 import ListGameTypesResponse429
from ...models.list_game_types_response_500 import ListGameTypesResponse500
from ...models.list_game_types_response_503 import ListGameTypesResponse503
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/game-types",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GameTypeList
    | ListGameTypesResponse429
    | ListGameTypesResponse500
    | ListGameTypesResponse503
    | None
):
    if response.status_code == 200:
        response_200 = GameTypeList.from_dict(response.json())

        return response_200

    if response.status_code == 429:
        response_429 = ListGameTypesResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ListGameTypesResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = ListGameTypesResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GameTypeList
    | ListGameTypesResponse429
    | ListGameTypesResponse500
    | ListGameTypesResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    GameTypeList
    | ListGameTypesResponse429
    | ListGameTypesResponse500
    | ListGameTypesResponse503
]:
    """Every game type.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameTypeList | ListGameTypesResponse429 | ListGameTypesResponse500 | ListGameTypesResponse503]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> (
    GameTypeList
    | ListGameTypesResponse429
    | ListGameTypesResponse500
    | ListGameTypesResponse503
    | None
):
    """Every game type.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameTypeList | ListGameTypesResponse429 | ListGameTypesResponse500 | ListGameTypesResponse503
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    GameTypeList
    | ListGameTypesResponse429
    | ListGameTypesResponse500
    | ListGameTypesResponse503
]:
    """Every game type.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameTypeList | ListGameTypesResponse429 | ListGameTypesResponse500 | ListGameTypesResponse503]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> (
    GameTypeList
    | ListGameTypesResponse429
    | ListGameTypesResponse500
    | ListGameTypesResponse503
    | None
):
    """Every game type.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameTypeList | ListGameTypesResponse429 | ListGameTypesResponse500 | ListGameTypesResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
