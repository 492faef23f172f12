// Flag Dash in words: moves, the log (hands and teams by name, no commitments or salts), card
// and token tips, the rules panel, the results, the hint line.

import { words } from "../dom.js";

export const TEAMS = ["Red", "White"];

/** A team by its index (the view) or its name (the game_over event says "red" or "white"). */
export function teamName(team) {
  if (typeof team === "string") return team.charAt(0).toUpperCase() + team.slice(1);
  return TEAMS[team] || "a team";
}

export function cardName(card) {
  const text = words(card);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What each card does, in a line (tooltips and the rules panel). */
export const CARD_TIPS = {
  run_forward: "Run: one step forward (toward the other team's side, as seen from your seat).",
  run_backward: "Run: one step back, toward your own side.",
  run_left: "Run: one step to your left.",
  run_right: "Run: one step to your right.",
  flag: "Flag (runners only): take the opposing flag from next to you, hand a flag to a teammate, drop it, or collect a character flag from an opponent.",
  push: "Push: move an adjacent character one or two steps.",
  copy: "Copy: play again a card this hand already revealed this round.",
};

/** What each priority token does: lower tokens move first; some give extra. */
export const TOKEN_TIPS = {
  1: "Token 1: moves first; the card once.",
  2: "Token 2: the card once, and the character gains a boost (a free step later).",
  3: "Token 3: a combo: add a second card from your hand.",
  4: "Token 4: the card twice, and a boost.",
  5: "Token 5: the card three times.",
  6: "Token 6: a combo: add a second card from your hand.",
  7: "Token 7: the card once; then your used tokens come back. Moves last.",
};

/** A hand by its seat's name and team ("ada (Red)"); a seat holding two hands says which
 * ("Bot 2 (White, 2nd hand)"). `name(seat)` names a seat as the screen does. */
export function handLabel(view, h, name) {
  const hands = (view && view.hands) || [];
  const hand = hands[h];
  const seat = hand ? hand.seat : h;
  const own = hands.map((x, i) => (x.seat === seat ? i : -1)).filter((i) => i >= 0);
  const which = own.length > 1 ? `, ${own.indexOf(h) === 0 ? "1st" : "2nd"} hand` : "";
  return `${name(seat)} (${TEAMS[hand ? hand.team : h % 2] || "team"}${which})`;
}

/** A move in words; `name(seat)` names a seat as the screen does ("ada", "Bot 2"). */
export function describe(move, view = {}, name = (seat) => `Seat ${seat + 1}`) {
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
    case "spy": return `Spy on ${handLabel(view, move.target, name)}`;
    case "spy_replace": return `Replace with token ${move.token}${move.card ? ` and ${cardName(move.card)}` : ""}`;
    case "choose_first": return `${handLabel(view, move.hand, name)} goes first`;
    case "combo": return move.card ? `Combo with ${cardName(move.card)}` : "No combo";
    default: return words(move.type);
  }
}

function lower(text) {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function narrate(e, ctx) {
  const hand = (h) => handLabel(ctx.view, h, ctx.who);
  switch (e.type) {
    case "plan_committed": return `${hand(e.hand)} planned round ${e.round} in secret.`;
    case "tokens_revealed": {
      const shown = Object.entries(e.tokens || {}).map(([h, t]) => `${hand(Number(h))} ${t}`);
      return `Move ${e.step}: priority tokens turned up: ${shown.join(", ")}.`;
    }
    case "plan_revealed": return `${hand(e.hand)} revealed ${cardName(e.card)} on token ${e.token}.`;
    case "character_selected": return `${hand(e.hand)} moves ${e.character}.`;
    case "action": return `${hand(e.hand)}: ${lower(describe(e.move || {}, ctx.view, ctx.who))}.`;
    case "combo": return e.card ? `${hand(e.hand)} added ${cardName(e.card)} as a combo.` : `${hand(e.hand)} played no combo.`;
    case "move_ended": return e.forfeited && e.forfeited.length ? `${hand(e.hand)} ended the move, forfeiting ${e.forfeited.length} action${e.forfeited.length > 1 ? "s" : ""}.` : null;
    case "round_ended": return `Round ${e.round} ended; ${teamName(e.tiebreak)} holds the tiebreak marker.`;
    case "card_spied": return `${hand(e.by)} spied on ${hand(e.hand)}.`;
    case "spy_replaced": return `${hand(e.hand)} changed a planned token.`;
    case "escaped_trap": return `${e.character} escaped a trap.`;
    case "secret_tunnel": return `${e.character} took the secret tunnel.`;
    case "setup_ready": return "A team finished its secret setup.";
    case "setup_revealed": return "The secret setups were revealed.";
    case "game_over": return e.winner === null || e.winner === undefined ? `The game is over: ${e.reason}.` : `The game is over: ${teamName(e.winner)} wins (${e.reason}).`;
    default: return undefined;
  }
}

export const rules = [
  "Two teams, Red and White, each with runners and a defender. Bring the other team's flag into your own territory, or have one character hold a flag of every opponent, to win.",
  "Each round every hand secretly plans two moves: an action card with a priority token. Tokens are turned up move by move; the lowest token moves first, and the higher tokens repeat or combine the card (see the token tips).",
  "On its move a hand picks the character (its runner or the defender) and plays the card's actions. Walls block steps; tunnels link to each other; a flag lying on the ground is hopped over.",
];

export const reasons = {};

export const scoring = null;

export function hint(view, ctx) {
  if (view.phase === "plan") {
    return ctx.selected ? "Now choose a priority token for that card (the numbered circles)." : "Plan your moves: choose an action card, then a priority token. Hover or long-press for what each does.";
  }
  if (view.phase === "spy") return "Spy: choose a hand to look at.";
  return "Your move: choose a highlighted character or square, or a button in this bar.";
}


/** A seat's standing for its player panel: its team's flags carried and collected. */
export function standing(view, seat) {
  const hand = (view.hands || []).find((x) => x.seat === seat);
  if (!hand) return null;
  const team = (view.characters || []).filter((c) => c.team === hand.team);
  const carried = team.filter((c) => c.carrying !== null && c.carrying !== undefined).length;
  const collected = team.reduce((n, c) => n + (c.collected ? c.collected.length : 0), 0);
  return `${TEAMS[hand.team]}: ${carried} flag${carried === 1 ? "" : "s"} carried, ${collected} collected`;
}
