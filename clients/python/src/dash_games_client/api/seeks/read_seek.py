from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.read_seek_response_400 import ReadSeekResponse400
from ...models.read_seek_response_401 import ReadSeekResponse401
from ...models.read_seek_response_403 import ReadSeekResponse403
from ...models.read_seek_response_404 import ReadSeekResponse404
from ...models.read_seek_response_429 import ReadSeekResponse429
from ...models.read_seek_response_500 import ReadSeekResponse500
from ...models.read_seek_response_503 import ReadSeekResponse503
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
) -> (
    ReadSeekResponse400
    | ReadSeekResponse401
    | ReadSeekResponse403
    | ReadSeekResponse404
    | ReadSeekResponse429
    | ReadSeekResponse500
    | ReadSeekResponse503
    | Seek
    | None
):
    if response.status_code == 200:
        response_200 = Seek.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ReadSeekResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ReadSeekResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ReadSeekResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ReadSeekResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = ReadSeekResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ReadSeekResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = ReadSeekResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ReadSeekResponse400
    | ReadSeekResponse401
    | ReadSeekResponse403
    | ReadSeekResponse404
    | ReadSeekResponse429
    | ReadSeekResponse500
    | ReadSeekResponse503
    | Seek
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
    wait: float | Unset = 0.0,
) -> Response[
    ReadSeekResponse400
    | ReadSeekResponse401
    | ReadSeekResponse403
    | ReadSeekResponse404
    | ReadSeekResponse429
    | ReadSeekResponse500
    | ReadSeekResponse503
    | Seek
]:
    """Your seek, kept alive by this read; with `wait`, answers as soon as it is paired
    (`status` `paired`, `game_id` the game) or when the wait ends. A wait counts as one of
    the caller's open streams while it lasts.

    Args:
        seek_id (str):
        wait (float | Unset):  Default: 0.0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ReadSeekResponse400 | ReadSeekResponse401 | ReadSeekResponse403 | ReadSeekResponse404 | ReadSeekResponse429 | ReadSeekResponse500 | ReadSeekResponse503 | Seek]
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
) -> (
    ReadSeekResponse400
    | ReadSeekResponse401
    | ReadSeekResponse403
    | ReadSeekResponse404
    | ReadSeekResponse429
    | ReadSeekResponse500
    | ReadSeekResponse503
    | Seek
    | None
):
    """Your seek, kept alive by this read; with `wait`, answers as soon as it is paired
    (`status` `paired`, `game_id` the game) or when the wait ends. A wait counts as one of
    the caller's open streams while it lasts.

    Args:
        seek_id (str):
        wait (float | Unset):  Default: 0.0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ReadSeekResponse400 | ReadSeekResponse401 | ReadSeekResponse403 | ReadSeekResponse404 | ReadSeekResponse429 | ReadSeekResponse500 | ReadSeekResponse503 | Seek
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
) -> Response[
    ReadSeekResponse400
    | ReadSeekResponse401
    | ReadSeekResponse403
    | ReadSeekResponse404
    | ReadSeekResponse429
    | ReadSeekResponse500
    | ReadSeekResponse503
    | Seek
]:
    """Your seek, kept alive by this read; with `wait`, answers as soon as it is paired
    (`status` `paired`, `game_id` the game) or when the wait ends. A wait counts as one of
    the caller's open streams while it lasts.

    Args:
        seek_id (str):
        wait (float | Unset):  Default: 0.0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ReadSeekResponse400 | ReadSeekResponse401 | ReadSeekResponse403 | ReadSeekResponse404 | ReadSeekResponse429 | ReadSeekResponse500 | ReadSeekResponse503 | Seek]
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
) -> (
    ReadSeekResponse400
    | ReadSeekResponse401
    | ReadSeekResponse403
    | ReadSeekResponse404
    | ReadSeekResponse429
    | ReadSeekResponse500
    | ReadSeekResponse503
    | Seek
    | None
):
    """Your seek, kept alive by this read; with `wait`, answers as soon as it is paired
    (`status` `paired`, `game_id` the game) or when the wait ends. A wait counts as one of
    the caller's open streams while it lasts.

    Args:
        seek_id (str):
        wait (float | Unset):  Default: 0.0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ReadSeekResponse400 | ReadSeekResponse401 | ReadSeekResponse403 | ReadSeekResponse404 | ReadSeekResponse429 | ReadSeekResponse500 | ReadSeekResponse503 | Seek
    """

    return (
        await asyncio_detailed(
            seek_id=seek_id,
            client=client,
            wait=wait,
        )
    ).parsed
