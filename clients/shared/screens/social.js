// The history screens: "my games" (active and finished, filtered, a page at a time), a
// leaderboard per game type (bots marked, a filter), and a player's profile (ratings, their
// history, a challenge form).

import { auth, client } from "../client.js";
import { h } from "../dom.js";
import { titleOfType } from "../inbox.js";
import { errorText, gameName } from "./common.js";
import { copyBox } from "./forms.js";
import { challengeForm } from "./matching.js";

const TYPES = ["double_dash", "flag_dash", "dc_dash", "dicey_curves", "dash_and_cache"];
const RESULT_WORDS = { won: "Won", lost: "Lost", drawn: "Draw" };

function select(id, label, pairs, value) {
  const el = h("select", { id }, ...pairs.map(([v, text]) => h("option", { value: v }, text)));
  el.value = value;
  return { el, node: h("div", { class: "field" }, h("label", { for: id }, label), el) };
}

function when(seconds) {
  return seconds ? new Date(seconds * 1000).toLocaleString([], { dateStyle: "medium", timeStyle: "short" }) : "";
}

/** A rating as people read it: one decimal (OpenSkill's scale starts at 0). */
export function fmtRating(value) {
  return value < 0 ? `−${Math.abs(value).toFixed(1)}` : value.toFixed(1);
}

function fmtDelta(delta) {
  return `${delta >= 0 ? "+" : "−"}${Math.abs(delta).toFixed(1)}`;
}

function ratingText(change) {
  if (!change) return "";
  return ` · rating ${fmtRating(change.after)} (${fmtDelta(change.delta)})`;
}

/** My games: active or finished, by game type and result, newest first, "More" pages on. */
/** Your seat is played by a bot since your time ran out (it keeps your name). */
function botPlays(g) {
  const mine = (g.seats || []).find((s) => s.seat === g.seat);
  return !!mine && mine.kind === "bot";
}

/** "Won" / "Lost" / "Draw"; a game a bot finished on your seat after your time ran out says so
 * (the seat kept your name, the result is the bot's, not yours). */
function finishedBy(g) {
  const result = RESULT_WORDS[g.result] || "Finished";
  if (!botPlays(g)) return result;
  return `Your time ran out; a bot finished it (${result === "Draw" ? "a draw" : `the bot ${result.toLowerCase()}`})`;
}

export function mountMyGames(root, { layout, navigate }) {
  const message = h("p", { class: "message", role: "alert" });
  const status = select("mg-status", "Show", [["active", "Playing and open"], ["finished", "Finished"]], "active");
  const type = select("mg-type", "Game", [["", "All games"], ...TYPES.map((t) => [t, titleOfType(t)])], "");
  const result = select("mg-result", "Result", [["", "Any result"], ["won", "Won"], ["lost", "Lost"], ["drawn", "Draw"]], "");
  const list = h("ul", { class: "my-games-list" });
  const more = h("button", { type: "button", class: "more", hidden: true }, "More games");
  root.replaceChildren(h("section", { class: `my-games layout-${layout}`, "aria-label": "My games" },
    h("h2", {}, "My games"),
    h("div", { class: "filters" }, status.node, type.node, result.node),
    message, list, more));
  let cursor = null;
  let closed = false;

  function row(g) {
    const mySeat = g.seat;
    const finished = g.status === "finished";
    const turn = !finished && g.to_act.includes(mySeat);
    const summary = { seats: g.seats };
    const line = finished
      ? `${finishedBy(g)}${g.rated ? " · rated" : ""}${ratingText(g.rating)} · ${when(g.finished_at)}`
      : `${g.status === "open" ? "Waiting for players" : botPlays(g) ? "A bot is playing your seat" : turn ? "Your turn" : "Their turn"}${g.rated ? " · rated" : ""} · ${when(g.created_at)}`;
    return h("li", { class: `my-game ${g.status}${turn ? " my-turn" : ""}`, "data-game": g.id, "data-result": g.result || "" },
      h("span", { class: "mg-title" }, `${titleOfType(g.type)}: ${gameName(summary)}`),
      h("span", { class: "mg-line" }, line),
      h("button", { type: "button", onclick: () => navigate(finished ? `#/replay/${g.id}` : `#/game/${g.id}`) },
        finished ? "Replay" : turn ? "Play" : "Open"));
  }

  async function load(reset) {
    if (!auth.token) {
      list.replaceChildren(h("li", { class: "hint" }, "Play a game first: your games are listed here."));
      return;
    }
    if (reset) {
      cursor = null;
      list.replaceChildren();
    }
    result.el.disabled = status.el.value !== "finished";
    try {
      const page = await client.myGames({
        status: status.el.value, type: type.el.value || null,
        result: status.el.value === "finished" ? result.el.value || null : null, cursor,
      });
      if (closed) return;
      list.append(...page.games.map(row));
      if (!list.children.length) list.append(h("li", { class: "hint" }, "No games here."));
      cursor = page.next_cursor;
      more.hidden = !cursor;
    } catch (e) {
      message.textContent = errorText(e);
    }
  }
  for (const f of [status, type, result]) f.el.addEventListener("change", () => load(true));
  more.addEventListener("click", () => load(false));
  load(true);
  return () => { closed = true; };
}

