"""The round: secret planning with commitments, token reveal, spies, move order, each hand's
move from start to end, the secret tunnel, and cleanup.
"""

from __future__ import annotations

import hashlib
import json

from dashgames.engine import Event, Rng, event, private_event
from dashgames.engine.copying import replace
from dashgames.games.flag_dash.movement import character_at, flag_at, place, tunnel_options
from dashgames.games.flag_dash.state import (
    COLOURS,
    MAX_BOOSTS,
    FlagDashState,
    Hand,
    Slot,
    Stage,
    Turn,
)

Events = list[Event]


# ---- commitments -----------------------------------------------------------------------------
def commitment(round_: int, hand: int, slot: int, card: str, token: str, salt: str) -> str:
    """SHA-256 of the canonical JSON of one planned pair; the reveal publishes every input."""
    body = {"round": round_, "hand": hand, "slot": slot, "card": card, "token": token,
            "salt": salt}
    text = json.dumps(body, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def fresh_salt(rng: Rng) -> str:
    """128 random bits, hashed: a published salt must not expose the generator's state (a raw
    SplitMix64 output can be inverted), or later salts could be predicted and plans guessed."""
    raw = f"{rng.next_u64():016x}{rng.next_u64():016x}"
    return hashlib.sha256(raw.encode()).hexdigest()[:32]


def reveal_fields(state: FlagDashState, h: int, k: int, slot: Slot) -> dict[str, object]:
    return {"hand": h, "round": state.round, "slot": k, "card": slot.card, "token": slot.token,
            "salt": slot.salt, "commitment": slot.commitment}


def team_seats(state: FlagDashState, team: int) -> tuple[int, ...]:
    return tuple(sorted({h.seat for h in state.hands if h.team == team}))


def priority(token: str) -> int:
    return {"cat3": 3, "cat5": 5}.get(token) or int(token)


# ruling: spy-needs-a-real-token
# ---- planning --------------------------------------------------------------------------------
def plan_tokens(hand: Hand) -> list[str]:
    """Tokens the hand may place next: a spy token must leave a real token to replace it."""
    if hand.committed or len(hand.plan) >= 2:
        return []
    out = []
    spies_planned = sum(1 for s in hand.plan if s.token.startswith("spy"))
    for tok in dict.fromkeys(hand.screen):
        rest = list(hand.screen)
        rest.remove(tok)
        real_left = sum(1 for t in rest if not t.startswith("spy"))
        if real_left >= spies_planned + tok.startswith("spy"):
            out.append(tok)
    return out


def plan_cards(hand: Hand) -> list[str]:
    used = {s.card for s in hand.plan}
    return [c for c in hand.cards if c not in used]


def place_pair(state: FlagDashState, h: int, card: str, token: str) -> tuple[FlagDashState, Events]:
    rng = Rng(state.rng)
    salt = fresh_salt(rng)
    hand = state.hands[h]
    k = len(hand.plan)
    slot = Slot(card, token, salt, commitment(state.round, h, k, card, token, salt))
    screen = list(hand.screen)
    screen.remove(token)
    hand = replace(hand, plan=(*hand.plan, slot), screen=tuple(screen))
    events: Events = []
    # The #7-only case (and a lone spy): when no second pair can be placed, one move is planned.
    if len(hand.plan) == 2 or not plan_tokens(hand):
        hand = replace(hand, committed=True)
        events.append(event("plan_committed", hand=h, round=state.round,
                            commitments=[s.commitment for s in hand.plan]))
        events.append(private_event(team_seats(state, hand.team), "team_plan", hand=h,
                                    plan=[{"card": s.card, "token": s.token} for s in hand.plan]))
    state = _with_hand(replace(state, rng=rng.state), h, hand)
    if all(x.committed for x in state.hands):
        state, more = start_step(replace(state, step=0))
        events += more
    return state, events


def _with_hand(state: FlagDashState, h: int, hand: Hand) -> FlagDashState:
    hands = list(state.hands)
    hands[h] = hand
    return replace(state, hands=tuple(hands))


# ---- phase 2 ---------------------------------------------------------------------------------
def start_step(state: FlagDashState) -> tuple[FlagDashState, Events]:
    k = state.step
    hands = list(state.hands)
    shown = {}
    for h, hand in enumerate(hands):
        if len(hand.plan) > k:
            slots = list(hand.plan)
            slots[k] = replace(slots[k], token_shown=True)
            hands[h] = replace(hand, plan=tuple(slots))
            shown[h] = slots[k].token
    state = replace(state, hands=tuple(hands))
    events: Events = [event("tokens_revealed", round=state.round, step=k + 1,
                            tokens={str(h): t for h, t in shown.items()})]
    spies = tuple(h for h, t in shown.items() if t.startswith("spy"))
    if spies:
        return replace(state, phase="spy", spy_queue=spies, spy_target=None), events
    state, more = next_mover(state)
    return state, events + more


# ruling: spy-without-a-target
def spy_targets(state: FlagDashState) -> list[int]:
    h = state.spy_queue[0]
    team = state.hands[h].team
    k = state.step
    return [o for o, hand in enumerate(state.hands)
            if hand.team != team and len(hand.plan) > k and not hand.plan[k].done]


def spy_on(state: FlagDashState, target: int) -> tuple[FlagDashState, Events]:
    k = state.step
    hand = state.hands[target]
    slots = list(hand.plan)
    slots[k] = replace(slots[k], spied=True)
    state = _with_hand(state, target, replace(hand, plan=tuple(slots)))
    return replace(state, spy_target=target), [
        event("card_spied", hand=target, by=state.spy_queue[0], card=slots[k].card)]


def spy_replace(state: FlagDashState, token: str, card: str | None) -> tuple[FlagDashState, Events]:
    h = state.spy_queue[0]
    k = state.step
    hand = state.hands[h]
    old = hand.plan[k]
    rng = Rng(state.rng)
    salt = fresh_salt(rng)
    new_card = card or old.card
    new = Slot(new_card, token, salt, commitment(state.round, h, k, new_card, token, salt),
               token_shown=True, via_spy=True)
    screen = list(hand.screen)
    screen.remove(token)
    slots = list(hand.plan)
    slots[k] = new
    hand = replace(hand, plan=tuple(slots), screen=tuple(screen),
                   spent=(*hand.spent, old.token))
    events: Events = [
        # The withdrawn pair is opened for the spy's own team only: its card may be the one
        # still planned face down (no new card chosen), which opponents must not learn before
        # the move is resolved.
        private_event(team_seats(state, hand.team), "plan_revealed",
                      **reveal_fields(state, h, k, old)),
        event("spy_replaced", hand=h, token=token, commitment=new.commitment),
    ]
    state = _with_hand(replace(state, rng=rng.state), h, hand)
    state = replace(state, spy_queue=state.spy_queue[1:], spy_target=None)
    if state.spy_queue:
        return state, events
    state, more = next_mover(state)
    return state, events + more


def next_mover(state: FlagDashState) -> tuple[FlagDashState, Events]:
    """Lowest token first; a tie goes to the tiebreak team; teammates tied choose (a move)."""
    k = state.step
    waiting = [(priority(hand.plan[k].token), h) for h, hand in enumerate(state.hands)
               if len(hand.plan) > k and not hand.plan[k].done]
    if not waiting:
        return end_step(state)
    best = min(p for p, _ in waiting)
    tied = [h for p, h in waiting if p == best]
    teams = {state.hands[h].team for h in tied}
    if len(teams) > 1:
        tied = [h for h in tied if state.hands[h].team == state.tiebreak]
    if len(tied) > 1:
        return replace(state, phase="tie", tie_hands=tuple(tied)), []
    return begin_turn(state, tied[0])


def begin_turn(state: FlagDashState, h: int) -> tuple[FlagDashState, Events]:
    k = state.step
    hand = state.hands[h]
    slot = replace(hand.plan[k], card_shown=True)
    slots = list(hand.plan)
    slots[k] = slot
    hand = replace(hand, plan=tuple(slots), played=(*hand.played, slot.card))
    state = _with_hand(state, h, hand)
    turn = Turn(hand=h, token=slot.token, card=slot.card)
    state = replace(state, phase="turn", tie_hands=(), turn=turn)
    events: Events = [event("plan_revealed", **reveal_fields(state, h, k, slot))]
    choices = selectable(state)
    if len(choices) == 1:
        state, more = select(state, choices[0])
        events += more
    return state, events


def selectable(state: FlagDashState) -> list[int]:
    turn = state.turn
    assert turn is not None
    hand = state.hands[turn.hand]
    team = [i for i, ch in enumerate(state.characters) if ch.team == hand.team]
    if hand.runner is None:
        options = team
    else:
        options = [hand.runner] + [i for i in team if not state.characters[i].runner]
    if turn.token.startswith("cat"):
        # ruling: cat-tokens-move-the-cat-lady
        # Cat tokens are the cat lady's own: only she (as a runner) resolves them.
        options = [i for i in options if state.characters[i].ability == "cats"
                   and state.characters[i].runner]
    if hand.plan[state.step].via_spy:
        options = [i for i in options if state.characters[i].runner]
    return options


def select(state: FlagDashState, c: int) -> tuple[FlagDashState, Events]:
    turn = state.turn
    assert turn is not None
    ch = state.characters[c]
    events: Events = [event("character_selected", hand=turn.hand, character=COLOURS[c])]
    if turn.token == "7" and ch.trapped:
        # Playing #7 with a trapped character frees it and sends the trap home.
        chars = list(state.characters)
        chars[c] = replace(ch, trapped=False)
        traps = list(state.traps)
        traps.remove(ch.square)
        state = replace(state, characters=tuple(chars), traps=tuple(traps),
                        trap_supply=state.trap_supply + 1)
        events.append(event("escaped_trap", character=COLOURS[c]))
    tok, card = turn.token, turn.card
    stage: Stage = "act"
    ordered = False
    if tok in ("3", "6"):
        pending: tuple[str, ...] = (card,)
        stage = "combo"
    elif tok == "4":
        pending = (card, card)
    elif tok == "5":
        pending = (card, card, card)
    elif tok == "cat3":
        pending, ordered = ("cats", "cats", card), True
    elif tok == "cat5":
        pending, ordered = (card, "cats", "cats"), True
    else:
        pending = (card,)
    turn = replace(turn, character=c, stage=stage, pending=pending, ordered=ordered, moved=(c,))
    return replace(state, turn=turn), events


def combo_cards(state: FlagDashState) -> list[str]:
    turn = state.turn
    assert turn is not None
    hand = state.hands[turn.hand]
    out_of_hand = {s.card for s in hand.plan} | set(hand.played)
    return [c for c in hand.cards if c not in out_of_hand]


def choose_combo(state: FlagDashState, card: str | None) -> tuple[FlagDashState, Events]:
    turn = state.turn
    assert turn is not None
    pending = turn.pending
    events: Events = [event("combo", hand=turn.hand, card=card)]
    if card is not None:
        pending = (*pending, card)
        hand = state.hands[turn.hand]
        state = _with_hand(state, turn.hand, replace(hand, played=(*hand.played, card)))
    return replace(state, turn=replace(turn, stage="act", pending=pending)), events


# ruling: tunnels-at-any-point
def tunnel_candidates(state: FlagDashState) -> list[int]:
    turn = state.turn
    assert turn is not None
    return [k for k in turn.moved if k not in turn.tunnelled]


def optional_left(state: FlagDashState) -> bool:
    """Anything still worth asking about: pending cards, boosts, tunnels."""
    turn = state.turn
    assert turn is not None and turn.character is not None
    if turn.pending:
        return True
    if state.characters[turn.character].boosts and not state.characters[turn.character].trapped:
        return True
    return any(tunnel_options(state, k) for k in tunnel_candidates(state))


def finish_turn(state: FlagDashState) -> tuple[FlagDashState, Events]:
    turn = state.turn
    assert turn is not None
    h, k = turn.hand, state.step
    hand = state.hands[h]
    events: Events = [event("move_ended", hand=h, forfeited=list(turn.pending))]
    chars = list(state.characters)
    # ruling: boost-even-if-forfeited
    if turn.token in ("2", "4") and turn.character is not None:
        ch = chars[turn.character]
        chars[turn.character] = replace(ch, boosts=min(MAX_BOOSTS, ch.boosts + 1))
    discarded = (*hand.discarded, turn.token)
    screen = hand.screen
    if turn.token == "7":
        # Reset: every discarded token comes back, #7 too; a second-move token still on the
        # table is not discarded yet, so it stays out until it is played.
        screen, discarded = (*screen, *discarded), ()
    slots = list(hand.plan)
    slots[k] = replace(slots[k], done=True)
    hand = replace(hand, plan=tuple(slots), discarded=discarded, screen=screen)
    state = _with_hand(replace(state, characters=tuple(chars), turn=None), h, hand)
    state = replace(state, last_team=hand.team)
    if state.winner is not None:
        return state, events
    state, more = next_mover(state)
    return state, events + more


def end_step(state: FlagDashState) -> tuple[FlagDashState, Events]:
    if state.step == 0:
        return start_step(replace(state, step=1))
    queue = tuple(i for i in range(len(state.characters)) if may_take_secret_tunnel(state, i))
    if queue:
        return replace(state, phase="secret_tunnel", tunnel_queue=queue), []
    return cleanup(state)


# ruling: secret-tunnel-no-flag-carrier
def may_take_secret_tunnel(state: FlagDashState, c: int) -> bool:
    """On the entrance, free to move, and the team's exit clear.

    A flag carrier may not: the secret tunnel is a tunnel, and no tunnel carries a team flag.
    A trapped character may not either: it cannot move until it escapes.
    """
    ch = state.characters[c]
    if ch.square not in state.layout.secret_entrance or ch.carrying is not None or ch.trapped:
        return False
    exit_sq = state.layout.secret_exits[ch.team]
    return character_at(state, exit_sq) is None and flag_at(state, exit_sq) is None


def secret_tunnel(state: FlagDashState, c: int, use: bool) -> tuple[FlagDashState, Events]:
    events: Events = []
    if use:
        state = place(state, c, state.layout.secret_exits[state.characters[c].team])
        events.append(event("secret_tunnel", character=COLOURS[c]))
    queue = tuple(i for i in state.tunnel_queue[1:] if may_take_secret_tunnel(state, i))
    state = replace(state, tunnel_queue=queue)
    if queue or state.winner is not None:
        return state, events
    state, more = cleanup(state)
    return state, events + more


def cleanup(state: FlagDashState) -> tuple[FlagDashState, Events]:
    hands = tuple(replace(h, plan=(), committed=False, played=()) for h in state.hands)
    tiebreak = state.last_team if state.last_team is not None else state.tiebreak
    if state.round_limit and state.round >= state.round_limit:
        return replace(state, hands=hands, phase="over", turn=None, tunnel_queue=(),
                       win_reason=f"no winner after {state.round} rounds: a draw"), [
            event("round_ended", round=state.round, tiebreak=tiebreak)]
    state = replace(state, hands=hands, phase="plan", round=state.round + 1, step=0,
                    tiebreak=tiebreak, tunnel_queue=(), turn=None)
    return state, [event("round_ended", round=state.round - 1, tiebreak=tiebreak)]


def reveal_all(state: FlagDashState) -> Events:
    """At the end of the game every committed pair still face down is opened for checking."""
    out: Events = []
    for h, hand in enumerate(state.hands):
        if not hand.committed:
            continue
        for k, slot in enumerate(hand.plan):
            if not slot.card_shown:
                out.append(event("plan_revealed", **reveal_fields(state, h, k, slot)))
    return out
