"""The SDK's hand-written layer against a live platform: typed reads, the game stream as an
iterator (SSE and long-poll give the same records; a resumed stream neither loses nor repeats
one), the account stream, moves with an Idempotency-Key and the 409 rule."""

from __future__ import annotations

import time
from typing import Any

import pytest

from dash_games_client.models.double_dash_game_read import DoubleDashGameRead
from dash_games_client.models.me import Me
from dashgames_sdk import DashGames, StaleVersion, __version__
from dashgames_sdk.errors import ApiError

HUMANS = [{"kind": "human"}, {"kind": "human"}]


def duel(account: Any) -> tuple[DashGames, DashGames, str]:
    """A Double Dash! game of two accounts: (the one to move first, the other, its id)."""
    ann, bob = account("ann"), account("bob")
    game = ann.create_game("double_dash", HUMANS, seat=0)
    joined = bob.call("POST", f"/v1/games/{game['id']}/join", {"seat": 1})
    first, other = (ann, bob) if joined["to_act"] == [0] else (bob, ann)
    return first, other, str(game["id"])


def play_out(players: dict[int, DashGames], game_id: str) -> None:
    """Both seats play their first legal move until the game ends."""
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        read = players[0].game(game_id)
        if read.summary["status"] == "finished":
            return
        for seat in read.summary["to_act"]:
            version, legal = players[seat].legal_moves(game_id)
            if legal:
                players[seat].play(game_id, legal[0], version, retry_stale=True)
    raise AssertionError("the game did not end")


def test_typed_reads_and_the_contract_version(account: Any, base_url: str) -> None:
    first, _, game_id = duel(account)
    me = first.me()
    assert isinstance(me, Me) and me.name in ("ann", "bob") and me.is_bot is False
    read = first.game(game_id)
    assert isinstance(read.model, DoubleDashGameRead)
    seat = 0 if me.name == "ann" else 1
    assert (read.game_type, read.seat, read.model.seat) == ("double_dash", seat, seat)
    assert read.summary["to_act"] == [seat]
    assert read.version == read.model.version and read.view["dice"] is not None
    health = DashGames(base_url).call("GET", "/healthz")
    assert health["ok"] is True
    spec = DashGames(base_url).call("GET", "/openapi.json")
    assert spec["info"]["version"] == __version__
    with pytest.raises(ApiError) as refused:
        first.game("000000000000")
    assert (refused.value.status, refused.value.code) == (404, "GAME_NOT_FOUND")


@pytest.mark.parametrize("mode", ["sse", "poll"])
def test_the_game_stream_resumes_without_loss_or_repeat(account: Any, mode: str) -> None:
    ann, bob, game_id = duel(account)
    seats = {ann.game(game_id).seat: ann, bob.game(game_id).seat: bob}
    play_out(seats, game_id)
    everything = list(ann.game_events(game_id, "0", mode=mode))
    assert everything[-1]["event"]["type"] == "game_finished"
    ids = [r["id"] for r in everything]
    assert len(ids) == len(set(ids)) > 4
    cut = len(everything) // 2
    stream = ann.game_events(game_id, ids[cut - 1], mode=mode)
    assert [r["id"] for r in stream] == ids[cut:]
    assert stream.last_event_id == ids[-1]
    other = "poll" if mode == "sse" else "sse"
    assert [r["id"] for r in bob.game_events(game_id, "0", mode=other)] \
        == [r["id"] for r in bob.game_events(game_id, "0", mode=mode)]


def test_the_account_stream_resumes_after_its_last_event(account: Any) -> None:
    ann, bob = account("ann"), account("bob-bot", bot=True)
    bob_id = bob.me().id
    first = ann.challenge(bob_id, "double_dash")
    stream = iter(bob.account_events("0", mode="sse"))
    got = next(stream)
    assert (got["type"], got["data"]["id"]) == ("challenge_received", first["id"])
    second = ann.challenge(bob_id, "dicey_curves")
    resumed = bob.account_events(got["id"], mode="poll")
    found = next(iter(resumed))
    assert (found["type"], found["data"]["id"]) == ("challenge_received", second["id"])
    assert resumed.last_event_id == found["id"]


def test_a_stale_move_is_retried_only_while_it_is_still_legal(account: Any) -> None:
    ann, _, game_id = duel(account)
    version, legal = ann.legal_moves(game_id)
    with pytest.raises(StaleVersion):
        ann.play(game_id, legal[0], version - 1)
    answer = ann.play(game_id, legal[0], version - 1, retry_stale=True)
    assert answer.status == "applied" and answer.version == version + 1
    assert ann.game(game_id).version == version + 1
    if answer.legal_moves:  # a turn of several moves: a move no longer legal is not resent
        with pytest.raises(StaleVersion):
            ann.play(game_id, {"type": "pass", "not": "legal"}, version, retry_stale=True)


def test_a_move_sent_twice_with_its_key_is_played_once(account: Any) -> None:
    ann, _, game_id = duel(account)
    version, legal = ann.legal_moves(game_id)
    headers = {"Idempotency-Key": "same-key-1", "If-Match": f'"{version}"'}
    first = ann.call("POST", f"/v1/games/{game_id}/moves", legal[0], headers)
    again = ann.call("POST", f"/v1/games/{game_id}/moves", legal[0], headers)
    assert first["command_id"] == again["command_id"]
    assert ann.game(game_id).version == version + 1


def test_a_staged_turn_is_previewed_then_played_as_shown(account: Any) -> None:
    first, other, game_id = duel(account)
    players = {first.game(game_id).seat: first, other.game(game_id).seat: other}
    for _ in range(2):  # each side's first turn has one die
        [seat] = first.game(game_id).summary["to_act"]
        version, legal = players[seat].legal_moves(game_id)
        players[seat].play(game_id, legal[0], version)
    [seat] = first.game(game_id).summary["to_act"]
    mover = players[seat]
    version, legal = mover.legal_moves(game_id)
    shown = mover.preview(game_id, [legal[0]], version)
    assert (shown["shown"], shown["stop"], shown["version"]) == (1, None, version)
    whole = mover.preview(game_id, [legal[0], shown["legal_moves"][0]], version)
    assert (whole["shown"], whole["stop"]) == (1, "turn_over")
    with pytest.raises(StaleVersion):
        mover.preview(game_id, [legal[0]], version - 1)
    assert mover.game(game_id).version == version  # nothing was played
    answer = mover.play(game_id, legal[0], version, with_view=True)
    assert answer.legal_moves == shown["legal_moves"] and answer.view == shown["view"]
