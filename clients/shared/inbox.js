// The account stream in the page: while a player is signed in, one long-poll of
// `GET /v1/players/me/events` at a time (EventSource cannot send the token), and what it says
// shown as notices: a challenge to accept or decline (with a reason), a challenge accepted or
// declined, a game started for you (a rematch, a challenge), a rated game's rating change.

import { auth, client } from "./client.js";
import { h } from "./dom.js";
import { errorText } from "./screens/common.js";
import { tableWords } from "./screens/forms.js";

const TITLES = {
  dash_and_cache: "Dash and Cache", dc_dash: "DC Dash", dicey_curves: "Dicey Curves",
  double_dash: "Double Dash!", flag_dash: "Flag Dash",
};

const TURNS = new Set(["your_turn", "game_started", "game_finished"]); // the menu's count

/** Lichess's decline reasons (the API's codes), in words the challenger reads. */
export const DECLINE_REASONS = {
  generic: "I'm not accepting challenges right now",
  later: "Not now, maybe later",
  tooFast: "Too fast for me",
  tooSlow: "Too slow for me",
  timeControl: "Not with this clock",
  rated: "Please send a rated challenge",
  casual: "Please send a casual challenge",
  standard: "Not with these options",
  variant: "Not this game",
  noBot: "No challenges from bots",
  onlyBot: "Only challenges from bots",
};

const CURSOR_KEY = "dashgames.inbox";
const LOOK_BACK_MS = 30000;

/** Where to resume this player's stream: the last event this browser read, else the events of
 * the last half minute (a stream id starts with its unix milliseconds), so that a challenge
 * answered while the page was still starting is not missed and old ones are not replayed. */
function cursorOf(player) {
  const kept = player ? localStorage.getItem(`${CURSOR_KEY}.${player.id}`) : null;
  const recent = `${Date.now() - LOOK_BACK_MS}-0`;
  if (!kept || Number(kept.split("-")[0]) < Date.now() - 20 * 60000) return recent; // long gone: what is new
  return kept;
}

export function titleOfType(type) {
  return TITLES[type] || String(type).replace(/_/g, " ");
}

/**
 * Follow the account stream and show notices in `box`.
 * @param {HTMLElement} box
 * @param {function(string): void} navigate
 * @returns {{stop: function(): void}}
 */
