"""The rule entry points: ``setup`` a game, ``apply`` one move, the ``outcome`` once it is over.

The round itself (planning, reveals, spies, move order, each hand's move, cleanup) is played out
in ``phases``; what each card does in ``actions``; how characters move in ``movement``.
"""

from __future__ import annotations

from typing import Any

from dashgames.engine import (
    BadOptions,
    Event,
    GameOver,
    IllegalMove,
    NotYourTurn,
    Outcome,
    Rng,
    Seat,
    event,
)
from dashgames.engine.copying import replace
from dashgames.games.flag_dash import phases, secret_setup
from dashgames.games.flag_dash.actions import apply_effect
from dashgames.games.flag_dash.layout import (
    Start,
    custom_layout,
    parse_layout,
    printed_layout,
)
from dashgames.games.flag_dash.legal import legal_moves, to_act
from dashgames.games.flag_dash.movement import step, use_tunnel
from dashgames.games.flag_dash.moves import (
    MOVES,
    Boost,
    ChooseFirst,
    Combo,
    EndTurn,
    FlagDashMove,
    Place,
    Plan,
    Ready,
    SecretTunnel,
    Select,
    Spy,
    SpyReplace,
    Tunnel,
)
from dashgames.games.flag_dash.state import (
    ABILITIES,
    ABILITY_OF,
    BASIC_CARDS,
    COLOURS,
    PRIORITY_TOKENS,
    TEAM_OF_COLOUR,
    Character,
    FlagDashState,
    Hand,
    Layout,
)

Events = list[Event]


# ---- setting up ----------------------------------------------------------------------------------
def seating(players: int, basic: bool) -> list[tuple[int, int]]:
    """(seat, team) of each hand: teammates sit next to each other; Red takes the low seats."""
    if players == 4:
        return [(0, 0), (1, 0), (2, 1), (3, 1)]
    if players == 3:
        return [(0, 0), (1, 0), (2, 1), (2, 1)]  # the single player holds both White hands
    if basic:
        return [(0, 0), (1, 1)]
    return [(0, 0), (0, 0), (1, 1), (1, 1)]


def teams(players: int, options: dict[str, Any]) -> tuple[tuple[Seat, ...], ...]:
    """Red and White: the seats holding each team's hands (``seating``)."""
    basic = players == 2 and options.get("mode", "basic") == "basic"
    sides: dict[int, list[Seat]] = {}
    for seat, team in seating(players, basic):
        if seat not in sides.setdefault(team, []):
            sides[team].append(seat)
    return tuple(tuple(sides[team]) for team in sorted(sides))


def board(players: int, options: dict[str, Any]) -> tuple[Layout, tuple[Start, Start]]:
    """The checked layout the options ask for, and both teams' start squares."""
    basic = players == 2 and options["mode"] == "basic"
    if options["board"] == "custom":
        field = "options.custom_layout"
        raw = custom_layout(options["custom_layout"], field)
    else:
        field, raw = f"options.board.{options['board']}", printed_layout(options["board"])
    return parse_layout(raw, field, basic)


def validate_options(players: int, options: dict[str, Any]) -> None:
    if options["board"] == "custom" and not options["custom_layout"]:
        raise BadOptions("board 'custom' needs custom_layout", field="options.custom_layout")
    board(players, options)


def setup(players: int, options: dict[str, Any], seed: int | str) -> FlagDashState:
    """The first state: pieces on their start squares, every hand's cards and tokens."""
    basic = players == 2 and options["mode"] == "basic"
    layout, starts = board(players, options)
    defenders = (options["red_defender"], options["white_defender"])
    chars = []
    placed = [0, 0]
    for colour in COLOURS:
        team = TEAM_OF_COLOUR[colour]
        runner = colour != defenders[team]
        if runner:
            square = starts[team].runners[placed[team]]
            placed[team] += 1
        else:
            square = starts[team].defender
        chars.append(Character(colour, team, runner, ABILITY_OF[colour], square))
    hands = []
    runners_of = [[i for i, c in enumerate(chars) if c.runner and c.team == t] for t in (0, 1)]
    taken = [0, 0]
    for seat, team in seating(players, basic):
        mine = runners_of[team] if basic else [runners_of[team][taken[team]]]
        taken[team] += 1
        cards, tokens = list(BASIC_CARDS), list(PRIORITY_TOKENS)
        if options["abilities"]:
            for r in mine:
                ability = ABILITIES[chars[r].ability or ""]
                cards += ability["cards"]
                tokens += ability["tokens"]
        hands.append(Hand(seat, team, None if basic else mine[0], tuple(cards),
                          tuple(tokens), tuple(tokens)))
    runner_abilities = {c.ability for c in chars if c.runner} if options["abilities"] else set()
    state = FlagDashState(
        players=players, basic=basic, abilities=options["abilities"],
        secret_setup=options["secret_setup"], layout=layout, characters=tuple(chars),
        team_flags=(starts[0].flag, starts[1].flag), hands=tuple(hands),
        rng=Rng.from_seed(f"flag_dash:{seed}").state,
        tiebreak=0 if options["first_tiebreak"] == "red" else 1,
        trap_supply=ABILITIES["trap"]["trap_tokens"] if "trap" in runner_abilities else 0,
        dig_supply=ABILITIES["dig"]["tunnel_tokens"] if "dig" in runner_abilities else 0,
        round_limit=options["round_limit"],
    )
    if options["secret_setup"]:
        state = replace(state, phase="setup", setup_ready=(False, False))
    return state


