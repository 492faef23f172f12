from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.challenge_list import ChallengeList
from ...models.list_challenges_response_401 import ListChallengesResponse401
from ...models.list_challenges_response_403 import ListChallengesResponse403
from ...models.list_challenges_response_429 import ListChallengesResponse429
from ...models.list_challenges_response_500 import ListChallengesResponse500
from ...models.list_challenges_response_503 import ListChallengesResponse503
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/challenges",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ChallengeList
    | ListChallengesResponse401
    | ListChallengesResponse403
    | ListChallengesResponse429
    | ListChallengesResponse500
    | ListChallengesResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ChallengeList.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = ListChallengesResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ListChallengesResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = ListChallengesResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ListChallengesResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = ListChallengesResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ChallengeList
    | ListChallengesResponse401
    | ListChallengesResponse403
    | ListChallengesResponse429
    | ListChallengesResponse500
    | ListChallengesResponse503
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
) -> Response[
    ChallengeList
    | ListChallengesResponse401
    | ListChallengesResponse403
    | ListChallengesResponse429
    | ListChallengesResponse500
    | ListChallengesResponse503
]:
    """Your challenges, sent to you and sent by you, newest first (closed ones a day
    past their expiry).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChallengeList | ListChallengesResponse401 | ListChallengesResponse403 | ListChallengesResponse429 | ListChallengesResponse500 | ListChallengesResponse503]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
) -> (
    ChallengeList
    | ListChallengesResponse401
    | ListChallengesResponse403
    | ListChallengesResponse429
    | ListChallengesResponse500
    | ListChallengesResponse503
    | None
):
    """Your challenges, sent to you and sent by you, newest first (closed ones a day
    past their expiry).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChallengeList | ListChallengesResponse401 | ListChallengesResponse403 | ListChallengesResponse429 | ListChallengesResponse500 | ListChallengesResponse503
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[
    ChallengeList
    | ListChallengesResponse401
    | ListChallengesResponse403
    | ListChallengesResponse429
    | ListChallengesResponse500
    | ListChallengesResponse503
]:
    """Your challenges, sent to you and sent by you, newest first (closed ones a day
    past their expiry).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChallengeList | ListChallengesResponse401 | ListChallengesResponse403 | ListChallengesResponse429 | ListChallengesResponse500 | ListChallengesResponse503]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
) -> (
    ChallengeList
    | ListChallengesResponse401
    | ListChallengesResponse403
    | ListChallengesResponse429
    | ListChallengesResponse500
    | ListChallengesResponse503
    | None
):
    """Your challenges, sent to you and sent by you, newest first (closed ones a day
    past their expiry).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChallengeList | ListChallengesResponse401 | ListChallengesResponse403 | ListChallengesResponse429 | ListChallengesResponse500 | ListChallengesResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
