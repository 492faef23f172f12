from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.dash_and_cache_replay import DashAndCacheReplay
from ...models.dc_dash_replay import DcDashReplay
from ...models.dicey_curves_replay import DiceyCurvesReplay
from ...models.double_dash_replay import DoubleDashReplay
from ...models.error import Error
from ...models.flag_dash_replay import FlagDashReplay
from ...types import Response


def _get_kwargs(
    game_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/replay".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    DashAndCacheReplay
    | DcDashReplay
    | DiceyCurvesReplay
    | DoubleDashReplay
    | FlagDashReplay
    | Error
    | None
):
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> (
            DashAndCacheReplay
            | DcDashReplay
            | DiceyCurvesReplay
            | DoubleDashReplay
            | FlagDashReplay
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_replay_type_0 = DashAndCacheReplay.from_dict(data)

                return componentsschemas_replay_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_replay_type_1 = DcDashReplay.from_dict(data)

                return componentsschemas_replay_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_replay_type_2 = DiceyCurvesReplay.from_dict(data)

                return componentsschemas_replay_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_replay_type_3 = DoubleDashReplay.from_dict(data)

                return componentsschemas_replay_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_replay_type_4 = FlagDashReplay.from_dict(data)

            return componentsschemas_replay_type_4

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = Error.from_dict(response.json())

        return response_409

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
    DashAndCacheReplay
    | DcDashReplay
    | DiceyCurvesReplay
    | DoubleDashReplay
    | FlagDashReplay
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
    client: AuthenticatedClient | Client,
) -> Response[
    DashAndCacheReplay
    | DcDashReplay
    | DiceyCurvesReplay
    | DoubleDashReplay
    | FlagDashReplay
    | Error
]:
    """After the end: the seed, every move and every event.

     Check it: `dashgames verify-replay <this URL>` hashes the seed against the
    `seed_sha256` every read showed, re-runs the moves and compares every roll and event.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DashAndCacheReplay | DcDashReplay | DiceyCurvesReplay | DoubleDashReplay | FlagDashReplay | Error]
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
    client: AuthenticatedClient | Client,
) -> (
    DashAndCacheReplay
    | DcDashReplay
    | DiceyCurvesReplay
    | DoubleDashReplay
    | FlagDashReplay
    | Error
    | None
):
    """After the end: the seed, every move and every event.

     Check it: `dashgames verify-replay <this URL>` hashes the seed against the
    `seed_sha256` every read showed, re-runs the moves and compares every roll and event.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DashAndCacheReplay | DcDashReplay | DiceyCurvesReplay | DoubleDashReplay | FlagDashReplay | Error
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    DashAndCacheReplay
    | DcDashReplay
    | DiceyCurvesReplay
    | DoubleDashReplay
    | FlagDashReplay
    | Error
]:
    """After the end: the seed, every move and every event.

     Check it: `dashgames verify-replay <this URL>` hashes the seed against the
    `seed_sha256` every read showed, re-runs the moves and compares every roll and event.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DashAndCacheReplay | DcDashReplay | DiceyCurvesReplay | DoubleDashReplay | FlagDashReplay | Error]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> (
    DashAndCacheReplay
    | DcDashReplay
    | DiceyCurvesReplay
    | DoubleDashReplay
    | FlagDashReplay
    | Error
    | None
):
    """After the end: the seed, every move and every event.

     Check it: `dashgames verify-replay <this URL>` hashes the seed against the
    `seed_sha256` every read showed, re-runs the moves and compares every roll and event.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DashAndCacheReplay | DcDashReplay | DiceyCurvesReplay | DoubleDashReplay | FlagDashReplay | Error
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
        )
    ).parsed
