from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.dash_and_cache_turn_preview import DashAndCacheTurnPreview
from ...models.dc_dash_turn_preview import DcDashTurnPreview
from ...models.dicey_curves_turn_preview import DiceyCurvesTurnPreview
from ...models.double_dash_turn_preview import DoubleDashTurnPreview
from ...models.error import Error
from ...models.flag_dash_turn_preview import FlagDashTurnPreview
from ...models.preview_turn_body import PreviewTurnBody
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    body: PreviewTurnBody,
    if_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game_id}/preview".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    DashAndCacheTurnPreview
    | DcDashTurnPreview
    | DiceyCurvesTurnPreview
    | DoubleDashTurnPreview
    | FlagDashTurnPreview
    | Error
    | None
):
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> (
            DashAndCacheTurnPreview
            | DcDashTurnPreview
            | DiceyCurvesTurnPreview
            | DoubleDashTurnPreview
            | FlagDashTurnPreview
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_turn_preview_type_0 = (
                    DashAndCacheTurnPreview.from_dict(data)
                )

                return componentsschemas_turn_preview_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_turn_preview_type_1 = DcDashTurnPreview.from_dict(
                    data
                )

                return componentsschemas_turn_preview_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_turn_preview_type_2 = (
                    DiceyCurvesTurnPreview.from_dict(data)
                )

                return componentsschemas_turn_preview_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_turn_preview_type_3 = DoubleDashTurnPreview.from_dict(
                    data
                )

                return componentsschemas_turn_preview_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_turn_preview_type_4 = FlagDashTurnPreview.from_dict(data)

            return componentsschemas_turn_preview_type_4

        response_200 = _parse_response_200(response.json())

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

    if response.status_code == 409:
        response_409 = Error.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Error.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

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
    DashAndCacheTurnPreview
    | DcDashTurnPreview
    | DiceyCurvesTurnPreview
    | DoubleDashTurnPreview
    | FlagDashTurnPreview
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
    body: PreviewTurnBody,
    if_match: str | Unset = UNSET,
) -> Response[
    DashAndCacheTurnPreview
    | DcDashTurnPreview
    | DiceyCurvesTurnPreview
    | DoubleDashTurnPreview
    | FlagDashTurnPreview
    | Error
]:
    """Show a turn before it is sent

     Show a turn before it is sent: the caller's staged moves played on a copy of the game, as far as
    their result may be shown (nothing is played or told to anyone).

    Args:
        game_id (str):
        if_match (str | Unset):
        body (PreviewTurnBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DashAndCacheTurnPreview | DcDashTurnPreview | DiceyCurvesTurnPreview | DoubleDashTurnPreview | FlagDashTurnPreview | Error]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        if_match=if_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: PreviewTurnBody,
    if_match: str | Unset = UNSET,
) -> (
    DashAndCacheTurnPreview
    | DcDashTurnPreview
    | DiceyCurvesTurnPreview
    | DoubleDashTurnPreview
    | FlagDashTurnPreview
    | Error
    | None
):
    """Show a turn before it is sent

     Show a turn before it is sent: the caller's staged moves played on a copy of the game, as far as
    their result may be shown (nothing is played or told to anyone).

    Args:
        game_id (str):
        if_match (str | Unset):
        body (PreviewTurnBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DashAndCacheTurnPreview | DcDashTurnPreview | DiceyCurvesTurnPreview | DoubleDashTurnPreview | FlagDashTurnPreview | Error
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        body=body,
        if_match=if_match,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: PreviewTurnBody,
    if_match: str | Unset = UNSET,
) -> Response[
    DashAndCacheTurnPreview
    | DcDashTurnPreview
    | DiceyCurvesTurnPreview
    | DoubleDashTurnPreview
    | FlagDashTurnPreview
    | Error
]:
    """Show a turn before it is sent

     Show a turn before it is sent: the caller's staged moves played on a copy of the game, as far as
    their result may be shown (nothing is played or told to anyone).

    Args:
        game_id (str):
        if_match (str | Unset):
        body (PreviewTurnBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DashAndCacheTurnPreview | DcDashTurnPreview | DiceyCurvesTurnPreview | DoubleDashTurnPreview | FlagDashTurnPreview | Error]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        if_match=if_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: PreviewTurnBody,
    if_match: str | Unset = UNSET,
) -> (
    DashAndCacheTurnPreview
    | DcDashTurnPreview
    | DiceyCurvesTurnPreview
    | DoubleDashTurnPreview
    | FlagDashTurnPreview
    | Error
    | None
):
    """Show a turn before it is sent

     Show a turn before it is sent: the caller's staged moves played on a copy of the game, as far as
    their result may be shown (nothing is played or told to anyone).

    Args:
        game_id (str):
        if_match (str | Unset):
        body (PreviewTurnBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DashAndCacheTurnPreview | DcDashTurnPreview | DiceyCurvesTurnPreview | DoubleDashTurnPreview | FlagDashTurnPreview | Error
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            body=body,
            if_match=if_match,
        )
    ).parsed
