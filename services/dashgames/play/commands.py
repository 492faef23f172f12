"""The rules service's one entry point: ``Rules.apply(command)``.

Load the game (the decoded state comes from a small in-process cache by version when it can),
check and apply the command with the engine, render every view and legal-move list, and commit
it all with one Lua compare-and-set. On a version conflict the command re-runs on the fresh
state — unless the client named the version it expected, which then gets STALE_VERSION with the
current one. An idempotency key seen before with the same body returns the first answer and
applies nothing; with another body it is refused. A rules refusal is stored too, so a retry
gets the same answer. Bot turns and timers are queued only after the commit.
"""

from __future__ import annotations

import json
import time
from dataclasses import replace

from dashgames.accounts.vacation import Vacations
from dashgames.engine import GameOver, RulesError, get_game
from dashgames.infra.errors import GameNotFound, PlatformError
from dashgames.infra.redis_client import dumps
from dashgames.play import clocks, notices, observe
from dashgames.play import seats as seating
from dashgames.play.answers import stored_answer
from dashgames.play.change import Change, NextVersion, next_version
from dashgames.play.commit import COMMITTED, KEY_TAKEN, NO_GAME, Commit
from dashgames.play.errors import (
    CommandNotFound,
    DeadlinePassed,
    IdempotencyMismatch,
    StaleVersion,
)
from dashgames.play.folding import Conflict, maybe_fold
from dashgames.play.followups import Followups
from dashgames.play.reconciler import owed_at
from dashgames.play.results import (
    Command,
    idem_value,
    move_result_json,
    parse_idem,
    parse_stored,
    result_field,
    stored,
)
from dashgames.play.snapshot import StateCache
from dashgames.play.step import step
from dashgames.play.store import Store
from dashgames.play.types import MoveResult

MAX_ATTEMPTS = 50
"""Conflicting commits before giving up; each loser re-runs on the winner's state."""


