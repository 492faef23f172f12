// Dicey Curves: the track as laid (each card's outline, spaces and gates from the view's
// table coordinates), the cars, the dice and control chips. Targets: a space (placing a car,
// stepping), a car (driving it with some dice, and the other car moves); dice changes and
// ending the turn are buttons.

import { zoomable } from "./zoom.js";
import { board, h, icon, s, seatColour, words } from "../dom.js";
import { rollDice, slide } from "../motion.js";
import { groupBy, moveKey } from "../targets.js";
import { describe } from "./dicey_curves.words.js";

export { describe, narrate, rules, reasons, scoring, hint, standing } from "./dicey_curves.words.js";

export const title = "Dicey Curves";

const memory = {}; // the track's viewport while a person zooms (see draw)

const U = 10; // SVG units per lane width

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
  const chosen = chosenDice(ctx);
  // A car stands for the drives with the dice chosen so far (all its other moves too).
  const byCar = groupBy(ctx.legal.filter((m) => m.type !== "drive" || sameDice(m.dice, chosen)),
    (m) => (typeof m.car === "number" ? m.car : null));
  const last = (ctx.lastEvents || []).filter((e) => ["car_moved", "drive_started", "car_placed"].includes(e.type)).map((e) => e.car);

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
      if (moves) ctx.target(dot, { moves }, `${ctx.describe(moves[0])}${moves.length > 1 ? ` (${moves.length} ways)` : ""}`);
      spaceLayer.append(dot);
    }
  }
  const carLayer = s("g", { class: "cars" });
  for (const car of view.cars) {
    if (car.card === null || car.lane === null) continue;
    const sp = spaces.get(spaceKey(car.card, car.lane, car.row));
    if (!sp) continue;
    const p = pt(sp.x, sp.y);
    const marked = last.includes(car.car);
    const body = s("g", {
      class: `car seat-${car.owner}${car.spent ? " spent" : ""}${marked ? " last-move" : ""}`,
      "data-car": car.car, "data-space": spaceKey(car.card, car.lane, car.row),
    },
      marked ? s("circle", { cx: p.x, cy: p.y, r: 5.6, class: "last-ring" }) : null,
      s("rect", { x: p.x - 3.6, y: p.y - 3.6, width: 7.2, height: 7.2, rx: 2, fill: seatColour(car.owner) }),
      s("text", { x: p.x, y: p.y + 1.4, class: "car-label" }, String(car.car + 1)));
    const about = `Car ${car.car + 1} of ${ctx.name(car.owner)}${car.spent ? ", moved this turn" : ""}${car.controlled ? ", under control" : ""}`;
    const moves = byCar.get(car.car);
    if (moves && (chosen.length || !moves.every((m) => m.type === "drive"))) {
      ctx.target(body, { moves }, `${moves.length === 1 ? ctx.describe(moves[0]) : `Car ${car.car + 1}: ${moves.length} choices`} — ${about}`);
    } else {
      body.prepend(s("title", {}, about));
    }
    carLayer.append(body);
  }
  const xs = [];
  const ys = [];
  for (const card of view.track) for (const [x, y] of card.outline) { const p = pt(x, y); xs.push(p.x); ys.push(p.y); }
  const x0 = Math.min(...xs) - U;
  const y0 = Math.min(...ys) - U;
  let width = Math.max(...xs) - x0 + U;
  let height = Math.max(...ys) - y0 + U;
  // Never thinner than 5:9 nor flatter than 2:1, so a short track fills its space.
  if (height > width * 1.8) width = height / 1.8;
  if (width > height * 2) height = width / 2;
  const vx = (Math.min(...xs) + Math.max(...xs)) / 2 - width / 2;
  const vy = (Math.min(...ys) + Math.max(...ys)) / 2 - height / 2;
  const track = board(width, height, `Race track, ${view.track.length} cards laid`, cards, marks, spaceLayer, carLayer);
  track.setAttribute("viewBox", `${vx} ${vy} ${width} ${height}`);
  track.classList.add("dicey-track");
  // Zoom and pan: it opens on the whole track, and again whenever a card is laid.
  if (memory.cards !== view.track.length) delete memory.viewport;
  memory.cards = view.track.length;
  const myCar = () => {
    const car = view.cars.find((c) => c.owner === view.seat && c.card !== null && c.lane !== null);
    const sp = car ? spaces.get(spaceKey(car.card, car.lane, car.row)) : null;
    return sp ? pt(sp.x, sp.y) : null;
  };
  const zoomed = zoomable(track, {
    bounds: { x0: vx, y0: vy, x1: vx + width, y1: vy + height },
    memory,
    home: myCar,
    homeLabel: "Centre on my car",
    openWhole: true,
    openScale: () => 3, // a lane about 30 px wide
    onView: (k) => track.style.setProperty("--unit", `${1 / k}px`), // numbers stay readable
  });
  return h("div", { class: "dicey-curves" }, zoomed, panel(view, ctx, chosen));
}

