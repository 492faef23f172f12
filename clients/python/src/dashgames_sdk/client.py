"""``DashGames``: one account's connection to a platform.

The typed calls are the generated client's (``dash_games_client.api.*``), run on an httpx client
with ``RetryTransport`` below it; an error answer raises ``ApiError`` (its stable ``code``)
instead of coming back as one more model in a union. What generation cannot give is written
here: moves with an ``Idempotency-Key`` (so a retry is safe) and the 409 rule, and the event
streams (``streams.py``).
"""

from __future__ import annotations

import json
import uuid
from typing import Any, TypeVar

import httpx

from dash_games_client import AuthenticatedClient, Client
from dash_games_client.api.challenges import (
    accept_challenge,
    decline_challenge,
)
from dash_games_client.api.games import get_game
from dash_games_client.api.history import list_my_games
from dash_games_client.api.players import create_player, get_current_player
from dash_games_client.models.decline import Decline
from dash_games_client.models.decline_reason import DeclineReason
from dash_games_client.models.list_my_games_status import ListMyGamesStatus
from dash_games_client.models.me import Me
from dash_games_client.models.my_games import MyGames
from dash_games_client.models.player_create import PlayerCreate
from dash_games_client.models.player_created import PlayerCreated
from dash_games_client.types import Response
from dashgames_sdk.errors import ApiError, StaleVersion, from_answer
from dashgames_sdk.streams import AccountStream, GameStream
from dashgames_sdk.transport import RetryTransport
from dashgames_sdk.views import GameRead, MoveAnswer, game_read

T = TypeVar("T")
DEFAULT_TIMEOUT = httpx.Timeout(40.0, connect=10.0)  # a long-poll waits up to 30 s


def checked(response: Response[Any], *expected: type[T]) -> T:
    """The parsed answer of a generated call when it succeeded; else its ``ApiError``."""
    if response.status_code >= 400 or not isinstance(response.parsed, expected):
        try:
            body = json.loads(response.content or b"null")
        except ValueError:
            body = response.content.decode(errors="replace")
        raise from_answer(int(response.status_code), body)
    found: T = response.parsed
    return found


