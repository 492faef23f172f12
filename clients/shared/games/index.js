// The renderer of each game type, and a plain fallback for a type this client does not know
// yet (its view as text, its moves as buttons), so a new game is playable from day one.

import { words } from "../dom.js";
import { describeAny, rawView } from "./generic.js";
import * as double_dash from "./double_dash.js";
import * as flag_dash from "./flag_dash.js";
import * as dc_dash from "./dc_dash.js";
import * as dicey_curves from "./dicey_curves.js";
import * as dash_and_cache from "./dash_and_cache.js";

const RENDERERS = { double_dash, flag_dash, dc_dash, dicey_curves, dash_and_cache };

const fallback = {
  title: "Game",
  describe: describeAny,
  draw: rawView,
};

/** @returns {{title: string, describe: function(object, object): string, draw: function(object, object): Element}} */
export function rendererFor(type) {
  return RENDERERS[type] || { ...fallback, title: words(type) };
}
