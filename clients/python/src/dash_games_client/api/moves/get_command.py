from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.dash_and_cache_move_result import DashAndCacheMoveResult
from ...models.dc_dash_move_result import DcDashMoveResult
from ...models.dicey_curves_move_result import DiceyCurvesMoveResult
from ...models.double_dash_move_result import DoubleDashMoveResult
from ...models.error import Error
from ...models.flag_dash_move_result import FlagDashMoveResult
from ...types import Response


def _get_kwargs(
    game_id: str,
    command_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/commands/{command_id}".format(
            game_id=quote(str(game_id), safe=""),
            command_id=quote(str(command_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    DashAndCacheMoveResult
    | DcDashMoveResult
    | DiceyCurvesMoveResult
    | DoubleDashMoveResult
    | FlagDashMoveResult
    | Error
    | None
):
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> (
            DashAndCacheMoveResult
            | DcDashMoveResult
            | DiceyCurvesMoveResult
            | DoubleDashMoveResult
            | FlagDashMoveResult
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_result_type_0 = DashAndCacheMoveResult.from_dict(
                    data
                )

                return componentsschemas_move_result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_result_type_1 = DcDashMoveResult.from_dict(data)

                return componentsschemas_move_result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_result_type_2 = DiceyCurvesMoveResult.from_dict(
                    data
                )

                return componentsschemas_move_result_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_result_type_3 = DoubleDashMoveResult.from_dict(
                    data
                )

                return componentsschemas_move_result_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_move_result_type_4 = FlagDashMoveResult.from_dict(data)

            return componentsschemas_move_result_type_4

        response_200 = _parse_response_200(response.json())

        return response_200

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
) -> Response[
    DashAndCacheMoveResult
    | DcDashMoveResult
    | DiceyCurvesMoveResult
    | DoubleDashMoveResult
    | FlagDashMoveResult
    | Error
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    command_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    DashAndCacheMoveResult
    | DcDashMoveResult
    | DiceyCurvesMoveResult
    | DoubleDashMoveResult
    | FlagDashMoveResult
    | Error
]:
    """An asynchronous command's result

     An asynchronous command's result: `accepted` while queued, then applied or rejected.

    Args:
        game_id (str):
        command_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DashAndCacheMoveResult | DcDashMoveResult | DiceyCurvesMoveResult | DoubleDashMoveResult | FlagDashMoveResult | Error]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        command_id=command_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    command_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    DashAndCacheMoveResult
    | DcDashMoveResult
    | DiceyCurvesMoveResult
    | DoubleDashMoveResult
    | FlagDashMoveResult
    | Error
    | None
):
    """An asynchronous command's result

     An asynchronous command's result: `accepted` while queued, then applied or rejected.

    Args:
        game_id (str):
        command_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DashAndCacheMoveResult | DcDashMoveResult | DiceyCurvesMoveResult | DoubleDashMoveResult | FlagDashMoveResult | Error
    """

    return sync_detailed(
        game_id=game_id,
        command_id=command_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    command_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    DashAndCacheMoveResult
    | DcDashMoveResult
    | DiceyCurvesMoveResult
    | DoubleDashMoveResult
    | FlagDashMoveResult
    | Error
]:
    """An asynchronous command's result

     An asynchronous command's result: `accepted` while queued, then applied or rejected.

    Args:
        game_id (str):
        command_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DashAndCacheMoveResult | DcDashMoveResult | DiceyCurvesMoveResult | DoubleDashMoveResult | FlagDashMoveResult | Error]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        command_id=command_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    command_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    DashAndCacheMoveResult
    | DcDashMoveResult
    | DiceyCurvesMoveResult
    | DoubleDashMoveResult
    | FlagDashMoveResult
    | Error
    | None
):
    """An asynchronous command's result

     An asynchronous command's result: `accepted` while queued, then applied or rejected.

    Args:
        game_id (str):
        command_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DashAndCacheMoveResult | DcDashMoveResult | DiceyCurvesMoveResult | DoubleDashMoveResult | FlagDashMoveResult | Error
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            command_id=command_id,
            client=client,
        )
    ).parsed
