// Play at your own pace (docs/PUSH.md, docs/CHAT.md): turn notifications through Web Push,
// the table's chat, "confirm my moves" (a turn's steps are staged, shown as the server
// previews them, and sent only when confirmed; undo a step before that) and vacation (docs/CLOCKS.md). The game screen mounts these; nothing here knows a game.

import * as api from "./api.js";
import { auth } from "./api.js";
import { h } from "./dom.js";
import { errorText } from "./screens/common.js";

const CONFIRM_KEY = "dashgames.confirmMoves";

/** Whether this player stages each move before sending it ("confirm my moves"): the
 * account's preference, as last read from the server or set here (kept in the browser too, so
 * a screen knows it at once). */
export function confirmMoves() {
  return localStorage.getItem(`${CONFIRM_KEY}.${(auth.player && auth.player.id) || ""}`) === "1";
}

function keepConfirmMoves(on) {
  localStorage.setItem(`${CONFIRM_KEY}.${(auth.player && auth.player.id) || ""}`, on ? "1" : "0");
}

/** The "confirm my moves" switch: read from the account when it is shown, saved to it when
 * changed, so the choice follows the player to every device. */
export function confirmToggle(onChange) {
  const box = h("input", { type: "checkbox", class: "confirm-moves" });
  box.checked = confirmMoves();
  api.getPreferences().then(({ data }) => {
    if (data.confirm_moves === box.checked) return;
    keepConfirmMoves(data.confirm_moves);
    box.checked = data.confirm_moves;
    onChange(box.checked);
  }).catch(() => {});
  box.addEventListener("change", () => {
    keepConfirmMoves(box.checked);
    onChange(box.checked);
    api.createPreferences({ body: { confirm_moves: box.checked } }).catch(() => {});
  });
  return h("label", { class: "table-option" }, box, " Confirm my moves");
}

/** The staged steps of the turn, in words and in order, what comes next (`note`), then
 * Confirm (send them) or Undo (take the last one back). */
export function stagedBar(steps, note, confirm, undo) {
  const bar = h(
    "div",
    { class: "staged", role: "group", "aria-label": "Your staged turn" },
    h("div", { class: "staged-text" },
      h("strong", {}, steps.length > 1 ? "Your turn so far: " : "Your move: "),
      h("ol", { class: "staged-steps" }, ...steps.map((text) => h("li", {}, text))),
      note ? h("span", { class: "staged-note" }, note) : null),
    h("button", { type: "button", class: "confirm-move primary", onclick: confirm }, steps.length > 1 ? `Confirm ${steps.length} steps` : "Confirm"),
    h("button", { type: "button", class: "undo-move", onclick: undo }, steps.length > 1 ? "Undo last step" : "Undo"),
  );
  queueMicrotask(() => { const b = bar.querySelector(".confirm-move"); if (b && b.isConnected) b.focus(); });
  return bar;
}

// ---- Web Push ------------------------------------------------------------------------------

