// DC Dash in words: moves, the log (station and card names, never codes), the rules panel,
// the results, the hint line.

import { DATA, cardName, lineBetween, lineName, net, stationName } from "./dc_dash.data.js";

/** A move in words; `name(seat)` names a seat as the screen does ("ada", "Bot 2"). */
export function describe(move, view = {}, name = (seat) => `Seat ${seat + 1}`) {
  const at = (id) => stationName(view, id);
  switch (move.type) {
    case "travel": return `Ride the ${lineName(move.line)} to ${at(move.to)}`;
    case "play_disruption": return `Play ${cardName(move.card)} on ${at(move.station)}`;
    case "play_all_clear": return `Play ${cardName(move.card)}: clear ${at(move.station)}`;
    case "play_ride": return `Play ${cardName(move.card)}: ride the ${lineName(move.line)} to ${at(move.to)}`;
    case "play_transfer_ride":
      return `Play ${cardName(move.card)}: ${lineName(move.line)}${move.change_at ? `, change at ${at(move.change_at)} to the ${lineName(move.then_line)}` : ""} to ${at(move.to)}`;
    case "play_bus": return `Play ${cardName(move.card)}: go to ${at(move.to)}`;
    case "play_detour": return `Play ${cardName(move.card)}: swap your ${at(move.station_card)} card`;
    case "play_doors_closing": return `Play ${cardName(move.card)} on ${name(move.target)}`;
    case "play_push": return `Play ${cardName(move.card)}: push ${name(move.target)} along the ${lineName(move.line)} to ${at(move.to)}`;
    case "play_draw": return `Play ${cardName(move.card)}: draw Action cards`;
    case "discard_hand": return `Discard your Action hand to clear ${at(move.station)}`;
    case "discard_to_limit": return `Discard ${cardName(move.card)} (hand limit)`;
    case "stay": return "Stay where you are";
    default: return String(move.type).replace(/_/g, " ");
  }
}

export function narrate(e, { who, view }) {
  const at = (id) => stationName(view, id);
  const token = (kind) => (DATA.disruptions[kind] ? DATA.disruptions[kind].name : "A disruption");
  switch (e.type) {
    case "pawn_moved": {
      const line = lineBetween(net(view), e.came_from, e.station);
      return `${who(e.seat)} rode ${line ? `the ${lineName(line)} ` : ""}from ${at(e.came_from)} to ${at(e.station)}.`;
    }
    case "station_visited": return `${who(e.seat)} visited ${at(e.station)}, a station on their cards.`;
    case "stayed": return `${who(e.seat)} stayed at ${at(e.station)}.`;
    case "action_cards_drawn": return `${who(e.seat)} drew ${e.count} Action card${e.count === 1 ? "" : "s"}.`;
    case "card_played": return `${who(e.seat)} played ${cardName(e.card)}${e.move && typeof e.move.target === "number" ? ` on ${who(e.move.target)}` : ""}.`;
    case "discarded_to_limit": return `${who(e.seat)} discarded ${cardName(e.card)} (hand limit).`;
    case "hand_discarded": return `${who(e.seat)} discarded their whole Action hand.`;
    case "detour": return `${who(e.seat)} took a Detour for a ${e.jurisdiction} station.`;
    case "disruption_placed": return `${token(e.disruption)} was put on ${at(e.station)}.`;
    case "disruption_ended": return `${token(e.disruption)} at ${at(e.station)} was lifted.`;
    case "doors_closing_expired": return `Doors Closing! on ${who(e.seat)} ran out.`;
    case "action_deck_reshuffled": return "The Action discards were shuffled into a new deck.";
    case "game_won": return `${who(e.seat)} got back to Union Station with every station visited, and ${who(e.seat) === "You" ? "win" : "wins"}.`;
    default: return undefined;
  }
}

export const rules = [
  "Everyone starts at Union Station holding Station cards: stations to visit. Visit all of yours, then ride back to Union Station first to win.",
  "On your turn ride one line from your station, up to the number of stops the game allows, or play an Action card instead: express trains, transfers, buses, and tokens that disrupt other riders.",
  "Service Disruption tokens change what a station allows (see the legend). Transfer stations let a ride change lines.",
];

export const reasons = { back_at_union_station: "a rider visited every station and got back to Union Station" };

export const scoring = { unit: "stations visited", note: "The first rider home wins; the others share second place. The figure is the stations each rider visited." };

export function hint(view, ctx) {
  if (view.phase === "discard_to_limit") return `Too many Action cards: choose ${view.discard_due} to discard.`;
  if (ctx.selected) return "Now choose where to play the card: a yellow-ringed station, or a button in this bar.";
  const left = (view.your_station_cards || []).length;
  return `Your turn: choose a yellow-ringed station to ride there, or an Action card to play. Orange dots are stations on your cards (${left} in hand).`;
}


/** A seat's standing for its player panel: the Station cards still to visit, then Union. */
export function standing(view, seat) {
  const rider = (view.riders || []).find((r) => r.seat === seat);
  if (!rider) return null;
  const left = rider.station_cards;
  return left ? `${left} station${left === 1 ? "" : "s"} left to visit` : "all stations visited: off to Union Station";
}
