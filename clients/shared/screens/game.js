// The game screen: draws the caller's view with the game's renderer, offers the legal moves
// as targets, sends the chosen move, follows the event stream, shows rejections and results.
// Others' moves play out one step at a time (animated, at the chosen speed) and are told in
// plain words in the log, newest first; the last move stays marked on the board.

import { client, ApiError, auth, newIdempotencyKey } from "../client.js";
import { h } from "../dom.js";
import { loadRenderer } from "../games/index.js";
import { flip, ms, positions, sleep } from "../motion.js";
import { TargetContext } from "../targets.js";
import { arrowKeys, fingerSized, listsOfTargets } from "./boardhits.js";
import { errorText, gameName, narrate, narration, seatLabel, seatName } from "./common.js";
import { END_EVENTS, controlsBar, drawMoves, drawPlayers, keepScroll, reclaimNotice, tickClocks, timerName, turnAlert } from "./gameparts.js";
import { myTurn, seatParts, viewerSeat } from "./gameseats.js";
import { sendUntilAnswered } from "./sending.js";
import { hintText, rulesPanel } from "./teach.js";
import { chatPanel, confirmMoves, confirmToggle, pushToggle, stagedBar, vacationToggle } from "../table.js";

/** How often the players' online dots and vacations are asked for again. */
const PRESENCE_EVERY_MS = 10000;

/** Nothing a person is using has the focus (it is on the page, the main area or nowhere). */
function idleFocus() {
  const e = document.activeElement;
  return !e || e === document.body || e.id === "main" || !e.isConnected;
}

/**
 * @param {HTMLElement} root
 * @param {{gameId: string, layout: string, navigate: function(string): void}} options
 * @returns {function(): void} unmount
 */
