// Pieces every screen shows the same way: who sits where, a game's name, what an event says in
// plain words, who won. Seats show 1-based; names, never ids.

import { ApiError } from "../client.js";
import { h, words } from "../dom.js";

function seatInfo(summary, seat) {
  return summary && summary.seats ? summary.seats.find((s) => s.seat === seat) : null;
}

/** A seat's name: the player's name, "Bot 2" for a bot, "Seat 3 (open)" for an empty seat. */
export function seatName(summary, seat) {
  const info = seatInfo(summary, seat);
  if (!info) return `Seat ${seat + 1}`;
  if (info.kind === "bot") return `Bot ${seat + 1}`;
  return info.player_name || `Seat ${seat + 1} (open)`;
}

/** A seat is called by one name everywhere (the panels, the status, the log, the board's
 * words): its seatName. */
export const seatLabel = seatName;

/** A game's name for people: "ada vs Bot 2" (the id stays in the address bar). */
export function gameName(summary) {
  if (!summary || !summary.seats) return "a game";
  return summary.seats.map((s) => seatName(summary, s.seat)).join(" vs ");
}

/**
 * The narration context of one screen: `who(seat)` ("You" for the viewer), the summary, the
 * current view (names of stations, items, cards come from it and the game's data).
 */
export function narration(summary, mySeat, view) {
  const who = (seat) => {
    if (typeof seat !== "number") return "Someone";
    if (mySeat !== null && mySeat !== undefined && seat === mySeat) return "You";
    return seatName(summary, seat);
  };
  return { who, summary, me: mySeat, view: view || {} };
}

/** Platform events every game shares (seats, clocks, the end). */
function narrateCommon(event, ctx) {
  const { who } = ctx;
  switch (event.type) {
    case "game_started": return "The game started.";
    case "seat_taken": // the name taken then (the seat may be open again by now)
      return `${who(event.seat) === "You" ? "You" : event.player || who(event.seat)} joined the game.`;
    case "seat_left": return "A player left: the seat is open again.";
    case "seat_resigned": return `${who(event.seat)} resigned.`;
    case "seat_reclaimed": return `${who(event.seat)} took the seat back from the bot.`;
    case "clock_expired":
      return event.on_expiry === "bot"
        ? `${who(event.seat)} ran out of time: a bot plays on for ${who(event.seat) === "You" ? "you" : "them"}.`
        : `${who(event.seat)} ran out of time and forfeited.`;
    case "clock": return null; // the clocks show it
    case "game_finished": case "game_over": case "game_won": case "race_over": case "time_called":
      return endLine(event, ctx);
    default: return undefined;
  }
}

function endLine(event, ctx) {
  const outcome = event.outcome || event;
  const winners = outcome.winners || (typeof outcome.winner === "number" ? [outcome.winner]
    : typeof outcome.seat === "number" && event.type === "game_won" ? [outcome.seat] : []);
  if (!winners.length) return event.type === "race_over" ? "The race is over." : "The game is over: a draw.";
  return `The game is over: ${winners.map(ctx.who).join(" and ")} ${winners.length > 1 ? "share the win" : winners[0] === ctx.me ? "win" : "wins"}.`;
}

/**
 * One line of the game log in plain words, or null for an event that says nothing to a person.
 * The game's own `narrate` speaks first; the platform's events next; else a careful fallback
 * that names the event and its seat, never raw ids or JSON.
 */
