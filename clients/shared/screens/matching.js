// Finding someone to play: quick pairing (a seek: wait, then go to the game when paired) and
// challenges (send one to a player by their id or profile link; see and answer your own).

import { auth, client } from "../client.js";
import { h } from "../dom.js";
import { DECLINE_REASONS, titleOfType } from "../inbox.js";
import { errorText } from "./common.js";
import { checkField, clockField, copyBox, optionField, range, readOptions, tableWords } from "./forms.js";

const POLL_SECONDS = 20; // under the seek's 30 s lifetime: each read keeps it alive

/** Sign in as "Guest" (or the given name) when this browser has no player yet. */
export async function ensurePlayer(name = "") {
  if (!auth.token) await client.register(name.trim() || "Guest");
  return auth.player;
}

function nameField(prefix) {
  if (auth.token) return null;
  const input = h("input", { id: `${prefix}-name`, type: "text", maxlength: "40", placeholder: "Your name", autocomplete: "nickname" });
  return { node: h("div", { class: "field" }, h("label", { for: input.id }, "Your name"), input), read: () => input.value };
}

/**
 * The game part of a form: type, player count, options (the catalogue's), clock, rated.
 * @returns {{node: HTMLElement, read: function(): object}}
 */
function tableFields(types, prefix, { counts = false } = {}) {
  const typeSelect = h("select", { id: `${prefix}-type`, name: "type" },
    ...types.map((t) => h("option", { value: t.type }, t.title || titleOfType(t.type))));
  const countBox = h("div", { class: "field" });
  const optionBox = h("div", { class: "options-box" });
  let optionFields = [];
  let countSelect = null;
  const clock = clockField(prefix);
  const rated = checkField(`${prefix}-rated`, "Rated", "players only, no bots");
  const drawType = () => {
    const type = types.find((t) => t.type === typeSelect.value);
    countSelect = h("select", { id: `${prefix}-players`, name: "players" },
      ...range(type.min_players, type.max_players).map((n) => h("option", { value: n }, String(n))));
    countBox.replaceChildren(h("label", { for: countSelect.id }, counts ? "Table size" : "Players"), countSelect);
    optionFields = (type.options || []).map((opt) => optionField(type.type, opt, `${prefix}-`));
    optionBox.replaceChildren(...(optionFields.length
      ? [h("details", { class: "options" }, h("summary", {}, "Options"), ...optionFields.map((o) => o.node))] : []));
  };
  typeSelect.addEventListener("change", drawType);
  drawType();
  return {
    node: h("div", { class: "table-fields" },
      h("div", { class: "field" }, h("label", { for: typeSelect.id }, "Game"), typeSelect),
      countBox, optionBox, clock.node, rated.node),
    read: () => ({
      type: typeSelect.value, players: Number(countSelect.value), options: readOptions(optionFields),
      clock: clock.read(), rated: rated.read(),
    }),
  };
}