export function mountGame(root, { gameId, layout, navigate, query }) {
  const invite = query ? query.get("invite") : null; // a private game's invite, from its link
  const state = {
    game: null, // the GameRead answer, normalised
    renderer: null,
    legal: [],
    selected: null,
    busy: false,
    closed: false,
    log: [], // {version, text}, oldest first
    timedOut: new Set(), // seats that lost on time (their resignation is that, not a choice)
    queue: [], // live records not yet played out
    pumping: false,
    lastEvents: [], // the events of the last step drawn, for the last-move marker
    stream: null,
    timer: null,
    refreshing: null,
    again: false,
    confirming: false,
    // "confirm my moves": the steps chosen this turn, not sent until confirmed, each with the
    // server's preview after it (docs/CONFIRM.md); stagedAt: the version they were chosen at
    staged: [],
    stagedAt: null,
    sendingTurn: false, // Confirm: the staged steps on their way, one after another
    chat: null,
  };
  const els = {
    title: h("h2", { class: "game-title" }, "Loading…"),
    status: h("span", { class: "status", role: "status", "aria-live": "polite" }),
    hint: h("span", { class: "hint-line" }),
    lastMove: h("p", { class: "last-move-line", "aria-live": "polite" }),
    message: h("p", { class: "message", role: "alert", "aria-live": "assertive" }),
    board: h("div", { class: "board-wrap", tabindex: "-1" }),
    players: h("ol", { class: "players", "aria-label": "Players" }),
    timers: h("div", { class: "timers", role: "group", "aria-label": "Timers" }),
    moves: h("div", { class: "moves", "aria-label": "Moves" }),
    actions: h("div", { class: "turn-moves", role: "group", "aria-label": "Your actions" }),
    chooser: h("div", { class: "chooser", hidden: true, role: "dialog", "aria-label": "Choose a move" }),
    results: h("div", { class: "results" }),
    join: h("div", { class: "join" }),
    invite: h("div", { class: "invite" }),
    rules: h("div", { class: "rules-slot" }),
    log: h("ol", { class: "log", "aria-label": "Game log, newest first", reversed: true, tabindex: "0" }),
    staged: h("div", { class: "staged-slot" }),
    chat: h("div", { class: "chat-slot" }),
    options: h("div", { class: "table-options" }),
  };
  const resignBox = h("span", { class: "resign-box" });
  root.replaceChildren(
    h(
      "section",
      { class: `game-screen layout-${layout}`, "aria-label": "Game" },
      h("header", { class: "game-title-row" }, els.title,
        h("button", { type: "button", class: "back", onclick: () => navigate("#/") }, "Lobby")),
      // the status bar: whose turn, what to do, the turn's buttons; it stays on top while the
      // page scrolls, so nothing a turn needs is ever a scroll away
      h("div", { class: "game-head", role: "region", "aria-label": "Status and actions" },
        h("p", { class: "status-line" }, els.status, " ", els.hint),
        h("div", { class: "turn-actions" }, els.chooser, els.actions, els.staged, resignBox)),
      els.lastMove,
      els.message,
      els.join,
      els.invite,
      h(
        "div",
        { class: "game-body" },
        els.board,
        h(
          "aside",
          { class: "game-side" },
          els.results,
          h("h3", {}, "Your moves"),
          els.moves,
          h("h3", {}, "Players"),
          els.players,
          els.timers,
          els.chat,
          els.options,
          h("details", { class: "log-wrap", open: true }, h("summary", {}, "Game log"), els.log),
          els.rules,
          controlsBar(),
        ),
      ),
    ),
  );
  const screen = root.querySelector(".game-screen");
  arrowKeys(els.board);

  const say = (text, kind = "info") => {
    els.message.textContent = text;
    els.message.dataset.kind = kind;
  };
  const seats = seatParts({ gameId, invite, els, state, say, refresh, navigate });

  async function refresh() {
    if (state.refreshing) {
      state.again = true;
      return state.refreshing;
    }
    state.refreshing = (async () => {
      do {
        state.again = false;
        try {
          const game = await client.readGame(gameId);
          if (!state.renderer) {
            state.renderer = await loadRenderer(game.summary.type);
            els.rules.replaceChildren(rulesPanel(state.renderer, game.summary.type));
          }
          let legal = [];
          if (myTurn(game)) {
            const answer = await client.legalMoves(gameId);
            if (answer.version === game.version) legal = answer.moves;
            else state.again = true; // the game moved between the two reads
          }
          state.game = game;
          state.legal = legal;
          if (!state.chat) mountTable(game);
          if (state.staged.length && (!legal.length || game.version !== state.stagedAt)) { // the turn is gone
            state.staged = [];
            say("The game moved on: your staged steps were taken back.");
          }
          if (!legal.length) state.selected = null;
          draw();
        } catch (e) {
          if (!state.game) els.title.textContent = "This game could not be opened";
          say(errorText(e), "error");
        }
      } while (state.again && !state.closed);
    })();
    try {
      await state.refreshing;
    } finally {
      state.refreshing = null;
    }
  }

  /** The table's chat and options, once the game is known (seated or spectating). */
  function mountTable(game) {
    state.chat = chatPanel(gameId, { seated: game.seat !== null });
    els.chat.replaceChildren(state.chat.el);
    if (game.seat !== null) {
      els.options.replaceChildren(
        confirmToggle(() => { state.staged = []; draw(); }),
        pushToggle(layout),
        ...(game.summary.clock && game.summary.clock.per_move_seconds >= 3600 ? [vacationToggle()] : []),
      );
    }
  }

  /** The preview after the last staged step (null while it is asked for, or none staged). */
  function lastPreview() {
    return state.staged.length ? state.staged[state.staged.length - 1].preview : null;
  }

  /** The game as the board shows it: with the staged steps' preview once there is one. */
  function shownGame() {
    const previewed = lastPreview();
    return previewed ? { ...state.game, view: previewed.view } : state.game;
  }

  /** The moves the board offers: the preview's next steps while a staged turn goes on. */
  function legalNow() {
    if (state.busy || state.sendingTurn) return [];
    if (!state.staged.length) return state.legal;
    const previewed = lastPreview();
    return previewed && !previewed.stop ? previewed.legal_moves : [];
  }

  /** "Confirm my moves": the staged steps with Confirm and Undo. */
  function drawStaged() {
    const previewed = lastPreview();
    screen.dataset.staged = String(state.staged.length);
    screen.dataset.preview = !state.staged.length ? "" : !previewed ? "asking" : previewed.stop || "open";
    if (!state.staged.length) {
      els.staged.replaceChildren();
      return;
    }
    const note = !previewed ? "" : previewed.stop === "turn_over" ? "That ends your turn."
      : previewed.stop === "hidden_result" ? "Its result shows once it is played." : "Go on, or confirm.";
    els.staged.replaceChildren(stagedBar(state.staged.map((s) => s.text), note, confirmStaged, undoStaged));
  }

  /** Confirm: the staged steps are sent in order, each at the version the last one made. */
  async function confirmStaged() {
    const steps = state.staged.map((s) => s.move);
    let version = state.stagedAt;
    state.staged = [];
    state.sendingTurn = true; // no target until the whole turn is sent
    draw();
    try {
      for (const move of steps) {
        if (!(await send(move, version))) break;
        version += 1;
      }
    } finally {
      state.sendingTurn = false;
    }
    await refresh();
  }

  /** Undo: the last staged step is taken back; the board shows the one before it. */
  function undoStaged() {
    state.staged.pop();
    say(state.staged.length ? "Step taken back." : "Move taken back.");
    draw();
  }

  /** A step is staged: shown in words at once, then on the board once the server's preview of
   * the turn so far comes back. */
  async function stage(move) {
    const shown = shownGame();
    if (!state.staged.length) state.stagedAt = state.game.version;
    const step = { move, text: state.renderer.describe(move, shown.view, (seat) => seatName(shown.summary, seat)), preview: null };
    state.staged.push(step);
    state.selected = null;
    say("");
    draw();
    try {
      step.preview = await client.previewTurn(gameId, state.staged.map((s) => s.move), state.stagedAt);
    } catch (e) {
      if (state.staged.includes(step)) state.staged.splice(state.staged.indexOf(step));
      say(`Move refused: ${errorText(e)}`, "error");
    }
    if (!state.closed) draw();
  }

  function context() {
    const { game } = state;
    return new TargetContext({
      seat: game.seat,
      legal: legalNow(),
      selected: state.selected,
      summary: game.summary,
      lastEvents: state.lastEvents,
      name: (seat) => seatName(game.summary, seat),
      describe: (m) => state.renderer.describe(m, shownGame().view, (seat) => seatName(game.summary, seat)),
      onActivate: activate,
    });
  }

  function draw() {
    const { game, renderer } = state;
    els.title.textContent = `${renderer.title}: ${gameName(game.summary)}`;
    const acting = game.summary.to_act;
    const mine = myTurn(game);
    const held = reclaimNotice(game, auth.player, null);
    let status;
    if (game.summary.status === "finished") status = "Game over.";
    else if (game.summary.status === "open") status = "Waiting for players to join.";
    else if (mine) status = "Your turn.";
    else if (held) status = "A bot is playing your seat.";
    else status = `Waiting for ${acting.map((seat) => seatLabel(game.summary, seat)).join(", ") || "the game"}.`;
    els.status.textContent = `${status} ${held ? "" : game.seat === null ? "(spectating)" : `You are in seat ${game.seat + 1}.`}`;
    screen.dataset.status = game.summary.status;
    screen.dataset.version = String(game.version);
    screen.dataset.myTurn = String(state.legal.length > 0);
    screen.dataset.selected = state.selected || "";
    turnAlert(state.legal.length > 0, renderer.title);
    drawResign();

    const focused = document.activeElement;
    const focusedKey = focused && focused.dataset ? focused.dataset.targetKey : undefined;
    const onBoard = !!focused && els.board.contains(focused) && focused !== els.board;
    const ctx = context();
    const shown = shownGame();
    let drawn;
    try {
      drawn = renderer.draw(shown.view, ctx);
    } catch (e) {
      console.error(e);
      drawn = h("p", { class: "hint" }, "This position cannot be drawn; the moves are listed beside it.");
    }
    const before = positions(els.board);
    const scroll = keepScroll(els.board);
    els.board.replaceChildren(drawn);
    listsOfTargets(els.board);
    fingerSized(els.board);
    scroll();
    flip(els.board, before);
    const again = focusedKey && els.board.querySelector(`[data-target-key="${CSS.escape(focusedKey)}"]`);
    if (again) again.focus({ preventScroll: true });
    else if (state.legal.length && (onBoard || idleFocus())) focusBoard();
    els.hint.textContent = state.staged.length && !legalNow().length
      ? "Confirm your turn, or undo a step." : hintText(renderer, shown, legalNow(), ctx);
    drawMoves(els.moves, els.actions, {
      ctx, renderer, game: shown, legal: legalNow(), selected: state.selected, submit,
      cancel: () => { state.selected = null; closeChooser(); draw(); },
    });
    drawPlayers(els.players, game, renderer, state.atTable);
    seats.drawJoin();
    seats.drawInvite();
    seats.drawResults();
    drawTimers();
    drawStaged();
  }

  /** Your turn (it starts, or goes on after your move; the redraw took the focused target
   * away, or nothing had the focus): the keyboard is on the board, on the chosen piece if any.
   * Whether the last draw showed someone else's turn does not matter: a bot's reply can start
   * your next turn before any draw saw it end. */
  function focusBoard() {
    const targets = [...els.board.querySelectorAll(".selected[data-target-key]"), ...els.board.querySelectorAll("[data-target-key]")];
    const shown = targets.find((t) => t.getClientRects().length > 0);
    (shown || els.board).focus({ preventScroll: true });
  }

  function drawTimers() {
    if (!state.game) return;
    const timers = state.game.summary.timers || [];
    const now = Date.now() / 1000;
    tickClocks(root, now);
    els.timers.replaceChildren(
      ...timers.map((t) => {
        const left = Math.max(0, t.deadline - now);
        return h("p", { class: "countdown", "data-timer": t.id }, `${timerName(t.id)}: ${left.toFixed(1)} s`);
      }),
    );
  }

  /** Resign asks first: one click shows "Resign? Yes / No". */
  function drawResign() {
    const { game } = state;
    if (game.seat === null || game.summary.status === "finished") {
      resignBox.replaceChildren();
      return;
    }
    if (!state.confirming) {
      resignBox.replaceChildren(h("button", { type: "button", class: "resign", onclick: () => { state.confirming = true; drawResign(); } }, "Resign"));
      return;
    }
    resignBox.replaceChildren(
      h("span", { class: "confirm-text" }, "Resign this game?"),
      h("button", { type: "button", class: "resign-yes danger", onclick: resign }, "Yes, resign"),
      h("button", { type: "button", class: "resign-no", onclick: () => { state.confirming = false; drawResign(); } }, "No, play on"),
    );
    resignBox.querySelector(".resign-no").focus();
  }

  function activate({ moves, select, label }) {
    if (state.busy) return;
    if (select !== undefined) {
      state.selected = state.selected === select ? null : select;
      closeChooser();
      draw();
      return;
    }
    if (moves.length === 1) return submit(moves[0]);
    openChooser(moves, label);
  }

  function openChooser(moves, label) {
    const { renderer } = state;
    els.chooser.hidden = false;
    els.chooser.replaceChildren(
      h("p", {}, label),
      ...moves.map((move) =>
        h("button", { type: "button", class: "move", onclick: () => submit(move) }, renderer.describe(move, shownGame().view, (seat) => seatName(state.game.summary, seat))),
      ),
      h("button", { type: "button", class: "cancel", onclick: closeChooser }, "Cancel"),
    );
    const first = els.chooser.querySelector("button");
    if (first) first.focus();
  }

  function closeChooser() {
    els.chooser.hidden = true;
    els.chooser.replaceChildren();
  }

  async function submit(move) {
    if (state.busy) return;
    closeChooser();
    if (confirmMoves()) return stage(move); // shown, sent only when confirmed
    await send(move, state.game.version);
    await refresh();
  }

  /** One move sent at ``version``; true when it was played. */
  async function send(move, version) {
    state.busy = true;
    say("Sending your move…");
    const key = newIdempotencyKey(); // the same on every try: the move counts once
    const held = (waiting) => say(waiting
      ? "Sending your move… No connection: it goes as soon as the connection is back." : "Sending your move…", waiting ? "pending" : "info");
    try {
      const result = await sendUntilAnswered(() => client.submitMove(gameId, move, version, key), held, () => state.closed);
      if (result.error) {
        say(`Move refused: ${errorText(new ApiError(409, result.error))}`, "error");
        return false;
      }
      say("");
      state.selected = null;
      return true;
    } catch (e) {
      if (e instanceof ApiError && e.code === "STALE_VERSION") say(errorText(e)); // not a mistake: others moved
      else say(`Move refused: ${errorText(e)}`, "error");
      return false;
    } finally {
      state.busy = false;
    }
  }

  async function resign() {
    state.confirming = false;
    try {
      await client.resign(gameId);
      say("You resigned.");
    } catch (e) {
      say(errorText(e), "error");
    }
    refresh();
  }

  function logLine(record) {
    const e = record.event || record;
    const ctx = narration(state.game && state.game.summary, viewerSeat(state.game), state.game && state.game.view);
    if (e.type === "clock_expired" && e.on_expiry === "forfeit") state.timedOut.add(e.seat);
    else if (e.type === "seat_resigned" && state.timedOut.has(e.seat)) return; // said by the clock line
    if (e.type === "game_finished" && state.endTold === record.version) return; // the game's own end line said it
    if (END_EVENTS.has(e.type)) state.endTold = record.version;
    ctx.timedOut = state.timedOut;
    const text = narrate(state.renderer, e, ctx);
    if (!text) return;
    state.log.push({ version: record.version, text });
    els.log.prepend(h("li", { "data-version": record.version }, text));
    while (els.log.children.length > 150) els.log.lastChild.remove();
    els.lastMove.textContent = text;
  }

  /** Live records play out one version at a time: narrated, animated, then paced. */
  async function pump() {
    if (state.pumping) return;
    state.pumping = true;
    try {
      while (state.queue.length && !state.closed) {
        const version = state.queue[0].version;
        const group = [];
        while (state.queue.length && state.queue[0].version === version) group.push(state.queue.shift());
        const events = group.map((r) => r.event || r);
        const drawnVersion = state.game ? state.game.version : 0;
        if (version !== undefined && version <= drawnVersion) { // already on the board
          group.forEach(logLine);
          continue;
        }
        state.lastEvents = events.filter((e) => e.type !== "clock");
        const pace = ms(650);
        if (pace === 0) {
          group.forEach(logLine);
          continue;
        }
        let played = false;
        if (state.renderer && state.renderer.animate && state.game) {
          const ctx = narration(state.game.summary, state.game.seat, state.game.view);
          try {
            played = await state.renderer.animate(events, els.board, ctx);
          } catch (e) {
            played = false;
          }
        }
        if (!played) await refresh();
        group.forEach(logLine); // told as it lands on the board
        await sleep(pace);
      }
    } finally {
      state.pumping = false;
    }
    if (!state.closed) await refresh();
  }

  function onRecord(record) {
    if (!state.game || record.version === undefined || record.version > state.game.version || state.queue.length) {
      state.queue.push(record);
      if (!state.pumping) pump();
      return;
    }
    // history (already on the board): told in the log; the newest step is the last move
    const e = record.event || record;
    if (e.type !== "clock") {
      if (!state.lastVersion || record.version !== state.lastVersion) state.lastEvents = [];
      state.lastVersion = record.version;
      state.lastEvents.push(e);
    }
    logLine(record);
    if (END_EVENTS.has(e.type)) refresh();
    else if (!state.redrawSoon) {
      state.redrawSoon = setTimeout(() => { state.redrawSoon = null; if (state.game) draw(); }, 50);
    }
  }

  refresh().then(() => {
    if (state.closed) return;
    state.stream = client.followEvents(gameId, {
      onEvent: onRecord,
      onMode: (mode) => screen.setAttribute("data-stream", mode),
    });
  });
  state.timer = setInterval(drawTimers, 250);
  // who is at the table: asked now and then (a seat is online while its stream is open)
  const askPresence = async () => {
    try {
      state.atTable = await client.presence(gameId);
      if (state.game && !state.closed) drawPlayers(els.players, state.game, state.renderer, state.atTable);
    } catch (e) {
      // no answer: the dots stay as they were
    }
  };
  setTimeout(askPresence, 1500);
  state.presence = setInterval(askPresence, PRESENCE_EVERY_MS);
  return () => {
    state.closed = true;
    if (state.chat) state.chat.stop();
    if (state.stream) state.stream.close();
    clearInterval(state.timer);
    clearInterval(state.presence);
    turnAlert(false);
  };
}
