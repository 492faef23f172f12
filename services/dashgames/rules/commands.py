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
from typing import Any

from dashgames.engine import Event, GameOver, RulesError, get_game, visible_events
from dashgames.engine.play import checked_apply
from dashgames.platform import facade
from dashgames.platform.store import (
    COMMITTED,
    FOLD_EVERY,
    KEY_TAKEN,
    NO_GAME,
    SPILL_AT,
    Commit,
    Step,
    Store,
    dumps,
    fold_chunk,
)
from dashgames.rules import clocks, notices, observe
from dashgames.rules import seats as seating
from dashgames.rules.change import Change, NextVersion, next_version
from dashgames.rules.followups import Followups
from dashgames.rules.reconciler import owed_at
from dashgames.rules.results import (
    Command,
    idem_value,
    move_result_json,
    parse_idem,
    parse_stored,
    result_field,
    stored,
)
from dashgames.rules.snapshot import StateCache

COMPACT_FROM = 4
"""Folds before the archive's chunks are first compressed again as one (then at 6, 8, 12...)."""
MAX_ATTEMPTS = 50
"""Conflicting commits before giving up; each loser re-runs on the winner's state."""


def _compaction_due(folds: int) -> bool:
    """After ``COMPACT_FROM`` folds, at each power of two and half-way between two."""
    odd = folds // 3 if folds % 3 == 0 else folds
    return folds >= COMPACT_FROM and odd & (odd - 1) == 0


class _Conflict(Exception):
    """The version moved under us: run the command again on the fresh state."""


