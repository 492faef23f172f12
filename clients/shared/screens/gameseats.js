// The game screen's parts about seats and the table around the board: joining an open seat
// (a private game's needs its invite), taking back a seat a bot plays since your time ran out,
// a private game's invite link, and the results with Rematch and the replay.

import { client, auth } from "../client.js";
import { h } from "../dom.js";
import { errorText, resultsPanel } from "./common.js";
import { copyBox } from "./forms.js";
import { reclaimNotice } from "./gameparts.js";

/** The viewer's seat is to act and is theirs to play (not a bot's since their time ran out). */
export function myTurn(game) {
  const info = game.seat === null ? null : game.summary.seats.find((s) => s.seat === game.seat);
  return !!info && info.kind === "human" && game.summary.status === "active" && game.summary.to_act.includes(game.seat);
}

/** The viewer's seat, also while a bot plays it (the read then names no seat). */
export function viewerSeat(game) {
  if (!game) return null;
  if (game.seat !== null) return game.seat;
  const me = auth.player;
  const held = me ? game.summary.seats.find((s) => s.player_id === me.id && s.kind === "bot") : null;
  return held ? held.seat : null;
}

/**
 * The seat parts of one game screen, drawn from `state.game` into `els.join`, `els.invite`,
 * `els.results`. `say(text, kind)` shows a message; `refresh()` reads the game again.
 */
export function seatParts({ gameId, invite, els, state, say, refresh, navigate }) {
  /** Join: whoever opens the link of a game with an open seat (and has none) may take it; a
   * private game's seat needs the invite its link carries. */
  function drawJoin() {
    const { summary, seat } = state.game;
    const back = reclaimNotice(state.game, auth.player, (mine) => join(mine, "", "You have your seat back; your clock starts afresh."));
    if (back) {
      if (els.join.dataset.seats !== "reclaim") els.join.replaceChildren(back);
      els.join.dataset.seats = "reclaim";
      return;
    }
    const free = summary.status === "open" && seat === null
      ? summary.seats.filter((s) => s.kind === "human" && !s.player_id) : [];
    if (!free.length) {
      els.join.replaceChildren();
      delete els.join.dataset.seats;
      return;
    }
    if (summary.private && !invite) {
      els.join.replaceChildren(h("p", { class: "private-note" }, "This is a private game: ask one of its players for the invite link."));
      return;
    }
    if (els.join.dataset.seats === free.map((s) => s.seat).join()) return; // keep a typed name
    els.join.dataset.seats = free.map((s) => s.seat).join();
    const name = auth.token ? null : h("input", { id: "join-name", type: "text", maxlength: "40", placeholder: "Your name", autocomplete: "nickname" });
    els.join.replaceChildren(
      h("p", {}, summary.private ? "You are invited to this game." : "A seat is open in this game."),
      ...(name ? [h("label", { for: "join-name" }, "Your name"), name] : []),
      ...free.map((s) => h("button", { type: "button", class: "primary join-seat", onclick: () => join(s.seat, name ? name.value : "") }, `Join as seat ${s.seat + 1}`)),
    );
  }

  async function join(seat, name = "", joined = "You joined the game.") {
    try {
      if (!auth.token) await client.register(name.trim() || "Guest");
      await client.join(gameId, seat, invite);
      say(joined);
      if (invite) navigate(`#/game/${gameId}`); // the invite has done its work
    } catch (e) {
      say(`Could not join: ${errorText(e)}`, "error");
    }
    refresh();
  }

  /** A private game's invite link, for its players while a seat is open, with Copy. */
  function drawInvite() {
    const { summary, inviteUrl } = state.game;
    if (!inviteUrl || summary.status !== "open") {
      els.invite.replaceChildren();
      return;
    }
    const token = new URL(inviteUrl, location.href).searchParams.get("invite");
    const url = `${location.origin}${location.pathname}#/game/${gameId}?invite=${encodeURIComponent(token)}`;
    if (els.invite.dataset.url === url) return;
    els.invite.dataset.url = url;
    els.invite.replaceChildren(h("p", {}, "Private game: send this link to whoever you invite."), copyBox("invite-link", url, "Copy invite link"));
  }

  async function rematch(button) {
    button.disabled = true;
    try {
      const next = await client.rematch(gameId);
      navigate(`#/game/${next.id}`);
    } catch (e) {
      say(`No rematch: ${errorText(e)}`, "error");
      button.disabled = false;
    }
  }

  function drawResults() {
    const { summary } = state.game;
    if (summary.status !== "finished" || !summary.outcome) {
      els.results.replaceChildren();
      return;
    }
    els.results.replaceChildren(...[ // (replaceChildren would write a null out as "null")
      resultsPanel(summary, viewerSeat(state.game), state.renderer, state.timedOut),
      state.game.seat !== null
        ? h("button", { type: "button", class: "primary rematch", onclick: (ev) => rematch(ev.currentTarget) }, "Rematch") : null,
      h("button", { type: "button", class: "replay", onclick: () => navigate(`#/replay/${gameId}`) }, "Watch the replay"),
    ].filter(Boolean));
  }

  return { drawJoin, drawInvite, drawResults };
}
