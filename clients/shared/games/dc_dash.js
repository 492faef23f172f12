// DC Dash: the Metrorail map (lines and stations from the network's coordinates), pawns,
// Service Disruption tokens, your Station and Action cards. Playing: a station target rides
// there; choose an Action card first to play it (its targets are then stations, or buttons).

import { board, h, s, seatColour, words } from "../dom.js";
import { groupBy } from "../targets.js";

export const title = "DC Dash";

const DATA = await fetch(new URL("./dc_dash.network.json", import.meta.url)).then((r) => r.json());
const LINE_OFFSET = { RD: 0, OR: -3.5, BL: 3.5, YL: 7, GR: -7, SV: -10.5 };
const TOKEN = {
  track_maintenance: { mark: "✕", colour: "#b3261e" },
  elevator_outage: { mark: "E", colour: "#d9822b" },
  security_checkpoint: { mark: "S", colour: "#2e5aac" },
};

function net(view) {
  return DATA.years[view.network] || DATA.years["2010"];
}

function stationName(view, id) {
  const st = net(view).stations[id];
  return st ? st.name : id;
}

function cardName(id) {
  const card = DATA.action_cards[id];
  return card ? card.name : words(id);
}

function lineName(code) {
  return `${DATA.line_names[code] || code} Line`;
}

export function describe(move, view = {}) {
  const at = (id) => (view.network ? stationName(view, id) : id);
  switch (move.type) {
    case "travel": return `Ride the ${lineName(move.line)} to ${at(move.to)}`;
    case "play_disruption": return `Play ${cardName(move.card)} on ${at(move.station)}`;
    case "play_all_clear": return `Play ${cardName(move.card)}: clear ${at(move.station)}`;
    case "play_ride": return `Play ${cardName(move.card)}: ride the ${lineName(move.line)} to ${at(move.to)}`;
    case "play_transfer_ride":
      return `Play ${cardName(move.card)}: ${lineName(move.line)}${move.change_at ? `, change at ${at(move.change_at)} to the ${lineName(move.then_line)}` : ""} to ${at(move.to)}`;
    case "play_bus": return `Play ${cardName(move.card)}: go to ${at(move.to)}`;
    case "play_detour": return `Play ${cardName(move.card)}: swap your ${at(move.station_card)} card`;
    case "play_doors_closing": return `Play ${cardName(move.card)} on seat ${move.target + 1}`;
    case "play_push": return `Play ${cardName(move.card)}: push seat ${move.target + 1} along the ${lineName(move.line)} to ${at(move.to)}`;
    case "play_draw": return `Play ${cardName(move.card)}: draw Action cards`;
    case "discard_hand": return `Discard your Action hand to clear ${at(move.station)}`;
    case "discard_to_limit": return `Discard ${cardName(move.card)} (hand limit)`;
    default: return words(move.type);
  }
}

/** Where a move lands on the map, if anywhere: the station a target there stands for. */
function stationOf(move) {
  return move.to || move.station || null;
}

