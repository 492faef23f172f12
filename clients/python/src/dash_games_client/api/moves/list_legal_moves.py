from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.dash_and_cache_legal_moves import DashAndCacheLegalMoves
from ...models.dc_dash_legal_moves import DcDashLegalMoves
from ...models.dicey_curves_legal_moves import DiceyCurvesLegalMoves
from ...models.double_dash_legal_moves import DoubleDashLegalMoves
from ...models.error import Error
from ...models.flag_dash_legal_moves import FlagDashLegalMoves
from ...types import Response


def _get_kwargs(
    game_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/legal-moves".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    DashAndCacheLegalMoves
    | DcDashLegalMoves
    | DiceyCurvesLegalMoves
    | DoubleDashLegalMoves
    | FlagDashLegalMoves
    | Error
    | None
):
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> (
            DashAndCacheLegalMoves
            | DcDashLegalMoves
            | DiceyCurvesLegalMoves
            | DoubleDashLegalMoves
            | FlagDashLegalMoves
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_moves_type_0 = DashAndCacheLegalMoves.from_dict(
                    data
                )

                return componentsschemas_legal_moves_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_moves_type_1 = DcDashLegalMoves.from_dict(data)

                return componentsschemas_legal_moves_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_moves_type_2 = DiceyCurvesLegalMoves.from_dict(
                    data
                )

                return componentsschemas_legal_moves_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_moves_type_3 = DoubleDashLegalMoves.from_dict(
                    data
                )

                return componentsschemas_legal_moves_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_legal_moves_type_4 = FlagDashLegalMoves.from_dict(data)

            return componentsschemas_legal_moves_type_4

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
    DashAndCacheLegalMoves
    | DcDashLegalMoves
    | DiceyCurvesLegalMoves
    | DoubleDashLegalMoves
    | FlagDashLegalMoves
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
    *,
    client: AuthenticatedClient,
) -> Response[
    DashAndCacheLegalMoves
    | DcDashLegalMoves
    | DiceyCurvesLegalMoves
    | DoubleDashLegalMoves
    | FlagDashLegalMoves
    | Error
]:
    """Every move the caller's seat may make now (empty when it is not the seat's turn)

     Every move the caller's seat may make now (empty when it is not the seat's turn).

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DashAndCacheLegalMoves | DcDashLegalMoves | DiceyCurvesLegalMoves | DoubleDashLegalMoves | FlagDashLegalMoves | Error]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    DashAndCacheLegalMoves
    | DcDashLegalMoves
    | DiceyCurvesLegalMoves
    | DoubleDashLegalMoves
    | FlagDashLegalMoves
    | Error
    | None
):
    """Every move the caller's seat may make now (empty when it is not the seat's turn)

     Every move the caller's seat may make now (empty when it is not the seat's turn).

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DashAndCacheLegalMoves | DcDashLegalMoves | DiceyCurvesLegalMoves | DoubleDashLegalMoves | FlagDashLegalMoves | Error
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    DashAndCacheLegalMoves
    | DcDashLegalMoves
    | DiceyCurvesLegalMoves
    | DoubleDashLegalMoves
    | FlagDashLegalMoves
    | Error
]:
    """Every move the caller's seat may make now (empty when it is not the seat's turn)

     Every move the caller's seat may make now (empty when it is not the seat's turn).

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DashAndCacheLegalMoves | DcDashLegalMoves | DiceyCurvesLegalMoves | DoubleDashLegalMoves | FlagDashLegalMoves | Error]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    DashAndCacheLegalMoves
    | DcDashLegalMoves
    | DiceyCurvesLegalMoves
    | DoubleDashLegalMoves
    | FlagDashLegalMoves
    | Error
    | None
):
    """Every move the caller's seat may make now (empty when it is not the seat's turn)

     Every move the caller's seat may make now (empty when it is not the seat's turn).

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DashAndCacheLegalMoves | DcDashLegalMoves | DiceyCurvesLegalMoves | DoubleDashLegalMoves | FlagDashLegalMoves | Error
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
        )
    ).parsed
