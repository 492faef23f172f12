// The single-page app both clients run: a hash router over the lobby, game and replay screens.
// The web and mobile shells differ only in layout (their CSS) and in the PWA parts.

// Each screen's module is loaded when first shown: the lobby never loads the game screen.
const SCREENS = {
  game: () => import("./screens/game.js").then((m) => m.mountGame),
  replay: () => import("./screens/replay.js").then((m) => m.mountReplay),
  lobby: () => import("./screens/lobby.js").then((m) => m.mountLobby),
};

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
  let routed = 0;
  async function route() {
    unmount();
    unmount = () => {};
    const mine = ++routed;
    const [path] = location.hash.replace(/^#/, "").split("?");
    const parts = path.split("/").filter(Boolean);
    const options = { layout, navigate };
    const name = (parts[0] === "game" || parts[0] === "replay") && parts[1] ? parts[0] : "lobby";
    const mount = await SCREENS[name]();
    if (mine !== routed) return; // another route was asked for meanwhile
    unmount = mount(root, name === "lobby" ? options : { ...options, gameId: parts[1] });
    root.dataset.screen = parts[0] || "lobby";
    window.scrollTo(0, 0);
  }
  window.addEventListener("hashchange", route);
  route();
}