function keyBytes(base64url) {
  const text = atob(base64url.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

export function pushSupported() {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/** Opt this device in: the service worker subscribes with the server's VAPID key and the
 * subscription goes to the account. */
export async function enablePush(device) {
  if ((await Notification.requestPermission()) !== "granted") throw new Error("Notifications are blocked for this site.");
  const registration = await navigator.serviceWorker.register("sw.js");
  await navigator.serviceWorker.ready;
  const { data } = await api.getPushKey();
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true, applicationServerKey: keyBytes(data.public_key),
  });
  const { data: kept } = await api.createPushSubscription({ body: { ...subscription.toJSON(), device } });
  localStorage.setItem("dashgames.pushSubscription", kept.id);
  return kept;
}

export async function disablePush() {
  const id = localStorage.getItem("dashgames.pushSubscription");
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = registration && (await registration.pushManager.getSubscription());
  if (subscription) await subscription.unsubscribe();
  if (id) await api.revokePushSubscription({ subscription_id: id }).catch(() => {});
  localStorage.removeItem("dashgames.pushSubscription");
}

/** "Notify me when it is my turn": on or off for this device. */
export function pushToggle(layout) {
  const note = h("span", { class: "push-note", role: "status" });
  const box = h("input", { type: "checkbox", class: "push-toggle" });
  const label = h("label", { class: "table-option" }, box, " Notify me when it is my turn");
  if (!pushSupported()) {
    box.disabled = true;
    note.textContent = " (not in this browser)";
  }
  box.checked = Boolean(localStorage.getItem("dashgames.pushSubscription"));
  box.addEventListener("change", async () => {
    box.disabled = true;
    try {
      if (box.checked) await enablePush(layout === "mobile" ? "phone" : "browser");
      else await disablePush();
      note.textContent = box.checked ? " On for this device." : "";
    } catch (e) {
      box.checked = false;
      note.textContent = ` ${errorText(e)}`;
    } finally {
      box.disabled = false;
    }
  });
  return h("div", { class: "push-option" }, label, note);
}

/**
 * "On vacation" (docs/CLOCKS.md, "Vacation"): the player's turn-based clocks paused, some days a
 * year; says how many are left, and until when a running vacation lasts at the latest.
 */
export function vacationToggle() {
  const note = h("span", { class: "vacation-note", role: "status" });
  const box = h("input", { type: "checkbox", class: "vacation-toggle" });
  const label = h("label", { class: "table-option" }, box, " On vacation (my day-per-move clocks wait)");
  const days = (seconds) => { const n = Math.round(seconds / 86400); return `${n} day${n === 1 ? "" : "s"}`; };
  const show = (v) => {
    box.checked = v.on;
    note.textContent = v.on
      ? ` Until ${new Date(v.ends_at * 1000).toLocaleDateString()} at the latest.`
      : ` ${days(v.left_seconds)} left this year.`;
  };
  api.getVacation().then(({ data }) => show(data)).catch(() => {});
  box.addEventListener("change", async () => {
    box.disabled = true;
    try {
      const { data } = await api.createVacation({ body: { on: box.checked } });
      show(data);
    } catch (e) {
      box.checked = !box.checked;
      note.textContent = ` ${errorText(e)}`;
    } finally {
      box.disabled = false;
    }
  });
  return h("div", { class: "vacation-option" }, label, note);
}

// ---- the table's chat ------------------------------------------------------------------------

const QUICK = ["hello", "good_luck", "gg", "thanks", "well_played", "oops"];

/**
 * The chat of one game: quick phrases, free text for those who opted in, mute and report on
 * others' messages. Reads again every few seconds while mounted, and at once after sending.
 * @returns {{el: HTMLElement, stop: function(): void, refresh: function(): Promise<void>}}
 */
export function chatPanel(gameId, { seated }) {
  const list = h("ol", { class: "chat-log", "aria-label": "Table chat", "aria-live": "polite" });
  const note = h("p", { class: "chat-note", role: "status" });
  const input = h("input", { type: "text", class: "chat-text", maxlength: "200", placeholder: "Say something…", "aria-label": "Message" });
  const freeBox = h("input", { type: "checkbox", class: "chat-free" });
  const phrases = h("div", { class: "chat-phrases", role: "group", "aria-label": "Quick phrases" });
  const form = h("form", { class: "chat-form" }, input, h("button", { type: "submit" }, "Send"));
  const el = h("section", { class: "chat", "aria-label": "Chat" }, h("h3", {}, "Chat"), list, note);
  let names = {};
  let timer = null;
  let stopped = false;

  async function send(body) {
    try {
      await api.createChatMessage({ game_id: gameId, body });
      note.textContent = "";
      input.value = "";
      await refresh();
    } catch (e) {
      note.textContent = errorText(e);
    }
  }

  function line(m) {
    const mine = auth.player && m.player_id === auth.player.id;
    const tools = mine || !seated ? [] : [
      h("button", { type: "button", class: "chat-mute link", title: `Mute ${m.name}`, onclick: () => mute(m) }, "mute"),
      h("button", { type: "button", class: "chat-report link", title: "Report this message", onclick: () => report(m) }, "report"),
    ];
    return h("li", { class: `chat-line ${m.kind}${mine ? " mine" : ""}`, "data-id": m.id },
      h("b", { class: "chat-name" }, `${mine ? "You" : m.name}: `), h("span", { class: "chat-said" }, m.text), ...tools);
  }

  async function mute(m) {
    await api.createChatMute({ body: { player_id: m.player_id, muted: true } }).catch((e) => { note.textContent = errorText(e); });
    note.textContent = `${m.name} is muted.`;
    refresh();
  }

  async function report(m) {
    try {
      await api.createChatReport({ game_id: gameId, message_id: m.id, body: { reason: "reported from the table" } });
      note.textContent = "Reported. Thank you.";
    } catch (e) {
      note.textContent = errorText(e);
    }
  }

  async function refresh() {
    if (stopped) return;
    try {
      const { data } = await api.readChat({ game_id: gameId, after: 0 });
      names = data.phrases;
      list.replaceChildren(...data.messages.map(line));
      if (!data.messages.length) list.replaceChildren(h("li", { class: "chat-empty" }, seated ? "No messages yet: say hello." : "No messages yet."));
      list.scrollTop = list.scrollHeight;
      if (seated && !phrases.childElementCount) {
        phrases.replaceChildren(...QUICK.map((id) => h("button", { type: "button", class: "chat-phrase", "data-phrase": id, onclick: () => send({ phrase: id }) }, names[id] || id)));
      }
    } catch (e) {
      note.textContent = errorText(e);
    }
  }

  if (seated) {
    form.addEventListener("submit", (ev) => {
      ev.preventDefault();
      if (input.value.trim()) send({ text: input.value });
    });
    freeBox.addEventListener("change", async () => {
      await api.createChatPreferences({ body: { free_text: freeBox.checked } }).catch((e) => { note.textContent = errorText(e); });
      form.hidden = !freeBox.checked;
      refresh();
    });
    form.hidden = true;
    el.append(phrases, h("label", { class: "table-option" }, freeBox, " Free text (only with players who allow it)"), form);
    api.getChatPreferences().then(({ data }) => {
      freeBox.checked = data.free_text;
      form.hidden = !data.free_text;
    }).catch(() => {});
  }
  refresh();
  timer = setInterval(refresh, 4000);
  return {
    el, refresh,
    stop() { stopped = true; clearInterval(timer); },
  };
}
