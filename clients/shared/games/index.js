// The renderer of each game type, loaded only by the screen that needs it (the lobby loads
// none, so DC Dash's map never reaches it), and a plain fallback for a type this client does
// not know yet (its view as text, its moves as buttons), so a new game is playable from day one.

import { words } from "../dom.js";
import { describeAny, rawView } from "./generic.js";

const MODULES = {
  double_dash: () => import("./double_dash.js"),
  flag_dash: () => import("./flag_dash.js"),
  dc_dash: () => import("./dc_dash.js"),
  dicey_curves: () => import("./dicey_curves.js"),
  dash_and_cache: () => import("./dash_and_cache.js"),
};

const TITLES = {
  double_dash: "Double Dash!", flag_dash: "Flag Dash", dc_dash: "DC Dash",
  dicey_curves: "Dicey Curves", dash_and_cache: "Dash and Cache",
};

const loaded = new Map();

/** The title of a game type without loading its renderer. */
export function titleOf(type) {
  return TITLES[type] || words(type);
}

/**
 * A renderer: `{title, describe, draw, narrate?, scoring?, reasons?, rules?, legend?, hint?,
 * animate?}` (see docs/CLIENTS.md). Loaded once per type.
 * @returns {Promise<object>}
 */
export function loadRenderer(type) {
  if (!loaded.has(type)) {
    const load = MODULES[type];
    loaded.set(type, load
      ? load().then((m) => ({ ...m }))
      : Promise.resolve({ title: titleOf(type), describe: describeAny, draw: rawView }));
  }
  return loaded.get(type);
}
