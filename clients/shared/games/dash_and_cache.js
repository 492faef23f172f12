// Dash and Cache: the room of items, what each player holds and has cached, their goal
// cards, the junk pile, and the sand timer running down. Every item a move concerns is a
// target (grab, steal, junk, bid, claim ...); the rest (roll, votes, deals) are buttons.

import { board, h, s, seatColour, words } from "../dom.js";
import { groupBy } from "../targets.js";

export const title = "Dash and Cache";

const COLS = 6;
const BOX_W = 120;
const BOX_H = 24;
const GAP = 4;
const WIDTH = COLS * (BOX_W + GAP) + GAP;

function itemName(view, id) {
  if (view && view.item_names && view.item_names[id]) return view.item_names[id];
  const found = view && view.room ? view.room.find((r) => r.id === id) : null;
  return found ? found.name : id;
}

function cardText(card) {
  return words(card);
}

export function describe(move, view = {}) {
  const item = move.item ? itemName(view, move.item) : "";
  switch (move.type) {
    case "roll": return "Roll the die";
    case "grab": return `Grab ${item}`;
    case "return_home": return move.keep ? `Return home keeping ${itemName(view, move.keep)}` : "Return home";
    case "steal": return `Steal ${item}`;
    case "switch": return `Switch: give ${move.give ? itemName(view, move.give) : "nothing"}, take ${move.take ? itemName(view, move.take) : "nothing"}`;
    case "decline": return "Decline";
    case "choose_opponent": return `Choose seat ${move.seat + 1} as opponent`;
    case "choose_partner": return `Choose seat ${move.seat + 1} as partner`;
    case "amend_deal": return `Put ${item} in the deal`;
    case "shake_hands": return "Shake hands on the deal";
    case "stand_firm": return "Stand firm";
    case "junk": return `Junk ${item}`;
    case "auction_lot": return `Auction ${item}`;
    case "bid": return `Bid ${item}`;
    case "stop_bidding": return "Stop bidding";
    case "break_tie": return `Break the tie for seat ${move.seat + 1}`;
    case "take_commission": return `Take ${item} as commission`;
    case "claim": return `Claim ${item} shows “${cardText(move.card)}”`;
    case "challenge": return `Challenge ${item} as “${cardText(move.card)}”`;
    case "vote": return move.accept ? "Vote: accept the claim" : "Vote: reject the claim";
    case "no_challenge": return "No challenge";
    default: return words(move.type);
  }
}

/** Items laid out in rows of boxes under a heading; returns the group and its height. */
function area(view, ctx, heading, items, y, byItem, cls) {
  const g = s("g", { class: `area ${cls}`, transform: `translate(0 ${y})` });
  g.append(s("text", { x: GAP, y: 11, class: "area-title" }, heading));
  const cols = COLS;
  items.forEach((id, i) => {
    const x = GAP + (i % cols) * (BOX_W + GAP);
    const top = 16 + Math.floor(i / cols) * (BOX_H + GAP);
    const name = itemName(view, id);
    const box = s("g", { class: "item", "data-item": id },
      s("rect", { x, y: top, width: BOX_W, height: BOX_H, rx: 3 }),
      s("text", { x: x + BOX_W / 2, y: top + BOX_H / 2 + 2.5, class: "item-name" }, name.length > 22 ? `${name.slice(0, 21)}…` : name));
    const moves = byItem.get(id);
    if (moves) {
      const label = moves.length === 1 ? describe(moves[0], view) : `${name}: ${moves.length} choices`;
      ctx.target(box, { moves }, label);
    } else {
      box.prepend(s("title", {}, name));
    }
    g.append(box);
  });
  if (!items.length) g.append(s("text", { x: GAP, y: 30, class: "area-empty" }, "(empty)"));
  const rows = Math.max(1, Math.ceil(items.length / cols));
  return { g, height: 16 + rows * (BOX_H + GAP) + 6 };
}

export function draw(view, ctx) {
  const byItem = groupBy(ctx.legal, (m) => m.item || null);
  const layers = [];
  let y = 0;
  const add = (heading, items, cls) => {
    const { g, height } = area(view, ctx, heading, items, y, byItem, cls);
    layers.push(g);
    y += height;
  };
  add(`The room (${view.room_left.length} items)`, view.room_left, "room");
  for (let seat = 0; seat < view.players; seat++) {
    const you = view.viewer === seat ? " (you)" : "";
    const goals = view.goals[seat].map(cardText).join(" · ") || "no goal cards";
    add(`Seat ${seat + 1}${you} holds — goals: ${goals}`, view.held[seat], `held seat-${seat}`);
    add(`Seat ${seat + 1}${you} cache`, view.caches[seat], `cache seat-${seat}`);
  }
  add(`Junk pile (${view.junk_pile.length})`, view.junk_pile, "junk");
  layers.forEach((g, i) => {
    const seatMatch = /seat-(\d+)/.exec(g.getAttribute("class"));
    if (seatMatch) g.prepend(s("rect", { x: 0, y: 0, width: 3, height: 12, fill: seatColour(Number(seatMatch[1])) }));
    g.dataset.area = String(i);
  });
  const room = board(WIDTH, y, "The room, the players' items and caches, and the junk pile", ...layers);
  room.classList.add("cache-room");
  return h("div", { class: "dash-and-cache" }, sandTimer(view, ctx), room, panel(view));
}

/** The sand timer: a dial that empties as the running clock's deadline comes. */
function sandTimer(view, ctx) {
  const clocks = (ctx.summary && ctx.summary.timers) || [];
  if (!view.timers.length || !clocks.length) return h("p", { class: "sand-timer idle" }, "No sand timer running.");
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
  const claims = view.claims.slice(-8).map((c) => h("li", {}, `${itemName(view, c.item)} as “${cardText(c.card)}”${c.accepted ? " — accepted" : ""}`));
  return h("div", { class: "cache-panel" },
    h("p", { class: "phase" }, `Round ${view.rounds_played + 1} of ${view.round_limit}; ${phase}.${view.last_roll ? ` Last roll: ${view.last_roll}.` : ""}`),
    claims.length ? h("section", {}, h("h4", {}, view.claims.length > 8 ? `Latest claims (of ${view.claims.length})` : "Claims"), h("ul", {}, ...claims)) : null,
    view.ballots_cast.length ? h("p", {}, `Votes cast: ${view.ballots_cast.length}`) : null,
    h("p", { class: "decks" }, `Draw pile ${view.draw_pile_count}, discards ${view.discard_pile.length}.`));
}