export function startInbox(box, navigate) {
  let stopped = false;
  let controller = null;
  let after = null;
  let token = null;
  const shown = new Set();

  const notice = (key, kind, ...children) => {
    const old = box.querySelector(`[data-key="${CSS.escape(key)}"]`);
    const close = h("button", { type: "button", class: "notice-close", "aria-label": "Dismiss", onclick: () => el.remove() }, "✕");
    const el = h("div", { class: `notice notice-${kind}`, role: "status", "data-key": key }, ...children, close);
    if (old) old.replaceWith(el);
    else box.prepend(el);
    return el;
  };
  const drop = (key) => {
    const el = box.querySelector(`[data-key="${CSS.escape(key)}"]`);
    if (el) el.remove();
  };
  const onScreen = (gameId) => location.hash.startsWith(`#/game/${gameId}`);
  const waitingHere = () => /^#\/(challenges|player\/)/.test(location.hash);

  function incoming(ch) {
    if (ch.status !== "pending" || shown.has(ch.id)) return;
    shown.add(ch.id);
    const reason = h("select", { id: `decline-${ch.id}`, class: "decline-reason" },
      ...Object.entries(DECLINE_REASONS).map(([code, text]) => h("option", { value: code }, text)));
    const seat = ch.challenged_seat + 1;
    const el = notice(`ch:${ch.id}`, "challenge",
      h("p", {}, h("strong", {}, ch.challenger.name), ch.challenger.is_bot ? " (bot)" : "",
        ` challenges you to ${titleOfType(ch.game_type)}: ${tableWords(ch)}, you in seat ${seat}.`),
      h("div", { class: "notice-actions" },
        h("button", {
          type: "button", class: "primary accept-challenge",
          onclick: async () => {
            try {
              const done = await client.acceptChallenge(ch.id);
              drop(`ch:${ch.id}`);
              if (done.game_id) navigate(`#/game/${done.game_id}`);
            } catch (e) {
              el.querySelector(".notice-error").textContent = errorText(e);
            }
          },
        }, "Accept"),
        h("label", { for: reason.id, class: "sr-label" }, "Reason"), reason,
        h("button", {
          type: "button", class: "decline-challenge",
          onclick: async () => {
            try {
              await client.declineChallenge(ch.id, reason.value);
              drop(`ch:${ch.id}`);
            } catch (e) {
              el.querySelector(".notice-error").textContent = errorText(e);
            }
          },
        }, "Decline")),
      h("p", { class: "notice-error", role: "alert" }));
  }

  function openGame(key, text, gameId, auto) {
    if (onScreen(gameId)) return;
    if (auto) {
      navigate(`#/game/${gameId}`);
      return;
    }
    notice(key, "game", h("p", {}, text),
      h("button", { type: "button", class: "primary open-game", onclick: () => { drop(key); navigate(`#/game/${gameId}`); } }, "Open the game"));
  }

  function handle(event) {
    const d = event.data || {};
    if (TURNS.has(event.type)) window.dispatchEvent(new Event("dashgames:turns")); // shared/turns.js
    switch (event.type) {
      case "challenge_received": incoming(d); break;
      case "challenge_accepted":
        drop(`ch:${d.id}`);
        if (d.challenger && d.challenger.id === (auth.player && auth.player.id)) {
          openGame(`acc:${d.id}`, `${d.challenged.name} accepted your challenge.`, d.game_id, waitingHere());
        }
        break;
      case "challenge_declined":
        drop(`ch:${d.id}`);
        if (d.challenger && d.challenger.id === (auth.player && auth.player.id)) {
          notice(`dec:${d.id}`, "declined", h("p", {}, `${d.challenged.name} declined your challenge: ${DECLINE_REASONS[d.decline_reason] || "no reason given"}.`));
        }
        break;
      case "challenge_cancelled": case "challenge_expired":
        drop(`ch:${d.id}`);
        break;
      case "game_started":
        if (d.tournament_id) { // your next tournament game: opens by itself while you follow the event
          const following = location.hash.startsWith(`#/tournament/${d.tournament_id}`)
            || sessionStorage.getItem("dashgames.tournament") === d.tournament_id;
          openGame(`gs:${d.game_id}`, `Your next ${titleOfType(d.game_type)} game in the tournament has started.`, d.game_id, following);
        } else if (d.rematch_of) {
          const who = d.offered_by === (auth.player && auth.player.id) ? "Your rematch" : "A rematch";
          openGame(`gs:${d.game_id}`, `${who} of ${titleOfType(d.game_type)} has started.`, d.game_id, onScreen(d.rematch_of));
        }
        break;
      case "game_finished":
        if (d.rating_change) {
          const c = d.rating_change;
          const one = (v) => (v < 0 ? `−${Math.abs(v).toFixed(1)}` : v.toFixed(1));
          notice(`fin:${d.game_id}`, "rating", h("p", {}, `${titleOfType(d.game_type)} rating: ${one(c.before)} → ${one(c.after)} (${c.delta >= 0 ? "+" : "−"}${Math.abs(c.delta).toFixed(1)}).`));
        }
        break;
      default: break;
    }
  }

  (async () => {
    while (!stopped) {
      if (!auth.token) {
        await new Promise((r) => setTimeout(r, 1500));
        continue;
      }
      if (token !== auth.token) { // a new player in this browser: resume where it was read
        token = auth.token;
        after = cursorOf(auth.player);
        box.replaceChildren();
        shown.clear();
        try {
          const { incoming: waiting } = await client.challenges();
          waiting.forEach(incoming);
        } catch (e) {
          // the stream below still tells what comes next
        }
      }
      controller = new AbortController();
      try {
        const page = await client.accountEvents(after, 20, controller.signal);
        if (token !== auth.token) continue;
        page.events.forEach(handle);
        if (page.last_event_id) {
          after = page.last_event_id;
          if (auth.player) localStorage.setItem(`${CURSOR_KEY}.${auth.player.id}`, after);
        }
      } catch (e) {
        if (stopped) return;
        await new Promise((r) => setTimeout(r, 2000));
      }
    }
  })();
  return {
    stop() {
      stopped = true;
      if (controller) controller.abort();
    },
  };
}
