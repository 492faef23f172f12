// Dash and Cache: the room of items, what each player holds and has cached, their goal
// cards, the junk pile, and the sand timer running down. Each area is a responsive grid of
// tiles, each with a picture and a readable name; every item a move concerns is a target
// (grab, steal, junk, bid, claim ...); the rest (roll, votes, deals) are buttons.

import { board, h, s, words } from "../dom.js";
import { groupBy } from "../targets.js";
import { EMOJI, picture } from "./dash_and_cache.items.js";
import { cardText, itemName } from "./dash_and_cache.words.js";

export { describe, narrate, rules, reasons, scoring, hint, standing } from "./dash_and_cache.words.js";

export const title = "Dash and Cache";

function tile(view, ctx, id, byItem, marked) {
  const name = itemName(view, id);
  const pic = picture(name);
  const el = h("li", { class: `item${marked.has(id) ? " last-move" : ""}`, "data-item": id, "data-key": `item-${id}`, title: name },
    h("span", { class: "item-pic", "aria-hidden": "true" }, pic.emoji || pic.svg),
    h("span", { class: "item-name" }, name));
  const moves = byItem.get(id);
  if (moves) ctx.target(el, { moves }, moves.length === 1 ? ctx.describe(moves[0]) : `${name}: ${moves.length} choices`);
  return el;
}

function area(view, ctx, heading, items, byItem, marked, cls, extra = null) {
  return h("section", { class: `area ${cls}` },
    h("h4", {}, heading),
    extra,
    items.length
      ? h("ul", { class: "item-grid" }, ...items.map((id) => tile(view, ctx, id, byItem, marked)))
      : h("p", { class: "area-empty" }, "Empty."));
}

/** The room's zoom, kept across redraws: 0.6 shows the pictures alone (the whole room at a
 * glance), 1 the tiles with their names, up to 1.8 for fingers. */
export const ROOM_ZOOMS = [0.6, 1, 1.4, 1.8];
const roomMemory = { k: 1, left: 0, top: 0 };

/** The room in a pannable box (scroll, or drag with a mouse) with zoom buttons. */
function roomZoom(roomArea) {
  const box = h("div", { class: "room-zoom", "data-zoom": String(roomMemory.k), "data-viewport": "room", style: `--room-zoom: ${roomMemory.k}`, role: "group", "aria-label": "The room: zoom and pan", tabindex: "0" }, roomArea);
  const setZoom = (k) => {
    roomMemory.k = k;
    box.dataset.zoom = String(k);
    box.style.setProperty("--room-zoom", String(k));
  };
  const step = (d) => setZoom(ROOM_ZOOMS[Math.max(0, Math.min(ROOM_ZOOMS.length - 1, ROOM_ZOOMS.indexOf(roomMemory.k) + d))]);
  const button = (label, text, onclick) => h("button", { type: "button", class: "zoom-button", "aria-label": label, title: label, onclick }, text);
  const bar = h("div", { class: "room-zoom-bar" },
    button("Zoom in", "+", () => step(1)), button("Zoom out", "−", () => step(-1)),
    button("Whole room", "⤢", () => { setZoom(ROOM_ZOOMS[0]); box.scrollTo(0, 0); }));
  box.addEventListener("scroll", () => { roomMemory.left = box.scrollLeft; roomMemory.top = box.scrollTop; });
  box.restoreViewport = () => { box.scrollLeft = roomMemory.left; box.scrollTop = roomMemory.top; };
  // a mouse drags the room around (touch scrolls it natively)
  let drag = null;
  box.addEventListener("pointerdown", (ev) => { if (ev.pointerType === "mouse") drag = { x: ev.clientX, y: ev.clientY, left: box.scrollLeft, top: box.scrollTop, moved: false }; });
  box.addEventListener("pointermove", (ev) => {
    if (!drag) return;
    const dx = ev.clientX - drag.x;
    const dy = ev.clientY - drag.y;
    if (Math.abs(dx) + Math.abs(dy) > 6) drag.moved = true;
    if (drag.moved) { box.scrollLeft = drag.left - dx; box.scrollTop = drag.top - dy; }
  });
  box.addEventListener("pointerup", () => { setTimeout(() => { drag = null; }, 0); });
  box.addEventListener("click", (ev) => { if (drag && drag.moved) { ev.stopPropagation(); ev.preventDefault(); } }, true);
  return h("div", { class: "room-zoom-wrap" }, box, bar);
}

