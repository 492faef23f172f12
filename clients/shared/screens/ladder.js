// The strength ladder: how the house bots' levels fare against each other, per game, as the
// arena (`make arena`) measured it. The arena writes the data next to this client
// (shared/ladder/ladder.json, and the chart as ladder.svg); this screen only draws it.

import { h } from "../dom.js";

const LADDER_DATA = "shared/ladder/ladder.json";
const LADDER_CHART = "shared/ladder/ladder.svg";

const pct = (x) => `${(100 * x).toFixed(1)}%`;

/** One table (a game with its options): pairings, ratings, and field results. */
export function tableSection(table) {
  const pairs = table.pairs.map((p) => {
    // Stored weaker level first (its wins and losses); shown with the stronger level first.
    const won = p.losses;
    const interval = p.games ? `${pct(wilson(won, p.games, -1))} to ${pct(wilson(won, p.games, 1))}` : "";
    return h(
      "tr", { "data-pair": `${p.opponent}-${p.level}` },
      h("td", {}, p.opponent), h("td", {}, p.level), h("td", {}, String(p.games)),
      h("td", {}, String(won)), h("td", {}, String(p.wins)), h("td", {}, String(p.draws)),
      h("td", {}, p.games ? pct(won / p.games) : ""), h("td", {}, interval),
    );
  });
  const ratings = table.levels.map((level) => {
    const r = table.ratings[level];
    return h("tr", {}, h("td", {}, level), h("td", {}, r.mu.toFixed(1)), h("td", {}, r.sigma.toFixed(2)));
  });
  const fields = (table.fields || []).map((f) =>
    h("tr", {}, h("td", {}, f.level), h("td", {}, String(f.players)), h("td", {}, String(f.games)),
      h("td", {}, pct(f.first_share)), h("td", {}, pct(f.even_share))),
  );
  const head = (...cells) => h("thead", {}, h("tr", {}, ...cells.map((c) => h("th", { scope: "col" }, c))));
  return h(
    "section", { class: "ladder-table", "data-table": table.table, "aria-labelledby": `ladder-${table.table}` },
    h("h2", { id: `ladder-${table.table}` }, table.table),
    h("table", {},
      h("caption", {}, "Two players, seeded, seats swapped"),
      head("level", "against", "games", "won", "lost", "drawn", "win rate", "95% interval"),
      h("tbody", {}, ...pairs)),
    h("table", {}, h("caption", {}, "OpenSkill rating"), head("level", "mu", "sigma"), h("tbody", {}, ...ratings)),
    fields.length
      ? h("table", {}, h("caption", {}, "Alone against heuristic seats: first places"),
        head("level", "players", "games", "first-place share", "an even share"), h("tbody", {}, ...fields))
      : null,
  );
}

// The 95% Wilson interval, as the arena computes it (services/dashgames/arena/ladder.py).
const Z = 1.959963984540054;
function wilson(k, n, sign) {
  const p = k / n;
  const denom = 1 + (Z * Z) / n;
  const centre = (p + (Z * Z) / (2 * n)) / denom;
  const half = (Z * Math.sqrt((p * (1 - p)) / n + (Z * Z) / (4 * n * n))) / denom;
  return Math.min(1, Math.max(0, centre + sign * half));
}

/**
 * @param {HTMLElement} root
 * @param {{layout: string, navigate: function(string): void}} options
 */
export function mountLadder(root, { layout }) {
  const body = h("div", { class: "ladder-body" }, h("p", {}, "Loading the ladder…"));
  root.replaceChildren(
    h("section", { class: `ladder layout-${layout}`, "aria-label": "Strength ladder" },
      h("p", {}, h("a", { href: "#/" }, "Back to the lobby")),
      h("h1", {}, "Bot strength ladder"),
      body),
  );
  let closed = false;
  fetch(LADDER_DATA)
    .then((r) => {
      if (!r.ok) throw new Error(`the ladder has not been measured yet (${r.status})`);
      return r.json();
    })
    .then((data) => {
      if (closed) return;
      const s = data.settings || {};
      body.replaceChildren(
        h("p", {}, `Measured by the arena: ${s.seeds} seeds per pairing, each played from both seats` +
          (s.search_seeds != null
            ? `; ${s.search_seeds} for a pairing with the search level (${s.iterations === "live"
              ? "the search iterations one second reaches in each game" : `${s.iterations} search iterations`} a move).`
            : ".")),
        h("img", { class: "ladder-chart", src: LADDER_CHART, alt: "Win rates with 95% intervals and ratings per level and game" }),
        ...data.tables.map(tableSection),
      );
    })
    .catch((e) => {
      if (!closed) body.replaceChildren(h("p", { role: "alert" }, String(e.message || e)));
    });
  return () => {
    closed = true;
  };
}
