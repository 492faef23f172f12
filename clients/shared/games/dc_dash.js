// DC Dash: the Metrorail map (lines and stations from the network's coordinates), pawns,
// Service Disruption tokens, your Station and Action cards. Playing: a station target rides
// there; choose an Action card first to play it (its targets are then stations, or buttons).
// The map zooms and pans, opens on your pawn, and places its labels so none overlap.

import { board, h, icon, s, seatColour } from "../dom.js";
import { slide } from "../motion.js";
import { groupBy } from "../targets.js";
import { DATA, cardName, lineName, net, ridePath, stationName } from "./dc_dash.data.js";
import { placeLabels, zoomable } from "./zoom.js";

export { describe, narrate, rules, reasons, scoring, hint, standing } from "./dc_dash.words.js";

export const title = "DC Dash";

const LINE_OFFSET = { RD: 0, OR: -3.5, BL: 3.5, YL: 7, GR: -7, SV: -10.5 };
const TOKEN = {
  track_maintenance: { mark: "✕", colour: "#b3261e" },
  elevator_outage: { mark: "E", colour: "#d9822b" },
  security_checkpoint: { mark: "S", colour: "#2e5aac" },
};
const memory = {}; // the map's viewport, kept across redraws of this page

/** Where a move lands on the map, if anywhere: the station a target there stands for. */
function stationOf(move) {
  return move.to || move.station || null;
}

function pawnSpot(view, network, r, i) {
  const st = network.stations[r.station];
  const angle = (i / view.riders.length) * 2 * Math.PI;
  return { x: st.x + 14 * Math.cos(angle), y: st.y + 14 * Math.sin(angle) };
}

export function draw(view, ctx) {
  const network = net(view);
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

  // The last ride, drawn under the stations as a thick trail.
  const trail = s("g", { class: "last-ride" });
  const ride = (ctx.lastEvents || []).filter((e) => e.type === "pawn_moved").pop();
  if (ride && network.stations[ride.came_from] && network.stations[ride.station]) {
    const path = ridePath(network, ride.came_from, ride.station);
    trail.append(s("polyline", {
      class: "last-move", "data-seat": ride.seat, stroke: seatColour(ride.seat),
      points: path.map((id) => `${network.stations[id].x},${network.stations[id].y}`).join(" "),
    }, s("title", {}, `Last ride: ${stationName(view, ride.came_from)} to ${stationName(view, ride.station)}`)));
  }

  const stations = s("g", { class: "stations" });
  const names = s("g", { class: "station-names", "aria-hidden": "true" });
  const labels = [];
  for (const [id, st] of Object.entries(network.stations)) {
    const cls = ["station"];
    if (myCards.has(id)) cls.push("on-my-cards");
    if (visitedBy.has(id)) cls.push("visited");
    if (id === DATA.union_station) cls.push("union");
    const group = s("g", { class: cls.join(" "), "data-station": id });
    if (transfers.has(id)) group.append(s("circle", { cx: st.x, cy: st.y, r: 11, class: "transfer-ring" }));
    group.append(s("circle", { cx: st.x, cy: st.y, r: 7, class: "station-dot" }));
    const text = s("text", { x: st.x + 10, y: st.y, class: "station-name" }, st.name);
    names.append(text);
    const moves = byStation.get(id);
    const rank = moves ? 0 : myCards.has(id) ? 1 : id === DATA.union_station ? 1 : transfers.has(id) ? 2 : 3;
    labels.push({ x: st.x, y: st.y, r: transfers.has(id) ? 11 : 8, text: st.name, el: text, rank });
    const note = [
      myCards.has(id) ? "on your Station cards" : null,
      visitedBy.has(id) ? `visited by ${ctx.name(visitedBy.get(id))}` : null,
      transfers.has(id) ? "transfer station" : null,
    ].filter(Boolean).join(", ");
    if (moves) {
      const verb = selectedCard ? `Play ${cardName(selectedCard)} at` : "Ride to";
      ctx.target(group, { moves }, `${verb} ${st.name}${note ? ` (${note})` : ""}`);
    } else {
      group.prepend(s("title", {}, `${st.name} — ${st.lines.map(lineName).join(", ")}${note ? `; ${note}` : ""}`));
    }
    stations.append(group);
  }
  labels.sort((a, b) => a.rank - b.rank);

  const tokens = s("g", { class: "disruptions" });
  for (const d of view.disruptions) {
    const st = network.stations[d.station];
    if (!st) continue;
    const look = TOKEN[d.kind] || { mark: "!", colour: "#444" };
    tokens.append(s("g", { class: `disruption ${d.kind}`, "data-station": d.station },
      s("title", {}, `${DATA.disruptions[d.kind] ? DATA.disruptions[d.kind].name : d.kind} at ${st.name}: ${DATA.disruptions[d.kind] ? DATA.disruptions[d.kind].text : ""}`),
      s("rect", { x: st.x - 9, y: st.y + 8, width: 18, height: 18, rx: 3, fill: look.colour }),
      s("text", { x: st.x, y: st.y + 22, class: "token-mark" }, look.mark)));
  }

  const pawns = s("g", { class: "pawns" });
  view.riders.forEach((r, i) => {
    if (!network.stations[r.station]) return;
    const { x, y } = pawnSpot(view, network, r, i);
    pawns.append(s("g", { class: `pawn seat-${r.seat}${r.seat === view.you ? " mine" : ""}`, "data-seat": r.seat, "data-station": r.station },
      s("title", {}, `${r.seat === view.you ? "Your pawn" : ctx.name(r.seat)} at ${stationName(view, r.station)}`),
      s("circle", { cx: x, cy: y, r: 9, fill: seatColour(r.seat) }),
      s("text", { x, y: y + 4, class: "pawn-label" }, String(r.seat + 1))));
  });

  const all = Object.values(network.stations);
  const bounds = {
    x0: Math.min(...all.map((st) => st.x)) - 30, y0: Math.min(...all.map((st) => st.y)) - 30,
    x1: Math.max(...all.map((st) => st.x)) + 30, y1: Math.max(...all.map((st) => st.y)) + 30,
  };
  const map = board(bounds.x1 - bounds.x0, bounds.y1 - bounds.y0, `Metro map, ${view.network} network`, lines, trail, stations, names, tokens, pawns);
  map.classList.add("metro");
  const dots = all.map((st) => ({ x: st.x, y: st.y, r: 7 }));
  const zoomed = zoomable(map, {
    bounds,
    memory,
    home: () => {
      const mine = view.riders.find((r) => r.seat === view.you) || null;
      const st = mine ? network.stations[mine.station] : null;
      return st ? { x: st.x, y: st.y } : null;
    },
    openScale: (width) => (width < 600 ? 1.25 : 1.1),
    onView: (k) => {
      const vb = map.viewBox.baseVal;
      const size = 12.5 / k; // labels stay 12.5 px on screen at any zoom
      placeLabels(labels, dots, size, { x0: vb.x - 20, y0: vb.y - 20, x1: vb.x + vb.width + 20, y1: vb.y + vb.height + 20 });
      map.style.setProperty("--unit", `${1 / k}px`);
    },
  });
  return h("div", { class: "dc-dash" }, zoomed, panel(view, ctx, selectedCard));
}

