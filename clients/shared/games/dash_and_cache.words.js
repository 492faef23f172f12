// Dash and Cache in words: moves, the log (item names, never ids), the rules panel, the
// results (more points win; everyone level shares the win), the hint line.

import { words } from "../dom.js";

export function itemName(view, id) {
  if (!id) return "nothing";
  if (view && view.item_names && view.item_names[id]) return view.item_names[id];
  const found = view && view.room ? view.room.find((r) => r.id === id) : null;
  return found ? found.name : "an item";
}

export function cardText(card) {
  return words(card);
}

/** A move in words; `name(seat)` names a seat as the screen does ("ada", "Bot 2"). */
export function describe(move, view = {}, name = (seat) => `Seat ${seat + 1}`) {
  const item = move.item ? itemName(view, move.item) : "";
  switch (move.type) {
    case "roll": return "Roll the die";
    case "grab": return `Grab ${item}`;
    case "return_home": return move.keep ? `Return home keeping ${itemName(view, move.keep)}` : "Return home";
    case "steal": return `Steal ${item}`;
    case "switch": return `Switch: give ${move.give ? itemName(view, move.give) : "nothing"}, take ${move.take ? itemName(view, move.take) : "nothing"}`;
    case "decline": return "Decline";
    case "choose_opponent": return `Choose ${name(move.seat)} as opponent`;
    case "choose_partner": return `Choose ${name(move.seat)} as partner`;
    case "amend_deal": return `Put ${item} in the deal`;
    case "shake_hands": return "Shake hands on the deal";
    case "stand_firm": return "Stand firm";
    case "junk": return `Junk ${item}`;
    case "auction_lot": return `Auction ${item}`;
    case "bid": return `Bid ${item}`;
    case "stop_bidding": return "Stop bidding";
    case "break_tie": return `Break the tie for ${name(move.seat)}`;
    case "take_commission": return `Take ${item} as commission`;
    case "claim": return `Claim ${item} shows “${cardText(move.card)}”`;
    case "challenge": return `Challenge ${item} as “${cardText(move.card)}”`;
    case "vote": return move.accept ? "Vote: accept the claim" : "Vote: reject the claim";
    case "no_challenge": return "No challenge";
    case "call_victory": return "Call victory";
    case "stop_claiming": return "Stop claiming";
    default: return words(move.type);
  }
}

const JUNK_WHY = {
  opening: "after the opening grab", challenge_upheld: "after a challenge", challenge_failed: "after a failed challenge",
  no_trade: "when the trade failed", not_returned: "for not getting home in time",
};

