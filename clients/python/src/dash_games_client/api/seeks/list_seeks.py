from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.list_seeks_type import ListSeeksType
from ...models.seek_list import SeekList
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    type_: ListSeeksType | Unset = UNSET,
    limit: int | Unset = 50,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_type_: str | Unset = UNSET
    if not isinstance(type_, Unset):
        json_type_ = type_.value

    params["type"] = json_type_

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/seeks",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | SeekList | None:
    if response.status_code == 200:
        response_200 = SeekList.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

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
) -> Response[Error | SeekList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    type_: ListSeeksType | Unset = UNSET,
    limit: int | Unset = 50,
) -> Response[Error | SeekList]:
    """The waiting seeks, newest first (of one game type with `type`)

     The waiting seeks, newest first (of one game type with `type`).

    Args:
        type_ (ListSeeksType | Unset):
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | SeekList]
    """

    kwargs = _get_kwargs(
        type_=type_,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    type_: ListSeeksType | Unset = UNSET,
    limit: int | Unset = 50,
) -> Error | SeekList | None:
    """The waiting seeks, newest first (of one game type with `type`)

     The waiting seeks, newest first (of one game type with `type`).

    Args:
        type_ (ListSeeksType | Unset):
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | SeekList
    """

    return sync_detailed(
        client=client,
        type_=type_,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    type_: ListSeeksType | Unset = UNSET,
    limit: int | Unset = 50,
) -> Response[Error | SeekList]:
    """The waiting seeks, newest first (of one game type with `type`)

     The waiting seeks, newest first (of one game type with `type`).

    Args:
        type_ (ListSeeksType | Unset):
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | SeekList]
    """

    kwargs = _get_kwargs(
        type_=type_,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    type_: ListSeeksType | Unset = UNSET,
    limit: int | Unset = 50,
) -> Error | SeekList | None:
    """The waiting seeks, newest first (of one game type with `type`)

     The waiting seeks, newest first (of one game type with `type`).

    Args:
        type_ (ListSeeksType | Unset):
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | SeekList
    """

    return (
        await asyncio_detailed(
            client=client,
            type_=type_,
            limit=limit,
        )
    ).parsed
