// The replay viewer: steps through a finished game's moves and draws the board as it stood at
// each step, from the replay frames the server re-runs (fetched a page at a time, kept); the
// events of each step are listed beside it. No rules run here, and the board has no targets.

import { client } from "../client.js";
import { h } from "../dom.js";
import { loadRenderer } from "../games/index.js";
import { ms } from "../motion.js";
import { END_EVENTS } from "./gameparts.js";
import { TargetContext } from "../targets.js";
import { errorText, gameName, narrate, narration, resultsPanel, seatLabel, seatName } from "./common.js";

/**
 * The replay as steps: step i is the i-th move with the events it caused. The replay lists
 * moves and events without versions, so the events come from the event log (records carry
 * the version they produced). A move's version is its own `version` when the server sends
 * one, else 2 + its index (version 1 is the set-up); when the log's last version does not
 * agree with that count the steps get no events rather than wrong ones.
 */
export function stepsOf(replay, records) {
  const moves = replay.moves || [];
  const byVersion = new Map();
  for (const r of records) {
    if (!byVersion.has(r.version)) byVersion.set(r.version, []);
    byVersion.get(r.version).push(r.event);
  }
  const last = Math.max(1, ...records.map((r) => r.version));
  const versioned = moves.every((m) => typeof m.version === "number");
  const trusted = versioned || last === moves.length + 1;
  const steps = moves.map((m, i) => {
    const version = versioned ? m.version : i + 2;
    return { index: i, actor: m.actor, move: m.move, version, events: trusted ? byVersion.get(version) || [] : null };
  });
  return { opening: byVersion.get(1) || [], steps };
}

/** Frames asked for at once (the server's most is 200). */
export const FRAME_PAGE = 100;

/** A drawing context whose shapes never become targets: a replay only shows the board. */
class StillContext extends TargetContext {
  target(element) {
    return element;
  }
}

/**
 * The boards of one replay, by step: each page of frames is fetched once, on first need.
 * @param {string} gameId
 */
export function frameSource(gameId) {
  const frames = new Map();
  const pages = new Map();
  return {
    /** @returns {Promise<object|null>} the frame of step `n` (null past the end) */
    async at(n) {
      if (frames.has(n)) return frames.get(n);
      const first = Math.floor(n / FRAME_PAGE) * FRAME_PAGE;
      if (!pages.has(first)) {
        const page = client.replayFrames(gameId, first, FRAME_PAGE).then((got) => {
          for (const f of got) frames.set(f.step, f);
        });
        pages.set(first, page);
        page.catch(() => pages.delete(first)); // a failed page is asked for again next time
      }
      await pages.get(first);
      return frames.get(n) || null;
    },
  };
}

/**
 * @param {HTMLElement} root
 * @param {{gameId: string, layout: string, navigate: function(string): void}} options
 */
