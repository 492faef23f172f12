from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.challenge import Challenge
from ...models.challenge_create import ChallengeCreate
from ...models.create_challenge_response_400 import CreateChallengeResponse400
from ...models.create_challenge_response_401 import CreateChallengeResponse401
from ...models.create_challenge_response_403 import CreateChallengeResponse403
from ...models.create_challenge_response_404 import CreateChallengeResponse404
from ...models.create_challenge_response_413 import CreateChallengeResponse413
from ...models.create_challenge_response_415 import CreateChallengeResponse415
from ...models.create_challenge_response_422 import CreateChallengeResponse422
from ...models.create_challenge_response_429 import CreateChallengeResponse429
from ...models.create_challenge_response_500 import CreateChallengeResponse500
from ...models.create_challenge_response_503 import CreateChallengeResponse503
from ...types import Response


def _get_kwargs(
    *,
    body: ChallengeCreate,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/challenges",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Challenge
    | CreateChallengeResponse400
    | CreateChallengeResponse401
    | CreateChallengeResponse403
    | CreateChallengeResponse404
    | CreateChallengeResponse413
    | CreateChallengeResponse415
    | CreateChallengeResponse422
    | CreateChallengeResponse429
    | CreateChallengeResponse500
    | CreateChallengeResponse503
    | None
):
    if response.status_code == 201:
        response_201 = Challenge.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = CreateChallengeResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = CreateChallengeResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CreateChallengeResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = CreateChallengeResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 413:
        response_413 = CreateChallengeResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = CreateChallengeResponse415.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = CreateChallengeResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = CreateChallengeResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = CreateChallengeResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = CreateChallengeResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Challenge
    | CreateChallengeResponse400
    | CreateChallengeResponse401
    | CreateChallengeResponse403
    | CreateChallengeResponse404
    | CreateChallengeResponse413
    | CreateChallengeResponse415
    | CreateChallengeResponse422
    | CreateChallengeResponse429
    | CreateChallengeResponse500
    | CreateChallengeResponse503
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
    body: ChallengeCreate,
) -> Response[
    Challenge
    | CreateChallengeResponse400
    | CreateChallengeResponse401
    | CreateChallengeResponse403
    | CreateChallengeResponse404
    | CreateChallengeResponse413
    | CreateChallengeResponse415
    | CreateChallengeResponse422
    | CreateChallengeResponse429
    | CreateChallengeResponse500
    | CreateChallengeResponse503
]:
    """Challenge a player or a bot account: the challenged player's account stream gets
    `challenge_received`; its answer comes back on yours.

    Args:
        body (ChallengeCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Challenge | CreateChallengeResponse400 | CreateChallengeResponse401 | CreateChallengeResponse403 | CreateChallengeResponse404 | CreateChallengeResponse413 | CreateChallengeResponse415 | CreateChallengeResponse422 | CreateChallengeResponse429 | CreateChallengeResponse500 | CreateChallengeResponse503]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: ChallengeCreate,
) -> (
    Challenge
    | CreateChallengeResponse400
    | CreateChallengeResponse401
    | CreateChallengeResponse403
    | CreateChallengeResponse404
    | CreateChallengeResponse413
    | CreateChallengeResponse415
    | CreateChallengeResponse422
    | CreateChallengeResponse429
    | CreateChallengeResponse500
    | CreateChallengeResponse503
    | None
):
    """Challenge a player or a bot account: the challenged player's account stream gets
    `challenge_received`; its answer comes back on yours.

    Args:
        body (ChallengeCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Challenge | CreateChallengeResponse400 | CreateChallengeResponse401 | CreateChallengeResponse403 | CreateChallengeResponse404 | CreateChallengeResponse413 | CreateChallengeResponse415 | CreateChallengeResponse422 | CreateChallengeResponse429 | CreateChallengeResponse500 | CreateChallengeResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ChallengeCreate,
) -> Response[
    Challenge
    | CreateChallengeResponse400
    | CreateChallengeResponse401
    | CreateChallengeResponse403
    | CreateChallengeResponse404
    | CreateChallengeResponse413
    | CreateChallengeResponse415
    | CreateChallengeResponse422
    | CreateChallengeResponse429
    | CreateChallengeResponse500
    | CreateChallengeResponse503
]:
    """Challenge a player or a bot account: the challenged player's account stream gets
    `challenge_received`; its answer comes back on yours.

    Args:
        body (ChallengeCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Challenge | CreateChallengeResponse400 | CreateChallengeResponse401 | CreateChallengeResponse403 | CreateChallengeResponse404 | CreateChallengeResponse413 | CreateChallengeResponse415 | CreateChallengeResponse422 | CreateChallengeResponse429 | CreateChallengeResponse500 | CreateChallengeResponse503]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: ChallengeCreate,
) -> (
    Challenge
    | CreateChallengeResponse400
    | CreateChallengeResponse401
    | CreateChallengeResponse403
    | CreateChallengeResponse404
    | CreateChallengeResponse413
    | CreateChallengeResponse415
    | CreateChallengeResponse422
    | CreateChallengeResponse429
    | CreateChallengeResponse500
    | CreateChallengeResponse503
    | None
):
    """Challenge a player or a bot account: the challenged player's account stream gets
    `challenge_received`; its answer comes back on yours.

    Args:
        body (ChallengeCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Challenge | CreateChallengeResponse400 | CreateChallengeResponse401 | CreateChallengeResponse403 | CreateChallengeResponse404 | CreateChallengeResponse413 | CreateChallengeResponse415 | CreateChallengeResponse422 | CreateChallengeResponse429 | CreateChallengeResponse500 | CreateChallengeResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
