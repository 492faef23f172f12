from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
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
) -> Error | MyGames | None:
    if response.status_code == 200:
        response_200 = MyGames.from_dict(response.json())

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
) -> Response[Error | MyGames]:
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
) -> Response[Error | MyGames]:
    """Your games

     Your games: `active` ones (open or playing) or `finished` ones (with your result and rating change),
    filtered by type and, for finished games, by result; newest first, a page at a time (`next_cursor`).
    Active games waiting on your move come first, and `your_turn` counts them. Answers carry
    `Deprecation` and `Sunset` while `rating` is deprecated (use `rating_change`).

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
        Response[Error | MyGames]
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
) -> Error | MyGames | None:
    """Your games

     Your games: `active` ones (open or playing) or `finished` ones (with your result and rating change),
    filtered by type and, for finished games, by result; newest first, a page at a time (`next_cursor`).
    Active games waiting on your move come first, and `your_turn` counts them. Answers carry
    `Deprecation` and `Sunset` while `rating` is deprecated (use `rating_change`).

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
        Error | MyGames
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
) -> Response[Error | MyGames]:
    """Your games

     Your games: `active` ones (open or playing) or `finished` ones (with your result and rating change),
    filtered by type and, for finished games, by result; newest first, a page at a time (`next_cursor`).
    Active games waiting on your move come first, and `your_turn` counts them. Answers carry
    `Deprecation` and `Sunset` while `rating` is deprecated (use `rating_change`).

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
        Response[Error | MyGames]
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
) -> Error | MyGames | None:
    """Your games

     Your games: `active` ones (open or playing) or `finished` ones (with your result and rating change),
    filtered by type and, for finished games, by result; newest first, a page at a time (`next_cursor`).
    Active games waiting on your move come first, and `your_turn` counts them. Answers carry
    `Deprecation` and `Sunset` while `rating` is deprecated (use `rating_change`).

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
        Error | MyGames
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
