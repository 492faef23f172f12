// Tournaments (docs/TOURNAMENTS.md): the list (upcoming, running, finished) with a form to make
// one, and one event's screen: join or withdraw, the live standings table and the event's
// stream. While you follow an event your next game opens by itself: the stream's `paired`
// naming you, or `game_started` with the event's id on the account stream (inbox.js).

import { auth, client } from "../client.js";
import { h, ordinal as ordinalOf } from "../dom.js";
import { titleOfType } from "../inbox.js";
import { errorText } from "./common.js";
import { CLOCKS, checkField, range } from "./forms.js";
import { ensurePlayer } from "./matching.js";

const LISTS = [["upcoming", "Upcoming"], ["running", "Running"], ["finished", "Finished"]];
const FOLLOWING = "dashgames.tournament";

function when(seconds) {
  if (!seconds) return "";
  return new Date(seconds * 1000).toLocaleString([], { dateStyle: "medium", timeStyle: "short" });
}

/** "Swiss, 3 rounds, tables of 3" / "Arena, 10 min". */
export function formatWords(t) {
  const size = t.table_size > 2 ? `, tables of ${t.table_size}` : "";
  const kind = t.format === "swiss" ? `Swiss, ${t.rounds} rounds` : `Arena, ${t.minutes} min`;
  return `${kind}${size}${t.rated ? ", rated" : ", casual"}${t.bots_only ? ", bots only" : ""}`;
}

function statusWords(t) {
  if (t.status === "open") return `starts ${when(t.starts_at)}`;
  if (t.status === "running") {
    return t.format === "swiss" ? `round ${t.round} of ${t.rounds}` : `ends ${when(t.ends_at)}`;
  }
  return t.status === "cancelled" ? "cancelled: too few entrants" : `finished ${when(t.finished_at)}`;
}

function createForm(types, say, navigate) {
  const name = h("input", { id: "tn-name", type: "text", maxlength: "80", value: "Friday event" });
  const typeSelect = h("select", { id: "tn-type" },
    ...types.map((t) => h("option", { value: t.type }, t.title || titleOfType(t.type))));
  const sizeBox = h("div", { class: "field" });
  let size = null;
  const drawSize = () => {
    const type = types.find((t) => t.type === typeSelect.value);
    size = h("select", { id: "tn-size" },
      ...range(type.min_players, type.max_players).map((n) => h("option", { value: n }, String(n))));
    sizeBox.replaceChildren(h("label", { for: size.id }, "Table size"), size);
  };
  typeSelect.addEventListener("change", drawSize);
  drawSize();
  const format = h("select", { id: "tn-format" }, h("option", { value: "swiss" }, "Swiss"),
    h("option", { value: "arena" }, "Arena"));
  const length = h("input", { id: "tn-length", type: "number", min: "1", max: "50", value: "3" });
  const lengthLabel = h("label", { for: length.id }, "Rounds");
  format.addEventListener("change", () => {
    lengthLabel.textContent = format.value === "swiss" ? "Rounds" : "Minutes";
    length.max = format.value === "swiss" ? "50" : "1440";
    length.value = format.value === "swiss" ? "3" : "30";
  });
  const clocks = CLOCKS.filter((c) => c.clock); // a tournament needs a clock
  const clock = h("select", { id: "tn-clock" }, ...clocks.map((c) => h("option", { value: c.id }, c.label)));
  const startsIn = h("input", { id: "tn-starts", type: "number", min: "1", max: "10080", value: "5" });
  const bots = h("input", { id: "tn-bots", type: "number", min: "0", max: "100", value: "0" });
  const rated = checkField("tn-rated", "Rated", "rated players only, no house bots");
  const field = (label, input) => h("div", { class: "field" }, h("label", { for: input.id }, label), input);
  const submit = async (event) => {
    event.preventDefault();
    try {
      await ensurePlayer();
      const count = Number(length.value);
      const made = await client.createTournament({
        name: name.value.trim() || "Event", type: typeSelect.value, format: format.value,
        table_size: Number(size.value), clock: clocks.find((c) => c.id === clock.value).clock,
        rated: rated.read(), house_bots: Number(bots.value),
        starts_at: Date.now() / 1000 + 60 * Number(startsIn.value),
        ...(format.value === "swiss" ? { rounds: count } : { minutes: count }),
        min_players: Number(size.value),
      });
      navigate(`#/tournament/${made.id}`);
    } catch (e) {
      say(errorText(e));
    }
  };
  return h("details", { class: "tournament-create" }, h("summary", {}, "Make a tournament"),
    h("form", { class: "table-fields", onsubmit: submit },
      field("Name", name), field("Game", typeSelect), sizeBox, field("Format", format),
      h("div", { class: "field" }, lengthLabel, length), field("Clock", clock),
      field("Starts in (minutes)", startsIn), field("House bots to fill in", bots), rated.node,
      h("button", { type: "submit", class: "primary" }, "Make it")));
}

