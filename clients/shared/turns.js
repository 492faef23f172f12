// "Your turn" across all games (docs/CLOCKS.md, "Turn-based play"): how many games wait on this
// player, shown beside "My games" in the menu and as the installed app's badge. Read from
// "my games" (`your_turn`) now, every 30 s, and whenever the account stream says a turn came.

import * as api from "./api.js";
import { auth } from "./api.js";
import { h } from "./dom.js";

const EVERY_MS = 30000;

/** Keep the count on the menu's "My games" link; returns a function that reads it again. */
export function startTurnCount(menu) {
  const link = menu.querySelector('a[data-screen="my-games"]');
  const badge = h("span", { class: "turn-count", hidden: true, "aria-live": "polite" });
  if (link) link.append(badge);
  let reading = null;

  async function read() {
    if (!auth.token || reading) return;
    reading = (async () => {
      try {
        const { data } = await api.listMyGames({ status: "active", limit: 1 });
        show(data.your_turn || 0);
      } catch (e) {
        // offline or signed out: the count stays as it was
      } finally {
        reading = null;
      }
    })();
  }

  function show(count) {
    badge.hidden = count === 0;
    badge.textContent = count ? String(count) : "";
    badge.setAttribute("aria-label", `${count} game${count === 1 ? "" : "s"} waiting on your move`);
    if ("setAppBadge" in navigator) {
      (count ? navigator.setAppBadge(count) : navigator.clearAppBadge()).catch(() => {});
    }
  }

  read();
  setInterval(read, EVERY_MS);
  window.addEventListener("hashchange", read);
  window.addEventListener("dashgames:turns", read);
  return read;
}