/** Quick play: one seek; its long-poll keeps it alive and answers when a table is made. */
export function mountQuickPlay(root, { layout, navigate }) {
  const message = h("p", { class: "message", role: "alert", "aria-live": "assertive" });
  const body = h("div", { class: "play-body" });
  root.replaceChildren(h("section", { class: `quick-play layout-${layout}`, "aria-label": "Quick play" },
    h("h2", {}, "Quick play"),
    h("p", { class: "hint" }, "Say what you want to play; you are seated with the next player who wants the same (of a similar rating when rated)."),
    message, body));
  let seek = null;
  let controller = null;
  let closed = false;

  async function waitFor(current) {
    seek = current;
    const cancel = h("button", { type: "button", class: "cancel-seek", onclick: withdraw }, "Stop looking");
    const since = Date.now();
    const elapsed = h("span", { class: "elapsed" }, "0 s");
    body.replaceChildren(h("div", { class: "seeking", "data-seek": seek.id },
      h("p", { class: "seeking-line" }, h("span", { class: "spinner", "aria-hidden": "true" }),
        `Looking for ${current.players.join(" or ")} players of ${titleOfType(current.type)} (${tableWords({ rated: current.rated, clock: current.clock })})… `, elapsed),
      cancel));
    const tick = setInterval(() => { elapsed.textContent = `${Math.round((Date.now() - since) / 1000)} s`; }, 1000);
    try {
      while (!closed && seek) {
        controller = new AbortController();
        const now = await client.readSeek(seek.id, POLL_SECONDS, controller.signal);
        if (now.status === "paired" && now.game_id) {
          seek = null;
          navigate(`#/game/${now.game_id}`);
          return;
        }
      }
    } catch (e) {
      if (!closed && seek) {
        message.textContent = `The search stopped: ${errorText(e)}`;
        seek = null;
        drawForm();
      }
    } finally {
      clearInterval(tick);
    }
  }

  async function withdraw() {
    const gone = seek;
    seek = null;
    if (controller) controller.abort();
    if (!gone) return;
    try {
      await client.cancelSeek(gone.id);
      message.textContent = "You stopped looking.";
    } catch (e) {
      if (e.code === "SEEK_ALREADY_PAIRED" && e.details && e.details.game_id) {
        navigate(`#/game/${e.details.game_id}`);
        return;
      }
      message.textContent = errorText(e);
    }
    drawForm();
  }

  let types = [];
  function drawForm() {
    if (closed) return;
    const who = nameField("seek");
    const table = tableFields(types, "seek", { counts: true });
    const bots = checkField("seek-bots", "Bots may fill the table", "after a short wait; casual only");
    body.replaceChildren(h("form", {
      class: "seek-form", "aria-label": "Quick play",
      onsubmit: async (ev) => {
        ev.preventDefault();
        message.textContent = "";
        const t = table.read();
        try {
          await ensurePlayer(who ? who.read() : "");
          const spec = { type: t.type, players: [t.players], options: t.options, rated: t.rated, bots: bots.read() };
          if (t.clock) spec.clock = t.clock;
          const made = await client.createSeek(spec);
          waitFor(made);
        } catch (e) {
          if (e.code === "ALREADY_SEEKING" && e.details && e.details.seek_id) {
            waitFor(await client.readSeek(e.details.seek_id));
            return;
          }
          message.textContent = `Could not start looking: ${errorText(e)}`;
        }
      },
    }, who ? who.node : null, table.node, bots.node, h("button", { type: "submit", class: "primary" }, "Find a game")));
  }

  client.lobbyCatalogue().then((found) => {
    types = found;
    drawForm();
  }).catch((e) => { message.textContent = errorText(e); });
  return () => {
    closed = true;
    if (seek) withdraw();
  };
}

/**
 * A challenge form to one player (`to` known) or to a player id typed in.
 * @returns {HTMLElement}
 */