class DashGames:
    """An account's client. ``token`` may be None for anonymous reads (a spectator).

    ``transport``: for tests (an httpx transport to wrap); ``max_retries`` and ``backoff``
    tune the retries of 429/503 and of dropped connections."""

    def __init__(self, base_url: str, token: str | None = None, *, max_retries: int = 5,
                 backoff: float = 0.25, timeout: httpx.Timeout = DEFAULT_TIMEOUT,
                 transport: httpx.BaseTransport | None = None) -> None:
        self.base_url = base_url.rstrip("/")
        self.token = token
        self.transport = RetryTransport(transport, max_retries=max_retries, backoff=backoff)
        args: dict[str, Any] = {"transport": self.transport}
        self.client: AuthenticatedClient | Client
        if token:
            self.client = AuthenticatedClient(self.base_url, token, timeout=timeout,
                                              httpx_args=args)
        else:
            self.client = Client(self.base_url, timeout=timeout, httpx_args=args)

    @property
    def http(self) -> httpx.Client:
        """The underlying httpx client (base URL, token, retries): for raw calls."""
        return self.client.get_httpx_client()

    @property
    def requests(self) -> int:
        """HTTP requests sent so far, retries included."""
        return self.transport.requests

    def close(self) -> None:
        self.http.close()

    def __enter__(self) -> DashGames:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ---- raw JSON ------------------------------------------------------------------------
    def call(self, method: str, path: str, body: Any = None,
             headers: dict[str, str] | None = None, params: dict[str, Any] | None = None
             ) -> Any:
        """Any operation as JSON in, JSON out; an error answer raises ``ApiError``."""
        response = self.http.request(method, path, json=body, headers=headers, params=params)
        data = response.json() if response.content else None
        if response.status_code >= 400:
            raise from_answer(response.status_code, data)
        return data

    # ---- accounts ------------------------------------------------------------------------
    @classmethod
    def create_account(cls, base_url: str, name: str, *, bot: bool = False,
                       accepts: list[str] | None = None, owner_token: str | None = None
                       ) -> tuple[DashGames, PlayerCreated]:
        """A new account (a bot account with ``bot=True``; its owner's token makes it their
        bot) and a client holding its token, which the answer shows this once."""
        maker = cls(base_url, owner_token)
        body = PlayerCreate.from_dict({"name": name, "bot": bot,
                                       **({"accepts": accepts} if accepts else {})})
        created = checked(create_player.sync_detailed(client=maker.client, body=body),
                          PlayerCreated)
        maker.close()
        return cls(base_url, created.token), created

    def me(self) -> Me:
        assert isinstance(self.client, AuthenticatedClient), "reading 'me' needs a token"
        return checked(get_current_player.sync_detailed(client=self.client), Me)

    # ---- games ---------------------------------------------------------------------------
    def create_game(self, game_type: str, seats: list[dict[str, Any]], seat: int | None = 0,
                    options: dict[str, Any] | None = None, **extra: Any) -> dict[str, Any]:
        """A new game (``seats``: ``{"kind": "human"}`` or ``{"kind": "bot", "level": ...}``);
        the game's summary."""
        body = {"type": game_type, "seats": seats, "seat": seat, "options": options or {},
                **extra}
        found: dict[str, Any] = self.call("POST", "/v1/games", body)
        return found

    def game(self, game_id: str) -> GameRead:
        """The caller's view of a game, typed by its game type (the generated
        ``<Game>GameRead`` model is ``.model``)."""
        response = get_game.sync_detailed(game_id, client=self.client)
        if response.status_code >= 400:
            checked(response, type(None))
        return game_read(json.loads(response.content), response.parsed)

    def legal_moves(self, game_id: str) -> tuple[int, list[dict[str, Any]]]:
        """(version, the caller's legal moves now)."""
        page = self.call("GET", f"/v1/games/{game_id}/legal-moves")
        return int(page["version"]), list(page["moves"])

    def play(self, game_id: str, move: dict[str, Any], version: int | None = None,
             *, retry_stale: bool = False, idempotency_key: str | None = None,
             with_view: bool = False) -> MoveAnswer:
        """Play ``move``. It carries a fresh ``Idempotency-Key``, so the transport may send
        it again after a dropped connection without playing it twice.

        ``version``: the version the move was chosen at (sent as ``If-Match``): a game that
        moved on answers 409 ``StaleVersion``. With ``retry_stale`` the move is sent again at
        the current version only when that is safe: it is still among the seat's legal moves
        there (the same move in a new situation is the caller's choice to make otherwise).

        ``idempotency_key``: to send the same move again later (after the transport's retries
        gave up) as the same command; by default a fresh key per call. ``with_view``: when the
        mover acts again at once, the answer carries its ``view`` (``MoveAnswer.view``)."""
        headers = {"Idempotency-Key": idempotency_key or uuid.uuid4().hex}
        if version is not None:
            headers["If-Match"] = f'"{version}"'
        try:
            return MoveAnswer.from_json(self.call(
                "POST", f"/v1/games/{game_id}/moves", move, headers,
                params={"with_view": "true"} if with_view else None))
        except StaleVersion:
            if not retry_stale:
                raise
            now, legal = self.legal_moves(game_id)
            if move not in legal:
                raise
            return self.play(game_id, move, now)

    def preview(self, game_id: str, moves: list[dict[str, Any]],
                version: int | None = None) -> dict[str, Any]:
        """The caller's staged ``moves`` played on a copy of the game, as far as their result
        may be shown (``TurnPreview``: ``view``, ``legal_moves``, ``shown``, ``stop``; docs/
        CONFIRM.md). Nothing is played. ``version``: the version they were chosen at."""
        headers = {"If-Match": f'"{version}"'} if version is not None else None
        found: dict[str, Any] = self.call("POST", f"/v1/games/{game_id}/preview",
                                          {"moves": moves}, headers)
        return found

    def resign(self, game_id: str) -> dict[str, Any]:
        found: dict[str, Any] = self.call("POST", f"/v1/games/{game_id}/resign")
        return found

    def my_games(self, status: str = "active", limit: int = 100) -> MyGames:
        """The account's games ("my games"): ``active``, ``open`` or ``finished``."""
        assert isinstance(self.client, AuthenticatedClient), "'my games' needs a token"
        return checked(list_my_games.sync_detailed(
            client=self.client, status=ListMyGamesStatus(status), limit=limit), MyGames)

    # ---- challenges ----------------------------------------------------------------------
    def challenge(self, to: str, game_type: str, **fields: Any) -> dict[str, Any]:
        """Challenge player ``to`` (``players``, ``rated``, ``clock``, ``options``...)."""
        found: dict[str, Any] = self.call("POST", "/v1/challenges",
                                          {"to": to, "type": game_type, **fields})
        return found

    def accept(self, challenge_id: str) -> Any:
        assert isinstance(self.client, AuthenticatedClient)
        return checked(accept_challenge.sync_detailed(challenge_id, client=self.client),
                       object)

    def decline(self, challenge_id: str, reason: str = "generic") -> Any:
        assert isinstance(self.client, AuthenticatedClient)
        body = Decline(reason=DeclineReason(reason))
        return checked(decline_challenge.sync_detailed(challenge_id, client=self.client,
                                                       body=body), object)

    # ---- tournaments ---------------------------------------------------------------------
    def tournaments(self, status: str = "upcoming", limit: int = 50) -> list[dict[str, Any]]:
        """Events ``upcoming`` (open for entries), ``running`` or ``finished``."""
        page = self.call("GET", "/v1/tournaments", params={"status": status, "limit": limit})
        return list(page["tournaments"])

    def join_tournament(self, tournament_id: str) -> dict[str, Any]:
        """Enter an event: its games then start on their own (``game_started`` with
        ``tournament_id`` on the account stream)."""
        found: dict[str, Any] = self.call("POST", f"/v1/tournaments/{tournament_id}/join")
        return found

    def withdraw_from_tournament(self, tournament_id: str) -> dict[str, Any]:
        found: dict[str, Any] = self.call("POST", f"/v1/tournaments/{tournament_id}/withdraw")
        return found

    def tournament_standings(self, tournament_id: str, offset: int = 0, limit: int = 50
                             ) -> dict[str, Any]:
        """A page of the standings (``standings``, ``total``, ``next_offset``)."""
        found: dict[str, Any] = self.call(
            "GET", f"/v1/tournaments/{tournament_id}/standings",
            params={"offset": offset, "limit": limit})
        return found

    def tournament_events(self, tournament_id: str, after: str = "0", wait: float = 25.0
                          ) -> dict[str, Any]:
        """One long-poll of the event's stream (``events``, ``last_event_id``)."""
        found: dict[str, Any] = self.call(
            "GET", f"/v1/tournaments/{tournament_id}/events",
            params={"after": after, "wait": wait})
        return found

    # ---- streams -------------------------------------------------------------------------
    def account_events(self, last_event_id: str | None = None, *, mode: str = "auto",
                       wait: float = 25.0, replay: bool = False, with_view: bool = False
                       ) -> AccountStream:
        """The account's events as an iterator, forever (reconnecting, resuming).

        ``replay``: each connection starts with what is open (pending challenges to and
        from the account, its ongoing games, the turns it owes), as records marked
        ``replayed`` (docs/ACCOUNT-STREAM.md). ``with_view``: each ``your_turn`` carries the
        seat's ``view`` too, so a bot that reads the board needs no request for it."""
        return AccountStream(self.http, last_event_id, mode=mode, wait=wait, replay=replay,
                             with_view=with_view)

    def game_events(self, game_id: str, last_event_id: str | None = None, *,
                    mode: str = "auto", wait: float = 25.0) -> GameStream:
        """A game's event records as an iterator, ending after ``game_finished``."""
        return GameStream(self.http, game_id, last_event_id, mode=mode, wait=wait)


__all__ = ["ApiError", "DashGames", "checked"]