export function draw(view, ctx) {
  const byItem = groupBy(ctx.legal, (m) => m.item || null);
  const marked = new Set();
  for (const e of ctx.lastEvents || []) for (const k of ["item", "lot", "took", "gave"]) if (typeof e[k] === "string") marked.add(e[k]);
  const areas = [roomZoom(area(view, ctx, `The room (${view.room_left.length} objects)`, view.room_left, byItem, marked, "room"))];
  for (let seat = 0; seat < view.players; seat++) {
    const you = view.viewer === seat ? " (you)" : "";
    const goals = view.goals[seat] || [];
    const goalList = goals.length
      ? h("ul", { class: "goals", "aria-label": `${ctx.name(seat)}: goal cards` }, ...goals.map((g) => h("li", { class: "goal", title: "A goal card: an object in your cache showing this scores" }, cardText(g))))
      : null;
    areas.push(h("div", { class: `seat-areas seat-${seat}`, style: `--seat: var(--seat-${seat})` },
      area(view, ctx, `${ctx.name(seat)}${you}: holding`, view.held[seat], byItem, marked, "held", goalList),
      area(view, ctx, `${ctx.name(seat)}${you}: cache`, view.caches[seat], byItem, marked, "cache")));
  }
  areas.push(area(view, ctx, `Junk pile (${view.junk_pile.length})`, view.junk_pile, byItem, marked, "junk"));
  return h("div", { class: "dash-and-cache" }, sandTimer(view, ctx),
    h("div", { class: "cache-room", role: "group", "aria-label": "The room, the players' items and caches, and the junk pile" }, ...areas),
    panel(view, ctx));
}

/** The sand timer: a dial that empties as the running clock's deadline comes. */
function sandTimer(view, ctx) {
  const clocks = (ctx.summary && ctx.summary.timers) || [];
  if (!view.timers.length || !clocks.length) return h("p", { class: "sand-timer idle" }, "⏳ No sand timer running.");
  const running = clocks[0];
  const clock = view.timers.find((t) => t.id === running.id) || view.timers[0];
  return h("div", { class: "sand-timer", role: "timer", "aria-label": `Sand timer for ${words(clock.purpose)}` },
    board(20, 20, "Sand timer",
      s("circle", { cx: 10, cy: 10, r: 9, class: "dial" }),
      s("path", { class: "sand", "data-deadline": running.deadline, "data-seconds": clock.seconds, d: "" })),
    h("span", { class: "countdown", "data-deadline": running.deadline }, ""),
    h("span", {}, ` ${words(clock.purpose)}`));
}

/** An accepted claim is final; one nobody challenged stands; a rejected one lost its vote. */
function claimLine(view, c, how) {
  return h("li", {}, `${itemName(view, c.item)} as “${cardText(c.card)}” — ${how}`);
}

function panel(view, ctx) {
  const phase = view.phase && view.phase.name ? words(view.phase.name) : "";
  const round = view.round_limit
    ? `Round ${Math.min(view.rounds_played + 1, view.round_limit)} of ${view.round_limit}`
    : `Round ${view.rounds_played + 1} (no round limit)`;
  const claims = [
    ...view.claims.map((c) => claimLine(view, c, c.accepted ? "accepted by a vote" : "stands (nobody challenged it)")),
    ...(view.rejected || []).map((c) => claimLine(view, c, "rejected by a vote")),
  ];
  const shown = claims.slice(-8);
  const points = (view.points || []).map((p, seat) => h("li", { "data-seat": seat },
    `${ctx.name(seat)}${view.viewer === seat ? " (you)" : ""}: ${p} point${p === 1 ? "" : "s"}`));
  return h("div", { class: "cache-panel" },
    h("p", { class: "phase" }, `${round}; ${phase}.${view.last_roll ? ` Last roll: ${words(view.last_roll)}.` : ""}`),
    points.length ? h("section", { class: "points" }, h("h4", {}, "Points if time were called now"), h("ul", {}, ...points)) : null,
    shown.length ? h("section", { class: "claims" }, h("h4", {}, claims.length > 8 ? `Latest claims (of ${claims.length})` : "Claims"), h("ul", {}, ...shown)) : null,
    view.ballots_cast.length ? h("p", {}, `Votes cast: ${view.ballots_cast.length}`) : null,
    h("p", { class: "decks" }, `Draw pile ${view.draw_pile_count}, discards ${view.discard_pile.length}.`));
}

export const legend = [
  { symbol: EMOJI["roller skate"], text: "An object, with its picture and name; point at it (or long-press) for its full name." },
  { symbol: h("span", { class: "legend-target" }, "▢"), text: "A yellow border: an object you can act on now (grab, steal, claim, bid…)." },
  { symbol: h("span", { class: "legend-last" }, "▢"), text: "A purple dashed border: the object the last move was about." },
  { symbol: h("span", { class: "goal" }, "red"), text: "A goal card: an object in your cache that shows it scores a point." },
  { symbol: "⏳", text: "The sand timer: act before it runs out." },
];
