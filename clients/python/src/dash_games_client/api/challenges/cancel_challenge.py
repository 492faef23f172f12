from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.cancel_challenge_response_401 import CancelChallengeResponse401
from ...models.cancel_challenge_response_403 import CancelChallengeResponse403
from ...models.cancel_challenge_response_404 import CancelChallengeResponse404
from ...models.cancel_challenge_response_409 import CancelChallengeResponse409
from ...models.cancel_challenge_response_413 import CancelChallengeResponse413
from ...models.cancel_challenge_response_429 import CancelChallengeResponse429
from ...models.cancel_challenge_response_500 import CancelChallengeResponse500
from ...models.cancel_challenge_response_503 import CancelChallengeResponse503
from ...models.challenge import Challenge
from ...types import Response


def _get_kwargs(
    challenge_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/challenges/{challenge_id}/cancel".format(
            challenge_id=quote(str(challenge_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CancelChallengeResponse401
    | CancelChallengeResponse403
    | CancelChallengeResponse404
    | CancelChallengeResponse409
    | CancelChallengeResponse413
    | CancelChallengeResponse429
    | CancelChallengeResponse500
    | CancelChallengeResponse503
    | Challenge
    | None
):
    if response.status_code == 200:
        response_200 = Challenge.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = CancelChallengeResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CancelChallengeResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = CancelChallengeResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = CancelChallengeResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = CancelChallengeResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 429:
        response_429 = CancelChallengeResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = CancelChallengeResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = CancelChallengeResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CancelChallengeResponse401
    | CancelChallengeResponse403
    | CancelChallengeResponse404
    | CancelChallengeResponse409
    | CancelChallengeResponse413
    | CancelChallengeResponse429
    | CancelChallengeResponse500
    | CancelChallengeResponse503
    | Challenge
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    challenge_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    CancelChallengeResponse401
    | CancelChallengeResponse403
    | CancelChallengeResponse404
    | CancelChallengeResponse409
    | CancelChallengeResponse413
    | CancelChallengeResponse429
    | CancelChallengeResponse500
    | CancelChallengeResponse503
    | Challenge
]:
    """Withdraw a challenge you sent.

    Args:
        challenge_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CancelChallengeResponse401 | CancelChallengeResponse403 | CancelChallengeResponse404 | CancelChallengeResponse409 | CancelChallengeResponse413 | CancelChallengeResponse429 | CancelChallengeResponse500 | CancelChallengeResponse503 | Challenge]
    """

    kwargs = _get_kwargs(
        challenge_id=challenge_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    challenge_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    CancelChallengeResponse401
    | CancelChallengeResponse403
    | CancelChallengeResponse404
    | CancelChallengeResponse409
    | CancelChallengeResponse413
    | CancelChallengeResponse429
    | CancelChallengeResponse500
    | CancelChallengeResponse503
    | Challenge
    | None
):
    """Withdraw a challenge you sent.

    Args:
        challenge_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CancelChallengeResponse401 | CancelChallengeResponse403 | CancelChallengeResponse404 | CancelChallengeResponse409 | CancelChallengeResponse413 | CancelChallengeResponse429 | CancelChallengeResponse500 | CancelChallengeResponse503 | Challenge
    """

    return sync_detailed(
        challenge_id=challenge_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    challenge_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    CancelChallengeResponse401
    | CancelChallengeResponse403
    | CancelChallengeResponse404
    | CancelChallengeResponse409
    | CancelChallengeResponse413
    | CancelChallengeResponse429
    | CancelChallengeResponse500
    | CancelChallengeResponse503
    | Challenge
]:
    """Withdraw a challenge you sent.

    Args:
        challenge_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CancelChallengeResponse401 | CancelChallengeResponse403 | CancelChallengeResponse404 | CancelChallengeResponse409 | CancelChallengeResponse413 | CancelChallengeResponse429 | CancelChallengeResponse500 | CancelChallengeResponse503 | Challenge]
    """

    kwargs = _get_kwargs(
        challenge_id=challenge_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    challenge_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    CancelChallengeResponse401
    | CancelChallengeResponse403
    | CancelChallengeResponse404
    | CancelChallengeResponse409
    | CancelChallengeResponse413
    | CancelChallengeResponse429
    | CancelChallengeResponse500
    | CancelChallengeResponse503
    | Challenge
    | None
):
    """Withdraw a challenge you sent.

    Args:
        challenge_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CancelChallengeResponse401 | CancelChallengeResponse403 | CancelChallengeResponse404 | CancelChallengeResponse409 | CancelChallengeResponse413 | CancelChallengeResponse429 | CancelChallengeResponse500 | CancelChallengeResponse503 | Challenge
    """

    return (
        await asyncio_detailed(
            challenge_id=challenge_id,
            client=client,
        )
    ).parsed