/** The dice chosen so far (indices), from the screen's selection "dice:0,3". */
function chosenDice(ctx) {
  if (!ctx.selected || !ctx.selected.startsWith("dice:")) return [];
  return ctx.selected.slice(5).split(",").filter(Boolean).map(Number);
}

function sameDice(a, b) {
  return a.length === b.length && [...a].sort().join() === [...b].sort().join();
}

/** The dice a press may add to the combo or take out of it: a chosen die always, another when
 * some drive or re-roll uses it together with every die chosen so far (so building a combo
 * never runs into a dead end with a die still offered). */
export function offeredDice(legal, chosen) {
  const uses = legal.filter((m) => m.type === "drive" || m.type === "reroll");
  const offered = new Set(chosen);
  for (const m of uses) if (chosen.every((i) => m.dice.includes(i))) m.dice.forEach((i) => offered.add(i));
  return offered;
}

/** The dice as buttons: a click adds a die to the combo or takes it out; the drives and
 * re-rolls with exactly the chosen dice appear under them. */
function panel(view, ctx, chosen) {
  const drives = ctx.legal.filter((m) => m.type === "drive");
  const rerolls = ctx.legal.filter((m) => m.type === "reroll");
  const offered = offeredDice(ctx.legal, chosen);
  const dice = view.dice.map((d) => {
    const picked = chosen.includes(d.index);
    const el = h("li", {
      class: `die-face ${d.color}${d.used ? " used" : ""}${picked ? " picked" : ""}`, "data-die": d.index,
      title: `${d.color} die ${d.index + 1}: ${d.value}${d.used ? ", used" : ""}`,
    }, String(d.value));
    // A die is offered when a move still uses it with every die chosen so far (so a combo
    // never runs into a dead end), and a chosen die can always be taken out again.
    if (!d.used && offered.has(d.index)) {
      const next = picked ? chosen.filter((i) => i !== d.index) : [...chosen, d.index];
      // Each die claims the drives and re-rolls it belongs to; those matching the chosen
      // dice are offered again below (and on the cars).
      const mine = [...drives, ...rerolls].filter((m) => m.dice.includes(d.index));
      ctx.target(el, { select: `dice:${next.sort((a, b) => a - b).join(",")}`, moves: mine },
        `${picked ? "Take out of the combo" : "Add to the combo"}: ${d.color} die showing ${d.value}`);
      el.setAttribute("aria-pressed", String(picked));
    } else {
      el.setAttribute("aria-label", `${d.color} die ${d.index + 1}: ${d.value}${d.used ? ", used" : ""}`);
    }
    return el;
  });
  const matching = chosen.length ? [...drives, ...rerolls].filter((m) => sameDice(m.dice, chosen)) : [];
  const offers = matching.map((m) => ctx.target(
    h("button", { type: "button", class: "move combo-move", "data-key": moveKey(m) }, describe(m)), { moves: [m] }, describe(m)));
  const values = chosen.map((i) => view.dice[i].value);
  const drive = view.drive
    ? `Driving car ${view.drive.car + 1}: ${view.drive.remaining} of ${view.drive.size} steps left${view.drive.power ? " (power move)" : ""}.`
    : "";
  return h("div", { class: "dicey-panel" },
    h("p", { class: "phase" }, `Turn ${view.turns_taken + 1}${view.round_limit ? ` (limit ${view.round_limit} rounds)` : ""}, ${view.phase === "over" ? "race over" : `${words(view.phase)} phase`}. ${drive}`),
    h("ul", { class: "dice-row", "aria-label": "Dice" }, ...dice),
    chosen.length
      ? h("div", { class: "combo" }, h("p", {}, `Combo: ${values.join(" + ")}${matching.length ? "" : " (no move uses exactly these dice yet)"}`), ...offers)
      : drives.length ? h("p", { class: "hint" }, "Click dice to build a combo, then a car to drive.") : null,
    h("ul", { class: "chips" }, ...view.chips.map((n, seat) =>
      h("li", { title: "Control chips buy extra actions" }, h("span", { class: "swatch", style: `--seat: var(--seat-${seat})` }), `${ctx.name(seat)}: ${n} control chip${n === 1 ? "" : "s"}`))),
    view.finish_order.length ? h("p", {}, `Finished: ${view.finish_order.map((c) => `car ${c + 1}`).join(", ")}`) : null,
    h("p", { class: "decks" }, `Track deck ${view.deck_size}${view.cards_before_finish !== null ? `, ${view.cards_before_finish} cards before the Finish` : ""}.`),
  );
}