export function mountReplay(root, { gameId, layout, navigate }) {
  const message = h("p", { class: "message", role: "alert" });
  const head = h("h2", {}, "Replay");
  const boardWrap = h("div", { class: "board-wrap" });
  const stepLabel = h("p", { class: "step", role: "status", "aria-live": "polite" });
  const eventList = h("ol", { class: "log", "aria-label": "Events of this step" });
  const slider = h("input", { id: "replay-step", type: "range", min: 0, max: 0, value: 0 });
  const results = h("div", { class: "results" });
  const buttons = {
    first: h("button", { type: "button", onclick: () => go(0) }, "First"),
    prev: h("button", { type: "button", onclick: () => go(step - 1) }, "Previous move"),
    next: h("button", { type: "button", onclick: () => go(step + 1) }, "Next move"),
    last: h("button", { type: "button", onclick: () => go(Infinity) }, "Last"),
    play: h("button", { type: "button", class: "autoplay", "aria-pressed": "false", onclick: () => toggleAutoplay() }, "Play"),
  };
  // every step of the game as a line of its log: choosing one goes to it
  const moveList = h("ol", { class: "log replay-log", "aria-label": "Every move: choose one to go there", tabindex: "0" });
  const stats = h("div", { class: "replay-stats" });
  let autoplay = null;
  let loaded = false; // the replay, its renderer and its steps are in
  let wanted = null; // the step a control asked for before they were
  slider.addEventListener("input", () => go(Number(slider.value)));
  root.replaceChildren(
    h(
      "section",
      { class: `replay-screen layout-${layout}`, "aria-label": "Replay" },
      h("header", { class: "game-title-row" }, head,
        h("button", { type: "button", class: "back", onclick: () => navigate("#/") }, "Lobby")),
      message,
      h("div", { class: "game-body" }, boardWrap,
        h("aside", { class: "game-side" }, results,
          h("div", { class: "replay-controls" }, buttons.first, buttons.prev, buttons.play, buttons.next, buttons.last),
          h("label", { for: slider.id }, "Move number"), slider, stepLabel, eventList, stats,
          h("details", { class: "log-wrap", open: true }, h("summary", {}, "Game log"), moveList))),
    ),
  );

  let replay = null;
  let renderer = null;
  let summary = null;
  let steps = [];
  let opening = [];
  let step = 0;
  let total = 0;
  let token = 0;
  const frames = frameSource(gameId);

  /** Play the moves out one by one (at the chosen speed); again, or the last move, stops. */
  function toggleAutoplay(stop = false) {
    if (autoplay || stop) {
      clearInterval(autoplay);
      autoplay = null;
    } else {
      if (step >= total) go(0);
      autoplay = setInterval(() => { if (step >= total) toggleAutoplay(true); else go(step + 1); }, Math.max(300, ms(1000)));
    }
    buttons.play.textContent = autoplay ? "Pause" : "Play";
    buttons.play.setAttribute("aria-pressed", String(!!autoplay));
  }

  function drawMoveList() {
    moveList.replaceChildren(...steps.map((s, i) => h("li", { "data-step": i + 1 },
      h("button", { type: "button", class: "step-link", onclick: () => { toggleAutoplay(true); go(i + 1); } },
        stepWords(s, null)))));
  }

  /** At the end: per seat the moves it made and its standing in the final position. */
  function drawStats(view) {
    if (step !== total || !summary || !summary.seats) { stats.replaceChildren(); return; }
    const made = new Map();
    for (const s of steps) if (typeof s.actor === "number") made.set(s.actor, (made.get(s.actor) || 0) + 1);
    const standing = (seat) => {
      try { return renderer.standing && view ? renderer.standing(view, seat) : null; } catch (e) { return null; }
    };
    stats.replaceChildren(h("h3", {}, "Statistics"), h("table", { class: "stats-table" },
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "Player"), h("th", { scope: "col" }, "Moves"), h("th", { scope: "col" }, "At the end"))),
      h("tbody", {}, ...summary.seats.map((info) => h("tr", { "data-seat": info.seat },
        h("th", { scope: "row" }, seatName(summary, info.seat)),
        h("td", {}, String(made.get(info.seat) || 0)),
        h("td", {}, standing(info.seat) || "—"))))));
  }

  async function go(n) {
    if (!loaded) { // a control pressed while the replay loads: done once it has
      wanted = n;
      return;
    }
    step = Math.max(0, Math.min(total, n));
    slider.value = String(step);
    moveList.querySelectorAll("li.current").forEach((li) => li.classList.remove("current"));
    const line = moveList.querySelector(`li[data-step="${step}"]`);
    if (line) { // kept in view inside the log, the page stays where it is
      line.classList.add("current");
      moveList.scrollTop = line.offsetTop - moveList.offsetTop - moveList.clientHeight / 2;
    }
    const s = steps[step - 1];
    const tell = (view) => {
      stepLabel.textContent = step === 0
        ? `Start of the game (${total} moves in all).`
        : `Move ${step} of ${total}: ${stepWords(s, view)}`;
      const shown = step === 0 ? opening : s.events;
      const ctx = narration(summary, null, view);
      eventList.replaceChildren(...(shown === null
        ? [h("li", { class: "hint" }, "This step's events cannot be told apart from the others'.")]
        : shown.filter((e, i) => e.type !== "game_finished" || !shown.slice(0, i).some((x) => x.type !== "game_finished" && END_EVENTS.has(x.type)))
          .map((e) => narrate(renderer, e, ctx)).filter(Boolean).map((t) => h("li", {}, t))));
    };
    tell(null);
    // No spoilers: the result shows only once the replay reaches the last move.
    results.replaceChildren(...(step === total && summary && summary.outcome
      ? [resultsPanel(summary, null, renderer)]
      : [h("p", { class: "hint spoiler-free" }, "The result shows when the replay reaches the last move.")]));
    root.querySelector(".replay-screen").dataset.step = String(step);
    const mine = ++token;
    let frame = null;
    let failure = null;
    try {
      frame = await frames.at(step);
    } catch (e) {
      failure = e;
    }
    if (mine !== token) return;
    if (frame) {
      const ctx = new StillContext({
        seat: null, legal: [], selected: null, summary, lastEvents: step === 0 ? [] : (s.events || []),
        describe: renderer.describe, onActivate() {}, name: (seat) => seatName(summary, seat),
      });
      tell(frame.view);
      drawStats(frame.view);
      boardWrap.replaceChildren(renderer.draw(frame.view, ctx));
      boardWrap.dataset.step = String(step);
    } else {
      delete boardWrap.dataset.step;
      boardWrap.replaceChildren(h("p", { class: "hint" }, failure
        ? `The board of this step could not be loaded: ${errorText(failure)}`
        : "The server has no board for this step."));
    }
  }

  /** A step in words: a seat's move, a seat leaving (the replay keeps no clock events, so a
   * table with a clock cannot tell a resignation from time running out), a game timer. */
  function stepWords(s, view) {
    if (typeof s.actor === "number") {
      return `${seatLabel(summary, s.actor)} — ${s.move ? renderer.describe(s.move, view || {}, (seat) => seatLabel(summary, seat)) : "no move"}`;
    }
    if (s.actor === "resign") {
      const clock = summary && summary.clock;
      return `${seatLabel(summary, s.move)} ${clock ? "resigned or ran out of time" : "resigned"}`;
    }
    if (s.actor === "timer") return "The game's timer ran out";
    return "The platform took a step";
  }

  (async () => {
    try {
      replay = await client.replay(gameId);
      renderer = await loadRenderer(replay.game_type);
      summary = await client.summary(gameId).catch(() => null);
      ({ steps, opening } = stepsOf(replay, await client.eventLog(gameId)));
      total = steps.length;
      slider.max = String(total);
      drawMoveList();
      head.textContent = `Replay of ${renderer.title}: ${gameName(summary)}`;
      loaded = true;
      await go(wanted === null ? 0 : wanted);
    } catch (e) {
      message.textContent = errorText(e);
    }
  })();
  return () => {
    token += 1;
    toggleAutoplay(true);
  };
}
