// Double Dash!: the square board with its black spaces, both sides' pieces, and the dice.
// Playing: choose one of your pieces (a target), then one of the squares it may land on; a
// landing square stands for the legal moves that end there (a die, or the doubles dash).

import { board, icon, s, seatColour } from "../dom.js";
import { fadeOut, rollDice, slide } from "../motion.js";
import { groupBy } from "../targets.js";

export { describe, narrate, rules, reasons, scoring, hint, standing } from "./double_dash.words.js";

export const title = "Double Dash!";

const CELL = 10;
export const DIRS = {
  N: [0, 1, "north"], NE: [1, 1, "north-east"], E: [1, 0, "east"], SE: [1, -1, "south-east"],
  S: [0, -1, "south"], SW: [-1, -1, "south-west"], W: [-1, 0, "west"], NW: [-1, 1, "north-west"],
};

function parseSquare(name) {
  return { col: name.charCodeAt(0) - 97, row: Number(name.slice(1)) - 1 };
}

function squareName(col, row) {
  return `${String.fromCharCode(97 + col)}${row + 1}`;
}

/** Where a piece of `seat` on `from` lands going `dir` by `distance` (display only: the rules
 * decide on the server), and the squares it crosses on the way. */
export function landing(view, seat, from, dir, distance) {
  const { columns, rows, black_squares: black } = view.board;
  const owner = new Map();
  view.pieces.forEach((squares, who) => squares.forEach((sq) => owner.set(sq, who)));
  const [dc, dr] = DIRS[dir];
  let { col, row } = parseSquare(from);
  let last = null;
  const path = [];
  for (let k = 1; k <= distance; k++) {
    col += dc;
    row += dr;
    const sq = squareName(col, row);
    if (col < 0 || row < 0 || col >= columns || row >= rows || black.includes(sq)) break;
    const who = owner.get(sq);
    if (who === undefined || who === seat) {
      last = sq;
      path.push(sq);
    } else {
      if (k === distance) return { square: sq, path: [...path, sq] };
      break;
    }
  }
  if (!last || owner.get(last) === seat) return { square: null, path };
  return { square: last, path: path.slice(0, path.indexOf(last) + 1) };
}

export function draw(view, ctx) {
  const { columns, rows, black_squares: black } = view.board;
  // Each player sees their own back row at the bottom of the board.
  const flip = view.you === 1;
  const at = (col, row) => {
    const c = flip ? columns - 1 - col : col;
    const r = flip ? row : rows - 1 - row;
    return { x: c * CELL + CELL / 2, y: r * CELL + CELL / 2 };
  };
  const atSquare = (name) => { const { col, row } = parseSquare(name); return at(col, row); };
  const last = lastMove(ctx.lastEvents || []);
  const grid = s("g", { class: "grid" });
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < columns; col++) {
      const name = squareName(col, row);
      const { x, y } = at(col, row);
      const isBlack = black.includes(name);
      const cls = isBlack ? "square black" : `square ${(row + col) % 2 ? "light" : "dark"}`;
      grid.append(s("rect", { x: x - CELL / 2, y: y - CELL / 2, width: CELL, height: CELL, class: cls, "data-square": name },
        s("title", {}, isBlack ? `${name}: black space, nothing may stop on or pass it` : name)));
    }
  }
  const labels = s("g", { class: "coords", "aria-hidden": "true" });
  for (let col = 0; col < columns; col++) {
    labels.append(s("text", { x: at(col, 0).x, y: rows * CELL + 4, class: "coord" }, String.fromCharCode(97 + col)));
  }
  for (let row = 0; row < rows; row++) {
    labels.append(s("text", { x: -3, y: at(0, row).y + 1.2, class: "coord" }, String(row + 1)));
  }
  const marks = s("g", { class: "marks" });
  if (last) {
    const a = atSquare(last.from);
    const b = atSquare(last.to);
    marks.append(s("g", { class: "last-move", "data-from": last.from, "data-to": last.to },
      s("title", {}, `Last move: ${last.from} to ${last.to}`),
      s("rect", { x: a.x - CELL / 2 + 0.6, y: a.y - CELL / 2 + 0.6, width: CELL - 1.2, height: CELL - 1.2, class: "last-from" }),
      s("rect", { x: b.x - CELL / 2 + 0.6, y: b.y - CELL / 2 + 0.6, width: CELL - 1.2, height: CELL - 1.2, class: "last-to" }),
      s("line", { x1: a.x, y1: a.y, x2: b.x, y2: b.y, class: "last-trail" })));
  }

  const movesByPiece = groupBy(ctx.legal, (m) => m.piece);
  const pieces = s("g", { class: "pieces" });
  view.pieces.forEach((squares, seat) => {
    for (const square of squares) {
      const { x, y } = atSquare(square);
      const piece = s("circle", {
        cx: x, cy: y, r: CELL * 0.36, fill: seatColour(seat),
        class: `piece seat-${seat}`, "data-square": square,
      });
      const mine = movesByPiece.get(square);
      if (mine) {
        ctx.target(piece, { select: square, moves: mine }, `Your piece on ${square}: choose it to see where it can land`);
      } else {
        piece.append(s("title", {}, `${ctx.name(seat)}: piece on ${square}`));
      }
      pieces.append(piece);
    }
  });

  const landings = s("g", { class: "landings" });
  const chosen = ctx.selected && movesByPiece.get(ctx.selected);
  if (chosen) {
    const seat = view.you ?? ctx.seat;
    const byLanding = groupBy(chosen.filter((m) => m.type !== "pass"), (m) => {
      const dist = m.type === "dash" ? 2 * view.dice[0] : m.die;
      return landing(view, seat, m.piece, m.direction, dist).square;
    });
    for (const [square, moves] of byLanding) {
      const { x, y } = atSquare(square);
      const capture = view.pieces.some((sqs, who) => who !== seat && sqs.includes(square));
      const spot = s("g", { class: `landing${capture ? " capture" : ""}`, "data-square": square },
        s("rect", { x: x - CELL / 2 + 0.8, y: y - CELL / 2 + 0.8, width: CELL - 1.6, height: CELL - 1.6, rx: 1.5 }),
        s("text", { x, y: y + 1.6, class: "landing-die" }, moves.map((m) => (m.type === "dash" ? "2×" : m.die)).join("/")));
      const how = moves.map((m) => (m.type === "dash" ? "the doubles dash" : `the ${m.die}`)).join(" or ");
      ctx.target(spot, { moves }, `Move ${ctx.selected} to ${square}${capture ? ", capturing" : ""} (${how})`);
      landings.append(spot);
    }
  }

  const dice = s("g", { class: "dice", transform: `translate(0 ${rows * CELL + 7})` });
  const unused = [...view.unused_dice];
  view.dice.forEach((value, i) => {
    const k = unused.indexOf(value);
    const spent = k < 0;
    if (!spent) unused.splice(k, 1);
    dice.append(
      s("rect", { x: i * 12, y: 0, width: 10, height: 10, rx: 2, class: `die${spent ? " spent" : ""}` },
        s("title", {}, spent ? `Die showing ${value}, used` : `Die showing ${value}, unused`)),
      s("text", { x: i * 12 + 5, y: 7, class: "die-value" }, String(value)),
    );
  });
  const turn = view.to_move === null ? "game over" : `${ctx.name(view.to_move)} to move, turn ${view.turn}`;
  dice.append(s("text", { x: view.dice.length * 12 + 2, y: 7, class: "caption" }, turn));

  return board(
    columns * CELL + 8, rows * CELL + 20,
    `Double Dash board, ${columns} by ${rows}`,
    s("g", { transform: "translate(6 1)" }, grid, labels, marks, pieces, landings, dice),
  );
}

