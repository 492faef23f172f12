from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_my_games_response_400 import ListMyGamesResponse400
from ...models.list_my_games_response_401 import ListMyGamesResponse401
from ...models.list_my_games_response_403 import ListMyGamesResponse403
from ...models.list_my_games_response_429 import ListMyGamesResponse429
from ...models.list_my_games_response_500 import ListMyGamesResponse500
from ...models.list_my_games_response_503 import ListMyGamesResponse503
from ...models.list_my_games_result import ListMyGamesResult
from ...models.list_my_games_status import ListMyGamesStatus
from ...models.list_my_games_type import ListMyGamesType
from ...models.my_games import MyGames
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    status: ListMyGamesStatus | Unset = ListMyGamesStatus.ACTIVE,
    type_: ListMyGamesType | Unset = UNSET,
    result: ListMyGamesResult | Unset = UNSET,
    limit: int | Unset = 20,
    cursor: None | str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    json_type_: str | Unset = UNSET
    if not isinstance(type_, Unset):
        json_type_ = type_.value

    params["type"] = json_type_

    json_result: str | Unset = UNSET
    if not isinstance(result, Unset):
        json_result = result.value

    params["result"] = json_result

    params["limit"] = limit

    json_cursor: None | str | Unset
    if isinstance(cursor, Unset):
        json_cursor = UNSET
    else:
        json_cursor = cursor
    params["cursor"] = json_cursor

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/me/games",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ListMyGamesResponse400
    | ListMyGamesResponse401
    | ListMyGamesResponse403
    | ListMyGamesResponse429
    | ListMyGamesResponse500
    | ListMyGamesResponse503
    | MyGames
    | None
):
    if response.status_code == 200:
        response_200 = MyGames.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ListMyGamesResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ListMyGamesResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ListMyGamesResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = ListMyGamesResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ListMyGamesResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = ListMyGamesResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ListMyGamesResponse400
    | ListMyGamesResponse401
    | ListMyGamesResponse403
    | ListMyGamesResponse429
    | ListMyGamesResponse500
    | ListMyGamesResponse503
    | MyGames
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
    status: ListMyGamesStatus | Unset = ListMyGamesStatus.ACTIVE,
    type_: ListMyGamesType | Unset = UNSET,
    result: ListMyGamesResult | Unset = UNSET,
    limit: int | Unset = 20,
    cursor: None | str | Unset = UNSET,
) -> Response[
    ListMyGamesResponse400
    | ListMyGamesResponse401
    | ListMyGamesResponse403
    | ListMyGamesResponse429
    | ListMyGamesResponse500
    | ListMyGamesResponse503
    | MyGames
]:
    """Your games: `active` ones (open or playing) or `finished` ones (with your result
    and rating change), filtered by type and, for finished games, by result; newest first,
    a page at a time (`next_cursor`).

    Args:
        status (ListMyGamesStatus | Unset):  Default: ListMyGamesStatus.ACTIVE.
        type_ (ListMyGamesType | Unset):
        result (ListMyGamesResult | Unset):
        limit (int | Unset):  Default: 20.
        cursor (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListMyGamesResponse400 | ListMyGamesResponse401 | ListMyGamesResponse403 | ListMyGamesResponse429 | ListMyGamesResponse500 | ListMyGamesResponse503 | MyGames]
    """

    kwargs = _get_kwargs(
        status=status,
        type_=type_,
        result=result,
        limit=limit,
        cursor=cursor,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    status: ListMyGamesStatus | Unset = ListMyGamesStatus.ACTIVE,
    type_: ListMyGamesType | Unset = UNSET,
    result: ListMyGamesResult | Unset = UNSET,
    limit: int | Unset = 20,
    cursor: None | str | Unset = UNSET,
) -> (
    ListMyGamesResponse400
    | ListMyGamesResponse401
    | ListMyGamesResponse403
    | ListMyGamesResponse429
    | ListMyGamesResponse500
    | ListMyGamesResponse503
    | MyGames
    | None
):
    """Your games: `active` ones (open or playing) or `finished` ones (with your result
    and rating change), filtered by type and, for finished games, by result; newest first,
    a page at a time (`next_cursor`).

    Args:
        status (ListMyGamesStatus | Unset):  Default: ListMyGamesStatus.ACTIVE.
        type_ (ListMyGamesType | Unset):
        result (ListMyGamesResult | Unset):
        limit (int | Unset):  Default: 20.
        cursor (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListMyGamesResponse400 | ListMyGamesResponse401 | ListMyGamesResponse403 | ListMyGamesResponse429 | ListMyGamesResponse500 | ListMyGamesResponse503 | MyGames
    """

    return sync_detailed(
        client=client,
        status=status,
        type_=type_,
        result=result,
        limit=limit,
        cursor=cursor,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    status: ListMyGamesStatus | Unset = ListMyGamesStatus.ACTIVE,
    type_: ListMyGamesType | Unset = UNSET,
    result: ListMyGamesResult | Unset = UNSET,
    limit: int | Unset = 20,
    cursor: None | str | Unset = UNSET,
) -> Response[
    ListMyGamesResponse400
    | ListMyGamesResponse401
    | ListMyGamesResponse403
    | ListMyGamesResponse429
    | ListMyGamesResponse500
    | ListMyGamesResponse503
    | MyGames
]:
    """Your games: `active` ones (open or playing) or `finished` ones (with your result
    and rating change), filtered by type and, for finished games, by result; newest first,
    a page at a time (`next_cursor`).

    Args:
        status (ListMyGamesStatus | Unset):  Default: ListMyGamesStatus.ACTIVE.
        type_ (ListMyGamesType | Unset):
        result (ListMyGamesResult | Unset):
        limit (int | Unset):  Default: 20.
        cursor (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListMyGamesResponse400 | ListMyGamesResponse401 | ListMyGamesResponse403 | ListMyGamesResponse429 | ListMyGamesResponse500 | ListMyGamesResponse503 | MyGames]
    """

    kwargs = _get_kwargs(
        status=status,
        type_=type_,
        result=result,
        limit=limit,
        cursor=cursor,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    status: ListMyGamesStatus | Unset = ListMyGamesStatus.ACTIVE,
    type_: ListMyGamesType | Unset = UNSET,
    result: ListMyGamesResult | Unset = UNSET,
    limit: int | Unset = 20,
    cursor: None | str | Unset = UNSET,
) -> (
    ListMyGamesResponse400
    | ListMyGamesResponse401
    | ListMyGamesResponse403
    | ListMyGamesResponse429
    | ListMyGamesResponse500
    | ListMyGamesResponse503
    | MyGames
    | None
):
    """Your games: `active` ones (open or playing) or `finished` ones (with your result
    and rating change), filtered by type and, for finished games, by result; newest first,
    a page at a time (`next_cursor`).

    Args:
        status (ListMyGamesStatus | Unset):  Default: ListMyGamesStatus.ACTIVE.
        type_ (ListMyGamesType | Unset):
        result (ListMyGamesResult | Unset):
        limit (int | Unset):  Default: 20.
        cursor (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListMyGamesResponse400 | ListMyGamesResponse401 | ListMyGamesResponse403 | ListMyGamesResponse429 | ListMyGamesResponse500 | ListMyGamesResponse503 | MyGames
    """

    return (
        await asyncio_detailed(
            client=client,
            status=status,
            type_=type_,
            result=result,
            limit=limit,
            cursor=cursor,
        )
    ).parsed
