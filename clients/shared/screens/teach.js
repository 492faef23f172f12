// Teaching on the game screen: the rules panel (the game's rules in our words, a legend of every
// board symbol, and the game's own rulings read from the API when the panel is first opened),
// and the hint line that says what to do now.

import { client } from "../client.js";
import { h } from "../dom.js";

/** The rules panel: closed at first; opening it fetches the rulings once. */
export function rulesPanel(renderer, gameType) {
  const rulings = h("div", { class: "rulings" }, h("p", { class: "hint" }, "Loading this game's rulings…"));
  let asked = false;
  const panel = h(
    "details",
    {
      class: "rules-panel",
      ontoggle: () => {
        if (!panel.open || asked) return;
        asked = true;
        client.gameType(gameType).then((type) => {
          const list = type.rulings || [];
          rulings.replaceChildren(
            h("h4", {}, "Rulings"),
            list.length
              ? h("dl", {}, ...list.flatMap((r) => [h("dt", {}, r.topic || "Ruling"), h("dd", {}, r.text)]))
              : h("p", { class: "hint" }, "This game has no rulings beyond its rulebook."),
          );
        }).catch(() => {
          asked = false;
          rulings.replaceChildren(h("p", { class: "hint" }, "The rulings could not be loaded; open the panel again to retry."));
        });
      },
    },
    h("summary", {}, `How to play ${renderer.title}`),
    ...(renderer.rules || []).map((p) => h("p", {}, p)),
    renderer.legend ? legend(renderer.legend) : null,
    rulings,
  );
  return panel;
}

/** Every board symbol with what it means: `[{symbol: Node|string, text}]`. */
export function legend(items) {
  return h("section", { class: "legend", "aria-label": "Legend" },
    h("h4", {}, "On the board"),
    h("ul", {}, ...items.map(({ symbol, text }) =>
      h("li", {}, h("span", { class: "legend-symbol", "aria-hidden": "true" }, symbol), h("span", {}, text)))));
}

/** The hint line: what to do now, from the game when it can say, else in general terms. */
export function hintText(renderer, game, legal, ctx) {
  if (game.summary.status === "finished") return "The game is over: see the results, then watch the replay if you like.";
  if (game.summary.status === "open") return "Waiting for every seat to be taken; share the link to invite someone.";
  if (game.seat === null) return "You are watching: moves appear as they are played.";
  if (!legal.length) return "Wait for the others: their moves play out on the board and in the log.";
  const own = renderer.hint ? renderer.hint(game.view, ctx) : null;
  // said after "Your turn." in the status bar: not twice
  const what = (own || "Choose a highlighted target on the board, or a button in this bar.").replace(/^Your turn[:.]\s*/, "");
  return what.charAt(0).toUpperCase() + what.slice(1);
}
