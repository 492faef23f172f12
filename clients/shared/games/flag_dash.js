// Flag Dash: the yard (walls, tunnels, closed squares, scoring zones), team flags, the six
// characters, traps; your hand of action cards and priority tokens; every hand's plan as far
// as you may see it. Planning: choose a card, then a token. Resolving: the characters and
// squares a move concerns are the targets; the rest (run directions, skips) are buttons.

import { board, h, icon, s, words } from "../dom.js";
import { groupBy } from "../targets.js";
import { CARD_TIPS, TEAMS, TOKEN_TIPS, cardName, handLabel } from "./flag_dash.words.js";

export { describe, narrate, rules, reasons, scoring, hint, standing } from "./flag_dash.words.js";

export const title = "Flag Dash";

const CELL = 10;
const COLOURS = {
  purple: "#7b4fa8", blue: "#2e6fd1", yellow: "#e9c229", green: "#3a9a4a", orange: "#ef8a24", black: "#262626",
};
const SQUARE = /^[a-z]\d+$/;

/** The square a move is about, if it names one. */
function squareOf(move) {
  for (const key of ["square", "to"]) if (typeof move[key] === "string" && SQUARE.test(move[key])) return move[key];
  return null;
}

/** The character a move is about, if it names one (and no square). */
function characterOf(move) {
  if (squareOf(move)) return null;
  for (const key of ["character", "target", "to", "opponent"]) {
    if (typeof move[key] === "string" && COLOURS[move[key]]) return move[key];
  }
  return null;
}

export function draw(view, ctx) {
  const { width, height } = view.layout;
  const flip = view.team === 1; // each team sees its own back row at the bottom
  const at = (name) => {
    const col = name.charCodeAt(0) - 97;
    const row = Number(name.slice(1)) - 1;
    const c = flip ? width - 1 - col : col;
    const r = flip ? height - 1 - row : row;
    return { x: c * CELL, y: r * CELL };
  };
  const closed = new Set(view.layout.closed);
  const zoneOf = new Map();
  view.layout.zones.forEach((zone, team) => zone.forEach((sq) => zoneOf.set(sq, team)));
  const planning = view.phase === "plan" || view.phase === "spy";
  const active = planning ? [] : ctx.legal;
  const bySquare = groupBy(active, squareOf);
  const byCharacter = groupBy(active, characterOf);

  const squares = s("g", { class: "yard" });
  for (let row = 1; row <= height; row++) {
    for (let col = 0; col < width; col++) {
      const name = `${String.fromCharCode(97 + col)}${row}`;
      const { x, y } = at(name);
      const cls = ["yard-square", closed.has(name) ? "closed" : `zone-${zoneOf.has(name) ? zoneOf.get(name) : "none"}`];
      if (view.layout.hideouts.includes(name)) cls.push("hideout");
      const rect = s("rect", { x, y, width: CELL, height: CELL, class: cls.join(" "), "data-square": name });
      const moves = bySquare.get(name);
      if (moves) ctx.target(rect, { moves }, `${ctx.describe(moves[0])}${moves.length > 1 ? ` (${moves.length} ways)` : ""}`);
      squares.append(rect);
    }
  }
  const marks = s("g", { class: "yard-marks", "aria-hidden": "true" });
  for (const t of view.layout.tunnels) {
    const { x, y } = at(t);
    marks.append(s("circle", { cx: x + CELL / 2, cy: y + CELL / 2, r: 3.2, class: "tunnel" }));
  }
  for (const t of view.layout.secret_entrance) {
    const { x, y } = at(t);
    marks.append(s("circle", { cx: x + CELL / 2, cy: y + CELL / 2, r: 3.6, class: "tunnel secret" }));
  }
  for (const t of view.traps) {
    const { x, y } = at(t);
    marks.append(s("path", { d: `M${x + 2} ${y + 2}L${x + 8} ${y + 8}M${x + 8} ${y + 2}L${x + 2} ${y + 8}`, class: "trap" }));
  }
  const walls = s("g", { class: "walls", "aria-hidden": "true" });
  for (const [a, b] of view.layout.walls) {
    const p = at(a);
    const q = at(b);
    if (p.x === q.x) {
      const y = Math.max(p.y, q.y);
      walls.append(s("line", { x1: p.x, y1: y, x2: p.x + CELL, y2: y, class: "wall" }));
    } else {
      const x = Math.max(p.x, q.x);
      walls.append(s("line", { x1: x, y1: p.y, x2: x, y2: p.y + CELL, class: "wall" }));
    }
  }
  const flags = s("g", { class: "team-flags" });
  view.team_flags.forEach((sq, team) => {
    if (!sq) return;
    const { x, y } = at(sq);
    flags.append(s("g", { class: `team-flag team-${team}` },
      s("title", {}, `${TEAMS[team]} team flag on ${sq}`),
      s("line", { x1: x + 3, y1: y + 1.5, x2: x + 3, y2: y + 8.5, class: "pole" }),
      s("path", { d: `M${x + 3} ${y + 1.5}L${x + 8.5} ${y + 3.5}L${x + 3} ${y + 5.5}Z`, class: `cloth team-${team}` })));
  });
  const characters = s("g", { class: "characters" });
  const lastMoved = lastCharacter(ctx.lastEvents || []);
  for (const c of view.characters) {
    if (!c.square) continue;
    const { x, y } = at(c.square);
    const shape = c.runner
      ? s("circle", { cx: x + CELL / 2, cy: y + CELL / 2, r: 3.6, fill: COLOURS[c.colour] || "#888", class: `character team-${c.team}` })
      : s("rect", { x: x + 1.6, y: y + 1.6, width: 6.8, height: 6.8, rx: 1, fill: COLOURS[c.colour] || "#888", class: `character team-${c.team}` });
    const piece = s("g", { class: `character-piece${c.colour === lastMoved ? " last-move" : ""}`, "data-character": c.colour, "data-key": `ch-${c.colour}` }, shape);
    if (c.colour === lastMoved) piece.prepend(s("circle", { cx: x + CELL / 2, cy: y + CELL / 2, r: 4.8, class: "last-ring" }));
    if (c.carrying !== null) piece.append(s("text", { x: x + CELL / 2, y: y + CELL / 2 + 1.2, class: "carry" }, "⚑"));
    if (c.trapped) piece.append(s("text", { x: x + 8.5, y: y + 3, class: "carry" }, "✕"));
    const about = `${c.colour} (${TEAMS[c.team]} ${c.runner ? "runner" : "defender"}) on ${c.square}${c.carrying !== null ? ", carrying a flag" : ""}${c.trapped ? ", trapped" : ""}`;
    const moves = byCharacter.get(c.colour);
    if (moves) ctx.target(piece, { moves }, `${moves.length === 1 ? ctx.describe(moves[0]) : `Act on ${c.colour}`}: ${about}`);
    else piece.prepend(s("title", {}, about));
    characters.append(piece);
  }
  const yard = board(width * CELL + 2, height * CELL + 2, `Flag Dash yard, ${view.layout.name}`,
    s("g", { transform: "translate(1 1)" }, squares, marks, walls, flags, characters));
  yard.classList.add("flag-yard");
  return h("div", { class: `flag-dash${planning ? " planning" : ""}` }, yard, panel(view, ctx, planning));
}

