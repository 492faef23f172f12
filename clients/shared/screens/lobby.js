// The lobby: your name, then per game type a form to create a game (options and bot seats)
// and the games you can join, watch or replay.

import { client, auth } from "../client.js";
import { h, words } from "../dom.js";
import { titleOf } from "../games/index.js";
import { errorText, gameName, seatLabel } from "./common.js";
import { checkField, clockField, optionField, range, readOptions } from "./forms.js";

/**
 * @param {HTMLElement} root
 * @param {{layout: string, navigate: function(string): void}} options
 */
/** The quickest games to learn and play first (a newcomer on a phone meets them without
 * scrolling), the long ones after; a game type not named here comes last, by its title. */
export const LOBBY_ORDER = ["double_dash", "flag_dash", "dicey_curves", "dc_dash", "dash_and_cache"];

export function inLobbyOrder(types) {
  const rank = (t) => { const i = LOBBY_ORDER.indexOf(t.type); return i < 0 ? LOBBY_ORDER.length : i; };
  return [...types].sort((a, b) => rank(a) - rank(b) || String(a.title || a.type).localeCompare(String(b.title || b.type)));
}

export function mountLobby(root, { layout, navigate }) {
  const message = h("p", { class: "message", role: "alert", "aria-live": "assertive" });
  const identity = h("div", { class: "identity" });
  const catalogue = h("div", { class: "catalogue" });
  root.replaceChildren(
    h("section", { class: `lobby layout-${layout}`, "aria-label": "Lobby" }, identity, message, catalogue,
      h("p", { class: "ladder-link" }, h("a", { href: "#/ladder" }, "How strong are the bots? The strength ladder"))),
  );
  const say = (text) => {
    message.textContent = text;
  };
  let closed = false;

  function drawIdentity() {
    const player = auth.player;
    const nameInput = h("input", {
      id: "player-name", name: "name", type: "text", autocomplete: "nickname",
      value: player ? player.name : "", placeholder: "Your name", maxlength: "40",
    });
    identity.replaceChildren(
      h(
        "form",
        {
          class: "name-form",
          onsubmit: async (ev) => {
            ev.preventDefault();
            try {
              await client.register(nameInput.value.trim() || "Guest");
              drawIdentity();
              say(`Welcome, ${auth.player.name}.`);
            } catch (e) {
              say(errorText(e));
            }
          },
        },
        h("label", { for: "player-name" }, player ? "Playing as" : "Choose a name to play"),
        nameInput,
        h("button", { type: "submit" }, player ? "Change name" : "Start playing"),
      ),
    );
  }

  async function ensurePlayer() {
    if (!auth.token) await client.register((identity.querySelector("input").value || "").trim() || "Guest");
    drawIdentity();
  }

  async function load() {
    try {
      const types = inLobbyOrder(await client.lobbyCatalogue());
      if (closed) return;
      catalogue.replaceChildren(...types.map(typeSection));
      await Promise.all(types.map((t) => listGames(t.type)));
    } catch (e) {
      say(errorText(e));
    }
  }

  function typeSection(type) {
    const title = type.title || titleOf(type.type);
    return h(
      "section",
      { class: "game-type", "data-type": type.type, "aria-labelledby": `title-${type.type}` },
      h("h2", { id: `title-${type.type}` }, title),
      type.rules_summary
        ? h("details", { class: "summary", open: layout === "web" }, h("summary", {}, "How to play"), h("p", {}, type.rules_summary))
        : null,
      createForm(type),
      h("div", { class: "game-list", "aria-live": "polite" }),
    );
  }

  function createForm(type) {
    const id = (name) => `${type.type}-${name}`;
    const seatsBox = h("fieldset", { class: "seats" }, h("legend", {}, "Seats"));
    const count = h(
      "select",
      { id: id("players"), name: "players", onchange: () => drawSeats() },
      ...range(type.min_players, type.max_players).map((n) => h("option", { value: n }, String(n))),
    );
    const levels = type.bot_levels && type.bot_levels.length ? type.bot_levels : [type.default_bot_level];
    function drawSeats() {
      const n = Number(count.value);
      const old = [...seatsBox.querySelectorAll("select")].map((sel) => sel.value);
      seatsBox.replaceChildren(h("legend", {}, "Seats"));
      for (let seat = 0; seat < n; seat++) {
        const choice = old[seat] || (seat === 0 ? "me" : `bot:${type.default_bot_level}`);
        const select = h(
          "select",
          { id: id(`seat-${seat}`), name: `seat-${seat}`, "data-seat": seat },
          h("option", { value: "me" }, "You"),
          h("option", { value: "open" }, "Open seat (another player)"),
          ...levels.map((level) => h("option", { value: `bot:${level}` }, `Bot: ${level}`)),
        );
        select.value = choice;
        seatsBox.append(h("div", { class: "seat-row" }, h("label", { for: select.id }, `Seat ${seat + 1}`), select));
      }
    }
    const optionInputs = (type.options || []).map((opt) => optionField(type.type, opt));
    const clock = clockField(type.type);
    const privacy = checkField(id("private"), "Private", "only people with the invite link can join");
    const rated = checkField(id("rated"), "Rated", "players only, no bots");
    const form = h(
      "form",
      {
        class: "create",
        "aria-label": `New ${type.title || type.type} game`,
        onsubmit: async (ev) => {
          ev.preventDefault();
          const seats = [];
          let mine = null;
          for (const sel of seatsBox.querySelectorAll("select")) {
            const seat = Number(sel.dataset.seat);
            if (sel.value === "me" && mine === null) {
              mine = seat;
              seats.push({ kind: "human" });
            } else if (sel.value.startsWith("bot:")) {
              seats.push({ kind: "bot", bot_level: sel.value.slice(4) });
            } else {
              seats.push({ kind: "human" });
            }
          }
          const options = readOptions(optionInputs);
          try {
            await ensurePlayer();
            const game = await client.createGame({
              type: type.type, options, seats, seat: mine,
              private: privacy.read(), rated: rated.read(), clock: clock.read(),
            });
            navigate(mine === null ? `#/game/${game.id}?watch=1` : `#/game/${game.id}`);
          } catch (e) {
            say(`Could not create the game: ${errorText(e)}`);
          }
        },
      },
      h("div", { class: "field" }, h("label", { for: count.id }, "Players"), count),
      seatsBox,
      optionInputs.length ? h("details", { class: "options" }, h("summary", {}, "Options"), ...optionInputs.map((o) => o.node)) : null,
      h("details", { class: "table-settings" }, h("summary", {}, "Clock, private, rated"), clock.node, privacy.node, rated.node),
      h("button", { type: "submit", class: "primary" }, `New ${type.title || words(type.type)} game`),
    );
    drawSeats();
    return form;
  }

  async function listGames(type) {
    const section = catalogue.querySelector(`[data-type="${type}"] .game-list`);
    if (!section) return;
    const [open, active, finished] = await Promise.all(
      ["open", "active", "finished"].map((status) => client.listGames(status, type).catch(() => [])),
    );
    const me = auth.player && auth.player.id;
    const rows = [];
    for (const game of open) {
      const free = game.seats.filter((s) => s.kind === "human" && !s.player_id);
      rows.push(gameRow(game, "open",
        ...free.map((s) => h("button", { type: "button", onclick: () => join(game.id, s.seat) }, `Join as seat ${s.seat + 1}`)),
        h("button", { type: "button", onclick: () => navigate(`#/game/${game.id}?watch=1`) }, "Watch")));
    }
    for (const game of active.slice(0, 8)) {
      const mine = game.seats.some((s) => me && s.player_id === me);
      rows.push(gameRow(game, "active",
        h("button", { type: "button", onclick: () => navigate(`#/game/${game.id}`) }, mine ? "Resume" : "Watch")));
    }
    for (const game of finished.slice(0, 5)) {
      rows.push(gameRow(game, "finished",
        h("button", { type: "button", onclick: () => navigate(`#/replay/${game.id}`) }, "Replay")));
    }
    section.replaceChildren(rows.length ? h("ul", { class: "games" }, ...rows) : h("p", { class: "hint" }, "No games yet."));
  }

  function gameRow(game, status, ...buttons) {
    const who = game.seats.map((s) => seatLabel(game, s.seat)).join("; ");
    return h("li", { class: `game-row ${status}`, "data-game": game.id },
      h("span", { class: "game-id" }, `${STATUS_WORDS[status]}: ${gameName(game)}`),
      h("span", { class: "who" }, who),
      h("span", { class: "row-actions" }, ...buttons));
  }

  async function join(gameId, seat) {
    try {
      await ensurePlayer();
      await client.join(gameId, seat);
      navigate(`#/game/${gameId}`);
    } catch (e) {
      say(`Could not join: ${errorText(e)}`);
    }
  }

  drawIdentity();
  load();
  return () => {
    closed = true;
  };
}

const STATUS_WORDS = { open: "Open", active: "Playing", finished: "Finished" };

