// Dicey Curves in words: moves, the log (card names from the track, dice as numbers), the
// rules panel, the results (lower scores win), the hint line.

import { ordinal, words } from "../dom.js";

export function describe(move) {
  switch (move.type) {
    case "place_car": return `Place your car in lane ${move.lane + 1}, row ${move.row + 1} of the Start`;
    case "add_green": return `Add a green die showing ${move.value}`;
    case "set_green": return `Set green die ${move.die + 1} to ${move.value}`;
    case "reroll": return `Re-roll dice ${move.dice.map((d) => d + 1).join(", ")}`;
    case "drive": return `Drive car ${move.car + 1} with dice ${move.dice.map((d) => d + 1).join(" + ")}${move.power ? " (power move)" : ""}`;
    case "step": return `Step to card ${move.card + 1}, lane ${move.lane + 1}, row ${move.row + 1}`;
    case "keep_going": return `Keep going with car ${move.car + 1}`;
    case "take_control": return `Take control of car ${move.car + 1} (a chip)`;
    case "juke": return `Juke car ${move.car + 1} past car ${move.other + 1}`;
    case "end_turn": return "End your turn";
    default: return words(move.type);
  }
}

function cardLabel(view, index) {
  const card = view && view.track ? view.track.find((c) => c.index === index) : null;
  return card ? `the ${card.name} (card ${index + 1})` : `card ${index + 1}`;
}

function carOwner(view, car) {
  const found = view && view.cars ? view.cars.find((c) => c.car === car) : null;
  return found ? found.owner : null;
}

export function narrate(e, { who, view }) {
  // "car 2" when the player named in the line owns it, else "Bot 2's car 2" / "your car 1".
  const car = (n, by) => {
    const owner = carOwner(view, n);
    if (owner === null || owner === by) return `car ${n + 1}`;
    return `${who(owner) === "You" ? "your" : `${who(owner)}'s`} car ${n + 1}`;
  };
  const spaces = (n) => `${n} space${n === 1 ? "" : "s"}`;
  const Car = (n) => { const t = car(n); return t.charAt(0).toUpperCase() + t.slice(1); };
  switch (e.type) {
    case "car_placed": return `${who(e.seat)} placed car ${e.car + 1} on the Start, lane ${e.lane + 1}.`;
    case "turn_started": return `${who(e.seat)} started a turn.`;
    case "card_laid": return `A track card was laid: ${e.card_type === "finish" ? "the Finish" : cardLabel(view, e.card)}.`;
    case "card_discarded": return `A ${words(e.card_type)} card was set aside.`;
    case "dice_rolled": {
      const dice = e.dice.map((d, i) => (e.colors && e.colors[i] === "green" ? `green ${d}` : String(d)));
      return `${who(e.seat)} rolled ${dice.join(", ")}.`;
    }
    case "green_added": return `${who(e.seat)} added a green die showing ${e.value}.`;
    case "green_set": return `${who(e.seat)} set green die ${e.die + 1} to ${e.value}.`;
    case "drive_started": return `${who(e.seat)} drove ${car(e.car, e.seat)} ${spaces(e.dice.length)} with ${e.dice.join("+")}${e.power ? " (power move)" : ""}.`;
    case "car_moved": return null; // the drive's start and end tell it
    case "drive_ended": return `${Car(e.car)} stopped.`;
    case "keep_going": return `${who(e.seat)} kept going with ${car(e.car, e.seat)}.`;
    case "control_taken": return `${who(e.seat)} spent a chip to take control of ${car(e.car)}.`;
    case "juke": return `${who(e.seat)} juked ${car(e.car)} past ${car(e.other)}.`;
    case "turn_ended": return `${who(e.seat)} ended the turn${e.best_combo ? ` (best combo: ${e.best_combo} dice)` : ""}${e.chips_bought ? `, and got ${e.chips_bought} chip${e.chips_bought > 1 ? "s" : ""}` : ""}.`;
    case "car_finished": return `${Car(e.car)} finished ${ordinal(e.place)}.`;
    case "race_over": return `The race is over (${e.reason === "finish" ? "the Finish was reached" : "the round limit was reached"}).`;
    default: return undefined;
  }
}

export const rules = [
  "Race your cars along a track that is laid card by card as you go. Lower scores win: a car scores its finishing place, so 1st is the best.",
  "On your turn roll the dice. A combo is two or more dice that are all equal or that run in a row (3-4-5); a single is one die. Each die moves a car one space, forward or sideways, never onto another car. After a single, that car is done for the turn.",
  "A gate across a lane (its number is its size) is crossed only with a combo of exactly that many dice.",
  "Control chips buy extra: add or change a green die, re-roll dice, keep a car going, drive another player's car, juke past a car beside you, or a power move through cars. Your best unused combo buys chips at the end of the turn.",
  "On this screen: click dice to build a combo, then click the car to drive with it.",
];

export const reasons = { "race finished": "the race was run to the Finish", "round limit reached": "the round limit was reached" };

export const scoring = { unit: "points", lowerWins: true, note: "Lower scores win: each car scores its finishing place." };

export function hint(view, ctx) {
  if (view.phase === "place" || ctx.legal.some((m) => m.type === "place_car")) return "Place your car: choose a highlighted space on the Start.";
  if (ctx.legal.some((m) => m.type === "step")) return "Choose the highlighted space your car steps to.";
  if (ctx.legal.some((m) => m.type === "drive")) return "Click dice to build a combo (equal numbers or a run), then click the car to drive with it.";
  return "Your turn: choose a button in this bar.";
}


const PLACES = ["1st", "2nd", "3rd", "4th", "5th", "6th"];

/** A seat's standing for its player panel: where each of its cars is on the track. */
export function standing(view, seat) {
  const cars = (view.cars || []).filter((c) => c.owner === seat);
  const where = (c) => {
    if (c.place) return `finished ${PLACES[c.place - 1] || `${c.place}th`}`;
    if (c.card === null || c.card === undefined) return "not on the track yet";
    return `on card ${c.card + 1} of ${view.track.length}`;
  };
  return cars.map((c) => `${cars.length > 1 ? `car ${c.car + 1} ` : "car "}${where(c)}`).join("; ") || null;
}
