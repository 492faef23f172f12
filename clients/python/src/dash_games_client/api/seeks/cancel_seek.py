from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.cancel_seek_response_401 import CancelSeekResponse401
from ...models.cancel_seek_response_403 import CancelSeekResponse403
from ...models.cancel_seek_response_404 import CancelSeekResponse404
from ...models.cancel_seek_response_409 import CancelSeekResponse409
from ...models.cancel_seek_response_429 import CancelSeekResponse429
from ...models.cancel_seek_response_500 import CancelSeekResponse500
from ...models.cancel_seek_response_503 import CancelSeekResponse503
from ...types import Response


def _get_kwargs(
    seek_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/seeks/{seek_id}".format(
            seek_id=quote(str(seek_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | CancelSeekResponse401
    | CancelSeekResponse403
    | CancelSeekResponse404
    | CancelSeekResponse409
    | CancelSeekResponse429
    | CancelSeekResponse500
    | CancelSeekResponse503
    | None
):
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 401:
        response_401 = CancelSeekResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CancelSeekResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = CancelSeekResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = CancelSeekResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 429:
        response_429 = CancelSeekResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = CancelSeekResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = CancelSeekResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | CancelSeekResponse401
    | CancelSeekResponse403
    | CancelSeekResponse404
    | CancelSeekResponse409
    | CancelSeekResponse429
    | CancelSeekResponse500
    | CancelSeekResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    seek_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | CancelSeekResponse401
    | CancelSeekResponse403
    | CancelSeekResponse404
    | CancelSeekResponse409
    | CancelSeekResponse429
    | CancelSeekResponse500
    | CancelSeekResponse503
]:
    """Withdraw your waiting seek (409 `SEEK_ALREADY_PAIRED` once a table is made).

    Args:
        seek_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | CancelSeekResponse401 | CancelSeekResponse403 | CancelSeekResponse404 | CancelSeekResponse409 | CancelSeekResponse429 | CancelSeekResponse500 | CancelSeekResponse503]
    """

    kwargs = _get_kwargs(
        seek_id=seek_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    seek_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | CancelSeekResponse401
    | CancelSeekResponse403
    | CancelSeekResponse404
    | CancelSeekResponse409
    | CancelSeekResponse429
    | CancelSeekResponse500
    | CancelSeekResponse503
    | None
):
    """Withdraw your waiting seek (409 `SEEK_ALREADY_PAIRED` once a table is made).

    Args:
        seek_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | CancelSeekResponse401 | CancelSeekResponse403 | CancelSeekResponse404 | CancelSeekResponse409 | CancelSeekResponse429 | CancelSeekResponse500 | CancelSeekResponse503
    """

    return sync_detailed(
        seek_id=seek_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    seek_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | CancelSeekResponse401
    | CancelSeekResponse403
    | CancelSeekResponse404
    | CancelSeekResponse409
    | CancelSeekResponse429
    | CancelSeekResponse500
    | CancelSeekResponse503
]:
    """Withdraw your waiting seek (409 `SEEK_ALREADY_PAIRED` once a table is made).

    Args:
        seek_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | CancelSeekResponse401 | CancelSeekResponse403 | CancelSeekResponse404 | CancelSeekResponse409 | CancelSeekResponse429 | CancelSeekResponse500 | CancelSeekResponse503]
    """

    kwargs = _get_kwargs(
        seek_id=seek_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    seek_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | CancelSeekResponse401
    | CancelSeekResponse403
    | CancelSeekResponse404
    | CancelSeekResponse409
    | CancelSeekResponse429
    | CancelSeekResponse500
    | CancelSeekResponse503
    | None
):
    """Withdraw your waiting seek (409 `SEEK_ALREADY_PAIRED` once a table is made).

    Args:
        seek_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | CancelSeekResponse401 | CancelSeekResponse403 | CancelSeekResponse404 | CancelSeekResponse409 | CancelSeekResponse429 | CancelSeekResponse500 | CancelSeekResponse503
    """

    return (
        await asyncio_detailed(
            seek_id=seek_id,
            client=client,
        )
    ).parsed
