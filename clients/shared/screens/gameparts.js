// Parts of the game screen that stand apart from the board: the players with their clocks,
// the settings (animation speed, turn sound), and the turn alert in the page title.

import { h } from "../dom.js";
import { SPEEDS, setSpeed, speedName } from "../motion.js";
import { seatLabel } from "./common.js";

const SOUND_KEY = "dashgames.sound";
const BASE_TITLE = "Dash Games";

/** The player panels: per seat its name, its standing in the game (the renderer's
 * `standing(view, seat)`: pieces, stations, flags, points, place on the track) and, when the
 * table has a clock, its clock: ticking for a seat to act, else its bank or a move's time.
 * `presence` (client.presence): who follows the game (a dot) and who is on vacation. */
export function drawPlayers(list, game, renderer = {}, presence = null) {
  const { summary } = game;
  const clock = summary.clock || null;
  const deadlines = (clock && clock.deadlines) || {};
  const remaining = (clock && clock.remaining) || {};
  list.replaceChildren(
    ...summary.seats.map((info) => {
      const acting = summary.to_act.includes(info.seat);
      const deadline = deadlines[info.seat] ?? deadlines[String(info.seat)];
      const bank = remaining[info.seat] ?? remaining[String(info.seat)];
      let clockEl = null;
      const onVacation = presence && presence.vacation.has(info.seat);
      if (acting && deadline != null) {
        // drawn with its time (not blank until the next tick: the panels are redrawn often)
        const left = clockText(deadline - Date.now() / 1000);
        clockEl = onVacation && (clock.per_move_seconds || 0) >= 3600
          // on vacation: this turn-based clock waits (docs/CLOCKS.md), so it does not tick here
          ? h("span", { class: "clock paused", "aria-label": "Clock paused: on vacation" }, `${left} paused`)
          : h("span", { class: "clock running", "data-clock-deadline": deadline, "aria-label": "Time left" }, left);
      } else if (bank !== undefined && bank !== null) {
        clockEl = h("span", { class: "clock", "aria-label": "Time in the bank" }, clockText(bank));
      } else if (clock && clock.per_move_seconds && info.kind === "human") {
        clockEl = h("span", { class: "clock idle", "aria-label": "Time for a move" }, clockText(clock.per_move_seconds));
      }
      let standing = null;
      try {
        standing = renderer.standing && game.view ? renderer.standing(game.view, info.seat) : null;
      } catch (e) {
        standing = null; // a view this renderer cannot read: no standing rather than no panel
      }
      return h(
        "li",
        { class: `seat seat-${info.seat}${acting ? " to-act" : ""}`, "data-seat": info.seat, style: `--seat: var(--seat-${info.seat})` },
        h("span", { class: "seat-name" },
          h("span", { class: "swatch", "aria-hidden": "true", style: `--seat: var(--seat-${info.seat})` }),
          presence && info.kind === "human" && summary.status === "active" ? onlineDot(presence.online.has(info.seat)) : null,
          seatLabel(summary, info.seat),
          info.seat === game.seat ? " (you)" : "",
          info.resigned ? " (resigned)" : "",
          onVacation && summary.status === "active"
            ? h("span", { class: "vacation-tag", title: "On vacation: their clocks are paused" }, " on vacation") : "",
          acting && summary.status === "active" ? h("span", { class: "badge" }, " to act") : ""),
        clockEl,
        standing ? h("span", { class: "standing" }, standing) : null,
      );
    }),
  );
}

/** A player's dot: green while they follow the game (a live stream open), grey when away. */
function onlineDot(here) {
  const what = here ? "Online" : "Away";
  return h("span", { class: `online-dot${here ? " online" : ""}`, role: "img", "aria-label": what, title: what, "data-online": String(here) });
}

export function clockText(seconds) {
  const s = Math.max(0, seconds);
  if (s < 10) return `0:0${s.toFixed(1)}`;
  const whole = Math.floor(s);
  if (whole >= 86400) { // turn-based clocks (a day or more a move): days and hours
    const days = Math.floor(whole / 86400);
    return `${days}d ${Math.floor((whole % 86400) / 3600)}h`;
  }
  const hours = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, "0");
  return hours ? `${hours}:${String(m).padStart(2, "0")}:${rest}` : `${m}:${rest}`;
}

/** Tick every clock on the screen: table clocks, and a game's own timers drawn on the board
 * (`data-deadline`, unix seconds: a text counts down, a `.sand` path empties as a pie). */