/**
 * The list of events, one tab per status.
 * @param {HTMLElement} root
 * @param {{layout: string, navigate: function(string): void, query: URLSearchParams}} options
 */
export function mountTournaments(root, { layout, navigate, query }) {
  const status = LISTS.some(([s]) => s === query.get("status")) ? query.get("status") : "upcoming";
  const message = h("p", { class: "message", role: "alert", "aria-live": "assertive" });
  const list = h("ul", { class: "tournament-list" }, h("li", {}, "Loading…"));
  const form = h("div");
  const say = (text) => { message.textContent = text; };
  root.replaceChildren(h("section", { class: `tournaments layout-${layout}`, "aria-label": "Tournaments" },
    h("h2", {}, "Tournaments"),
    h("nav", { class: "type-tabs", "aria-label": "Which tournaments" },
      ...LISTS.map(([s, label]) => h("a", { href: `#/tournaments?status=${s}`, ...(s === status ? { "aria-current": "page" } : {}) }, label))),
    list, message, form));
  let closed = false;
  client.listTournaments(status).then((found) => {
    if (closed) return;
    list.replaceChildren(...(found.length ? found.map((t) => h("li", { class: "tournament-row", "data-id": t.id },
      h("a", { class: "tr-name", href: `#/tournament/${t.id}` }, t.name),
      h("span", { class: "tr-game" }, titleOfType(t.type)),
      h("span", { class: "tr-format" }, formatWords(t)),
      h("span", { class: "tr-count" }, `${t.entrants} ${t.entrants === 1 ? "entrant" : "entrants"}`),
      h("span", { class: "tr-status" }, statusWords(t)))) : [h("li", {}, "None just now.")]));
  }).catch((e) => say(errorText(e)));
  client.lobbyCatalogue().then((types) => {
    if (!closed) form.replaceChildren(createForm(types, say, navigate));
  }).catch(() => {});
  return () => { closed = true; };
}

function standingsTable(t, rows, me) {
  const swiss = t.format === "swiss";
  const head = [["#"], ["Player"], ["Points"], ["Games", "narrow-hide"], ["Wins"],
    ...(swiss ? [["Buchholz", "tb"], ["S-B", "tb"]] : []), ["Now"]];
  return h("div", { class: "table-wrap" }, h("table", { class: "ratings-table standings" },
    h("caption", {}, t.status === "finished" ? "Final standings" : "Standings, live"),
    h("thead", {}, h("tr", {}, ...head.map(([c, cls]) => h("th", { scope: "col", class: cls || "" }, c)))),
    h("tbody", {}, ...rows.map((r) => h("tr", { "data-entrant": r.entrant_id, class: r.entrant_id === me ? "me" : "" },
      h("td", {}, String(r.rank)),
      h("td", {}, r.name, r.is_bot ? h("span", { class: "bot-badge" }, "bot") : null,
        r.withdrawn ? h("small", {}, " (withdrawn)") : null, r.on_fire ? h("span", { class: "on-fire", title: "On fire: the next game scores double" }, " 🔥") : null),
      h("td", { class: "points" }, String(r.points)), h("td", { class: "narrow-hide" }, String(r.games)), h("td", {}, String(r.wins)),
      ...(swiss ? [h("td", { class: "tb" }, String(r.tie_breaks.buchholz)), h("td", { class: "tb" }, String(r.tie_breaks.sonneborn_berger))] : []),
      h("td", {}, r.playing ? h("a", { href: `#/game/${r.playing}${r.entrant_id === me ? "" : "?watch=1"}` }, r.entrant_id === me ? "your game" : "watch") : "")))),
  ));
}

