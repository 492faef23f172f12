// DC Dash's network data (stations, lines, cards), loaded with the game screen only from the
// API's `GET /v1/game-types/dc_dash/components` (what any other client reads too), and the
// names the screen and the log use for codes.

import { getGameTypeComponents } from "../api.js";
import { words } from "../dom.js";

export const DATA = (await getGameTypeComponents({ game_type: "dc_dash" })).data;

export function net(view) {
  return DATA.years[view && view.network] || DATA.years["2010"];
}

export function stationName(view, id) {
  const st = net(view).stations[id];
  return st ? st.name : "a station";
}

export function cardName(id) {
  const card = DATA.action_cards[id];
  return card ? card.name : words(id);
}

export function lineName(code) {
  return `${DATA.line_names[code] || "Metro"} Line`;
}

/** The line serving both stations, if one does. */
export function lineBetween(network, a, b) {
  for (const [code, order] of Object.entries(network.lines)) {
    if (order.includes(a) && order.includes(b)) return code;
  }
  return null;
}

/** The stations a ride passes from `a` to `b`: along one line when one serves both, else
 * through the transfer station that joins two lines, else straight there. */
export function ridePath(network, a, b) {
  const line = lineBetween(network, a, b);
  if (line) return pathOn(network.lines[line], a, b);
  for (const [c1, o1] of Object.entries(network.lines)) {
    if (!o1.includes(a)) continue;
    for (const [c2, o2] of Object.entries(network.lines)) {
      if (!o2.includes(b)) continue;
      const via = o1.find((id) => o2.includes(id));
      if (via) {
        return [...pathOn(o1, a, via), ...pathOn(o2, via, b).slice(1)];
      }
    }
  }
  return [a, b];
}

function pathOn(order, a, b) {
  const i = order.indexOf(a);
  const j = order.indexOf(b);
  return i <= j ? order.slice(i, j + 1) : order.slice(j, i + 1).reverse();
}