class Rules:
    def __init__(self, store: Store, followups: Followups, cache: StateCache | None = None) -> None:
        self.store = store
        self.vacations = Vacations(store.redis, store.prefix, store.settings.vacation_days,
                                   lambda: clocks.now())  # the clock tests shift
        self.followups = followups
        self.cache = cache or StateCache()

    @observe.applying
    def apply(
        self, command: Command, preread: tuple[dict[str, str], str] | None = None,
        guessed: bool = False,
    ) -> MoveResult:
        """Apply ``command``; ``preread`` is the game's meta and the stored answer under the
        command's idempotency (or result) field, when the caller has just read them.

        ``guessed``: ``preread`` is this process's newest known version (``StateCache.latest``),
        not a read. A commit's compare-and-set checks a guess, but nothing checks a refusal:
        any refusal met on a guess is decided again on a fresh read.
        """
        for _ in range(MAX_ATTEMPTS):
            try:
                return self._attempt(command, preread, guessed)
            except Conflict:
                preread, guessed = None, False
                continue
            except DeadlinePassed as late:
                # Too late: the expiry the timer task owes is applied here and now (once, by
                # the compare-and-set, whichever of the two comes first); the move is refused.
                timer = late.details["timer"]
                self.apply(Command(command.game_id, "timer", None, f"t-{timer}", timer))
                raise
        raise PlatformError("the game is too busy; try again", game_id=command.game_id)

    # ---- one attempt ------------------------------------------------------------------------
    def _attempt(
        self, cmd: Command, preread: tuple[dict[str, str], str] | None, guessed: bool
    ) -> MoveResult:
        """The game as the command finds it, the command's step on it, and its commit."""
        read = self._read(cmd, preread)
        if isinstance(read, MoveResult):
            return read  # a repeated command: its first answer
        try:
            change = step(self.store, self.followups, read)
            if change is None:  # a timer the game no longer has pending: nothing to do
                return MoveResult("applied", cmd.command_id, read.version)
            return self._commit(change)
        except (RulesError, PlatformError) as error:
            if guessed:
                raise Conflict() from None  # maybe only the guess is out of date
            if isinstance(error, RulesError):
                return self._refuse(cmd, read.version, error)
            raise

    def _read(
        self, cmd: Command, preread: tuple[dict[str, str], str] | None
    ) -> Change | MoveResult:
        """The game at its current version, as a ``Change`` that makes no step yet (the state
        from the cache by version when it can), or the answer this command was given before."""
        field = cmd.idem_field or result_field(cmd.command_id)
        meta, prior = preread or self.store.meta_and_result(cmd.game_id, field)
        if not meta:
            raise GameNotFound(f"no game {cmd.game_id}", game_id=cmd.game_id)
        if prior:
            earlier = self._earlier_answer(cmd, prior)
            if earlier is not None:
                return earlier
        version = int(meta["v"])
        self._check_version(cmd, version)
        game = get_game(meta["type"])
        state = self.cache.get(cmd.game_id, version)
        if state is None:
            meta, raw_state = self.store.meta_and_state(cmd.game_id)
            version = int(meta["v"])
            self._check_version(cmd, version)
            if not raw_state and meta.get("st") == "finished":  # its live state expired
                raise GameOver("the game is over", game_id=cmd.game_id)
            state = game.state_from_json(json.loads(raw_state))
            self.cache.put(cmd.game_id, version, state)
        return Change(cmd, game, meta, version, state, new_state=state, status=meta["st"],
                      paused=self.paused_seats(meta))

    def paused_seats(self, meta: dict[str, str]) -> clocks.Paused | None:
        """The vacation spans of each seat on the clock, for a clock vacation pauses (one read
        per such seat; none for a live clock or a game without one)."""
        if not meta.get("clk"):
            return None
        clock = json.loads(meta["clk"])
        if not clock["dl"] or not clocks.pausable(clock["cfg"]):
            return None
        rows = seating.load_seats(meta["seats"])
        return {s: spans for s in clock["dl"] if (player := rows[int(s)].get("p"))
                and (spans := self.vacations.spans(player))}

    def vacation_ended(self, player_id: str) -> None:
        """A vacation turned off before its allowance ran out: each of the player's clocks
        waits on a countdown set for the vacation's latest end, so it is sent again for the
        deadline as it stands now (a countdown that comes early is sent again, one that finds
        the seat gone does nothing)."""
        for game_id, _ in self.store.indexes.games_of(player_id):
            meta = self.store.meta(game_id)
            if meta.get("st") != "active" or not meta.get("clk"):
                continue
            clock = json.loads(meta["clk"])
            rows = seating.load_seats(meta["seats"])
            for seat in clock["dl"]:
                if rows[int(seat)].get("p") == player_id:
                    due = clocks.due(clock, seat, self.paused_seats(meta))
                    timer = {"id": f"{clocks.CLOCK_TIMER}{clock['set'][seat]}", "deadline": due}
                    self.followups.after_commit(game_id, int(meta["v"]), [], [], [timer])

    def _check_version(self, cmd: Command, version: int) -> None:
        if cmd.expected_version is not None and cmd.expected_version != version:
            raise StaleVersion(
                f"the game is at version {version}", current_version=version
            )

    def earlier_answer(self, cmd: Command, prior: str) -> MoveResult | None:
        """The answer a repeated command was given before (``prior`` read under its key), or
        None when it is new: for a caller who may only be answered, never acted for."""
        return self._earlier_answer(cmd, prior)

    def _earlier_answer(self, cmd: Command, prior: str) -> MoveResult | None:
        """The stored answer for a repeated command, or None when this command is new."""
        if cmd.idem_field:
            first_id, body_hash = parse_idem(prior)
            if body_hash != cmd.body_hash:
                raise IdempotencyMismatch(
                    "this idempotency key was used with another request",
                    idempotency_key=cmd.idempotency_key,
                )
            if first_id == cmd.command_id:
                # Our own key: a queued command's reservation (go on), or this very command
                # applied already and now delivered again (a redelivery, the reconciler's
                # copy): its answer, never a second application.
                return self._landed_already(cmd)
            return self.answer(cmd.game_id, first_id, cmd.seat)
        answer = parse_stored(prior)
        if "q" in answer:
            return None
        return self.answer(cmd.game_id, cmd.command_id, cmd.seat)

    # ---- the commit ---------------------------------------------------------------------------
    def _commit(self, change: Change) -> MoveResult:
        """The next version, what the store writes for it, the write (one compare-and-set),
        then what follows a landed commit: the caches, bot turns, clocks, compaction."""
        after = next_version(change)
        commit = self._to_write(change, after)
        code, value = self.store.commit(commit)
        if code != COMMITTED:
            return self._not_committed(change.cmd, code, value)
        observe.committed(change)
        self._remember(change, after, commit)
        self._follow_up(change, after, commit)
        return after.result

    def _to_write(self, change: Change, after: NextVersion) -> Commit:
        cmd, version = change.cmd, change.new_version
        answer = {"s": cmd.seat, "v": version, "a": after.to_act}
        results = {result_field(cmd.command_id): stored(version, answer, cmd.kept)}
        if cmd.idem_field:
            results[cmd.idem_field] = idem_value(version, cmd)
        commit = Commit(
            game_id=cmd.game_id, expected_version=change.version, step_actor=change.actor,
            step_move=change.move, step_events=after.events, step_to_act=after.to_act,
            meta=after.fields,
            results=results, idem_field=cmd.idem_field, command_id=cmd.command_id,
            finished=after.finished,
            reply=dumps(move_result_json(after.result)) if cmd.reply else "",
        )
        if after.rendered is not None:
            commit.state_json = dumps(change.game.state_to_json(change.new_state))
            commit.rendered = after.rendered
        commit.owed_at = self._owed_at(change, after)
        if after.finished and change.meta["st"] != "finished":  # when it ended (the history)
            commit.meta = {**after.fields, "end": repr(time.time())}
        if after.fields["st"] != change.meta["st"]:
            meta = change.meta
            commit.status_move = (meta["type"], meta["st"], after.fields["st"], float(meta["at"]))
            commit.unlisted = bool(meta.get("prv"))
        commit.notices = self._notices(change, after)
        maybe_fold(self.store.log, commit, change.meta, version, after.finished)
        return commit

    def _notices(self, change: Change, after: NextVersion
                 ) -> list[tuple[str, str, str, int | None]] | None:
        """The account stream entries the commit writes: game_started when the game starts,
        your_turn for each account seat that must act at the new version."""
        if after.fields["st"] != "active":
            return None
        meta, version = change.meta, change.new_version
        seats = change.seats or seating.load_seats(meta["seats"])
        found = []
        if meta["st"] == "open":
            found += notices.games_started(change.cmd.game_id, meta["type"], version, seats,
                                           meta.get("rated") == "1")
        found += notices.your_turns(change.cmd.game_id, meta["type"], version, seats,
                                    after.to_act, after.fields.get("clk", ""))
        return [(n.player_id, n.type, n.body, n.moves_of) for n in found] or None

    def _owed_at(self, change: Change, after: NextVersion) -> float:
        """When the new version's next step (a bot's turn, a clock) is overdue: the commit
        indexes it, so the reconciler finds it if a crash loses the follow-up."""
        seats = change.seats or seating.load_seats(change.meta["seats"])
        timers = [*json.loads(after.fields["tm"]), *clocks.running(after.fields.get("clk", ""))]
        return owed_at(seats, after.to_act, timers, after.fields["st"], time.time(),
                       self.store.settings.owed_grace)

    def _not_committed(self, cmd: Command, code: int, value: str | None) -> MoveResult:
        """The answer when the store refused the commit, or ``Conflict`` to run it again."""
        if code == NO_GAME:
            raise GameNotFound(f"no game {cmd.game_id}", game_id=cmd.game_id)
        if code == KEY_TAKEN:
            earlier = self._earlier_answer(cmd, value or "")
            if earlier is None:  # cannot happen: the key names another command
                raise Conflict()
            return earlier
        # The version moved. Without a named version the re-run finds this command's answer
        # if it landed; with one, it landed or the caller is told the version is stale.
        if cmd.expected_version is None:
            observe.retried()
            raise Conflict()
        landed = self._landed_already(cmd)
        if landed is not None:
            return landed
        current = int(value or 0)
        raise StaleVersion(f"the game is at version {current}", current_version=current)

    def _remember(self, change: Change, after: NextVersion, commit: Commit) -> None:
        """The new version's state and summary, for the next command on this game."""
        game_id = change.cmd.game_id
        self.cache.put(game_id, change.new_version, change.new_state)
        latest = {**change.meta, **after.fields, "v": str(change.new_version)}
        if commit.fold_chunk:
            latest["av"] = str(commit.archived_to)
        if commit.spill:  # the spill sets it in Redis; this process asks again SPILL_AT later
            latest["sv"] = str(commit.archived_to)
        self.cache.put_latest(game_id, latest)

    def _follow_up(self, change: Change, after: NextVersion, commit: Commit) -> None:
        game_id = change.cmd.game_id
        seats = change.seats
        if seats is None:
            seats = seating.load_seats(change.meta["seats"])
        self.followups.after_commit(
            game_id, change.new_version, seats, after.to_act, after.started_timers
        )
        if commit.compact:
            self.followups.compact_archive(game_id, final=commit.compact == "final")
        if commit.spill:
            self.followups.spill_archive(game_id)
        if after.finished and change.meta["st"] != "finished":
            self.followups.archive_game(game_id)

    def _landed_already(self, cmd: Command) -> MoveResult | None:
        """The command's own answer, when the version moved because this very commit landed:
        a commit resent after its connection broke (``Lane``) finds its first send applied."""
        try:
            earlier = self.answer(cmd.game_id, cmd.command_id, cmd.seat)
        except CommandNotFound:
            return None
        return earlier if earlier.status == "applied" else None  # not only a queued place

    def _refuse(self, cmd: Command, version: int, error: RulesError) -> MoveResult:
        result = MoveResult("applied", cmd.command_id, version, error=error.to_json())
        code, value = self.store.record(
            cmd.game_id, cmd.idem_field, cmd.command_id,
            idem_value(version, cmd) if cmd.idem_field else "",
            result_field(cmd.command_id),
            stored(version, {"s": cmd.seat, "err": error.to_json()}, cmd.kept),
            reply=dumps(move_result_json(result)) if cmd.reply else "",
        )
        if code == NO_GAME:
            raise GameNotFound(f"no game {cmd.game_id}", game_id=cmd.game_id)
        if code == KEY_TAKEN:
            earlier = self._earlier_answer(cmd, value)
            if earlier is not None:
                return earlier
        observe.refused(error.code)
        return result

    # ---- stored answers ---------------------------------------------------------------------
    def answer(self, game_id: str, command_id: str, seat: int | None) -> MoveResult:
        """A command's stored answer as its submitter sees it."""
        found = stored_answer(self.store, game_id, command_id, seat)
        return replace(found, game_type=self.store.game_type(game_id))


__all__ = ["Command", "Rules"]
