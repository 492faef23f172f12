// Double Dash!: the square board with its black spaces, both sides' pieces, and the dice.
// Playing: choose one of your pieces (a target), then one of the arrows around it; an arrow
// stands for the legal moves in that direction (one per usable die, and the doubles dash).

import { board, s, seatColour } from "../dom.js";
import { groupBy } from "../targets.js";

export const title = "Double Dash!";

const CELL = 10;
const DIRS = {
  N: [0, 1, "north"], NE: [1, 1, "north-east"], E: [1, 0, "east"], SE: [1, -1, "south-east"],
  S: [0, -1, "south"], SW: [-1, -1, "south-west"], W: [-1, 0, "west"], NW: [-1, 1, "north-west"],
};

function parseSquare(name) {
  return { col: name.charCodeAt(0) - 97, row: Number(name.slice(1)) - 1 };
}

export function describe(move) {
  if (move.type === "pass") return `Pass: give up the die ${move.die}`;
  const dir = DIRS[move.direction] ? DIRS[move.direction][2] : move.direction;
  if (move.type === "dash") return `Dash ${move.piece} ${dir}, both dice in one line`;
  return `Move ${move.piece} ${dir} with the ${move.die}`;
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
  const grid = s("g", { class: "grid" });
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < columns; col++) {
      const name = `${String.fromCharCode(97 + col)}${row + 1}`;
      const { x, y } = at(col, row);
      const isBlack = black.includes(name);
      grid.append(
        s("rect", {
          x: x - CELL / 2, y: y - CELL / 2, width: CELL, height: CELL,
          class: isBlack ? "square black" : `square ${(row + col) % 2 ? "light" : "dark"}`,
          "data-square": name,
        }),
      );
    }
  }
  const labels = s("g", { class: "coords", "aria-hidden": "true" });
  for (let col = 0; col < columns; col++) {
    const { x } = at(col, 0);
    labels.append(s("text", { x, y: rows * CELL + 4, class: "coord" }, String.fromCharCode(97 + col)));
  }
  for (let row = 0; row < rows; row++) {
    const { y } = at(0, row);
    labels.append(s("text", { x: -3, y: y + 1.2, class: "coord" }, String(row + 1)));
  }

  const movesByPiece = groupBy(ctx.legal, (m) => m.piece);
  const pieces = s("g", { class: "pieces" });
  view.pieces.forEach((squares, seat) => {
    for (const square of squares) {
      const { col, row } = parseSquare(square);
      const { x, y } = at(col, row);
      const piece = s("circle", {
        cx: x, cy: y, r: CELL * 0.36, fill: seatColour(seat),
        class: `piece seat-${seat}`, "data-square": square,
      });
      const mine = movesByPiece.get(square);
      if (mine) {
        ctx.target(piece, { select: square, moves: mine }, `Your piece on ${square}: choose it to move`);
      } else {
        piece.append(s("title", {}, `Seat ${seat + 1} piece on ${square}`));
      }
      pieces.append(piece);
    }
  });

  const arrows = s("g", { class: "arrows" });
  const chosen = ctx.selected && movesByPiece.get(ctx.selected);
  if (chosen) {
    const { col, row } = parseSquare(ctx.selected);
    const from = at(col, row);
    for (const [dir, moves] of groupBy(chosen, (m) => m.direction)) {
      const [dc, dr, word] = DIRS[dir];
      const to = at(col + dc, row + dr);
      const dx = (to.x - from.x) * 0.8;
      const dy = (to.y - from.y) * 0.8;
      const arrow = s(
        "g",
        { class: "arrow" },
        s("line", { x1: from.x + dx * 0.45, y1: from.y + dy * 0.45, x2: from.x + dx, y2: from.y + dy }),
        s("circle", { cx: from.x + dx, cy: from.y + dy, r: CELL * 0.26 }),
      );
      const dice = moves.map((m) => (m.type === "dash" ? "dash" : m.die)).join(" or ");
      ctx.target(arrow, { moves }, `Move ${ctx.selected} ${word} (${dice})`);
      arrows.append(arrow);
    }
  }

  const dice = s("g", { class: "dice", transform: `translate(0 ${rows * CELL + 7})` });
  const unused = [...view.unused_dice];
  view.dice.forEach((value, i) => {
    const k = unused.indexOf(value);
    const spent = k < 0;
    if (!spent) unused.splice(k, 1);
    dice.append(
      s("rect", { x: i * 12, y: 0, width: 10, height: 10, rx: 2, class: `die${spent ? " spent" : ""}` }),
      s("text", { x: i * 12 + 5, y: 7, class: "die-value" }, String(value)),
    );
  });
  const turn = view.to_move === null ? "game over" : `seat ${view.to_move + 1} to move, turn ${view.turn}`;
  dice.append(s("text", { x: view.dice.length * 12 + 2, y: 7, class: "caption" }, turn));

  return board(
    columns * CELL + 8, rows * CELL + 20,
    `Double Dash board, ${columns} by ${rows}`,
    s("g", { transform: "translate(6 1)" }, grid, labels, pieces, arrows, dice),
  );
}
