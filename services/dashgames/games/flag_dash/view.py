"""What each seat may see, and a full state rebuilt from a view for bots that search.

A seat sees its own team's plans in full (teammates may look at each other's face-down cards
and tokens) and, of the other team, only what has been revealed: committed plans appear as
SHA-256 commitments, tokens once turned up, cards once revealed or spied, salts once both are
face up. During the secret setup the other team's half is hidden.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from dashgames.engine import BadState, Rng
from dashgames.engine.codec import DecodeError, from_json, to_json
from dashgames.engine.copying import replace
from dashgames.games.flag_dash.secret_setup import half
from dashgames.games.flag_dash.state import (
    Character,
    FlagDashState,
    Hand,
    Layout,
    Phase,
    Slot,
    Turn,
)


@dataclass(frozen=True)
class SlotView:
    """One planned pair as the viewer sees it; hidden parts are null."""

    commitment: str
    token: str | None
    card: str | None
    salt: str | None
    token_shown: bool
    card_shown: bool
    spied: bool
    via_spy: bool
    done: bool


@dataclass(frozen=True)
class HandView:
    """A set of cards and tokens; ``screen`` is null unless the viewer is on this team."""

    seat: int
    team: int
    runner: int | None
    cards: tuple[str, ...]
    owned_tokens: tuple[str, ...]
    screen: tuple[str, ...] | None
    screen_count: int
    discarded: tuple[str, ...]
    spent: tuple[str, ...]
    plan: tuple[SlotView, ...]
    committed: bool
    played: tuple[str, ...]


@dataclass(frozen=True)
class CharacterView:
    colour: str
    team: int
    runner: bool
    ability: str | None
    square: str | None
    boosts: int
    own_flags: int
    collected: tuple[str, ...]
    collected_from: tuple[str, ...]
    carrying: int | None
    trapped: bool


@dataclass(frozen=True)
class FlagDashView:
    """The table as one seat (or a spectator, seat null) sees it."""

    seat: int | None
    team: int | None
    players: int
    basic: bool
    abilities: bool
    secret_setup: bool
    layout: Layout
    characters: tuple[CharacterView, ...]
    team_flags: tuple[str | None, str | None]
    hands: tuple[HandView, ...]
    phase: Phase
    round: int
    step: int
    tiebreak: int
    last_team: int | None
    turn: Turn | None
    spy_queue: tuple[int, ...]
    spy_target: int | None
    tie_hands: tuple[int, ...]
    tunnel_queue: tuple[int, ...]
    traps: tuple[str, ...]
    trap_supply: int
    dig_supply: int
    setup_ready: tuple[bool, bool]
    round_limit: int
    winner: int | None
    win_reason: str


def viewer_team(state: FlagDashState, seat: int | None) -> int | None:
    for h in state.hands:
        if h.seat == seat:
            return h.team
    return None


def _slot_view(slot: Slot, sees_all: bool) -> SlotView:
    open_ = slot.token_shown and slot.card_shown
    return SlotView(
        commitment=slot.commitment,
        token=slot.token if sees_all or slot.token_shown else None,
        card=slot.card if sees_all or slot.card_shown or slot.spied else None,
        salt=slot.salt if sees_all or open_ else None,
        token_shown=slot.token_shown, card_shown=slot.card_shown, spied=slot.spied,
        via_spy=slot.via_spy, done=slot.done,
    )


def _hand_view(hand: Hand, team: int | None) -> HandView:
    mine = hand.team == team
    plan = hand.plan if mine or hand.committed else ()
    hidden_count = len(hand.screen) + (0 if mine or hand.committed else len(hand.plan))
    return HandView(
        seat=hand.seat, team=hand.team, runner=hand.runner, cards=hand.cards,
        owned_tokens=hand.owned_tokens, screen=hand.screen if mine else None,
        screen_count=hidden_count, discarded=hand.discarded, spent=hand.spent,
        plan=tuple(_slot_view(s, mine) for s in plan), committed=hand.committed,
        played=hand.played,
    )


def render(state: FlagDashState, seat: int | None) -> dict[str, Any]:
    team = viewer_team(state, seat)
    hidden: set[str] = set()
    if state.phase == "setup":
        # Until both teams are ready, the other half of the board is behind the screens.
        for t in (0, 1):
            if t != team:
                hidden |= set(half(state, t))
    chars = tuple(
        CharacterView(
            c.colour, c.team, c.runner, c.ability,
            None if state.phase == "setup" and c.team != team else c.square,
            c.boosts, c.own_flags, c.collected, c.collected_from, c.carrying, c.trapped,
        )
        for c in state.characters
    )
    flags = tuple(
        None if state.phase == "setup" and t != team else sq
        for t, sq in enumerate(state.team_flags)
    )
    layout = replace(state.layout, tunnels=tuple(
        t for t in state.layout.tunnels if t not in hidden))
    v = FlagDashView(
        seat=seat, team=team, players=state.players, basic=state.basic,
        abilities=state.abilities, secret_setup=state.secret_setup, layout=layout,
        characters=chars, team_flags=(flags[0], flags[1]),
        hands=tuple(_hand_view(h, team) for h in state.hands), phase=state.phase,
        round=state.round, step=state.step, tiebreak=state.tiebreak, last_team=state.last_team,
        turn=state.turn, spy_queue=state.spy_queue, spy_target=state.spy_target,
        tie_hands=state.tie_hands, tunnel_queue=state.tunnel_queue, traps=state.traps,
        trap_supply=state.trap_supply, dig_supply=state.dig_supply,
        setup_ready=state.setup_ready, round_limit=state.round_limit, winner=state.winner,
        win_reason=state.win_reason,
    )
    out: dict[str, Any] = to_json(v)
    return out


def sample_hidden(raw: dict[str, Any], seat: int | None, rng: Rng) -> FlagDashState:
    """A state agreeing with the view; the other team's face-down choices drawn from ``rng``."""
    try:
        v: FlagDashView = from_json(FlagDashView, raw)
    except DecodeError as e:
        raise BadState(f"bad flag_dash view: {e}", field=e.path) from None
    hands = tuple(_sample_hand(h, rng) for h in v.hands)
    chars, flags, tunnels = _sample_setup(v, rng)
    return FlagDashState(
        players=v.players, basic=v.basic, abilities=v.abilities, secret_setup=v.secret_setup,
        layout=replace(v.layout, tunnels=tunnels), characters=chars, team_flags=flags,
        hands=hands, rng=rng.next_u64(), phase=v.phase, round=v.round, step=v.step,
        tiebreak=v.tiebreak, last_team=v.last_team, turn=v.turn, spy_queue=v.spy_queue,
        spy_target=v.spy_target, tie_hands=v.tie_hands, tunnel_queue=v.tunnel_queue,
        traps=v.traps, trap_supply=v.trap_supply, dig_supply=v.dig_supply,
        setup_ready=v.setup_ready, round_limit=v.round_limit, winner=v.winner,
        win_reason=v.win_reason,
    )