/** Seats by name as the screen calls them, the viewer's as "You". */
function named(ctx) {
  return (seat) => (seat === ctx.seat ? "You" : ctx.name(seat));
}

function panel(view, ctx, planning) {
  const mine = view.hands.map((hand, index) => ({ ...hand, index })).filter((hand) => hand.team === view.team);
  const handsBox = view.hands.map((hand, index) => {
    const slots = hand.plan.map((slot) =>
      h("li", { class: `slot${slot.done ? " done" : ""}` },
        `${slot.token ?? "?"} · ${slot.card ? cardName(slot.card) : "hidden card"}${slot.done ? " (done)" : ""}`));
    return h("li", { class: `hand team-${hand.team}` },
      h("strong", {}, handLabel(view, index, named(ctx))),
      hand.committed ? " — plan committed" : " — planning",
      slots.length ? h("ul", {}, ...slots) : null,
      hand.played.length ? h("small", {}, ` played: ${hand.played.map(cardName).join(", ")}`) : null);
  });
  const planBox = planning ? planPanel(view, ctx, mine) : null;
  const turn = view.turn
    ? `Now: ${handLabel(view, view.turn.hand, named(ctx))} ${view.hands[view.turn.hand] && view.hands[view.turn.hand].seat === ctx.seat ? "resolve" : "resolves"} ${cardName(view.turn.card)} (token ${view.turn.token})${view.turn.character !== null && view.characters[view.turn.character] ? ` with ${view.characters[view.turn.character].colour}` : ""}.`
    : "";
  return h("div", { class: "flag-panel" },
    h("p", { class: "phase" }, `Round ${view.round}${view.round_limit ? ` of ${view.round_limit}` : ""}, ${view.phase === "over" ? "game over" : `${words(view.phase)} phase`}. Tiebreak: ${TEAMS[view.tiebreak]}. ${turn}`),
    planBox,
    h("section", {}, h("h4", {}, "Hands"), h("ul", { class: "hands" }, ...handsBox)),
    h("section", {}, h("h4", {}, "Characters"), h("ul", {}, ...view.characters.map((c) =>
      h("li", {}, `${c.colour} (${TEAMS[c.team]}): ${c.own_flags} own flags, collected ${c.collected.length}${c.boosts ? `, ${c.boosts} boosts` : ""}`)))),
  );
}

