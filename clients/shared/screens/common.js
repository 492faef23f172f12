// Pieces every screen shows the same way: who sits where, what an event says, who won.

import { h, words } from "../dom.js";

/** "Seat 1 · ada" / "Seat 2 · bot (greedy)" / "Seat 3 · open". Seats show 1-based. */
export function seatLabel(summary, seat) {
  const info = summary && summary.seats ? summary.seats.find((s) => s.seat === seat) : null;
  const base = `Seat ${seat + 1}`;
  if (!info) return base;
  if (info.kind === "bot") return `${base} · bot${info.bot_level ? ` (${info.bot_level})` : ""}`;
  return `${base} · ${info.player_name || "open"}`;
}

const SKIP = new Set(["type", "to"]);

/** One line of the game log, from any game's event: its type and its fields in words. */
export function describeEvent(event, summary) {
  const parts = [];
  for (const [key, value] of Object.entries(event)) {
    if (SKIP.has(key)) continue;
    if (key === "seat" && typeof value === "number") {
      parts.push(seatLabel(summary, value));
    } else if (value !== null && typeof value === "object") {
      parts.push(`${words(key)}: ${compact(value)}`);
    } else {
      parts.push(`${words(key)}: ${value}`);
    }
  }
  return `${words(event.type || "event")}${parts.length ? ` — ${parts.join(", ")}` : ""}`;
}

function compact(value) {
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** The results of a finished game: ranks, scores, the reason, and whether the viewer won. */
export function resultsPanel(summary, mySeat) {
  const outcome = summary.outcome || {};
  const ranks = outcome.ranks || [];
  const scores = outcome.scores || null;
  const winners = outcome.winners || [];
  const order = ranks.map((rank, seat) => ({ rank, seat })).sort((a, b) => a.rank - b.rank);
  let headline = "Game over";
  if (mySeat !== null && mySeat !== undefined) {
    headline = winners.includes(mySeat) ? "You won!" : "Game over: you did not win this time.";
  } else if (winners.length) {
    headline = `Game over: ${winners.map((seat) => seatLabel(summary, seat)).join(" and ")} won.`;
  }
  return h(
    "section",
    { class: "results-panel", "aria-label": "Results" },
    h("h3", { class: "headline" }, headline),
    outcome.reason ? h("p", {}, `How it ended: ${words(outcome.detail || outcome.reason)}.`) : null,
    h(
      "ul",
      { class: "ranking" },
      ...order.map(({ rank, seat }) =>
        h(
          "li",
          { class: winners.includes(seat) ? "winner" : "" },
          `#${rank} ${seatLabel(summary, seat)}`,
          scores ? ` — score ${scores[seat]}` : "",
        ),
      ),
    ),
  );
}