/** A leaderboard per game type: rank, name (bots marked), rating, games; bots filter. */
export function mountLeaderboard(root, { layout, navigate, gameType }) {
  const current = TYPES.includes(gameType) ? gameType : TYPES[0];
  const message = h("p", { class: "message", role: "alert" });
  const tabs = h("nav", { class: "type-tabs", "aria-label": "Game types" },
    ...TYPES.map((t) => h("a", { href: `#/leaderboard/${t}`, "aria-current": t === current ? "page" : undefined }, titleOfType(t))));
  const bots = select("lb-bots", "Bots", [["include", "Players and bots"], ["exclude", "Players only"], ["only", "Bots only"]], "include");
  const table = h("tbody", {});
  const more = h("button", { type: "button", class: "more", hidden: true }, "More");
  root.replaceChildren(h("section", { class: `leaderboard layout-${layout}`, "aria-label": "Leaderboard", "data-type": current },
    h("h2", {}, `Leaderboard: ${titleOfType(current)}`), tabs,
    h("div", { class: "filters" }, bots.node), message,
    h("div", { class: "table-wrap" }, h("table", { class: "ladder" },
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "#"), h("th", { scope: "col" }, "Player"), h("th", { scope: "col" }, "Rating"), h("th", { scope: "col" }, "Games"))),
      table)),
    more));
  let cursor = null;
  let rank = 0;
  async function load(reset) {
    if (reset) { cursor = null; rank = 0; table.replaceChildren(); }
    try {
      const page = await client.leaderboard(current, bots.el.value, cursor);
      for (const e of page.entries) {
        rank += 1;
        table.append(h("tr", { class: e.is_bot ? "bot" : "", "data-player": e.player_id },
          h("td", {}, String(rank)),
          h("td", {}, h("a", { href: `#/player/${e.player_id}` }, e.name), e.is_bot ? h("span", { class: "bot-badge", title: "A bot account" }, "BOT") : null),
          h("td", {}, fmtRating(e.rating)),
          h("td", {}, String(e.games))));
      }
      if (!table.children.length) table.append(h("tr", {}, h("td", { colspan: 4, class: "hint" }, "No rated games of this type yet.")));
      cursor = page.next_cursor;
      more.hidden = !cursor;
    } catch (e) {
      message.textContent = errorText(e);
    }
  }
  bots.el.addEventListener("change", () => load(true));
  more.addEventListener("click", () => load(false));
  load(true);
  return () => {};
}

/** A player's profile: name (bot marked), ratings per game type with their history, challenge. */
export function mountPlayer(root, { layout, navigate, playerId }) {
  const message = h("p", { class: "message", role: "alert" });
  const head = h("div", { class: "profile-head" }, h("h2", {}, "Player"));
  const ratings = h("div", { class: "ratings" });
  const history = h("div", { class: "rating-history" });
  const challenge = h("div", { class: "challenge-slot" });
  root.replaceChildren(h("section", { class: `profile layout-${layout}`, "aria-label": "Player" },
    head, message, ratings, history, challenge));
  let closed = false;
  (async () => {
    try {
      const [player, rated, types] = await Promise.all([
        client.player(playerId), client.ratings(playerId), client.lobbyCatalogue()]);
      if (closed) return;
      const me = auth.player && auth.player.id === playerId;
      head.replaceChildren(...[h("h2", {}, player.name, player.is_bot ? h("span", { class: "bot-badge" }, "BOT") : null, me ? " (you)" : ""),
        player.is_bot && player.accepts ? h("p", { class: "hint" }, `Plays ${player.accepts.map(titleOfType).join(", ")}.`) : null,
        me ? copyBox("profile-link", location.href, "Copy my profile link") : null].filter(Boolean));
      ratings.replaceChildren(h("h3", {}, "Ratings"), rated.ratings.length
        ? h("table", { class: "ratings-table" },
          h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "Game"), h("th", { scope: "col" }, "Rating"), h("th", { scope: "col" }, "Games"))),
          h("tbody", {}, ...rated.ratings.map((r) => h("tr", { "data-type": r.game_type },
            h("td", {}, h("a", { href: `#/leaderboard/${r.game_type}` }, titleOfType(r.game_type))),
            h("td", {}, fmtRating(r.rating)), h("td", {}, String(r.games))))))
        : h("p", { class: "hint" }, "No rated games yet."));
      history.replaceChildren(...(rated.history.length ? [h("h3", {}, "Recent rated games"),
        h("ul", { class: "history-list" }, ...rated.history.slice(0, 10).map((e) => h("li", {},
          `${titleOfType(e.game_type)}: ${fmtRating(e.before)} → ${fmtRating(e.after)} (${fmtDelta(e.delta)}) · ${when(e.at)} `,
          h("a", { href: `#/replay/${e.game_id}` }, "replay"))))] : []));
      if (!me) challenge.replaceChildren(h("h3", {}, `Challenge ${player.name}`), challengeForm(types, { to: playerId, toName: player.name }));
    } catch (e) {
      message.textContent = errorText(e);
    }
  })();
  return () => { closed = true; };
}