export function draw(view, ctx) {
  const network = net(view);
  const size = DATA.size;  // the map's own units; the view box below crops to the network
  const transfers = new Set(network.transfer_stations[view.transfer_stations] || []);
  const myCards = new Set(view.your_station_cards || []);
  const visitedBy = new Map();
  for (const r of view.riders) for (const st of r.visited) visitedBy.set(st, r.seat);

  const lines = s("g", { class: "metro-lines", "aria-hidden": "true" });
  for (const [code, order] of Object.entries(network.lines)) {
    const off = LINE_OFFSET[code] || 0;
    const points = order.map((id) => `${network.stations[id].x + off},${network.stations[id].y + off}`).join(" ");
    lines.append(s("polyline", { points, class: "metro-line", stroke: DATA.line_colours[code] || "#888" }));
  }

  const selectedCard = ctx.selected && ctx.selected.startsWith("card:") ? ctx.selected.slice(5) : null;
  const active = selectedCard ? ctx.legal.filter((m) => m.card === selectedCard) : ctx.legal.filter((m) => m.type === "travel");
  const byStation = groupBy(active, stationOf);

  const stations = s("g", { class: "stations" });
  const names = s("g", { class: "station-names", "aria-hidden": "true" });
  for (const [id, st] of Object.entries(network.stations)) {
    const cls = ["station"];
    if (myCards.has(id)) cls.push("on-my-cards");
    if (visitedBy.has(id)) cls.push("visited");
    if (id === DATA.union_station) cls.push("union");
    const group = s("g", { class: cls.join(" "), "data-station": id });
    if (transfers.has(id)) group.append(s("circle", { cx: st.x, cy: st.y, r: 11, class: "transfer-ring" }));
    const dot = s("circle", { cx: st.x, cy: st.y, r: 7, class: "station-dot" });
    group.append(dot);
    names.append(s("text", { x: st.x + 10, y: st.y - 8, class: "station-name" }, st.name));
    const moves = byStation.get(id);
    const note = [
      myCards.has(id) ? "on your Station cards" : null,
      visitedBy.has(id) ? `visited by seat ${visitedBy.get(id) + 1}` : null,
    ].filter(Boolean).join(", ");
    if (moves) {
      const verb = selectedCard ? `Play ${cardName(selectedCard)} at` : "Ride to";
      ctx.target(group, { moves }, `${verb} ${st.name}${note ? ` (${note})` : ""}`);
    } else {
      group.prepend(s("title", {}, `${st.name} — ${st.lines.map(lineName).join(", ")}${note ? `; ${note}` : ""}`));
    }
    stations.append(group);
  }

  const tokens = s("g", { class: "disruptions" });
  for (const d of view.disruptions) {
    const st = network.stations[d.station];
    if (!st) continue;
    const look = TOKEN[d.kind] || { mark: "!", colour: "#444" };
    tokens.append(s("g", { class: `disruption ${d.kind}`, "data-station": d.station },
      s("title", {}, `${DATA.disruptions[d.kind] ? DATA.disruptions[d.kind].name : words(d.kind)} at ${st.name}`),
      s("rect", { x: st.x - 9, y: st.y + 8, width: 18, height: 18, rx: 3, fill: look.colour }),
      s("text", { x: st.x, y: st.y + 22, class: "token-mark" }, look.mark)));
  }

  const pawns = s("g", { class: "pawns" });
  view.riders.forEach((r, i) => {
    const st = network.stations[r.station];
    if (!st) return;
    const angle = (i / view.riders.length) * 2 * Math.PI;
    const x = st.x + 14 * Math.cos(angle);
    const y = st.y + 14 * Math.sin(angle);
    pawns.append(s("g", { class: `pawn seat-${r.seat}`, "data-seat": r.seat },
      s("title", {}, `Seat ${r.seat + 1} at ${st.name}`),
      s("circle", { cx: x, cy: y, r: 9, fill: seatColour(r.seat) }),
      s("text", { x, y: y + 4, class: "pawn-label" }, String(r.seat + 1))));
  });

  // Fit the view box to this year's stations (the Silver Line years reach further west).
  const all = Object.values(network.stations);
  const x0 = Math.min(...all.map((st) => st.x)) - 30;
  const y0 = Math.min(...all.map((st) => st.y)) - 30;
  const x1 = Math.max(...all.map((st) => st.x)) + 120;
  const y1 = Math.max(...all.map((st) => st.y)) + 40;
  const map = board(size, size, `Metro map, ${view.network} network`, lines, names, stations, tokens, pawns);
  map.setAttribute("viewBox", `${x0} ${y0} ${x1 - x0} ${y1 - y0}`);
  map.classList.add("metro");
  return h("div", { class: "dc-dash" }, map, panel(view, ctx, selectedCard));
}

function panel(view, ctx, selectedCard) {
  const name = (id) => stationName(view, id);
  const byCard = groupBy(ctx.legal, (m) => m.card);
  const hand = (view.your_action_cards || []).map((card, i) => {
    const text = DATA.action_cards[card] ? DATA.action_cards[card].text : "";
    const el = h("li", { class: "action-card", "data-card": card }, h("strong", {}, cardName(card)), h("small", {}, ` ${text}`));
    const moves = byCard.get(card);
    // The same card may be held twice: one selector per card name is enough.
    if (moves && (view.your_action_cards.indexOf(card) === i)) {
      ctx.target(el, { select: `card:${card}`, moves }, `${selectedCard === card ? "Selected" : "Choose"} Action card ${cardName(card)}`);
    }
    return el;
  });
  const mine = view.riders.find((r) => r.seat === view.you);
  const stationCards = (view.your_station_cards || []).map((id) =>
    h("li", { class: mine && mine.visited.includes(id) ? "visited" : "" }, name(id)));
  return h(
    "div",
    { class: "dc-panel" },
    view.phase === "discard_to_limit" ? h("p", { class: "phase" }, `Discard down to the hand limit: ${view.discard_due} to go.`) : null,
    view.your_station_cards ? h("section", {}, h("h4", {}, "Your Station cards"), h("ul", { class: "station-cards" }, ...stationCards)) : null,
    view.your_action_cards ? h("section", {}, h("h4", {}, "Your Action cards"), hand.length ? h("ul", { class: "hand" }, ...hand) : h("p", { class: "hint" }, "None.")) : null,
    h("section", {}, h("h4", {}, "Riders"), h("ul", { class: "riders" }, ...view.riders.map((r) =>
      h("li", {}, h("span", { class: "swatch", style: `--seat: var(--seat-${r.seat})` }),
        `Seat ${r.seat + 1}: at ${name(r.station)}; ${r.station_cards} Station cards to visit, ${r.action_cards} Action cards`,
        r.in_front.length ? `; in front: ${r.in_front.map(cardName).join(", ")}` : "")))),
    h("p", { class: "decks" }, `Station deck ${view.station_deck}, Action deck ${view.action_deck}, discards ${view.action_discard.length}.`),
  );
}
