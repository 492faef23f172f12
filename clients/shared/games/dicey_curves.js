// Dicey Curves: the track as laid (each card's outline, spaces and gates from the view's
// table coordinates), the cars, the dice and control chips. Targets: a space (placing a car,
// stepping), a car (driving it with some dice, and the other car moves); dice changes and
// ending the turn are buttons.

import { board, h, s, seatColour, words } from "../dom.js";
import { groupBy } from "../targets.js";

export const title = "Dicey Curves";

const U = 10; // SVG units per lane width

export function describe(move) {
  switch (move.type) {
    case "place_car": return `Place your car in lane ${move.lane + 1}, row ${move.row + 1} of the Start`;
    case "add_green": return `Add a green die showing ${move.value}`;
    case "set_green": return `Set green die ${move.die + 1} to ${move.value}`;
    case "reroll": return `Re-roll dice ${move.dice.map((d) => d + 1).join(", ")}`;
    case "drive": return `Drive car ${move.car + 1} with dice ${move.dice.map((d) => d + 1).join(" + ")}${move.power ? " (power move)" : ""}`;
    case "step": return `Step to card ${move.card + 1}, lane ${move.lane + 1}, row ${move.row + 1}`;
    case "keep_going": return `Keep going with car ${move.car + 1}`;
    case "take_control": return `Take control of car ${move.car + 1} (a chip)`;
    case "juke": return `Juke car ${move.car + 1} past car ${move.other + 1}`;
    case "end_turn": return "End your turn";
    default: return words(move.type);
  }
}

function spaceKey(card, lane, row) {
  return `${card}:${lane}:${row}`;
}

function moveSpace(move) {
  if (move.type === "step") return spaceKey(move.card, move.lane, move.row);
  if (move.type === "place_car") return spaceKey(0, move.lane, move.row);
  return null;
}

export function draw(view, ctx) {
  const pt = (x, y) => ({ x: x * U, y: -y * U }); // table y grows along the track: draw it up
  const spaces = new Map();
  for (const card of view.track) for (const sp of card.spaces) spaces.set(spaceKey(card.index, sp.lane, sp.row), sp);
  const bySpace = groupBy(ctx.legal, moveSpace);
  const byCar = groupBy(ctx.legal, (m) => (typeof m.car === "number" ? m.car : null));

  const cards = s("g", { class: "track-cards" });
  const marks = s("g", { class: "track-marks" });
  for (const card of view.track) {
    const points = card.outline.map(([x, y]) => { const p = pt(x, y); return `${p.x},${p.y}`; }).join(" ");
    cards.append(s("polygon", { points, class: `track-card kind-${card.kind}` }, s("title", {}, `${card.index + 1}. ${card.name}`)));
    for (const gate of card.gates) {
      const ahead = card.spaces.find((sp) => sp.lane === gate.lane && sp.row === gate.before_row);
      const g = pt(gate.x, gate.y);
      let dx = 0;
      let dy = 1;
      if (ahead) {
        const a = pt(ahead.x, ahead.y);
        const len = Math.hypot(a.x - g.x, a.y - g.y) || 1;
        dx = (a.x - g.x) / len;
        dy = (a.y - g.y) / len;
      }
      // The bar lies across the lane: perpendicular to the way in.
      const half = U * 0.45;
      marks.append(s("g", { class: "gate" },
        s("title", {}, `Gate: a ${gate.size}-dice combo to pass (lane ${gate.lane + 1})`),
        s("line", { x1: g.x - dy * half, y1: g.y + dx * half, x2: g.x + dy * half, y2: g.y - dx * half }),
        s("text", { x: g.x + dx * -3, y: g.y + dy * -3 + 1.3, class: "gate-size" }, String(gate.size))));
    }
  }
  const spaceLayer = s("g", { class: "spaces" });
  for (const card of view.track) {
    for (const sp of card.spaces) {
      const p = pt(sp.x, sp.y);
      const key = spaceKey(card.index, sp.lane, sp.row);
      const dot = s("circle", { cx: p.x, cy: p.y, r: U * 0.3, class: "space", "data-space": key });
      const moves = bySpace.get(key);
      if (moves) ctx.target(dot, { moves }, `${describe(moves[0])}${moves.length > 1 ? ` (${moves.length} ways)` : ""}`);
      spaceLayer.append(dot);
    }
  }
  const carLayer = s("g", { class: "cars" });
  for (const car of view.cars) {
    if (car.card === null || car.lane === null) continue;
    const sp = spaces.get(spaceKey(car.card, car.lane, car.row));
    if (!sp) continue;
    const p = pt(sp.x, sp.y);
    const body = s("g", { class: `car seat-${car.owner}${car.spent ? " spent" : ""}`, "data-car": car.car },
      s("rect", { x: p.x - 3.6, y: p.y - 3.6, width: 7.2, height: 7.2, rx: 2, fill: seatColour(car.owner) }),
      s("text", { x: p.x, y: p.y + 1.4, class: "car-label" }, String(car.car + 1)));
    const about = `Car ${car.car + 1} of seat ${car.owner + 1}${car.spent ? ", moved this turn" : ""}${car.controlled ? ", under control" : ""}`;
    const moves = byCar.get(car.car);
    if (moves) ctx.target(body, { moves }, `${moves.length === 1 ? describe(moves[0]) : `Drive car ${car.car + 1} (${moves.length} ways)`} — ${about}`);
    else body.prepend(s("title", {}, about));
    carLayer.append(body);
  }
  const xs = [];
  const ys = [];
  for (const card of view.track) for (const [x, y] of card.outline) { const p = pt(x, y); xs.push(p.x); ys.push(p.y); }
  const x0 = Math.min(...xs) - U;
  const y0 = Math.min(...ys) - U;
  const width = Math.max(...xs) - x0 + U;
  const height = Math.max(...ys) - y0 + U;
  const track = board(width, height, `Race track, ${view.track.length} cards laid`, cards, marks, spaceLayer, carLayer);
  track.setAttribute("viewBox", `${x0} ${y0} ${width} ${height}`);
  track.classList.add("dicey-track");
  return h("div", { class: "dicey-curves" }, track, panel(view));
}

function panel(view) {
  const dice = view.dice.map((d) =>
    h("li", { class: `die-face ${d.color}${d.used ? " used" : ""}`, "aria-label": `${d.color} die ${d.index + 1}: ${d.value}${d.used ? ", used" : ""}` }, String(d.value)));
  const drive = view.drive
    ? `Driving car ${view.drive.car + 1}: ${view.drive.remaining} of ${view.drive.size} steps left${view.drive.power ? " (power move)" : ""}.`
    : "";
  return h("div", { class: "dicey-panel" },
    h("p", { class: "phase" }, `Turn ${view.turns_taken + 1}${view.round_limit ? ` (limit ${view.round_limit} rounds)` : ""}, ${words(view.phase)} phase. ${drive}`),
    h("ul", { class: "dice-row", "aria-label": "Dice" }, ...dice),
    h("ul", { class: "chips" }, ...view.chips.map((n, seat) =>
      h("li", {}, h("span", { class: "swatch", style: `--seat: var(--seat-${seat})` }), `Seat ${seat + 1}: ${n} control chips`))),
    view.finish_order.length ? h("p", {}, `Finished: ${view.finish_order.map((c) => `car ${c + 1}`).join(", ")}`) : null,
    h("p", { class: "decks" }, `Track deck ${view.deck_size}${view.cards_before_finish !== null ? `, ${view.cards_before_finish} cards before the Finish` : ""}.`),
  );
}
