// The game screen: draws the caller's view with the game's renderer, offers the legal moves
// as targets, sends the chosen move, follows the event stream, shows rejections and results.
// Others' moves play out one step at a time (animated, at the chosen speed) and are told in
// plain words in the log, newest first; the last move stays marked on the board.

import { client, ApiError, auth, newIdempotencyKey } from "../client.js";
import { h } from "../dom.js";
import { loadRenderer } from "../games/index.js";
import { flip, ms, positions, sleep } from "../motion.js";
import { TargetContext } from "../targets.js";
import { errorText, gameName, narrate, narration, resultsPanel, seatLabel } from "./common.js";
import { copyBox } from "./forms.js";
import { END_EVENTS, controlsBar, drawMoves, drawPlayers, keepScroll, tickClocks, timerName, turnAlert } from "./gameparts.js";
import { hintText, rulesPanel } from "./teach.js";

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
    queue: [], // live records not yet played out
    pumping: false,
    lastEvents: [], // the events of the last step drawn, for the last-move marker
    stream: null,
    timer: null,
    refreshing: null,
    again: false,
    confirming: false,
  };
  const els = {
    title: h("h2", { class: "game-title" }, "Loading…"),
    status: h("p", { class: "status", role: "status", "aria-live": "polite" }),
    hint: h("p", { class: "hint-line" }),
    lastMove: h("p", { class: "last-move-line", "aria-live": "polite" }),
    message: h("p", { class: "message", role: "alert", "aria-live": "assertive" }),
    board: h("div", { class: "board-wrap" }),
    players: h("ol", { class: "players", "aria-label": "Players" }),
    timers: h("div", { class: "timers", "aria-label": "Timers" }),
    moves: h("div", { class: "moves", "aria-label": "Moves" }),
    chooser: h("div", { class: "chooser", hidden: true, role: "dialog", "aria-label": "Choose a move" }),
    results: h("div", { class: "results" }),
    join: h("div", { class: "join" }),
    invite: h("div", { class: "invite" }),
    rules: h("div", { class: "rules-slot" }),
    log: h("ol", { class: "log", "aria-label": "Game log, newest first", reversed: true }),
  };
  const resignBox = h("span", { class: "resign-box" });
  const actions = h(
    "div",
    { class: "actions" },
    h("button", { type: "button", class: "back", onclick: () => navigate("#/") }, "Lobby"),
    resignBox,
  );
  root.replaceChildren(
    h(
      "section",
      { class: `game-screen layout-${layout}`, "aria-label": "Game" },
      h("header", { class: "game-head" }, els.title, els.status, actions),
      els.hint,
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
          els.chooser,
          els.moves,
          h("h3", {}, "Players"),
          els.players,
          els.timers,
          h("details", { class: "log-wrap", open: true }, h("summary", {}, "Game log"), els.log),
          els.rules,
          controlsBar(),
        ),
      ),
    ),
  );
  const screen = root.querySelector(".game-screen");

  const say = (text, kind = "info") => {
    els.message.textContent = text;
    els.message.dataset.kind = kind;
  };

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
          if (game.seat !== null && game.summary.status === "active" && game.summary.to_act.includes(game.seat)) {
            const answer = await client.legalMoves(gameId);
            if (answer.version === game.version) legal = answer.moves;
            else state.again = true; // the game moved between the two reads
          }
          state.game = game;
          state.legal = legal;
          if (!legal.length) state.selected = null;
          draw();
        } catch (e) {
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

  function context() {
    const { game } = state;
    return new TargetContext({
      seat: game.seat,
      legal: state.busy ? [] : state.legal,
      selected: state.selected,
      summary: game.summary,
      lastEvents: state.lastEvents,
      describe: (m) => state.renderer.describe(m, game.view),
      onActivate: activate,
    });
  }

  function draw() {
    const { game, renderer } = state;
    els.title.textContent = `${renderer.title}: ${gameName(game.summary)}`;
    const acting = game.summary.to_act;
    const mine = game.seat !== null && acting.includes(game.seat);
    let status;
    if (game.summary.status === "finished") status = "Game over.";
    else if (game.summary.status === "open") status = "Waiting for players to join.";
    else if (mine) status = "Your turn.";
    else status = `Waiting for ${acting.map((seat) => seatLabel(game.summary, seat)).join(", ") || "the game"}.`;
    els.status.textContent = `${status} ${game.seat === null ? "(spectating)" : `You are ${seatLabel(game.summary, game.seat)}.`}`;
    screen.dataset.status = game.summary.status;
    screen.dataset.version = String(game.version);
    screen.dataset.myTurn = String(state.legal.length > 0);
    turnAlert(state.legal.length > 0, renderer.title);
    drawResign();

    const focusedKey = document.activeElement && document.activeElement.dataset
      ? document.activeElement.dataset.targetKey
      : undefined;
    const ctx = context();
    let drawn;
    try {
      drawn = renderer.draw(game.view, ctx);
    } catch (e) {
      console.error(e);
      drawn = h("p", { class: "hint" }, "This position cannot be drawn; the moves are listed beside it.");
    }
    const before = positions(els.board);
    const scroll = keepScroll(els.board);
    els.board.replaceChildren(drawn);
    scroll();
    flip(els.board, before);
    if (focusedKey) {
      const again = els.board.querySelector(`[data-target-key="${CSS.escape(focusedKey)}"]`);
      if (again) again.focus();
    }
    els.hint.textContent = hintText(renderer, game, state.legal, ctx);
    drawMoves(els.moves, {
      ctx, renderer, game, legal: state.legal, selected: state.selected, submit,
      cancel: () => { state.selected = null; closeChooser(); draw(); },
    });
    drawPlayers(els.players, game);
    drawJoin();
    drawInvite();
    drawResults();
    drawTimers();
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

  /** Join: whoever opens the link of a game with an open seat (and has none) may take it; a
   * private game's seat needs the invite its link carries. */
  function drawJoin() {
    const { summary, seat } = state.game;
    const free = summary.status === "open" && seat === null
      ? summary.seats.filter((s) => s.kind === "human" && !s.player_id) : [];
    if (!free.length) {
      els.join.replaceChildren();
      return;
    }
    if (summary.private && !invite) {
      els.join.replaceChildren(h("p", { class: "private-note" }, "This is a private game: ask one of its players for the invite link."));
      return;
    }
    if (els.join.dataset.seats === free.map((s) => s.seat).join()) return; // keep a typed name
    els.join.dataset.seats = free.map((s) => s.seat).join();
    const name = auth.token ? null : h("input", { id: "join-name", type: "text", maxlength: "40", placeholder: "Your name", autocomplete: "nickname" });
    els.join.replaceChildren(
      h("p", {}, summary.private ? "You are invited to this game." : "A seat is open in this game."),
      ...(name ? [h("label", { for: "join-name" }, "Your name"), name] : []),
      ...free.map((s) => h("button", { type: "button", class: "primary join-seat", onclick: () => join(s.seat, name ? name.value : "") }, `Join as seat ${s.seat + 1}`)),
    );
  }

  async function join(seat, name = "") {
    try {
      if (!auth.token) await client.register(name.trim() || "Guest");
      await client.join(gameId, seat, invite);
      say("You joined the game.");
      if (invite) navigate(`#/game/${gameId}`); // the invite has done its work
    } catch (e) {
      say(`Could not join: ${errorText(e)}`, "error");
    }
    refresh();
  }

  /** A private game's invite link, for its players while a seat is open, with Copy. */
  function drawInvite() {
    const { summary, inviteUrl } = state.game;
    if (!inviteUrl || summary.status !== "open") {
      els.invite.replaceChildren();
      return;
    }
    const token = new URL(inviteUrl, location.href).searchParams.get("invite");
    const url = `${location.origin}${location.pathname}#/game/${gameId}?invite=${encodeURIComponent(token)}`;
    if (els.invite.dataset.url === url) return;
    els.invite.dataset.url = url;
    els.invite.replaceChildren(h("p", {}, "Private game: send this link to whoever you invite."), copyBox("invite-link", url, "Copy invite link"));
  }

  async function rematch(button) {
    button.disabled = true;
    try {
      const next = await client.rematch(gameId);
      navigate(`#/game/${next.id}`);
    } catch (e) {
      say(`No rematch: ${errorText(e)}`, "error");
      button.disabled = false;
    }
  }

  function drawResults() {
    const { summary } = state.game;
    if (summary.status !== "finished" || !summary.outcome) {
      els.results.replaceChildren();
      return;
    }
    els.results.replaceChildren(
      resultsPanel(summary, state.game.seat, state.renderer),
      state.game.seat !== null
        ? h("button", { type: "button", class: "primary rematch", onclick: (ev) => rematch(ev.currentTarget) }, "Rematch") : null,
      h("button", { type: "button", class: "replay", onclick: () => navigate(`#/replay/${gameId}`) }, "Watch the replay"),
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
        h("button", { type: "button", class: "move", onclick: () => submit(move) }, renderer.describe(move, state.game.view)),
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
    state.busy = true;
    closeChooser();
    say("Sending your move…");
    try {
      const result = await client.submitMove(gameId, move, state.game.version, newIdempotencyKey());
      if (result.error) {
        say(`Move refused: ${result.error.message} (${result.error.code})`, "error");
      } else {
        say("");
        state.selected = null;
      }
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) say("The game moved on before your move arrived; here is the new position.", "error");
      else say(`Move refused: ${errorText(e)}`, "error");
    } finally {
      state.busy = false;
      await refresh();
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
    const ctx = narration(state.game && state.game.summary, state.game ? state.game.seat : null, state.game && state.game.view);
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
  return () => {
    state.closed = true;
    if (state.stream) state.stream.close();
    clearInterval(state.timer);
    turnAlert(false);
  };
}