function panel(view, ctx, selectedCard) {
  const name = (id) => stationName(view, id);
  const byCard = groupBy(ctx.legal, (m) => m.card);
  const hand = (view.your_action_cards || []).map((card, i) => {
    const text = DATA.action_cards[card] ? DATA.action_cards[card].text : "";
    const copy = view.your_action_cards.slice(0, i).filter((c) => c === card).length;
    const el = h("li", { class: "action-card", "data-card": card, "data-key": `card-${card}-${copy}`, title: text },
      h("strong", {}, cardName(card)), h("small", {}, ` ${text}`));
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
        `${ctx.name(r.seat)}: at ${name(r.station)}; ${r.station_cards} Station cards to visit, ${r.action_cards} Action cards`,
        r.in_front.length ? `; in front: ${r.in_front.map(cardName).join(", ")}` : "")))),
    h("p", { class: "decks" }, `Station deck ${view.station_deck}, Action deck ${view.action_deck}, discards ${view.action_discard.length}.`),
  );
}

/** A pawn rides along the line, station by station, on the map as drawn. */
export async function animate(events, wrap, ctx) {
  const svg = wrap.querySelector("svg.metro");
  if (!svg) return false;
  const view = ctx.view;
  const network = net(view);
  for (const e of events) {
    if (e.type === "pawn_moved") {
      const pawn = svg.querySelector(`g.pawn[data-seat="${e.seat}"]`);
      const home = pawn && network.stations[pawn.dataset.home || e.came_from];
      if (!pawn || !home || !network.stations[e.station]) return false;
      const path = ridePath(network, e.came_from, e.station);
      const points = path.slice(1).map((id) => [network.stations[id].x - home.x, network.stations[id].y - home.y]);
      pawn.dataset.home = pawn.dataset.home || e.came_from;
      await slide(pawn, points, 170);
    }
  }
  return true;
}

export const legend = [
  { symbol: icon(s("circle", { cx: 10, cy: 10, r: 6, fill: "#fff", stroke: "#1d2430", "stroke-width": 2.5 })), text: "A station." },
  { symbol: icon(s("circle", { cx: 10, cy: 10, r: 6, fill: "#edae49", stroke: "#1d2430", "stroke-width": 2.5 })), text: "Orange dot: a station on your Station cards, still to visit." },
  { symbol: icon(s("circle", { cx: 10, cy: 10, r: 6, fill: "#9bd19b", stroke: "#1d2430", "stroke-width": 2.5 })), text: "Green dot: a station someone has visited." },
  { symbol: icon(s("circle", { cx: 10, cy: 10, r: 8, fill: "#fff", stroke: "#1d2430", "stroke-width": 1.5 }), s("circle", { cx: 10, cy: 10, r: 5, fill: "#fff", stroke: "#1d2430", "stroke-width": 2 })), text: "Ringed station: a transfer station, where you may change lines." },
  { symbol: icon(s("circle", { cx: 10, cy: 10, r: 7, fill: "#fff", stroke: "#f5b700", "stroke-width": 4 })), text: "Yellow ring: where you can go (or play the chosen card) now." },
  { symbol: icon(s("circle", { cx: 10, cy: 10, r: 8, fill: seatColour(0) }), s("text", { x: 10, y: 14, "font-size": 11, "text-anchor": "middle", fill: "#fff" }, "1")), text: "A pawn, numbered by seat." },
  { symbol: icon(s("polyline", { points: "2,16 10,10 18,4", fill: "none", stroke: seatColour(1), "stroke-width": 4, "stroke-dasharray": "3 2" })), text: "The last ride." },
  ...Object.entries(TOKEN).map(([kind, look]) => ({
    symbol: icon(s("rect", { x: 2, y: 2, width: 16, height: 16, rx: 3, fill: look.colour }), s("text", { x: 10, y: 15, "font-size": 12, "text-anchor": "middle", fill: "#fff" }, look.mark)),
    text: `${DATA.disruptions[kind].name}: ${DATA.disruptions[kind].text}`,
  })),
];
