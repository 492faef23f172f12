"""A flood of challenges is bounded (docs/ACCOUNTS.md, "Challenges"): a player holds at most
``PENDING_RECEIVED`` pending challenges received and ``PENDING_SENT`` sent; answering one, or
its expiry, frees its place."""

from __future__ import annotations

import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

from dashgames.accounts.inbox import Inbox
from dashgames.challenges.errors import TooManyChallenges
from dashgames.challenges.store import PENDING_RECEIVED, PENDING_SENT
from dashgames.challenges.types import ChallengeRequest

DOUBLE = "double_dash"


def _ask(to: str) -> Any:
    return ChallengeRequest(to=to, game_type=DOUBLE, options={}, players=2, seat=0,
                                   clock=None, rated=False, bot_level=None)


def test_a_flood_at_one_player_stops_at_her_limit(backend: Any, players: Any) -> None:
    ann, *senders = players(PENDING_RECEIVED + 10)
    stream = Inbox(backend.store.redis, backend.settings.key_prefix)
    before = len(stream.after(ann.id, "0", 1000))

    def send(sender: Any) -> str:
        try:
            return backend.create_challenge(sender, _ask(ann.id), 300.0)["id"]
        except TooManyChallenges as refused:
            assert refused.details == {"limit": PENDING_RECEIVED, "side": "received"}
            return "refused"

    with ThreadPoolExecutor(16) as pool:
        sent = list(pool.map(send, senders))
    assert sent.count("refused") == 9 and len(set(sent)) == PENDING_RECEIVED + 1
    assert len(backend.list_challenges(ann)["in"]) == PENDING_RECEIVED
    received = [e for e in stream.after(ann.id, "0", 1000)[before:]
                if e.type == "challenge_received"]
    assert len(received) == PENDING_RECEIVED
    # Declining one frees its place: the next sender gets through, and only one.
    first = next(i for i in sent if i != "refused")
    backend.answer_challenge(ann, first, "decline", "later")
    late = [p for p, i in zip(senders, sent, strict=True) if i == "refused"]
    assert send(late[0]) != "refused"
    assert send(late[1]) == "refused"


def test_a_sender_holds_a_limited_number_of_pending_challenges(backend: Any, players: Any
                                                                ) -> None:
    bob, *others = players(PENDING_SENT + 2)
    made = [backend.create_challenge(bob, _ask(o.id), 300.0) for o in others[:PENDING_SENT]]
    with pytest.raises(TooManyChallenges) as refused:
        backend.create_challenge(bob, _ask(others[-1].id), 300.0)
    assert refused.value.details == {"limit": PENDING_SENT, "side": "sent"}
    backend.answer_challenge(bob, made[0]["id"], "cancel")
    backend.create_challenge(bob, _ask(others[-1].id), 300.0)
    with pytest.raises(TooManyChallenges):
        backend.create_challenge(bob, _ask(others[-2].id), 300.0)


def test_an_expired_challenge_frees_its_place(backend: Any, players: Any) -> None:
    bob, *others = players(PENDING_SENT + 1)
    for o in others[:PENDING_SENT - 1]:
        backend.create_challenge(bob, _ask(o.id), 300.0)
    backend.create_challenge(bob, _ask(others[-2].id), 0.5)
    with pytest.raises(TooManyChallenges):
        backend.create_challenge(bob, _ask(others[-1].id), 300.0)
    time.sleep(0.6)
    backend.create_challenge(bob, _ask(others[-1].id), 300.0)
