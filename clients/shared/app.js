// The single-page app both clients run: a hash router over the screens, a menu, and the
// account stream's notices. The web and mobile shells differ only in layout (their CSS) and
// in the PWA parts.

import { h } from "./dom.js";

// Each screen's module is loaded when first shown: the lobby never loads the game screen.
const SCREENS = {
  game: () => import("./screens/game.js").then((m) => m.mountGame),
  replay: () => import("./screens/replay.js").then((m) => m.mountReplay),
  lobby: () => import("./screens/lobby.js").then((m) => m.mountLobby),
  ladder: () => import("./screens/ladder.js").then((m) => m.mountLadder),
  play: () => import("./screens/matching.js").then((m) => m.mountQuickPlay),
  challenges: () => import("./screens/matching.js").then((m) => m.mountChallenges),
  "my-games": () => import("./screens/social.js").then((m) => m.mountMyGames),
  leaderboard: () => import("./screens/social.js").then((m) => m.mountLeaderboard),
  player: () => import("./screens/social.js").then((m) => m.mountPlayer),
  tournaments: () => import("./screens/tournaments.js").then((m) => m.mountTournaments),
  tournament: () => import("./screens/tournaments.js").then((m) => m.mountTournament),
};
const WITH_ID = new Set(["game", "replay", "player", "tournament"]);
const MENU = [
  ["#/", "Lobby", "lobby"], ["#/play", "Quick play", "play"], ["#/challenges", "Challenges", "challenges"],
  ["#/tournaments", "Tournaments", "tournaments"],
  ["#/my-games", "My games", "my-games"], ["#/leaderboard", "Leaderboards", "leaderboard"],
];

// The other client, on the same screen; the choice is kept (shared/fit.js reads it).
function otherLayout(layout) {
  const other = layout === "web" ? "mobile" : "web";
  const go = (event) => {
    event.preventDefault();
    localStorage.setItem("dashgames.client", other);
    location.assign(new URL(other === "web" ? "../web/" : "../m/", location.href).pathname + location.hash);
  };
  return h("a", { href: other === "web" ? "../web/" : "../m/", class: "other-layout", onclick: go },
    other === "web" ? "Desktop layout" : "Phone layout");
}

/**
 * @param {HTMLElement} root
 * @param {{layout: "web"|"mobile"}} options
 */
export function start(root, { layout }) {
  let unmount = () => {};
  const navigate = (hash) => {
    if (location.hash === hash) route();
    else location.hash = hash;
  };
  const menu = h("nav", { class: "app-menu", "aria-label": "Menu" },
    ...MENU.map(([href, text, name]) => h("a", { href, "data-screen": name }, text)),
    otherLayout(layout));
  const notices = h("div", { class: "notices", role: "region", "aria-live": "polite", "aria-label": "Notices" });
  root.before(menu);
  root.before(notices);
  import("./inbox.js").then((m) => m.startInbox(notices, navigate));
  import("./tips.js").then((m) => m.startTips());
  import("./turns.js").then((m) => m.startTurnCount(menu));

  let routed = 0;
  async function route() {
    unmount();
    unmount = () => {};
    const mine = ++routed;
    const [path, search] = location.hash.replace(/^#/, "").split("?");
    const parts = path.split("/").filter(Boolean);
    const query = new URLSearchParams(search || "");
    const options = { layout, navigate, query };
    let name = parts[0] && SCREENS[parts[0]] ? parts[0] : "lobby";
    if (WITH_ID.has(name) && !parts[1]) name = "lobby";
    const mount = await SCREENS[name]();
    if (mine !== routed) return; // another route was asked for meanwhile
    unmount = mount(root, { ...options, gameId: parts[1], playerId: parts[1], gameType: parts[1], tournamentId: parts[1] });
    root.dataset.screen = name;
    for (const link of menu.querySelectorAll("a")) {
      if (link.dataset.screen === name) link.setAttribute("aria-current", "page");
      else link.removeAttribute("aria-current");
    }
    window.scrollTo(0, 0);
  }
  window.addEventListener("hashchange", route);
  route();
}