/** The last piece_moved among the events of the last step. */
function lastMove(events) {
  const moved = events.filter((e) => e.type === "piece_moved").pop();
  return moved ? { from: moved.from_square, to: moved.to_square } : null;
}

/** Play a step out on the board as drawn: a piece slides square by square, a captured piece
 * fades, the dice roll. False when the board cannot show it (then the screen redraws). */
export async function animate(events, wrap) {
  const svg = wrap.querySelector("svg.board");
  if (!svg) return false;
  for (const e of events) {
    if (e.type === "piece_moved") {
      const piece = svg.querySelector(`circle.piece.seat-${e.seat}[data-square="${e.from_square}"]`);
      const home = piece && svg.querySelector(`rect[data-square="${piece.dataset.home || e.from_square}"]`);
      const to = svg.querySelector(`rect[data-square="${e.to_square}"]`);
      const from = svg.querySelector(`rect[data-square="${e.from_square}"]`);
      if (!piece || !home || !to || !from) return false;
      const base = (r) => [Number(r.getAttribute("x")), Number(r.getAttribute("y"))];
      const [hx, hy] = base(home);
      const [fx, fy] = base(from);
      const [tx, ty] = base(to);
      const steps = Math.max(Math.abs(tx - fx), Math.abs(ty - fy)) / CELL;
      const points = [];
      for (let k = 1; k <= steps; k++) points.push([fx - hx + ((tx - fx) * k) / steps, fy - hy + ((ty - fy) * k) / steps]);
      piece.dataset.home = piece.dataset.home || e.from_square;
      piece.dataset.square = e.to_square;
      await slide(piece, points, 150);
    } else if (e.type === "piece_captured") {
      const gone = svg.querySelector(`circle.piece.seat-${e.seat}[data-square="${e.square}"]`);
      if (gone) { gone.dataset.square = ""; await fadeOut(gone); }
    } else if (e.type === "dice_rolled") {
      const faces = [...svg.querySelectorAll(".die-value")];
      if (faces.length !== e.dice.length) return false;
      faces.forEach((f, i) => { f.textContent = String(e.dice[i]); });
      svg.querySelectorAll("rect.die").forEach((r) => r.classList.remove("spent"));
      await rollDice(faces);
    } else if (!["die_passed", "clock"].includes(e.type)) {
      return false;
    }
  }
  return true;
}

export const legend = [
  { symbol: icon(s("circle", { cx: 10, cy: 10, r: 7, fill: seatColour(0) })), text: "A piece of seat 1 (red); seat 2 plays blue." },
  { symbol: icon(s("rect", { x: 2, y: 2, width: 16, height: 16, fill: "#1d2430" })), text: "Black space: no piece stops on it or passes over it." },
  { symbol: icon(s("rect", { x: 2, y: 2, width: 16, height: 16, rx: 3, fill: "#fff3c4", stroke: "#f5b700", "stroke-width": 2 }), s("text", { x: 10, y: 14, "font-size": 10, "text-anchor": "middle" }, "3")), text: "Where your chosen piece can land, with the die that takes it there (2× is the doubles dash)." },
  { symbol: icon(s("rect", { x: 2, y: 2, width: 16, height: 16, fill: "none", stroke: "#7b4fa8", "stroke-width": 2.5, "stroke-dasharray": "3 2" })), text: "The last move: where it started and where it ended." },
  { symbol: icon(s("rect", { x: 3, y: 3, width: 14, height: 14, rx: 3, fill: "#fff", stroke: "#1d2430" })), text: "The dice: grey once used." },
];
