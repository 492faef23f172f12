from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.replay_frames import ReplayFrames
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    start: int | Unset = 0,
    count: int | Unset = 50,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["start"] = start

    params["count"] = count

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/replay/frames".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | ReplayFrames | None:
    if response.status_code == 200:
        response_200 = ReplayFrames.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

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
) -> Response[Error | ReplayFrames]:
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
    start: int | Unset = 0,
    count: int | Unset = 50,
) -> Response[Error | ReplayFrames]:
    """After the end: the board at each step, for a replay viewer to draw.

     Frame `i` is the public view after the replay's `i`-th move (frame 0: before any), re-run
    from the revealed seed with the game's rules. Page with `start` and `count`.

    Args:
        game_id (str):
        start (int | Unset):  Default: 0.
        count (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ReplayFrames]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        start=start,
        count=count,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    start: int | Unset = 0,
    count: int | Unset = 50,
) -> Error | ReplayFrames | None:
    """After the end: the board at each step, for a replay viewer to draw.

     Frame `i` is the public view after the replay's `i`-th move (frame 0: before any), re-run
    from the revealed seed with the game's rules. Page with `start` and `count`.

    Args:
        game_id (str):
        start (int | Unset):  Default: 0.
        count (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ReplayFrames
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        start=start,
        count=count,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    start: int | Unset = 0,
    count: int | Unset = 50,
) -> Response[Error | ReplayFrames]:
    """After the end: the board at each step, for a replay viewer to draw.

     Frame `i` is the public view after the replay's `i`-th move (frame 0: before any), re-run
    from the revealed seed with the game's rules. Page with `start` and `count`.

    Args:
        game_id (str):
        start (int | Unset):  Default: 0.
        count (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ReplayFrames]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        start=start,
        count=count,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    start: int | Unset = 0,
    count: int | Unset = 50,
) -> Error | ReplayFrames | None:
    """After the end: the board at each step, for a replay viewer to draw.

     Frame `i` is the public view after the replay's `i`-th move (frame 0: before any), re-run
    from the revealed seed with the game's rules. Page with `start` and `count`.

    Args:
        game_id (str):
        start (int | Unset):  Default: 0.
        count (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ReplayFrames
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            start=start,
            count=count,
        )
    ).parsed