export function challengeForm(types, { to = null, toName = "", onSent }) {
  const message = h("p", { class: "message", role: "alert" });
  const who = nameField("challenge");
  const target = to ? null : h("input", { id: "challenge-to", type: "text", required: true, placeholder: "Id or profile link", autocomplete: "off" });
  const table = tableFields(types, "challenge");
  const seat = h("select", { id: "challenge-seat" },
    h("option", { value: "0" }, "Seat 1 (first)"), h("option", { value: "1" }, "Seat 2"), h("option", { value: "" }, "Either: the platform picks"));
  return h("form", {
    class: "challenge-form", "aria-label": to ? `Challenge ${toName}` : "Challenge a player",
    onsubmit: async (ev) => {
      ev.preventDefault();
      message.textContent = "";
      const t = table.read();
      let id = to || target.value.trim();
      const link = id.match(/player\/([^/?#]+)/);
      if (link) id = link[1];
      try {
        await ensurePlayer(who ? who.read() : "");
        const body = { to: id, type: t.type, players: t.players, options: t.options, rated: t.rated };
        if (t.clock) body.clock = t.clock;
        if (seat.value !== "") body.seat = Number(seat.value);
        const sent = await client.challenge(body);
        message.textContent = `Challenge sent to ${sent.challenged.name}: waiting for an answer.`;
        if (onSent) onSent(sent);
      } catch (e) {
        message.textContent = `Could not send the challenge: ${errorText(e)}`;
      }
    },
  },
  who ? who.node : null,
  target ? h("div", { class: "field" }, h("label", { for: target.id }, "Player id or profile link"), target) : null,
  table.node,
  h("div", { class: "field" }, h("label", { for: seat.id }, "Your seat"), seat),
  h("button", { type: "submit", class: "primary send-challenge" }, to ? `Challenge ${toName}` : "Send the challenge"),
  message);
}

/** The challenges page: your profile link to share, a challenge form, and your challenges. */
export function mountChallenges(root, { layout, navigate }) {
  const message = h("p", { class: "message", role: "alert", "aria-live": "assertive" });
  const mine = h("div", { class: "my-link" });
  const formSlot = h("div", {});
  const lists = h("div", { class: "challenge-lists" });
  root.replaceChildren(h("section", { class: `challenges layout-${layout}`, "aria-label": "Challenges" },
    h("h2", {}, "Challenges"), message, mine, formSlot, lists));
  let closed = false;

  function drawLink() {
    const player = auth.player;
    if (!player) {
      mine.replaceChildren(h("p", { class: "hint" }, "Send a challenge (or start playing in the lobby) to get your own profile link."));
      return;
    }
    const url = `${location.origin}${location.pathname}#/player/${player.id}`;
    mine.replaceChildren(h("p", {}, "Your profile link: whoever opens it can challenge you."),
      copyBox("my-profile-link", url, "Copy my link"));
  }

  async function drawLists() {
    if (!auth.token || closed) return;
    try {
      const { incoming, outgoing } = await client.challenges();
      const row = (ch, out) => h("li", { class: `challenge-row ${ch.status}`, "data-challenge": ch.id },
        h("span", {}, out ? `To ${ch.challenged.name}` : `From ${ch.challenger.name}`, `: ${titleOfType(ch.game_type)}, ${tableWords(ch)}`,
          ch.status === "declined" && ch.decline_reason ? ` — declined: ${DECLINE_REASONS[ch.decline_reason] || ch.decline_reason}` : ` — ${ch.status}`),
        out && ch.status === "pending"
          ? h("button", { type: "button", class: "cancel-challenge", onclick: async () => { await client.cancelChallenge(ch.id).catch(() => {}); drawLists(); } }, "Cancel") : null,
        ch.game_id && ch.status === "accepted"
          ? h("button", { type: "button", onclick: () => navigate(`#/game/${ch.game_id}`) }, "Open the game") : null);
      lists.replaceChildren(
        h("h3", {}, "Sent"), outgoing.length ? h("ul", { class: "challenge-list" }, ...outgoing.map((c) => row(c, true))) : h("p", { class: "hint" }, "None."),
        h("h3", {}, "Received"), incoming.length ? h("ul", { class: "challenge-list" }, ...incoming.map((c) => row(c, false))) : h("p", { class: "hint" }, "None yet: a new one pops up as a notice, wherever you are."));
    } catch (e) {
      message.textContent = errorText(e);
    }
  }

  client.lobbyCatalogue().then((types) => {
    if (closed) return;
    formSlot.replaceChildren(h("h3", {}, "Send a challenge"), challengeForm(types, { onSent: () => { drawLink(); drawLists(); } }));
  }).catch((e) => { message.textContent = errorText(e); });
  drawLink();
  drawLists();
  const timer = setInterval(drawLists, 5000);
  return () => {
    closed = true;
    clearInterval(timer);
  };
}
