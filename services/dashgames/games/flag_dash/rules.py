"""Flag Dash on the engine protocol: setup, who acts, the legal moves, applying a move."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from dashgames.engine import (
    BadOptions,
    Event,
    Game,
    GameOver,
    IllegalMove,
    NotYourTurn,
    Option,
    Outcome,
    Rng,
    Seat,
    event,
)
from dashgames.games.flag_dash import flow, setup_phase
from dashgames.games.flag_dash.actions import apply_effect, effect_moves
from dashgames.games.flag_dash.layout import custom_layout, parse_layout, printed_layout
from dashgames.games.flag_dash.movement import step, tunnel_options, use_tunnel
from dashgames.games.flag_dash.moves import (
    CODEC,
    Boost,
    ChooseFirst,
    Combo,
    EndTurn,
    Move,
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
    DIRECTIONS,
    PRIORITY_TOKENS,
    TEAM_OF_COLOUR,
    Character,
    Hand,
    State,
)

OPTIONS = (
    Option("mode", "choice", "basic", "2-player game: 'basic' (one hand moving any of your "
           "three characters) or 'advanced' (you play both hands of your team)",
           choices=("basic", "advanced")),
    Option("board", "choice", "backyard", "'backyard' (default side), 'street' (alternate side "
           "with walled corners and the secret tunnel) or 'custom' (see custom_layout)",
           choices=("backyard", "street", "custom")),
    Option("custom_layout", "str", "", "JSON layout for board='custom': width, height, walls "
           "(pairs of neighbouring squares), tunnels, start squares, zones (territory, cones, "
           "rows or squares)"),
    Option("abilities", "bool", False, "Runners use their character abilities"),
    Option("red_defender", "choice", "yellow", "Which Red character defends",
           choices=("purple", "blue", "yellow")),
    Option("white_defender", "choice", "black", "Which White character defends",
           choices=("green", "orange", "black")),
    Option("secret_setup", "bool", False, "Each team places its pieces in its own half unseen "
           "before the first round"),
    Option("round_limit", "int", 40, "Our addition for hosted play: after this many rounds "
           "without a winner the game is drawn (0: play until someone wins)",
           minimum=0, maximum=1000),
    Option("first_tiebreak", "choice", "red", "Team holding the tiebreak marker at the start",
           choices=("red", "white")),
)


def seating(players: int, basic: bool) -> list[tuple[int, int]]:
    """(seat, team) of each hand: teammates sit next to each other; Red takes the low seats."""
    if players == 4:
        return [(0, 0), (1, 0), (2, 1), (3, 1)]
    if players == 3:
        return [(0, 0), (1, 0), (2, 1), (2, 1)]  # the single player holds both White hands
    if basic:
        return [(0, 0), (1, 1)]
    return [(0, 0), (0, 0), (1, 1), (1, 1)]


class FlagDash(Game[State, Move]):
    id = "flag_dash"
    title = "Flag Dash"
    min_players = 2
    max_players = 4
    options = OPTIONS
    simultaneous = True
    hidden_info = True
    state_type = State
    moves = CODEC
    rules_summary = (
        "Two teams plan two moves each round in secret (an action card under a priority token), "
        "then resolve them from the lowest token up. Bring the opposing team flag into your "
        "territory, or have one runner collect a character flag from every opponent."
    )

    def validate_options(self, players: int, options: dict[str, Any]) -> None:
        if options["board"] == "custom" and not options["custom_layout"]:
            raise BadOptions("board 'custom' needs custom_layout", field="options.custom_layout")
        self._layout(players, options)

    def _layout(self, players: int, options: dict[str, Any]) -> Any:
        basic = players == 2 and options["mode"] == "basic"
        if options["board"] == "custom":
            field = "options.custom_layout"
            raw = custom_layout(options["custom_layout"], field)
        else:
            field, raw = f"options.board.{options['board']}", printed_layout(options["board"])
        return parse_layout(raw, field, basic)

    def setup(self, players: int, options: dict[str, Any], seed: int | str) -> State:
        basic = players == 2 and options["mode"] == "basic"
        layout, starts = self._layout(players, options)
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
        state = State(
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

    # ---- who acts and what they may do ---------------------------------------------------
    def to_act(self, state: State) -> frozenset[Seat]:
        phase = state.phase
        if phase == "over":
            return frozenset()
        if phase == "setup":
            return frozenset(s for t in (0, 1) if not state.setup_ready[t]
                             for s in flow.team_seats(state, t))
        if phase == "plan":
            return frozenset(h.seat for h in state.hands if not h.committed)
        if phase == "spy":
            return frozenset({state.hands[state.spy_queue[0]].seat})
        if phase == "tie":
            return frozenset(state.hands[h].seat for h in state.tie_hands)
        if phase == "turn":
            assert state.turn is not None
            return frozenset({state.hands[state.turn.hand].seat})
        return frozenset(self._controllers(state, state.tunnel_queue[0]))

    def _controllers(self, state: State, c: int) -> tuple[int, ...]:
        for hand in state.hands:
            if hand.runner == c:
                return (hand.seat,)
        return flow.team_seats(state, state.characters[c].team)

    def legal_moves(self, state: State, seat: Seat) -> list[Move]:
        if seat not in self.to_act(state):
            return []
        out = list(dict.fromkeys(self._moves(state, seat)))
        return out

    def _moves(self, state: State, seat: Seat) -> list[Move]:
        phase = state.phase
        out: list[Move] = []
        if phase == "setup":
            return setup_phase.moves(state, seat)
        if phase == "plan":
            for h, hand in enumerate(state.hands):
                if hand.seat == seat and not hand.committed:
                    tokens = flow.plan_tokens(hand)
                    out += [Plan(h, c, t) for c in flow.plan_cards(hand) for t in tokens]
            return out
        if phase == "spy":
            if state.spy_target is None and flow.spy_targets(state):
                return [Spy(t) for t in flow.spy_targets(state)]
            hand = state.hands[state.spy_queue[0]]
            tokens = [t for t in dict.fromkeys(hand.screen) if not t.startswith("spy")]
            out_of_hand = {s.card for s in hand.plan} | set(hand.played)
            cards: list[str | None] = [None, *(c for c in hand.cards if c not in out_of_hand)]
            return [SpyReplace(t, c) for t in tokens for c in cards]
        if phase == "tie":
            return [ChooseFirst(h) for h in state.tie_hands]
        if phase == "secret_tunnel":
            colour = COLOURS[state.tunnel_queue[0]]
            return [SecretTunnel(colour, True), SecretTunnel(colour, False)]
        turn = state.turn
        assert turn is not None
        if turn.stage == "select":
            return [Select(COLOURS[c]) for c in flow.selectable(state)]
        if turn.stage == "combo":
            return [Combo(None), *(Combo(c) for c in flow.combo_cards(state))]
        assert turn.character is not None
        out += effect_moves(state, state.hands[turn.hand].played)
        ch = state.characters[turn.character]
        if ch.boosts:
            out += [Boost(d) for d in DIRECTIONS  # type: ignore[arg-type]
                    if step(state, turn.character, d) is not None]
        for k in flow.tunnel_candidates(state):
            out += [Tunnel(COLOURS[k], to, bump)  # type: ignore[arg-type]
                    for to, bump in tunnel_options(state, k)]
        out.append(EndTurn())
        return out

    # ---- applying --------------------------------------------------------------------------
    def apply(self, state: State, seat: Seat, move: Move) -> tuple[State, list[Event]]:
        if state.phase == "over":
            raise GameOver("the game is over", seat=seat)
        if seat not in self.to_act(state):
            raise NotYourTurn(f"seat {seat} may not move now", seat=seat)
        if move not in self._moves(state, seat):
            raise IllegalMove(f"{CODEC.key(move)} is not allowed now", move=CODEC.dump(move))
        state, events = self._apply(state, seat, move)
        if state.phase == "over":
            state = replace(state, turn=None)
            events += flow.reveal_all(state)
            winner = None if state.winner is None else ("red", "white")[state.winner]
            events.append(event("game_over", winner=winner, reason=state.win_reason))
        return state, events

    def _apply(self, state: State, seat: Seat, move: Move) -> tuple[State, list[Event]]:
        if isinstance(move, (Place, Ready)):
            return setup_phase.apply(state, seat, move)
        if isinstance(move, Plan):
            return flow.place_pair(state, move.hand, move.card, move.token)
        if isinstance(move, Spy):
            return flow.spy_on(state, move.target)
        if isinstance(move, SpyReplace):
            return flow.spy_replace(state, move.token, move.card)
        if isinstance(move, ChooseFirst):
            return flow.begin_turn(state, move.hand)
        if isinstance(move, SecretTunnel):
            return flow.secret_tunnel(state, COLOURS.index(move.character), move.use)
        if isinstance(move, Select):
            return flow.select(state, COLOURS.index(move.character))
        if isinstance(move, Combo):
            return flow.choose_combo(state, move.card)
        if isinstance(move, EndTurn):
            return flow.finish_turn(state)
        turn = state.turn
        assert turn is not None and turn.character is not None
        events: list[Event] = [event("action", hand=turn.hand, move=CODEC.dump(move))]
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
        if state.winner is None and not flow.optional_left(state):
            state, more = flow.finish_turn(state)
            events += more
        return state, events

    # ---- results and views -----------------------------------------------------------------
    def outcome(self, state: State) -> Outcome | None:
        if state.phase != "over":
            return None
        seats = sorted({h.seat for h in state.hands})
        if state.winner is None:
            return Outcome(winners=(), ranks=tuple(1 for _ in seats), reason=state.win_reason)
        winners = flow.team_seats(state, state.winner)
        ranks = tuple(1 if s in winners else 2 for s in seats)
        return Outcome(winners=winners, ranks=ranks, reason=state.win_reason)

    def view(self, state: State, seat: Seat | None) -> dict[str, Any]:
        from dashgames.games.flag_dash.view import render

        return render(state, seat)

    def sample_hidden(self, view: dict[str, Any], seat: Seat | None, rng: Rng) -> State:
        from dashgames.games.flag_dash.view import sample

        return sample(view, seat, rng)