# ---- applying a move -----------------------------------------------------------------------------
def apply(state: FlagDashState, seat: Seat, move: FlagDashMove) -> tuple[FlagDashState, Events]:
    """The state after ``seat`` plays ``move``, and the events it makes."""
    if state.phase == "over":
        raise GameOver("the game is over", seat=seat)
    if seat not in to_act(state):
        raise NotYourTurn(f"seat {seat} may not move now", seat=seat)
    if move not in legal_moves(state, seat):
        raise IllegalMove(f"{MOVES.key(move)} is not allowed now", move=MOVES.dump(move))
    state, events = _apply(state, seat, move)
    if state.phase == "over":
        state = replace(state, turn=None)
        events += phases.reveal_all(state)
        winner = None if state.winner is None else ("red", "white")[state.winner]
        events.append(event("game_over", winner=winner, reason=state.win_reason))
    return state, events


def _apply(state: FlagDashState, seat: Seat, move: FlagDashMove) -> tuple[FlagDashState, Events]:
    if isinstance(move, (Place, Ready)):
        return secret_setup.apply(state, seat, move)
    if isinstance(move, Plan):
        return phases.place_pair(state, move.hand, move.card, move.token)
    if isinstance(move, Spy):
        return phases.spy_on(state, move.target)
    if isinstance(move, SpyReplace):
        return phases.spy_replace(state, move.token, move.card)
    if isinstance(move, ChooseFirst):
        return phases.begin_turn(state, move.hand)
    if isinstance(move, SecretTunnel):
        return phases.secret_tunnel(state, COLOURS.index(move.character), move.use)
    if isinstance(move, Select):
        return phases.select(state, COLOURS.index(move.character))
    if isinstance(move, Combo):
        return phases.choose_combo(state, move.card)
    if isinstance(move, EndTurn):
        return phases.finish_turn(state)
    turn = state.turn
    assert turn is not None and turn.character is not None
    events: Events = [event("action", hand=turn.hand, move=MOVES.dump(move))]
    if isinstance(move, Boost):
        c = turn.character
        ch = state.characters[c]
        chars = list(state.characters)
        chars[c] = replace(ch, boosts=ch.boosts - 1)
        new = step(replace(state, characters=tuple(chars)), c, move.direction)
        assert new is not None
        state = new
    elif isinstance(move, Tunnel):
        k = COLOURS.index(move.character)
        state = use_tunnel(state, k, move.to, move.bump)
        state = replace(state, turn=replace(turn, tunnelled=(*turn.tunnelled, k)))
    else:
        state = apply_effect(state, move)
    if state.winner is None and not phases.optional_left(state):
        state, more = phases.finish_turn(state)
        events += more
    return state, events


# ---- the result ----------------------------------------------------------------------------------
def outcome(state: FlagDashState) -> Outcome | None:
    """A team win (both of its seats rank first), or a draw once a round limit ran out."""
    if state.phase != "over":
        return None
    seats = sorted({h.seat for h in state.hands})
    if state.winner is None:
        return Outcome(winners=(), ranks=tuple(1 for _ in seats), reason=state.win_reason)
    winners = phases.team_seats(state, state.winner)
    ranks = tuple(1 if s in winners else 2 for s in seats)
    return Outcome(winners=winners, ranks=ranks, reason=state.win_reason)


def outcome_reason(outcome: Outcome) -> str:
    """The stable code for ``win_reason``'s words (``movement.py``, ``phases.py`` write them)."""
    if not outcome.winners:
        return "draw"
    if outcome.reason.endswith("reached enemy territory"):
        return "team_flag_taken"
    return "every_flag_held"
