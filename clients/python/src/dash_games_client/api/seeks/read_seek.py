from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.seek import Seek
from ...types import UNSET, Response, Unset


def _get_kwargs(
    seek_id: str,
    *,
    wait: float | Unset = 0.0,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["wait"] = wait

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/seeks/{seek_id}".format(
            seek_id=quote(str(seek_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | Seek | None:
    if response.status_code == 200:
        response_200 = Seek.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

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
) -> Response[Error | Seek]:
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
    wait: float | Unset = 0.0,
) -> Response[Error | Seek]:
    """Your seek, kept alive by this read

     Your seek, kept alive by this read; with `wait`, answers as soon as it is paired (`status` `paired`,
    `game_id` the game) or when the wait ends. A wait counts as one of the caller's open streams while
    it lasts.

    Args:
        seek_id (str):
        wait (float | Unset):  Default: 0.0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Seek]
    """

    kwargs = _get_kwargs(
        seek_id=seek_id,
        wait=wait,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    seek_id: str,
    *,
    client: AuthenticatedClient,
    wait: float | Unset = 0.0,
) -> Error | Seek | None:
    """Your seek, kept alive by this read

     Your seek, kept alive by this read; with `wait`, answers as soon as it is paired (`status` `paired`,
    `game_id` the game) or when the wait ends. A wait counts as one of the caller's open streams while
    it lasts.

    Args:
        seek_id (str):
        wait (float | Unset):  Default: 0.0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Seek
    """

    return sync_detailed(
        seek_id=seek_id,
        client=client,
        wait=wait,
    ).parsed


async def asyncio_detailed(
    seek_id: str,
    *,
    client: AuthenticatedClient,
    wait: float | Unset = 0.0,
) -> Response[Error | Seek]:
    """Your seek, kept alive by this read

     Your seek, kept alive by this read; with `wait`, answers as soon as it is paired (`status` `paired`,
    `game_id` the game) or when the wait ends. A wait counts as one of the caller's open streams while
    it lasts.

    Args:
        seek_id (str):
        wait (float | Unset):  Default: 0.0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Seek]
    """

    kwargs = _get_kwargs(
        seek_id=seek_id,
        wait=wait,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    seek_id: str,
    *,
    client: AuthenticatedClient,
    wait: float | Unset = 0.0,
) -> Error | Seek | None:
    """Your seek, kept alive by this read

     Your seek, kept alive by this read; with `wait`, answers as soon as it is paired (`status` `paired`,
    `game_id` the game) or when the wait ends. A wait counts as one of the caller's open streams while
    it lasts.

    Args:
        seek_id (str):
        wait (float | Unset):  Default: 0.0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Seek
    """

    return (
        await asyncio_detailed(
            seek_id=seek_id,
            client=client,
            wait=wait,
        )
    ).parsed
