// Flag Dash: the yard (walls, tunnels, closed squares, scoring zones), team flags, the six
// characters, traps; your hand of action cards and priority tokens; every hand's plan as far
// as you may see it. Planning: choose a card, then a token. Resolving: the characters and
// squares a move concerns are the targets; the rest (run directions, skips) are buttons.

import { board, h, s, words } from "../dom.js";
import { groupBy } from "../targets.js";

export const title = "Flag Dash";

const CELL = 10;
const TEAMS = ["Red", "White"];
const COLOURS = {
  purple: "#7b4fa8", blue: "#2e6fd1", yellow: "#e9c229", green: "#3a9a4a", orange: "#ef8a24", black: "#262626",
};
const SQUARE = /^[a-z]\d+$/;

function cardName(card) {
  const text = words(card);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function describe(move) {
  switch (move.type) {
    case "plan": return `Plan ${cardName(move.card)} with token ${move.token}`;
    case "select": return `Move ${move.character}`;
    case "run": return `Run ${move.direction}`;
    case "boost": return `Boost ${move.direction}`;
    case "jump": return `Jump ${move.direction}`;
    case "tunnel": return `Tunnel ${move.character} to ${move.to}${move.bump ? `, bumping ${move.bump}` : ""}`;
    case "take_flag": return "Take the flag";
    case "give_flag": return `Give the flag to ${move.to}`;
    case "drop_flag": return `Drop the flag on ${move.square}`;
    case "collect_flag": return `Collect ${move.opponent}'s flag`;
    case "pass_flags": return `Pass ${move.flags.join(", ")} flags to ${move.to}`;
    case "push": return `Push ${move.target} ${move.path.join(" then ")}`;
    case "copy": return `Copy ${cardName(move.card)}`;
    case "set_trap": return `Set a trap on ${move.square}`;
    case "lasso": return `Lasso ${move.target}`;
    case "dig": return `Dig at ${move.square}`;
    case "chase": return `Cats chase ${move.target} ${move.direction}`;
    case "skip": return `Skip ${cardName(move.card)}`;
    case "end_turn": return "End this move";
    case "secret_tunnel": return `${move.use ? "Take" : "Skip"} the secret tunnel with ${move.character}`;
    case "place": return `Place ${words(move.piece)} on ${move.square}`;
    case "ready": return "Ready: setup done";
    case "spy": return `Spy on hand ${move.target + 1}`;
    case "spy_replace": return `Replace with token ${move.token}${move.card ? ` and ${cardName(move.card)}` : ""}`;
    case "choose_first": return `Hand ${move.hand + 1} goes first`;
    case "combo": return move.card ? `Combo with ${cardName(move.card)}` : "No combo";
    default: return words(move.type);
  }
}

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
      if (moves) ctx.target(rect, { moves }, `${describe(moves[0])}${moves.length > 1 ? ` (${moves.length} ways)` : ""}`);
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
  for (const c of view.characters) {
    if (!c.square) continue;
    const { x, y } = at(c.square);
    const shape = c.runner
      ? s("circle", { cx: x + CELL / 2, cy: y + CELL / 2, r: 3.6, fill: COLOURS[c.colour] || "#888", class: `character team-${c.team}` })
      : s("rect", { x: x + 1.6, y: y + 1.6, width: 6.8, height: 6.8, rx: 1, fill: COLOURS[c.colour] || "#888", class: `character team-${c.team}` });
    const piece = s("g", { class: "character-piece", "data-character": c.colour }, shape);
    if (c.carrying !== null) piece.append(s("text", { x: x + CELL / 2, y: y + CELL / 2 + 1.2, class: "carry" }, "⚑"));
    if (c.trapped) piece.append(s("text", { x: x + 8.5, y: y + 3, class: "carry" }, "✕"));
    const about = `${c.colour} (${TEAMS[c.team]} ${c.runner ? "runner" : "defender"}) on ${c.square}${c.carrying !== null ? ", carrying a flag" : ""}${c.trapped ? ", trapped" : ""}`;
    const moves = byCharacter.get(c.colour);
    if (moves) ctx.target(piece, { moves }, `${moves.length === 1 ? describe(moves[0]) : `Act on ${c.colour}`}: ${about}`);
    else piece.prepend(s("title", {}, about));
    characters.append(piece);
  }
  const yard = board(width * CELL + 2, height * CELL + 2, `Flag Dash yard, ${view.layout.name}`,
    s("g", { transform: "translate(1 1)" }, squares, marks, walls, flags, characters));
  yard.classList.add("flag-yard");
  return h("div", { class: "flag-dash" }, yard, panel(view, ctx, planning));
}

function panel(view, ctx, planning) {
  const mine = view.hands.filter((hand) => hand.team === view.team);
  const handsBox = view.hands.map((hand) => {
    const slots = hand.plan.map((slot) =>
      h("li", { class: `slot${slot.done ? " done" : ""}` },
        `${slot.token ?? "?"} · ${slot.card ? cardName(slot.card) : "hidden card"}${slot.done ? " (done)" : ""}`));
    return h("li", { class: `hand team-${hand.team}` },
      h("strong", {}, `Hand ${hand.seat + 1} (${TEAMS[hand.team]})`),
      hand.committed ? " — plan committed" : " — planning",
      slots.length ? h("ul", {}, ...slots) : null,
      hand.played.length ? h("small", {}, ` played: ${hand.played.map(cardName).join(", ")}`) : null);
  });
  const planBox = planning ? planPanel(view, ctx, mine) : null;
  const turn = view.turn
    ? `Now: hand ${view.turn.hand + 1} resolves ${cardName(view.turn.card)} (token ${view.turn.token})${view.turn.character !== null && view.characters[view.turn.character] ? ` with ${view.characters[view.turn.character].colour}` : ""}.`
    : "";
  return h("div", { class: "flag-panel" },
    h("p", { class: "phase" }, `Round ${view.round}${view.round_limit ? ` of ${view.round_limit}` : ""}, ${words(view.phase)} phase. Tiebreak: ${TEAMS[view.tiebreak]}. ${turn}`),
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
      const key = `${hand.seat}:${card}`;
      const el = h("li", { class: "action-card flag-card", "data-card": card }, cardName(card));
      const moves = byCard.get(key);
      if (moves) ctx.target(el, { select: `card:${key}`, moves }, `Plan card ${cardName(card)} (hand ${hand.seat + 1})`);
      return el;
    });
    const selected = ctx.selected && ctx.selected.startsWith(`card:${hand.seat}:`) ? ctx.selected.slice(5) : null;
    const tokens = (hand.screen || []).map((token) => {
      const el = h("li", { class: "token", "data-token": token }, token);
      const moves = selected ? (byCard.get(selected) || []).filter((m) => m.token === token) : [];
      if (moves.length) ctx.target(el, { moves }, `Token ${token} with ${cardName(selected.split(":")[1])}`);
      return el;
    });
    return h("div", { class: "plan-hand" },
      h("h4", {}, `Your hand ${hand.seat + 1}: ${selected ? "now choose a token" : "choose a card to plan"}`),
      h("ul", { class: "cards" }, ...cards),
      h("ul", { class: "tokens", "aria-label": "Your priority tokens" }, ...tokens));
  });
  return h("section", { class: "plan" }, ...boxes);
}
