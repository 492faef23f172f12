// Dash and Cache: the room of items, what each player holds and has cached, their goal
// cards, the junk pile, and the sand timer running down. Each area is a responsive grid of
// tiles, each with a picture and a readable name; every item a move concerns is a target
// (grab, steal, junk, bid, claim ...); the rest (roll, votes, deals) are buttons.

import { board, h, s, words } from "../dom.js";
import { groupBy } from "../targets.js";
import { EMOJI, picture } from "./dash_and_cache.items.js";
import { cardText, describe, itemName } from "./dash_and_cache.words.js";

export { describe, narrate, rules, reasons, scoring, hint } from "./dash_and_cache.words.js";

export const title = "Dash and Cache";

function tile(view, ctx, id, byItem, marked) {
  const name = itemName(view, id);
  const pic = picture(name);
  const el = h("li", { class: `item${marked.has(id) ? " last-move" : ""}`, "data-item": id, "data-key": `item-${id}`, title: name },
    h("span", { class: "item-pic", "aria-hidden": "true" }, pic.emoji || pic.svg),
    h("span", { class: "item-name" }, name));
  const moves = byItem.get(id);
  if (moves) ctx.target(el, { moves }, moves.length === 1 ? describe(moves[0], view) : `${name}: ${moves.length} choices`);
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

export function draw(view, ctx) {
  const byItem = groupBy(ctx.legal, (m) => m.item || null);
  const marked = new Set();
  for (const e of ctx.lastEvents || []) for (const k of ["item", "lot", "took", "gave"]) if (typeof e[k] === "string") marked.add(e[k]);
  const areas = [area(view, ctx, `The room (${view.room_left.length} objects)`, view.room_left, byItem, marked, "room")];
  for (let seat = 0; seat < view.players; seat++) {
    const you = view.viewer === seat ? " (you)" : "";
    const goals = view.goals[seat] || [];
    const goalList = goals.length
      ? h("ul", { class: "goals", "aria-label": `Seat ${seat + 1} goal cards` }, ...goals.map((g) => h("li", { class: "goal", title: "A goal card: an object in your cache showing this scores" }, cardText(g))))
      : null;
    areas.push(h("div", { class: `seat-areas seat-${seat}`, style: `--seat: var(--seat-${seat})` },
      area(view, ctx, `Seat ${seat + 1}${you}: holding`, view.held[seat], byItem, marked, "held", goalList),
      area(view, ctx, `Seat ${seat + 1}${you}: cache`, view.caches[seat], byItem, marked, "cache")));
  }
  areas.push(area(view, ctx, `Junk pile (${view.junk_pile.length})`, view.junk_pile, byItem, marked, "junk"));
  return h("div", { class: "dash-and-cache" }, sandTimer(view, ctx),
    h("div", { class: "cache-room", role: "group", "aria-label": "The room, the players' items and caches, and the junk pile" }, ...areas),
    panel(view));
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

function panel(view) {
  const phase = view.phase && view.phase.name ? words(view.phase.name) : "";
  const claims = view.claims.slice(-8).map((c) => h("li", {}, `${itemName(view, c.item)} as “${cardText(c.card)}”${c.accepted ? " — accepted" : " — rejected"}`));
  return h("div", { class: "cache-panel" },
    h("p", { class: "phase" }, `Round ${Math.min(view.rounds_played + 1, view.round_limit)} of ${view.round_limit}; ${phase}.${view.last_roll ? ` Last roll: ${words(view.last_roll)}.` : ""}`),
    claims.length ? h("section", {}, h("h4", {}, view.claims.length > 8 ? `Latest claims (of ${view.claims.length})` : "Claims"), h("ul", {}, ...claims)) : null,
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