export function narrate(e, { who, view }) {
  const item = (id) => itemName(view, id);
  const list = (ids) => (ids && ids.length ? ids.map(item).join(", ") : "nothing");
  switch (e.type) {
    case "grabbed": return `${who(e.seat)} grabbed the ${item(e.item)}.`;
    case "kept": return `${who(e.seat)} kept the ${item(e.item)}.`;
    case "junked": return `${who(e.seat)} junked the ${item(e.item)} ${JUNK_WHY[e.reason] || ""}`.trim() + ".";
    case "goals_dealt": return "Goal cards were dealt.";
    case "rolled": return `${who(e.seat)} ${e.reroll ? "rolled again" : "rolled"}: ${words(e.face)}.`;
    case "card_read": return `A card was read: “${cardText(e.card)}”.`;
    case "returned": return `${who(e.seat)} came back with the ${item(e.item)} for “${cardText(e.card)}”.`;
    case "turn_passed": return who(e.seat) === "You" ? "Your turn." : `${who(e.seat)}'s turn.`;
    case "auction_opened": return `${who(e.seat)} put the ${item(e.lot)} up for auction${e.donated ? " (donated)" : ""}.`;
    case "bid": return `${who(e.seat)} bid ${list(e.items)}.`;
    case "stopped_bidding": return `${who(e.seat)} stopped bidding.`;
    case "auction_unsold": return `Nobody bought the ${item(e.lot)}.`;
    case "auction_won": return `${who(e.seat)} won the ${item(e.lot)}, paying ${list(e.paid)}.`;
    case "auction_tied": return `The bids tied between ${e.seats.map(who).join(" and ")}.`;
    case "tie_broken": return `${who(e.seat)} broke the tie for ${who(e.winner)}.`;
    case "commission_taken": return `${who(e.seat)} took the ${item(e.item)} as commission.`;
    case "stolen": return `${who(e.seat)} stole the ${item(e.item)} from ${who(e.victim)}.`;
    case "switched": return `${who(e.seat)} switched, giving ${e.gave ? `the ${item(e.gave)}` : "nothing"} and taking ${e.took ? `the ${item(e.took)}` : "nothing"}.`;
    case "declined": return `${who(e.seat)} declined.`;
    case "trade_opened": return `${who(e.seat)} opened a trade with ${who(e.partner)}.`;
    case "deal_amended": return `${who(e.seat)} changed the deal: offering ${list(e.offered)}, asking ${list(e.asked)}.`;
    case "hand_offered": return `${who(e.seat)} offered a handshake.`;
    case "stood_firm": return `${who(e.seat)} stood firm.`;
    case "traded": return `${who(e.seat)} and ${who(e.partner)} traded.`;
    case "trade_failed": return `The trade between ${who(e.seat)} and ${who(e.partner)} failed.`;
    case "time_up": return "The sand ran out.";
    case "claimed": return `${who(e.seat)} claimed the ${item(e.item)} shows “${cardText(e.card)}”.`;
    case "challenged": return `${who(e.seat)} challenged the ${item(e.item)} as “${cardText(e.card)}”.`;
    case "no_challenge": return `${who(e.seat)} did not challenge.`;
    case "stopped_claiming": return `${who(e.seat)} stopped claiming.`;
    case "ballot_cast": return `${who(e.seat)} voted.`;
    case "vote_counted": return `The vote on the ${item(e.item)} as “${cardText(e.card)}”: ${e.accepted ? "accepted" : "rejected"}.`;
    case "victory_called": return `${who(e.seat)} called victory.`;
    case "discard_pile_reshuffled": return "The discards were shuffled into a new draw pile.";
    case "time_called": {
      const pts = (e.scores || []).map((p, seat) => `${who(seat)} ${p}`).join(", ");
      return `Time was called. Points: ${pts}.`;
    }
    case "game_won": return `${who(e.seat)} ${who(e.seat) === "You" ? "win" : "wins"}.`;
    default: return undefined;
  }
}

export const rules = [
  "Everyone dashes into the room and grabs up to two objects, keeping one in their cache. Then goal cards are dealt: each asks for an object with some quality (“something red”, “round”).",
  "On your turn roll the die: search, steal, race, switch, trade or auction. Claim that an object in your cache shows one of your goals; other players may challenge, and a vote decides.",
  "The sand timer runs during grabs, races and trades: act before it runs out. More points win; players level on points share the win.",
];

export const reasons = { time_called: "time was called and the points counted", victory_called: "a player called victory" };

export const scoring = { unit: "points", lowerWins: false };

export function hint(view, ctx) {
  const types = new Set(ctx.legal.map((m) => m.type));
  if (types.has("grab")) return "Grab an object: tap one in the room (quick, the sand is running).";
  if (types.has("return_home")) return "Go back home with what you hold before the sand runs out.";
  if (types.has("roll")) return "Roll the die to see what your turn is.";
  if (types.has("claim")) return "Claim an object in your cache for one of your goal cards, or stop claiming.";
  if (types.has("vote")) return "Vote: does the object really show what was claimed?";
  if (types.has("bid")) return "Bid objects for the lot, or stop bidding.";
  return "Your turn: choose a highlighted object, or a button in this bar.";
}


/** A seat's standing for its player panel: the points it would score if time were called. */
export function standing(view, seat) {
  if (!view.points) return null;
  const p = view.points[seat];
  return `${p} point${p === 1 ? "" : "s"}`;
}