export function tickClocks(root, now) {
  for (const el of root.querySelectorAll("[data-clock-deadline]")) {
    const left = Number(el.dataset.clockDeadline) - now;
    el.textContent = clockText(left);
    el.classList.toggle("low", left < 10);
  }
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

/** The settings under the log: how fast moves play out, and the turn sound. */
export function controlsBar() {
  const speed = h("select", {
    id: "anim-speed", onchange: () => setSpeed(speed.value),
  }, ...Object.keys(SPEEDS).map((name) => h("option", { value: name }, name === "instant" ? "instant (no animation)" : name)));
  speed.value = speedName();
  const sound = h("input", {
    id: "turn-sound", type: "checkbox", checked: localStorage.getItem(SOUND_KEY) === "1" ? true : undefined,
    onchange: () => localStorage.setItem(SOUND_KEY, sound.checked ? "1" : "0"),
  });
  return h("div", { class: "settings" },
    h("label", { for: "anim-speed" }, "Move speed"), speed,
    h("label", { class: "check" }, sound, " Sound when it is my turn"));
}

let alerted = false;

/** The page title says when it is your turn (and a short tone sounds, if chosen). */
export function turnAlert(myTurn, title = "") {
  document.title = myTurn ? `● Your turn · ${title} · ${BASE_TITLE}` : title ? `${title} · ${BASE_TITLE}` : BASE_TITLE;
  if (myTurn && !alerted && localStorage.getItem(SOUND_KEY) === "1") beep();
  alerted = myTurn;
}

function beep() {
  try {
    const Ctx = window.AudioContext || window.webkitAudioContext;
    const audio = new Ctx();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 660;
    gain.gain.setValueAtTime(0.15, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.35);
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.35);
  } catch (e) {
    // no sound available: the title still tells
  }
}

/** Your moves: those no board target stands for as buttons in the status bar (`bar`: pass,
 * roll, end the turn, cancel a selection), and beside the board every legal move as a plain
 * list (for small screens and screen readers). */
export function drawMoves(box, bar, { ctx, renderer, game, legal, selected, submit, cancel }) {
  const button = (move) => h("button", { type: "button", class: "move", onclick: () => submit(move) }, renderer.describe(move, game.view, ctx.name));
  const rest = ctx.unclaimed().map(button);
  bar.replaceChildren(...rest);
  if (selected !== null && ctx.count) bar.append(h("button", { type: "button", class: "cancel", onclick: cancel }, "Cancel selection"));
  if (!legal.length) {
    box.replaceChildren(h("p", { class: "hint" }, game.seat === null ? "You are watching." : "Nothing to do right now."));
  } else if (!rest.length) {
    box.replaceChildren(h("p", { class: "hint" }, "Choose a highlighted target on the board."));
  } else {
    box.replaceChildren(h("p", { class: "hint" }, "Choose a target on the board or a button in the bar above."));
  }
  const claimed = legal.length - ctx.unclaimed().length;
  if (claimed > 0) {
    box.append(h("details", { class: "all-moves" },
      h("summary", {}, `All your moves as a list (${legal.length})`),
      h("div", { class: "moves" }, ...legal.slice(0, 300).map(button))));
  }
}

/** The events that end a game: each game's own, and the platform's common one. */
export const END_EVENTS = new Set(["game_over", "game_won", "race_over", "time_called", "game_finished"]);

/** Keep a scrolled board (a zoomed map) where it was across a redraw. */
export function keepScroll(wrap) {
  const old = wrap.querySelector("[data-viewport]");
  const saved = old ? old.dataset.viewport : null;
  return () => {
    const now = wrap.querySelector("[data-viewport]");
    if (saved && now && now.restoreViewport) now.restoreViewport(saved);
  };
}

export function timerName(id) {
  return String(id).replace(/[-_:@]\d+$/, "").replace(/[_-]+/g, " ");
}

/** Your seat, played by a bot since your time ran out (docs/CLOCKS.md, `bot`): the game's read
 * no longer names it yours, its seat keeps your player. A notice with "Take my seat back" (a join
 * of that seat makes it yours again, with a fresh clock); null when there is nothing to take. */
export function reclaimNotice(game, me, takeBack) {
  const { summary } = game;
  const info = me ? summary.seats.find((s) => s.player_id === me.id && s.kind === "bot") : null;
  if (summary.status !== "active" || !info || info.resigned) return null;
  return h("div", { class: "reclaim" },
    h("p", {}, "Your time ran out, so a bot is playing your seat. Take it back whenever you like."),
    h("button", { type: "button", class: "primary reclaim-seat", onclick: () => takeBack(info.seat) }, "Take my seat back"));
}
