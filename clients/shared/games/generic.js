// What every renderer falls back on: a move in words, and the view as text.

import { h, words } from "../dom.js";

/** A move in words: its type, then its fields. */
export function describeAny(move) {
  const fields = Object.entries(move)
    .filter(([k]) => k !== "type")
    .map(([k, v]) => `${words(k)} ${typeof v === "object" ? JSON.stringify(v) : v}`);
  return `${words(move.type || "move")}${fields.length ? `: ${fields.join(", ")}` : ""}`;
}

/** The view as indented JSON, for a game this client cannot draw yet. */
export function rawView(view) {
  return h("pre", { class: "raw-view", "aria-label": "Game position" }, JSON.stringify(view, null, 2));
}