function eventWords(e) {
  const d = e.data || {};
  switch (e.type) {
    case "joined": return `${d.name} joined.`;
    case "withdrew": return `${d.entrant_id} withdrew.`;
    case "started": return `Started with ${d.entrants} entrants.`;
    case "round_started": return `Round ${d.round}: ${d.tables} tables${(d.byes || []).length ? `, ${d.byes.length} bye` : ""}.`;
    case "paired": return `A table: ${(d.seats || []).length} seats.`;
    case "standings": return "A table finished: standings updated.";
    case "finished": return d.cancelled ? "Cancelled: too few entrants." : "Finished.";
    default: return e.type;
  }
}

/**
 * One event: its facts, join / withdraw, live standings, the stream's last events.
 * @param {HTMLElement} root
 * @param {{layout: string, navigate: function(string): void, tournamentId: string}} options
 */
export function mountTournament(root, { layout, navigate, tournamentId }) {
  const facts = h("div", { class: "tournament-facts" }, h("p", {}, "Loading…"));
  const actions = h("div", { class: "tournament-actions" });
  const message = h("p", { class: "message", role: "alert", "aria-live": "assertive" });
  const table = h("div", { class: "standings-box" });
  const log = h("ol", { class: "tournament-log", "aria-label": "What happened", reversed: "" });
  root.replaceChildren(h("section", { class: `tournament layout-${layout}`, "aria-label": "Tournament" },
    h("p", {}, h("a", { href: "#/tournaments" }, "All tournaments")), facts, actions, message, table,
    h("details", { class: "tournament-events" }, h("summary", {}, "Event log"), log)));
  const say = (text) => { message.textContent = text; };
  let closed = false;
  let current = null;
  let rows = [];
  const me = () => (auth.player ? auth.player.id : null);
  const entered = () => rows.some((r) => r.entrant_id === me() && !r.withdrawn);

  const drawActions = () => {
    if (!current) return;
    const open = current.status === "open" || (current.status === "running" && current.format === "arena");
    const act = (label, cls, call) => h("button", { type: "button", class: cls, onclick: async () => {
      try {
        await ensurePlayer();
        await call();
        say("");
        sessionStorage.setItem(FOLLOWING, tournamentId);
        await refresh();
      } catch (e) {
        say(errorText(e));
      }
    } }, label);
    const over = current.status === "finished" || current.status === "cancelled";
    const mine = rows.find((r) => r.entrant_id === me());
    if (over) {
      actions.replaceChildren(...(mine ? [h("p", { class: "your-result" }, `You finished ${ordinalOf(mine.rank)} of ${rows.length}, with ${mine.points} points.`)] : []));
      return;
    }
    actions.replaceChildren(...(entered()
      ? [h("p", {}, "You are in. Your games open by themselves while this page is open."),
        ...(open ? [act("Withdraw", "withdraw-tournament", () => client.withdrawFromTournament(tournamentId))] : [])]
      : open ? [act("Join", "primary join-tournament", () => client.joinTournament(tournamentId))] : []));
  };

  async function refresh() {
    const [t, page] = await Promise.all([client.tournament(tournamentId), client.tournamentStandings(tournamentId)]);
    if (closed) return;
    current = t;
    rows = page.standings;
    facts.replaceChildren(h("h2", {}, t.name),
      h("p", { class: "tournament-line" }, `${titleOfType(t.type)} · ${formatWords(t)} · ${t.entrants} entrants`),
      h("p", { class: "tournament-status", "data-status": t.status }, statusWords(t)));
    table.replaceChildren(rows.length ? standingsTable(t, rows, me()) : h("p", {}, "Nobody has joined yet."));
    drawActions();
  }

  let pending = null; // one refresh at a time, the latest wins
  const soon = () => {
    if (pending) return;
    pending = setTimeout(() => { pending = null; refresh().catch((e) => say(errorText(e))); }, 150);
  };
  refresh().catch((e) => say(errorText(e)));
  const stream = client.followTournament(tournamentId, (e) => {
    if (closed) return;
    log.prepend(h("li", { "data-type": e.type }, eventWords(e)));
    const d = e.data || {};
    if (e.type === "paired" && me() && (d.seats || []).includes(me())) {
      sessionStorage.setItem(FOLLOWING, tournamentId);
      navigate(`#/game/${d.game_id}`); // your next game opens by itself
      return;
    }
    soon();
  });
  return () => {
    closed = true;
    stream.close();
    if (pending) clearTimeout(pending);
  };
}