class Rules:
    def __init__(self, store: Store, followups: Followups, cache: StateCache | None = None) -> None:
        self.store = store
        self.followups = followups
        self.cache = cache or StateCache()

    @observe.applying
    def apply(
        self, command: Command, preread: tuple[dict[str, str], str] | None = None,
        guessed: bool = False,
    ) -> facade.MoveResult:
        """Apply ``command``; ``preread`` is the game's meta and the stored answer under the
        command's idempotency (or result) field, when the caller has just read them.

        ``guessed``: ``preread`` is this process's newest known version (``StateCache.latest``),
        not a read. A commit's compare-and-set checks a guess, but nothing checks a refusal:
        any refusal met on a guess is decided again on a fresh read.
        """
        for _ in range(MAX_ATTEMPTS):
            try:
                return self._attempt(command, preread, guessed)
            except _Conflict:
                preread, guessed = None, False
                continue
            except facade.DeadlinePassed as late:
                # Too late: the expiry the timer task owes is applied here and now (once, by
                # the compare-and-set, whichever of the two comes first); the move is refused.
                timer = late.details["timer"]
                self.apply(Command(command.game_id, "timer", None, f"t-{timer}", timer))
                raise
        raise facade.PlatformError("the game is too busy; try again", game_id=command.game_id)

    # ---- one attempt ------------------------------------------------------------------------
    def _attempt(
        self, cmd: Command, preread: tuple[dict[str, str], str] | None, guessed: bool
    ) -> facade.MoveResult:
        """The game as the command finds it, the command's step on it, and its commit."""
        read = self._read(cmd, preread)
        if isinstance(read, facade.MoveResult):
            return read  # a repeated command: its first answer
        try:
            change = self._change(read)
            if change is None:  # a timer the game no longer has pending: nothing to do
                return facade.MoveResult("applied", cmd.command_id, read.version)
            return self._commit(change)
        except (RulesError, facade.PlatformError) as error:
            if guessed:
                raise _Conflict() from None  # maybe only the guess is out of date
            if isinstance(error, RulesError):
                return self._refuse(cmd, read.version, error)
            raise

    def _read(
        self, cmd: Command, preread: tuple[dict[str, str], str] | None
    ) -> Change | facade.MoveResult:
        """The game at its current version, as a ``Change`` that makes no step yet (the state
        from the cache by version when it can), or the answer this command was given before."""
        field = cmd.idem_field or result_field(cmd.command_id)
        meta, prior = preread or self.store.meta_and_result(cmd.game_id, field)
        if not meta:
            raise facade.GameNotFound(f"no game {cmd.game_id}", game_id=cmd.game_id)
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
        return Change(cmd, game, meta, version, state, new_state=state, status=meta["st"])

    def _check_version(self, cmd: Command, version: int) -> None:
        if cmd.expected_version is not None and cmd.expected_version != version:
            raise facade.StaleVersion(
                f"the game is at version {version}", current_version=version
            )

    def _earlier_answer(self, cmd: Command, prior: str) -> facade.MoveResult | None:
        """The stored answer for a repeated command, or None when this command is new."""
        if cmd.idem_field:
            first_id, body_hash = parse_idem(prior)
            if body_hash != cmd.body_hash:
                raise facade.IdempotencyMismatch(
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

    # ---- the command's step ------------------------------------------------------------------
    def _change(self, read: Change) -> Change | None:
        """What the command does to the game as read (None: nothing, for a timer the game no
        longer has pending); a ``RulesError`` when the rules refuse it."""
        cmd = read.cmd
        seats = seating.load_seats(read.meta["seats"])
        if cmd.kind == "move":
            return self._move(read, seats)
        if cmd.kind == "timer":
            return self._timer(read)
        if cmd.kind == "join":
            back = clocks.reclaim(seats, read.status, cmd.move["player"])
            if back is not None:
                seats, events = back
                return replace(read, events=events, seats=seats)
            seats, events, status = seating.take_seat(
                seats, read.status, cmd.move["player"], cmd.move["name"], cmd.seat,
                bool(cmd.move.get("bot")), cmd.move.get("owner"),
            )
            # "My games" lists it from now on; written before the commit, so a crash between
            # the two leaves an entry the listing finds unseated and drops, never a gap.
            self.store.index_seat(cmd.move["player"], cmd.game_id)
            return replace(read, events=events, seats=seats, status=status)
        if cmd.kind == "resign":
            assert cmd.seat is not None
            return self._resign(read, seats, cmd.seat)
        raise ValueError(f"unknown command kind {cmd.kind!r}")

    def _move(self, read: Change, seats: list[dict[str, Any]]) -> Change:
        cmd = read.cmd
        if read.status == "open":
            raise facade.NotStarted("the game waits for players", game_id=cmd.game_id)
        assert cmd.seat is not None
        if cmd.scope is not None and seating.seat_of(seats, cmd.scope) != cmd.seat:
            # The seat changed hands since the caller looked (a resignation, say).
            raise facade.Forbidden("you no longer hold that seat", game_id=cmd.game_id)
        late = clocks.late_timer(read.meta, cmd.seat, clocks.now())
        if late is not None:
            raise facade.DeadlinePassed("the deadline for this move has passed",
                                        game_id=cmd.game_id, timer=late)
        new_state, events = checked_apply(read.game, read.state, cmd.seat, cmd.move)
        return replace(read, new_state=new_state, events=events, actor=cmd.seat, move=cmd.move)

    def _timer(self, read: Change) -> Change | None:
        timer_id = read.cmd.move
        if timer_id.startswith(clocks.CLOCK_TIMER):
            expiry = clocks.expire(read)  # the table's clock: whoever is past its deadline
            due = None if expiry is not None else clocks.early(
                read.meta.get("clk", ""), timer_id, clocks.now())
            if due is not None:
                self.followups.after_commit(read.cmd.game_id, read.version, [], [],
                                            [{"id": timer_id, "deadline": due}])
            return expiry
        pending = {t.id for t in read.game.pending_timers(read.state)}
        if read.status != "active" or timer_id not in pending:
            return None  # the game moved on (or the clock was already handled)
        new_state, events = read.game.on_timer(read.state, timer_id)
        return replace(read, new_state=new_state, events=events, actor="timer", move=timer_id)

    def _resign(self, read: Change, seats: list[dict[str, Any]], seat: int) -> Change:
        game, state = read.game, read.state
        if read.status == "open":
            seats, events = seating.leave_open_game(seats, seat)
            return replace(read, events=events, seats=seats)
        finished = read.status == "finished" or game.outcome(state) is not None
        if game.resign_policy == "forfeit":
            if finished:
                raise GameOver("the game is over", seat=seat)
            new_state, events = game.resign(state, seat)
            seats = [dict(row) for row in seats]
            seats[seat]["r"] = True
            return replace(read, new_state=new_state, events=events, actor="resign", move=seat,
                           seats=seats)
        seats, events = seating.hand_to_bot(game, seats, seat, finished)
        return replace(read, events=events, seats=seats)

    # ---- the commit ---------------------------------------------------------------------------
    def _commit(self, change: Change) -> facade.MoveResult:
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
        results = {result_field(cmd.command_id): stored(version, answer)}
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
        self._maybe_fold(commit, change.meta, version, after.finished)
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

    def _not_committed(self, cmd: Command, code: int, value: str | None) -> facade.MoveResult:
        """The answer when the store refused the commit, or ``_Conflict`` to run it again."""
        if code == NO_GAME:
            raise facade.GameNotFound(f"no game {cmd.game_id}", game_id=cmd.game_id)
        if code == KEY_TAKEN:
            earlier = self._earlier_answer(cmd, value or "")
            if earlier is None:  # cannot happen: the key names another command
                raise _Conflict()
            return earlier
        # The version moved. Without a named version the re-run finds this command's answer
        # if it landed; with one, it landed or the caller is told the version is stale.
        if cmd.expected_version is None:
            observe.retried()
            raise _Conflict()
        landed = self._landed_already(cmd)
        if landed is not None:
            return landed
        current = int(value or 0)
        raise facade.StaleVersion(f"the game is at version {current}", current_version=current)

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

    def _landed_already(self, cmd: Command) -> facade.MoveResult | None:
        """The command's own answer, when the version moved because this very commit landed:
        a commit resent after its connection broke (``Lane``) finds its first send applied."""
        try:
            earlier = self.answer(cmd.game_id, cmd.command_id, cmd.seat)
        except facade.CommandNotFound:
            return None
        return earlier if earlier.status == "applied" else None  # not only a queued place

    def _maybe_fold(self, commit: Commit, meta: dict[str, str], new_version: int,
                    finished: bool) -> None:
        """Compress old steps into an archive chunk every FOLD_EVERY versions and at the end."""
        archived = int(meta.get("av", "1"))
        if not finished and new_version - archived < FOLD_EVERY:
            return
        live = self.store.stream_record_texts(commit.game_id, f"{archived + 1}-0")
        own = Step(new_version, commit.step_actor, commit.step_move, commit.step_events,
                   commit.step_to_act)
        live.append((new_version, dumps(own.record())))
        if [v for v, _ in live] != list(range(archived + 1, new_version + 1)):
            raise _Conflict()  # another commit landed meanwhile; its CAS made ours stale
        # The records are spliced in as JSON text, never decoded, into one chunk appended to
        # the archive. Many small chunks compress several times worse than one: when the game
        # ends, and whenever the number of folds reaches 4, 6, 8, 12, 16, 24... (so the work of
        # doing it stays proportional to the log), a rules worker compresses them all as one.
        commit.fold_chunk = fold_chunk("[" + ",".join(t for _, t in live) + "]")
        commit.archived_to = new_version
        if not finished and new_version - int(meta.get("sv") or 0) >= SPILL_AT:
            # Redis holds enough folded steps: the archive worker moves them into the history
            # database (which also leaves no chunks to merge here). A spill that is lost only
            # waits for the next one: this fold assumes it happens (``_remember``).
            commit.spill = True
        elif finished or _compaction_due((new_version - 1) // FOLD_EVERY):
            commit.compact = "final" if finished else "merge"

    def _refuse(self, cmd: Command, version: int, error: RulesError) -> facade.MoveResult:
        result = facade.MoveResult("applied", cmd.command_id, version, error=error.to_json())
        code, value = self.store.record(
            cmd.game_id, cmd.idem_field, cmd.command_id,
            idem_value(version, cmd) if cmd.idem_field else "",
            result_field(cmd.command_id), stored(version, {"s": cmd.seat, "err": error.to_json()}),
            reply=dumps(move_result_json(result)) if cmd.reply else "",
        )
        if code == NO_GAME:
            raise facade.GameNotFound(f"no game {cmd.game_id}", game_id=cmd.game_id)
        if code == KEY_TAKEN:
            earlier = self._earlier_answer(cmd, value)
            if earlier is not None:
                return earlier
        observe.refused(error.code)
        return result

    # ---- stored answers ---------------------------------------------------------------------
    def answer(self, game_id: str, command_id: str, seat: int | None) -> facade.MoveResult:
        """A command's stored answer as its submitter sees it."""
        found = self._stored_answer(game_id, command_id, seat)
        return replace(found, game_type=self.store.game_type(game_id))

    def _stored_answer(self, game_id: str, command_id: str, seat: int | None
                       ) -> facade.MoveResult:
        raw = self.store.result(game_id, result_field(command_id))
        if not raw:
            raise facade.CommandNotFound(f"no command {command_id}", command_id=command_id)
        answer = parse_stored(raw)
        if answer.get("s") != seat:
            raise facade.Forbidden("that command is another seat's", command_id=command_id)
        if "q" in answer:
            return facade.MoveResult("accepted", command_id, None)
        if "perr" in answer:
            raise facade.error_from_json(answer["perr"], fallback=facade.PlatformError)
        if "err" in answer:
            at = int(raw.split("|", 1)[0])
            return facade.MoveResult("applied", command_id, at, error=answer["err"])
        version = int(answer["v"])
        events = visible_events(self._events_of(game_id, version), seat)
        to_act = answer.get("a")
        own_moves = None
        if to_act is not None and seat in to_act:
            # The first answer's legal moves, while the game still stands where it left it.
            own_moves = self.store.rendered_at(game_id, version, f"m{seat}") or None
        return facade.MoveResult(
            "applied", command_id, version, tuple(events),
            to_act=tuple(to_act) if to_act is not None else None, legal_moves_json=own_moves,
        )

    def _events_of(self, game_id: str, version: int) -> list[Event]:
        for step in self.store.stream_entries(game_id, f"{version}-0", count=1):
            if step.version == version:
                return step.events
        for step in self.store.archived_steps(game_id):
            if step.version == version:
                return step.events
        return []


__all__ = ["Command", "Rules"]
