from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_tokens_response_401 import ListTokensResponse401
from ...models.list_tokens_response_403 import ListTokensResponse403
from ...models.list_tokens_response_429 import ListTokensResponse429
from ...models.list_tokens_response_500 import ListTokensResponse500
from ...models.list_tokens_response_503 import ListTokensResponse503
from ...models.token_list import TokenList
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/me/tokens",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ListTokensResponse401
    | ListTokensResponse403
    | ListTokensResponse429
    | ListTokensResponse500
    | ListTokensResponse503
    | TokenList
    | None
):
    if response.status_code == 200:
        response_200 = TokenList.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = ListTokensResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ListTokensResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = ListTokensResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ListTokensResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = ListTokensResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ListTokensResponse401
    | ListTokensResponse403
    | ListTokensResponse429
    | ListTokensResponse500
    | ListTokensResponse503
    | TokenList
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
    ListTokensResponse401
    | ListTokensResponse403
    | ListTokensResponse429
    | ListTokensResponse500
    | ListTokensResponse503
    | TokenList
]:
    """The account's live tokens (never the tokens themselves: only their ids).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListTokensResponse401 | ListTokensResponse403 | ListTokensResponse429 | ListTokensResponse500 | ListTokensResponse503 | TokenList]
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
    ListTokensResponse401
    | ListTokensResponse403
    | ListTokensResponse429
    | ListTokensResponse500
    | ListTokensResponse503
    | TokenList
    | None
):
    """The account's live tokens (never the tokens themselves: only their ids).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListTokensResponse401 | ListTokensResponse403 | ListTokensResponse429 | ListTokensResponse500 | ListTokensResponse503 | TokenList
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[
    ListTokensResponse401
    | ListTokensResponse403
    | ListTokensResponse429
    | ListTokensResponse500
    | ListTokensResponse503
    | TokenList
]:
    """The account's live tokens (never the tokens themselves: only their ids).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListTokensResponse401 | ListTokensResponse403 | ListTokensResponse429 | ListTokensResponse500 | ListTokensResponse503 | TokenList]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
) -> (
    ListTokensResponse401
    | ListTokensResponse403
    | ListTokensResponse429
    | ListTokensResponse500
    | ListTokensResponse503
    | TokenList
    | None
):
    """The account's live tokens (never the tokens themselves: only their ids).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListTokensResponse401 | ListTokensResponse403 | ListTokensResponse429 | ListTokensResponse500 | ListTokensResponse503 | TokenList
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
