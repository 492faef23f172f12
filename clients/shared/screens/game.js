// The game screen: draws the caller's view with the game's renderer, offers the legal moves
// as targets, sends the chosen move, follows the event stream, shows rejections and results.

import { client, ApiError, newIdempotencyKey } from "../client.js";
import { h } from "../dom.js";
import { rendererFor } from "../games/index.js";
import { TargetContext } from "../targets.js";
import { describeEvent, resultsPanel, seatLabel } from "./common.js";

/**
 * @param {HTMLElement} root
 * @param {{gameId: string, layout: string, navigate: function(string): void}} options
 * @returns {function(): void} unmount
 */
export function mountGame(root, { gameId, layout, navigate }) {
  const state = {
    game: null, // the GameRead answer, normalised
    legal: [],
    selected: null,
    busy: false,
    closed: false,
    log: [],
    stream: null,
    timer: null,
    refreshing: null,
    again: false,
  };
  const els = {
    title: h("h2", { class: "game-title" }, "Loading…"),
    status: h("p", { class: "status", role: "status", "aria-live": "polite" }),
    message: h("p", { class: "message", role: "alert", "aria-live": "assertive" }),
    board: h("div", { class: "board-wrap" }),
    players: h("ol", { class: "players", "aria-label": "Players" }),
    timers: h("div", { class: "timers", "aria-label": "Timers" }),
    moves: h("div", { class: "moves", "aria-label": "Moves" }),
    chooser: h("div", { class: "chooser", hidden: true, role: "dialog", "aria-label": "Choose a move" }),
    results: h("div", { class: "results" }),
    log: h("ol", { class: "log", "aria-label": "Game log" }),
  };
  const actions = h(
    "div",
    { class: "actions" },
    h("button", { type: "button", class: "back", onclick: () => navigate("#/") }, "Lobby"),
    h("button", { type: "button", class: "resign", onclick: resign }, "Resign"),
  );
  root.replaceChildren(
    h(
      "section",
      { class: `game-screen layout-${layout}`, "aria-label": "Game" },
      h("header", { class: "game-head" }, els.title, els.status, actions),
      els.message,
      h(
        "div",
        { class: "game-body" },
        els.board,
        h(
          "aside",
          { class: "game-side" },
          els.results,
          h("h3", {}, "Players"),
          els.players,
          els.timers,
          h("h3", {}, "Your moves"),
          els.chooser,
          els.moves,
          h("details", { class: "log-wrap", open: layout === "web" }, h("summary", {}, "Game log"), els.log),
        ),
      ),
    ),
  );

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

  function draw() {
    const { game } = state;
    const renderer = rendererFor(game.summary.type);
    els.title.textContent = `${renderer.title} · ${game.summary.id.slice(0, 8)}`;
    const acting = game.summary.to_act;
    let status;
    if (game.summary.status === "finished") status = "Game over.";
    else if (game.summary.status === "open") status = "Waiting for players to join.";
    else if (game.seat !== null && acting.includes(game.seat)) status = "Your turn.";
    else status = `Waiting for ${acting.map((seat) => seatLabel(game.summary, seat)).join(", ") || "the game"}.`;
    els.status.textContent = `${status} ${game.seat === null ? "(spectating)" : `You are ${seatLabel(game.summary, game.seat)}.`}`;
    root.querySelector(".game-screen").dataset.status = game.summary.status;
    root.querySelector(".game-screen").dataset.version = String(game.version);
    root.querySelector(".game-screen").dataset.myTurn = String(state.legal.length > 0);
    root.querySelector("button.resign").hidden = game.seat === null || game.summary.status === "finished";

    const focusedKey = document.activeElement && document.activeElement.dataset
      ? document.activeElement.dataset.targetKey
      : undefined;
    const ctx = new TargetContext({
      seat: game.seat,
      legal: state.busy ? [] : state.legal,
      selected: state.selected,
      summary: game.summary,
      describe: (m) => renderer.describe(m, game.view),
      onActivate: activate,
    });
    let drawn;
    try {
      drawn = renderer.draw(game.view, ctx);
    } catch (e) {
      console.error(e);
      drawn = h("pre", { class: "raw-view" }, JSON.stringify(game.view, null, 2));
    }
    els.board.replaceChildren(drawn);
    if (focusedKey) {
      const again = els.board.querySelector(`[data-target-key="${CSS.escape(focusedKey)}"]`);
      if (again) again.focus();
    }
    drawMoves(ctx, renderer);
    drawPlayers();
    drawResults();
  }

  function drawMoves(ctx, renderer) {
    const describeMove = (move) => renderer.describe(move, state.game.view);
    const button = (move) => h("button", { type: "button", class: "move", onclick: () => submit(move) }, describeMove(move));
    const rest = ctx.unclaimed().map(button);
    if (!state.legal.length) {
      els.moves.replaceChildren(h("p", { class: "hint" }, state.game.seat === null ? "You are watching." : "Nothing to do right now."));
    } else if (!rest.length) {
      els.moves.replaceChildren(h("p", { class: "hint" }, "Choose a highlighted target on the board."));
    } else {
      els.moves.replaceChildren(...rest);
    }
    if (state.selected !== null && ctx.count) {
      els.moves.append(h("button", { type: "button", class: "cancel", onclick: () => { state.selected = null; closeChooser(); draw(); } }, "Cancel selection"));
    }
    // Every legal move is also one plain button away, for small screens and screen readers.
    const claimed = state.legal.length - ctx.unclaimed().length;
    if (claimed > 0) {
      const list = h("details", { class: "all-moves" },
        h("summary", {}, `All your moves as a list (${state.legal.length})`),
        h("div", { class: "moves" }, ...state.legal.slice(0, 300).map(button)));
      els.moves.append(list);
    }
  }

  function drawPlayers() {
    const { summary } = state.game;
    els.players.replaceChildren(
      ...summary.seats.map((info) =>
        h(
          "li",
          { class: `seat seat-${info.seat}${summary.to_act.includes(info.seat) ? " to-act" : ""}` },
          h("span", { class: "swatch", "aria-hidden": "true", style: `--seat: var(--seat-${info.seat})` }),
          seatLabel(summary, info.seat),
          info.resigned ? " (resigned)" : "",
          summary.to_act.includes(info.seat) ? h("span", { class: "badge" }, " to act") : "",
        ),
      ),
    );
    drawTimers();
  }

  function drawTimers() {
    const timers = (state.game && state.game.summary.timers) || [];
    const now = Date.now() / 1000;
    tickBoardClocks(els.board, now);
    els.timers.replaceChildren(
      ...timers.map((t) => {
        const left = Math.max(0, t.deadline - now);
        return h("p", { class: "countdown", "data-timer": t.id }, `${timerName(t.id)}: ${left.toFixed(1)} s`);
      }),
    );
  }

  function drawResults() {
    const { summary } = state.game;
    if (summary.status !== "finished" || !summary.outcome) {
      els.results.replaceChildren();
      return;
    }
    els.results.replaceChildren(
      resultsPanel(summary, state.game.seat),
      h("button", { type: "button", class: "replay", onclick: () => navigate(`#/replay/${gameId}`) }, "Watch the replay"),
    );
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
    const renderer = rendererFor(state.game.summary.type);
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
    try {
      await client.resign(gameId);
      say("You left the game.");
    } catch (e) {
      say(errorText(e), "error");
    }
    refresh();
  }

  function onRecord(record) {
    const e = record.event || record;
    state.log.push(e);
    els.log.append(h("li", {}, describeEvent(e, state.game && state.game.summary)));
    while (els.log.children.length > 80) els.log.firstChild.remove();
    if (!state.game || record.version === undefined || record.version > state.game.version || e.type === "game_over") refresh();
  }

  refresh().then(() => {
    if (state.closed) return;
    state.stream = client.followEvents(gameId, {
      onEvent: onRecord,
      onMode: (mode) => root.querySelector(".game-screen")?.setAttribute("data-stream", mode),
    });
  });
  state.timer = setInterval(drawTimers, 250);
  return () => {
    state.closed = true;
    if (state.stream) state.stream.close();
    clearInterval(state.timer);
  };
}

/** Renderers mark clocks with `data-deadline` (unix seconds): a text counts down, a `.sand`
 * path draws the share of `data-seconds` still left as a pie. */
function tickBoardClocks(root, now) {
  for (const el of root.querySelectorAll("[data-deadline]")) {
    const left = Math.max(0, Number(el.dataset.deadline) - now);
    if (el.classList.contains("sand")) {
      const share = Math.min(1, left / Math.max(1, Number(el.dataset.seconds) || 1));
      const a = 2 * Math.PI * share;
      const x = 10 + 9 * Math.sin(a);
      const y = 10 - 9 * Math.cos(a);
      el.setAttribute("d", share >= 1 ? "M10 1A9 9 0 1 1 9.99 1Z" : share <= 0 ? "" : `M10 10L10 1A9 9 0 ${a > Math.PI ? 1 : 0} 1 ${x} ${y}Z`);
    } else {
      el.textContent = `${left.toFixed(1)} s`;
    }
  }
}

function timerName(id) {
  return String(id).replace(/[-_:]\d+$/, "").replace(/[_-]+/g, " ");
}

export function errorText(e) {
  if (e instanceof ApiError) return `${e.message} (${e.code})`;
  return String(e && e.message ? e.message : e);
}
