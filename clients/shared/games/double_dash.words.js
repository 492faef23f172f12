// Double Dash! in words: moves, the log, the rules panel, the results, the hint line.

const DIR_WORDS = {
  N: "north", NE: "north-east", E: "east", SE: "south-east", S: "south", SW: "south-west", W: "west", NW: "north-west",
};

export function describe(move) {
  if (move.type === "pass") return `Pass: give up the die ${move.die}`;
  const dir = DIR_WORDS[move.direction] || move.direction;
  if (move.type === "dash") return `Dash ${move.piece} ${dir}, both dice in one line`;
  return `Move ${move.piece} ${dir} with the ${move.die}`;
}

export function narrate(e, { who, timedOut }) {
  switch (e.type) {
    case "dice_rolled":
      return `${who(e.seat)} rolled ${e.dice.join(" and ")}${e.dice.length === 2 && e.dice[0] === e.dice[1] ? " (doubles)" : ""}.`;
    case "piece_moved": {
      const how = e.dice.length > 1 ? `dashed with the doubles (${e.dice.join("+")})` : `used the ${e.dice[0]}`;
      return `${who(e.seat)} moved ${e.from_square} to ${e.to_square} (${how})${e.captured ? ", capturing" : ""}.`;
    }
    case "piece_captured": return `${who(e.seat)} lost the piece on ${e.square}.`;
    case "die_passed": return `${who(e.seat)} could not use the ${e.die} and passed it.`;
    case "game_over": {
      const why = e.reason === "resigned" && timedOut && timedOut.size ? "the other side ran out of time" : reasons[e.reason] || e.reason;
      return `The game is over: ${who(e.winner)} ${who(e.winner) === "You" ? "win" : "wins"} (${why}).`;
    }
    default: return undefined;
  }
}

export const rules = [
  "Each turn you roll two dice. Each die moves one of your pieces in a straight line, in any of the eight directions, exactly that many squares; each die moves a different piece.",
  "Doubles: one piece may take both legs (turning between them), or dash twice the number in one straight line.",
  "Your own pieces may be passed over but not landed on. Black spaces and the edge stop a piece short. An opponent's piece exactly a die's distance away is captured; one nearer blocks the way.",
  "Capture every piece of the other side to win. A die that no piece can use is passed.",
];

export const reasons = {
  captured_all: "every opposing piece was captured",
  resigned: "a player resigned",
};

export const scoring = null;

export function hint(view, ctx) {
  if (ctx.selected) return "Now choose a highlighted landing square (the number is the die that gets there), or choose the piece again to put it back.";
  if (ctx.legal.every((m) => m.type === "pass")) return "No piece can use this die: pass it.";
  return `Your turn: you have ${view.unused_dice.join(" and ")} to play. Choose one of your highlighted pieces.`;
}


/** A seat's standing for its player panel: the pieces it has left. */
export function standing(view, seat) {
  const left = (view.pieces && view.pieces[seat]) || [];
  return `${left.length} piece${left.length === 1 ? "" : "s"} left`;
}
