from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.rotate_token_response_401 import RotateTokenResponse401
from ...models.rotate_token_response_403 import RotateTokenResponse403
from ...models.rotate_token_response_404 import RotateTokenResponse404
from ...models.rotate_token_response_413 import RotateTokenResponse413
from ...models.rotate_token_response_429 import RotateTokenResponse429
from ...models.rotate_token_response_500 import RotateTokenResponse500
from ...models.rotate_token_response_503 import RotateTokenResponse503
from ...models.token_created import TokenCreated
from ...types import Response


def _get_kwargs(
    token_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/players/me/tokens/{token_id}/rotate".format(
            token_id=quote(str(token_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    RotateTokenResponse401
    | RotateTokenResponse403
    | RotateTokenResponse404
    | RotateTokenResponse413
    | RotateTokenResponse429
    | RotateTokenResponse500
    | RotateTokenResponse503
    | TokenCreated
    | None
):
    if response.status_code == 201:
        response_201 = TokenCreated.from_dict(response.json())

        return response_201

    if response.status_code == 401:
        response_401 = RotateTokenResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = RotateTokenResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = RotateTokenResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 413:
        response_413 = RotateTokenResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 429:
        response_429 = RotateTokenResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = RotateTokenResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = RotateTokenResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    RotateTokenResponse401
    | RotateTokenResponse403
    | RotateTokenResponse404
    | RotateTokenResponse413
    | RotateTokenResponse429
    | RotateTokenResponse500
    | RotateTokenResponse503
    | TokenCreated
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    token_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    RotateTokenResponse401
    | RotateTokenResponse403
    | RotateTokenResponse404
    | RotateTokenResponse413
    | RotateTokenResponse429
    | RotateTokenResponse500
    | RotateTokenResponse503
    | TokenCreated
]:
    """Replace a token by a new one with the same label and scopes (a new id); the old
    one is revoked in the same step: 401 `TOKEN_REVOKED` from then on, open streams
    included.

    Args:
        token_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RotateTokenResponse401 | RotateTokenResponse403 | RotateTokenResponse404 | RotateTokenResponse413 | RotateTokenResponse429 | RotateTokenResponse500 | RotateTokenResponse503 | TokenCreated]
    """

    kwargs = _get_kwargs(
        token_id=token_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    token_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    RotateTokenResponse401
    | RotateTokenResponse403
    | RotateTokenResponse404
    | RotateTokenResponse413
    | RotateTokenResponse429
    | RotateTokenResponse500
    | RotateTokenResponse503
    | TokenCreated
    | None
):
    """Replace a token by a new one with the same label and scopes (a new id); the old
    one is revoked in the same step: 401 `TOKEN_REVOKED` from then on, open streams
    included.

    Args:
        token_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RotateTokenResponse401 | RotateTokenResponse403 | RotateTokenResponse404 | RotateTokenResponse413 | RotateTokenResponse429 | RotateTokenResponse500 | RotateTokenResponse503 | TokenCreated
    """

    return sync_detailed(
        token_id=token_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    token_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    RotateTokenResponse401
    | RotateTokenResponse403
    | RotateTokenResponse404
    | RotateTokenResponse413
    | RotateTokenResponse429
    | RotateTokenResponse500
    | RotateTokenResponse503
    | TokenCreated
]:
    """Replace a token by a new one with the same label and scopes (a new id); the old
    one is revoked in the same step: 401 `TOKEN_REVOKED` from then on, open streams
    included.

    Args:
        token_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RotateTokenResponse401 | RotateTokenResponse403 | RotateTokenResponse404 | RotateTokenResponse413 | RotateTokenResponse429 | RotateTokenResponse500 | RotateTokenResponse503 | TokenCreated]
    """

    kwargs = _get_kwargs(
        token_id=token_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    token_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    RotateTokenResponse401
    | RotateTokenResponse403
    | RotateTokenResponse404
    | RotateTokenResponse413
    | RotateTokenResponse429
    | RotateTokenResponse500
    | RotateTokenResponse503
    | TokenCreated
    | None
):
    """Replace a token by a new one with the same label and scopes (a new id); the old
    one is revoked in the same step: 401 `TOKEN_REVOKED` from then on, open streams
    included.

    Args:
        token_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RotateTokenResponse401 | RotateTokenResponse403 | RotateTokenResponse404 | RotateTokenResponse413 | RotateTokenResponse429 | RotateTokenResponse500 | RotateTokenResponse503 | TokenCreated
    """

    return (
        await asyncio_detailed(
            token_id=token_id,
            client=client,
        )
    ).parsed