export function narrate(renderer, event, ctx) {
  let line;
  if (renderer && renderer.narrate) {
    try { line = renderer.narrate(event, ctx); } catch (e) { line = undefined; }
  }
  if (line === undefined) line = narrateCommon(event, ctx);
  if (line === undefined) {
    const text = words(event.type || "something happened");
    line = `${typeof event.seat === "number" ? `${ctx.who(event.seat)}: ` : ""}${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  }
  return line;
}

const ORDINAL = ["1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th"];

/** The headline of a finished game for this viewer: win, loss, draw and shared win told apart. */
export function headline(summary, mySeat) {
  const outcome = summary.outcome || {};
  const winners = outcome.winners || [];
  const seats = summary.seats ? summary.seats.length : 0;
  const name = (seat) => (seat === mySeat ? "you" : seatName(summary, seat));
  const mine = mySeat !== null && mySeat !== undefined;
  if (!winners.length || (winners.length === seats && seats > 1)) {
    return winners.length ? "A draw: every player shares the win." : "A draw: nobody won.";
  }
  if (mine && winners.includes(mySeat)) {
    if (winners.length === 1) return "You won!";
    return `A shared win: ${winners.map(name).join(" and ")} tied for first.`;
  }
  const who = winners.map(name).join(" and ");
  if (mine) return `You lost: ${who} ${winners.length > 1 ? "share the win" : "won"}.`;
  return `${who} ${winners.length > 1 ? "share the win" : "won"}.`;
}

/** "you ran out of time" / "ada ran out of time": a resignation the clock made. */
export function outOfTime(summary, mySeat, timedOut) {
  const names = [...timedOut].map((seat) => (seat === mySeat ? "you" : seatName(summary, seat)));
  return `${names.join(" and ")} ran out of time`;
}

/**
 * The results of a finished game: the headline, how it ended, each seat's place and score,
 * and which way the score counts (the renderer's `scoring`: `{unit, lowerWins, note}`).
 */
export function resultsPanel(summary, mySeat, renderer = {}, timedOut = new Set()) {
  const outcome = summary.outcome || {};
  const ranks = outcome.ranks || [];
  const scores = outcome.scores || null;
  const winners = outcome.winners || [];
  const scoring = renderer.scoring || null;
  const order = ranks.map((rank, seat) => ({ rank, seat })).sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  const reasons = renderer.reasons || {};
  const reason = outcome.reason === "resigned" && timedOut.size ? outOfTime(summary, mySeat, timedOut)
    : outcome.reason ? (reasons[outcome.reason] || words(outcome.reason)) : "";
  const unit = scoring && scoring.unit ? scoring.unit : "points";
  const one = unit.replace(/^(\w+?)s\b/, "$1"); // "1 point", "1 station visited"
  const showScores = scores && (!scoring || scoring.show !== false);
  const direction = showScores
    ? (scoring && scoring.note) || (scoring && scoring.lowerWins ? `Lower ${unit} win.` : `Higher ${unit} win.`)
    : null;
  const fmt = (n) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
  const tied = (rank) => ranks.filter((r) => r === rank).length > 1;
  return h(
    "section",
    { class: "results-panel", "aria-label": "Results", "data-result": resultKind(summary, mySeat) },
    h("h3", { class: "headline" }, headline(summary, mySeat)),
    reason ? h("p", { class: "reason" }, `How it ended: ${reason}.`) : null,
    h(
      "ol",
      { class: "ranking" },
      ...order.map(({ rank, seat }) =>
        h(
          "li",
          { class: winners.includes(seat) ? "winner" : "", "data-seat": seat },
          h("span", { class: "swatch", "aria-hidden": "true", style: `--seat: var(--seat-${seat})` }),
          h("span", { class: "place" }, `${tied(rank) ? "=" : ""}${ORDINAL[rank - 1] || `${rank}th`}`),
          ` ${seat === mySeat ? "You" : seatName(summary, seat)}`,
          showScores ? h("span", { class: "score" }, ` · ${fmt(scores[seat])} ${scores[seat] === 1 ? one : unit}`) : "",
        ),
      ),
    ),
    direction ? h("p", { class: "direction" }, direction) : null,
  );
}

/** "win", "loss", "draw", "shared" or "watched": what the headline says, for styling and tests. */
export function resultKind(summary, mySeat) {
  const winners = (summary.outcome && summary.outcome.winners) || [];
  const seats = summary.seats ? summary.seats.length : 0;
  if (!winners.length || (winners.length === seats && seats > 1)) return "draw";
  if (mySeat === null || mySeat === undefined) return "watched";
  if (!winners.includes(mySeat)) return "loss";
  return winners.length > 1 ? "shared" : "win";
}

// The API's stable error codes, said as sentences (the server's own message for the others).
const SENTENCES = {
  GAME_NOT_FOUND: "There is no such game: the link may be mistyped, or the game was removed.",
  PLAYER_NOT_FOUND: "There is no such player: the link may be mistyped.",
  NOT_FOUND: "Nothing is at this address: the link may be mistyped.",
  NOT_YOUR_TURN: "It is not your turn yet.",
  STALE_VERSION: "The game moved on before your move arrived: here is the new position.",
  DEADLINE_PASSED: "Your time for this move had run out.",
  GAME_OVER: "This game is already over.",
  FORBIDDEN: "Only the player of this seat can do that.",
  UNAUTHENTICATED: "Your sign-in was lost: reload the page to get a new one.",
  TOKEN_REVOKED: "Your sign-in was lost: reload the page to get a new one.",
  INVITE_REQUIRED: "This is a private game: you need its invite link to join.",
  INVITE_INVALID: "This invite link is no longer valid: ask for a new one.",
  RATE_LIMITED: "Too many requests at once: wait a moment and try again.",
  SERVICE_UNAVAILABLE: "The server is busy or restarting: try again in a moment.",
  NOT_READY: "The server is still starting: try again in a moment.",
  INTERNAL_ERROR: "Something went wrong on the server: try again.",
  REMATCH_NOT_AVAILABLE: "No rematch is possible for this game.",
  CHALLENGE_CLOSED: "This challenge was already answered or withdrawn.",
  CHALLENGE_EXPIRED: "This challenge has expired.",
  CANNOT_CHALLENGE_SELF: "You cannot challenge yourself.",
};

/** An error for people: a sentence for the API's code (or its own message), and for a request
 * that never reached the server ("Failed to fetch") a word about the connection. */
export function errorText(e) {
  if (e instanceof ApiError) return SENTENCES[e.code] || e.message || "The server refused this.";
  if (e instanceof TypeError) return "No connection to the server: check your network and try again.";
  return String(e && e.message ? e.message : e);
}