/** A car drives space by space; dice roll. False when the board cannot show a step. */
export async function animate(events, wrap) {
  const svg = wrap.querySelector("svg.dicey-track");
  if (!svg) return false;
  for (const e of events) {
    if (e.type === "car_moved") {
      const car = svg.querySelector(`g.car[data-car="${e.car}"]`);
      const to = svg.querySelector(`circle.space[data-space="${e.space.join(":")}"]`);
      const home = car && svg.querySelector(`circle.space[data-space="${car.dataset.home || car.dataset.space}"]`);
      if (!car || !to || !home) return false;
      car.dataset.home = car.dataset.home || car.dataset.space;
      await slide(car, [[Number(to.getAttribute("cx")) - Number(home.getAttribute("cx")), Number(to.getAttribute("cy")) - Number(home.getAttribute("cy"))]], 220);
    } else if (e.type === "dice_rolled") {
      const faces = [...wrap.querySelectorAll(".dice-row .die-face")];
      faces.forEach((f, i) => { if (i < e.dice.length) { f.textContent = String(e.dice[i]); f.classList.remove("used"); } });
      await rollDice(faces.slice(0, e.dice.length));
    } else if (!["drive_started", "drive_ended", "turn_started", "clock", "keep_going"].includes(e.type)) {
      return false;
    }
  }
  return true;
}

export const legend = [
  { symbol: icon(s("rect", { x: 2, y: 2, width: 16, height: 16, fill: "#6b6f76", stroke: "#e8e8e8" })), text: "A track card; its name shows when you point at it." },
  { symbol: icon(s("circle", { cx: 10, cy: 10, r: 5, fill: "none", stroke: "#555", "stroke-dasharray": "2 2" })), text: "A space a car can stand on." },
  { symbol: icon(s("circle", { cx: 10, cy: 10, r: 6, fill: "#fff3c4", stroke: "#f5b700", "stroke-width": 2 })), text: "A space you can choose now." },
  { symbol: icon(s("line", { x1: 3, y1: 10, x2: 17, y2: 10, stroke: "#f5b700", "stroke-width": 3 }), s("text", { x: 10, y: 8, "font-size": 8, "text-anchor": "middle" }, "3")), text: "A gate: crossed only with a combo of exactly that many dice." },
  { symbol: icon(s("rect", { x: 3, y: 3, width: 14, height: 14, rx: 3, fill: seatColour(0) }), s("text", { x: 10, y: 14, "font-size": 10, "text-anchor": "middle", fill: "#fff" }, "1")), text: "A car, in its owner's colour, with its number." },
  { symbol: icon(s("circle", { cx: 10, cy: 10, r: 8, fill: "none", stroke: "#7b4fa8", "stroke-width": 2.5, "stroke-dasharray": "3 2" })), text: "The car that moved last." },
  { symbol: h("span", { class: "die-face legend-die" }, "4"), text: "A white die; click it to add it to your combo." },
  { symbol: h("span", { class: "die-face green legend-die" }, "2"), text: "A green die (added with a chip)." },
];
