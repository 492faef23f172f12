from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_token_response_400 import CreateTokenResponse400
from ...models.create_token_response_401 import CreateTokenResponse401
from ...models.create_token_response_403 import CreateTokenResponse403
from ...models.create_token_response_413 import CreateTokenResponse413
from ...models.create_token_response_415 import CreateTokenResponse415
from ...models.create_token_response_429 import CreateTokenResponse429
from ...models.create_token_response_500 import CreateTokenResponse500
from ...models.create_token_response_503 import CreateTokenResponse503
from ...models.token_create import TokenCreate
from ...models.token_created import TokenCreated
from ...types import Response


def _get_kwargs(
    *,
    body: TokenCreate,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/players/me/tokens",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CreateTokenResponse400
    | CreateTokenResponse401
    | CreateTokenResponse403
    | CreateTokenResponse413
    | CreateTokenResponse415
    | CreateTokenResponse429
    | CreateTokenResponse500
    | CreateTokenResponse503
    | TokenCreated
    | None
):
    if response.status_code == 201:
        response_201 = TokenCreated.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = CreateTokenResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = CreateTokenResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CreateTokenResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 413:
        response_413 = CreateTokenResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = CreateTokenResponse415.from_dict(response.json())

        return response_415

    if response.status_code == 429:
        response_429 = CreateTokenResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = CreateTokenResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = CreateTokenResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CreateTokenResponse400
    | CreateTokenResponse401
    | CreateTokenResponse403
    | CreateTokenResponse413
    | CreateTokenResponse415
    | CreateTokenResponse429
    | CreateTokenResponse500
    | CreateTokenResponse503
    | TokenCreated
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
    body: TokenCreate,
) -> Response[
    CreateTokenResponse400
    | CreateTokenResponse401
    | CreateTokenResponse403
    | CreateTokenResponse413
    | CreateTokenResponse415
    | CreateTokenResponse429
    | CreateTokenResponse500
    | CreateTokenResponse503
    | TokenCreated
]:
    """A new token with a label and scopes, shown this once. A token grants no scope it
    lacks itself, and an account only the scopes of its kind.

    Args:
        body (TokenCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateTokenResponse400 | CreateTokenResponse401 | CreateTokenResponse403 | CreateTokenResponse413 | CreateTokenResponse415 | CreateTokenResponse429 | CreateTokenResponse500 | CreateTokenResponse503 | TokenCreated]
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
    body: TokenCreate,
) -> (
    CreateTokenResponse400
    | CreateTokenResponse401
    | CreateTokenResponse403
    | CreateTokenResponse413
    | CreateTokenResponse415
    | CreateTokenResponse429
    | CreateTokenResponse500
    | CreateTokenResponse503
    | TokenCreated
    | None
):
    """A new token with a label and scopes, shown this once. A token grants no scope it
    lacks itself, and an account only the scopes of its kind.

    Args:
        body (TokenCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateTokenResponse400 | CreateTokenResponse401 | CreateTokenResponse403 | CreateTokenResponse413 | CreateTokenResponse415 | CreateTokenResponse429 | CreateTokenResponse500 | CreateTokenResponse503 | TokenCreated
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: TokenCreate,
) -> Response[
    CreateTokenResponse400
    | CreateTokenResponse401
    | CreateTokenResponse403
    | CreateTokenResponse413
    | CreateTokenResponse415
    | CreateTokenResponse429
    | CreateTokenResponse500
    | CreateTokenResponse503
    | TokenCreated
]:
    """A new token with a label and scopes, shown this once. A token grants no scope it
    lacks itself, and an account only the scopes of its kind.

    Args:
        body (TokenCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateTokenResponse400 | CreateTokenResponse401 | CreateTokenResponse403 | CreateTokenResponse413 | CreateTokenResponse415 | CreateTokenResponse429 | CreateTokenResponse500 | CreateTokenResponse503 | TokenCreated]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: TokenCreate,
) -> (
    CreateTokenResponse400
    | CreateTokenResponse401
    | CreateTokenResponse403
    | CreateTokenResponse413
    | CreateTokenResponse415
    | CreateTokenResponse429
    | CreateTokenResponse500
    | CreateTokenResponse503
    | TokenCreated
    | None
):
    """A new token with a label and scopes, shown this once. A token grants no scope it
    lacks itself, and an account only the scopes of its kind.

    Args:
        body (TokenCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateTokenResponse400 | CreateTokenResponse401 | CreateTokenResponse403 | CreateTokenResponse413 | CreateTokenResponse415 | CreateTokenResponse429 | CreateTokenResponse500 | CreateTokenResponse503 | TokenCreated
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