/** Your cards: choose one (a selector), then one of the tokens it may go with. */
function planPanel(view, ctx, mine) {
  const plans = ctx.legal.filter((m) => m.type === "plan");
  const byCard = groupBy(plans, (m) => `${m.hand}:${m.card}`);
  const boxes = mine.map((hand) => {
    const cards = [...new Set(hand.cards)].map((card) => {
      const key = `${hand.index}:${card}`;
      const el = h("li", { class: "action-card flag-card", "data-card": card, title: CARD_TIPS[card] || "" }, cardName(card));
      const moves = byCard.get(key);
      if (moves) ctx.target(el, { select: `card:${key}`, moves }, `Plan card ${cardName(card)} for ${handLabel(view, hand.index, ctx.name)}: ${CARD_TIPS[card] || ""}`);
      return el;
    });
    const selected = ctx.selected && ctx.selected.startsWith(`card:${hand.index}:`) ? ctx.selected.slice(5) : null;
    const tokens = (hand.screen || []).map((token) => {
      const el = h("li", { class: "token", "data-token": token, title: TOKEN_TIPS[token] || "" }, token);
      const moves = selected ? (byCard.get(selected) || []).filter((m) => m.token === token) : [];
      if (moves.length) ctx.target(el, { moves }, `Token ${token} with ${cardName(selected.split(":")[1])}: ${TOKEN_TIPS[token] || ""}`);
      return el;
    });
    return h("div", { class: "plan-hand" },
      h("h4", {}, `${handLabel(view, hand.index, named(ctx))}: ${selected ? "now choose a token" : "choose a card to plan"}`),
      h("ul", { class: "cards" }, ...cards),
      h("ul", { class: "tokens", "aria-label": "Your priority tokens" }, ...tokens));
  });
  return h("section", { class: "plan" }, ...boxes);
}

/** The character the last step moved (its selection, or the one an action named). */
function lastCharacter(events) {
  for (const e of [...events].reverse()) {
    if (e.type === "character_selected") return e.character;
    if (e.type === "action" && e.move) {
      for (const k of ["character", "target"]) if (typeof e.move[k] === "string" && COLOURS[e.move[k]]) return e.move[k];
    }
  }
  const act = events.find((e) => e.type === "action");
  return act && act.hand !== undefined ? lastSelected.get(act.hand) || null : null;
}
const lastSelected = new Map();

/** Remember who each hand moves, so a later action (which names no character) is marked. */
export function animate(events) {
  for (const e of events) if (e.type === "character_selected") lastSelected.set(e.hand, e.character);
  return false; // characters slide by the screen's redraw (they keep their keys)
}

const sq = (fill, extra = {}) => icon(s("rect", { x: 1, y: 1, width: 18, height: 18, fill, stroke: "#b9c4a5", ...extra }));
export const legend = [
  { symbol: sq("#e9f2dc"), text: "Red's territory (the paler green)." },
  { symbol: sq("#dcebd0"), text: "White's territory (the deeper green)." },
  { symbol: sq("#9aa39a"), text: "Closed square: nobody may enter." },
  { symbol: sq("#cfd8c0"), text: "Hideout (secret setup only)." },
  { symbol: icon(s("circle", { cx: 10, cy: 10, r: 6, fill: "#4a3b2a" })), text: "Tunnel: a moving character may go from one tunnel to any other." },
  { symbol: icon(s("circle", { cx: 10, cy: 10, r: 7, fill: "none", stroke: "#4a3b2a", "stroke-width": 2, "stroke-dasharray": "2 1.6" })), text: "Secret tunnel entrance." },
  { symbol: icon(s("path", { d: "M4 4L16 16M16 4L4 16", stroke: "#b3261e", "stroke-width": 2.5 })), text: "Trap." },
  { symbol: icon(s("line", { x1: 2, y1: 10, x2: 18, y2: 10, stroke: "#5b4636", "stroke-width": 3 })), text: "Wall: no step crosses it." },
  { symbol: icon(s("line", { x1: 6, y1: 3, x2: 6, y2: 17, stroke: "#333" }), s("path", { d: "M6 3L16 7L6 11Z", fill: "#d1495b" })), text: "A team flag (red or white) lying on the ground." },
  { symbol: icon(s("circle", { cx: 10, cy: 10, r: 7, fill: COLOURS.blue, stroke: "#fff" })), text: "Runner (round); its colour names it." },
  { symbol: icon(s("rect", { x: 3, y: 3, width: 14, height: 14, rx: 2, fill: COLOURS.yellow })), text: "Defender (square)." },
  { symbol: "⚑", text: "On a character: it carries a flag." },
  { symbol: "✕", text: "On a character: it is trapped." },
  { symbol: icon(s("circle", { cx: 10, cy: 10, r: 8, fill: "none", stroke: "#7b4fa8", "stroke-width": 2.5, "stroke-dasharray": "3 2" })), text: "The character that moved last." },
  ...Object.entries(CARD_TIPS).map(([card, text]) => ({ symbol: h("span", { class: "legend-card" }, cardName(card).split(" ").pop()), text })),
  ...Object.entries(TOKEN_TIPS).map(([token, text]) => ({ symbol: h("span", { class: "token legend-token" }, token), text })),
];