def _sample_hand(h: HandView, rng: Rng) -> Hand:
    if h.screen is not None:
        plan = tuple(Slot(s.card or "", s.token or "", s.salt or "", s.commitment, s.token_shown,
                          s.card_shown, s.spied, s.via_spy, s.done) for s in h.plan)
        return Hand(h.seat, h.team, h.runner, h.cards, h.owned_tokens, h.screen, h.discarded,
                    h.spent, plan, h.committed, h.played)
    tokens = list(h.owned_tokens)
    # A finished slot's token is already among the discarded (or back behind the screen
    # after a #7), so only the slots still on the table hold tokens out of the screen.
    on_table = (s.token for s in h.plan if s.token is not None and not s.done)
    for t in (*h.discarded, *h.spent, *on_table):
        if t in tokens:
            tokens.remove(t)
    cards = [c for c in h.cards if c not in h.played
             and c not in {s.card for s in h.plan if s.card is not None}]
    rng.shuffle(tokens)
    rng.shuffle(cards)
    slots = []
    for s in h.plan:
        token = s.token if s.token is not None else tokens.pop()
        card = s.card if s.card is not None else cards.pop()
        salt = s.salt if s.salt is not None else f"{rng.next_u64():032x}"
        slots.append(Slot(card, token, salt, s.commitment, s.token_shown, s.card_shown,
                          s.spied, s.via_spy, s.done))
    return Hand(h.seat, h.team, h.runner, h.cards, h.owned_tokens, tuple(sorted(tokens)),
                h.discarded, h.spent, tuple(slots), h.committed, h.played)


def _sample_setup(
    v: FlagDashView, rng: Rng
) -> tuple[tuple[Character, ...], tuple[str | None, str | None], tuple[str, ...]]:
    """During the secret setup the hidden half is filled with a random arrangement."""
    taken = {c.square for c in v.characters if c.square} | {f for f in v.team_flags if f}
    chars = []
    flags = list(v.team_flags)
    tunnels = list(v.layout.tunnels)
    for c in v.characters:
        square = c.square
        if square is None:
            free = [s for s in _half_of(v, c.team) if s not in taken]
            square = rng.choice(free)
            taken.add(square)
        chars.append(Character(c.colour, c.team, c.runner, c.ability, square, c.boosts,
                               c.own_flags, c.collected, c.collected_from, c.carrying,
                               c.trapped))
    for t, sq in enumerate(flags):
        if sq is None and v.phase == "setup":
            free = [s for s in _half_of(v, t) if s not in taken]
            flags[t] = rng.choice(free)
            taken.add(flags[t] or "")
    return tuple(chars), (flags[0], flags[1]), tuple(tunnels)


def _half_of(v: FlagDashView, team: int) -> list[str]:
    from dashgames.games.flag_dash.layout import territory

    lay = v.layout
    return [s for s in territory(lay.width, lay.height, team) if s not in lay.closed]
