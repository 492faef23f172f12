from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_current_player_response_401 import GetCurrentPlayerResponse401
from ...models.get_current_player_response_403 import GetCurrentPlayerResponse403
from ...models.get_current_player_response_429 import GetCurrentPlayerResponse429
from ...models.get_current_player_response_500 import GetCurrentPlayerResponse500
from ...models.get_current_player_response_503 import GetCurrentPlayerResponse503
from ...models.me import Me
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/me",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetCurrentPlayerResponse401
    | GetCurrentPlayerResponse403
    | GetCurrentPlayerResponse429
    | GetCurrentPlayerResponse500
    | GetCurrentPlayerResponse503
    | Me
    | None
):
    if response.status_code == 200:
        response_200 = Me.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = GetCurrentPlayerResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetCurrentPlayerResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = GetCurrentPlayerResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = GetCurrentPlayerResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = GetCurrentPlayerResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetCurrentPlayerResponse401
    | GetCurrentPlayerResponse403
    | GetCurrentPlayerResponse429
    | GetCurrentPlayerResponse500
    | GetCurrentPlayerResponse503
    | Me
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[
    GetCurrentPlayerResponse401
    | GetCurrentPlayerResponse403
    | GetCurrentPlayerResponse429
    | GetCurrentPlayerResponse500
    | GetCurrentPlayerResponse503
    | Me
]:
    """The account the bearer token belongs to, with the token's id and scopes.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetCurrentPlayerResponse401 | GetCurrentPlayerResponse403 | GetCurrentPlayerResponse429 | GetCurrentPlayerResponse500 | GetCurrentPlayerResponse503 | Me]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
) -> (
    GetCurrentPlayerResponse401
    | GetCurrentPlayerResponse403
    | GetCurrentPlayerResponse429
    | GetCurrentPlayerResponse500
    | GetCurrentPlayerResponse503
    | Me
    | None
):
    """The account the bearer token belongs to, with the token's id and scopes.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetCurrentPlayerResponse401 | GetCurrentPlayerResponse403 | GetCurrentPlayerResponse429 | GetCurrentPlayerResponse500 | GetCurrentPlayerResponse503 | Me
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[
    GetCurrentPlayerResponse401
    | GetCurrentPlayerResponse403
    | GetCurrentPlayerResponse429
    | GetCurrentPlayerResponse500
    | GetCurrentPlayerResponse503
    | Me
]:
    """The account the bearer token belongs to, with the token's id and scopes.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetCurrentPlayerResponse401 | GetCurrentPlayerResponse403 | GetCurrentPlayerResponse429 | GetCurrentPlayerResponse500 | GetCurrentPlayerResponse503 | Me]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
) -> (
    GetCurrentPlayerResponse401
    | GetCurrentPlayerResponse403
    | GetCurrentPlayerResponse429
    | GetCurrentPlayerResponse500
    | GetCurrentPlayerResponse503
    | Me
    | None
):
    """The account the bearer token belongs to, with the token's id and scopes.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetCurrentPlayerResponse401 | GetCurrentPlayerResponse403 | GetCurrentPlayerResponse429 | GetCurrentPlayerResponse500 | GetCurrentPlayerResponse503 | Me
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
