"""Issue 27, item 2: on connect (``replay=true``), the account stream lists what is open, as
Lichess's event stream does: pending challenges to and from the account, its ongoing games with
whose turn it is, and the turns it owes with their legal moves; the runner answers a challenge
sent while it was not running."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from dashgames_sdk import DashGames
from dashgames_sdk.runner import BotConfig, BotRunner
from tests.sdk.conftest import in_thread


def first(view: Any, legal_moves: list[dict[str, Any]]) -> dict[str, Any]:
    return legal_moves[0]


def wait_for(check: Callable[[], Any], seconds: float = 60.0) -> Any:
    deadline = time.monotonic() + seconds
    while not (found := check()):
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.05)
    return found


def challenge_of(api: DashGames, challenge_id: str) -> dict[str, Any]:
    listed = api.call("GET", "/v1/challenges")
    found: dict[str, Any] = next(c for c in listed["outgoing"] if c["id"] == challenge_id)
    return found


def test_a_connection_with_replay_lists_what_is_open(account: Any) -> None:
    ann = account("ann-replay")
    bob = account("bob-replay")
    carl = account("carl-replay")
    ann_id, carl_id = ann.me().id, carl.me().id
    to_ann = bob.challenge(ann_id, "double_dash")
    from_ann = ann.challenge(carl_id, "flag_dash")
    answered = carl.challenge(ann_id, "double_dash")
    ann.decline(answered["id"], "later")  # no longer open: not replayed
    game = ann.create_game("double_dash", [{"kind": "human"}, {"kind": "human"}], seat=0)
    bob.call("POST", f"/v1/games/{game['id']}/join", {})
    version, legal = ann.legal_moves(game["id"])
    bob_version, bob_legal = bob.legal_moves(game["id"])
    owes = bool(legal)
    tail = ann.call("GET", "/v1/players/me/events", params={"wait": 0})["last_event_id"]

    page = ann.call("GET", "/v1/players/me/events",
                    params={"replay": "true", "after": tail})
    records = page["events"]
    assert page["last_event_id"] == tail
    assert all(r["replayed"] is True and r["id"] == tail for r in records)
    kinds = [(r["type"], r["data"].get("id") or r["data"].get("game_id")) for r in records]
    expected = [("challenge_received", to_ann["id"]), ("challenge_sent", from_ann["id"]),
                ("game_ongoing", game["id"])]
    if owes:
        expected.append(("your_turn", game["id"]))
    assert kinds == expected
    ongoing = records[2]["data"]
    assert ongoing == {"game_id": game["id"], "game_type": "double_dash", "seat": 0,
                       "version": version, "to_act": ongoing["to_act"], "my_turn": owes}
    assert (0 in ongoing["to_act"]) == owes and (1 in ongoing["to_act"]) == bool(bob_legal)
    if owes:
        assert records[3]["data"] == {"game_id": game["id"], "game_type": "double_dash",
                                      "version": version, "seat": 0, "legal_moves": legal,
                                      "clock": None}
    # without the flag nothing is replayed, and the page ends at the same place
    plain = ann.call("GET", "/v1/players/me/events", params={"after": tail})
    assert plain == {"events": [], "last_event_id": tail}

    # over SSE: the replayed records first, without ids, then the stream goes on
    stream = ann.account_events(tail, mode="sse", replay=True)
    seen: list[dict[str, Any]] = []
    for record in stream:
        seen.append(record)
        if len(seen) == len(expected):
            break
    stream.close()
    assert [r["type"] for r in seen] == [k for k, _ in expected]
    assert stream.last_event_id == tail  # replayed records never move the cursor
    del bob_version


def test_the_runner_answers_challenges_sent_while_it_was_away(account: Any,
                                                             base_url: str) -> None:
    bot = account("away-bot", bot=True)
    ann = account("ann-away")
    bot_id = bot.me().id
    runner = BotRunner(BotConfig(base_url=base_url, token=bot.token, choose="-"), first)
    thread = in_thread(runner.run)
    assert runner.connected.wait(30)
    runner.stop()
    thread.join(40)
    sent = ann.challenge(bot_id, "double_dash")  # the bot is away: nobody answers
    time.sleep(0.5)
    assert challenge_of(ann, sent["id"])["status"] == "pending"

    runner = BotRunner(BotConfig(base_url=base_url, token=bot.token, choose="-"), first,
                       stop_after_games=1)
    thread = in_thread(runner.run)
    try:
        challenge = wait_for(lambda: (c := challenge_of(ann, sent["id"]))["status"]
                             != "pending" and c)
        assert challenge["status"] == "accepted"
        assert wait_for(lambda: runner.stats.accepted == 1)
        game_id = challenge["game_id"]
        wait_for(lambda: game_id in runner.games)
        ann.resign(game_id)
        wait_for(lambda: any(f["game_id"] == game_id for f in runner.finished))
    finally:
        runner.stop()
        thread.join(40)


def test_replay_needs_no_second_request_per_open_game(account: Any) -> None:
    """A long-poll with replay answers at once, even with wait."""
    ann: DashGames = account("ann-quick")
    started = time.monotonic()
    page = ann.call("GET", "/v1/players/me/events", params={"replay": "true", "wait": 5})
    assert time.monotonic() - started < 2.0
    assert page["events"] == []
