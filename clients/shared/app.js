// The single-page app both clients run: a hash router over the lobby, game, replay and ladder
// screens.
// The web and mobile shells differ only in layout (their CSS) and in the PWA parts.

import { mountGame } from "./screens/game.js";
import { mountLadder } from "./screens/ladder.js";
import { mountLobby } from "./screens/lobby.js";
import { mountReplay } from "./screens/replay.js";

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
  function route() {
    unmount();
    const [path] = location.hash.replace(/^#/, "").split("?");
    const parts = path.split("/").filter(Boolean);
    const options = { layout, navigate };
    if (parts[0] === "game" && parts[1]) {
      unmount = mountGame(root, { ...options, gameId: parts[1] });
    } else if (parts[0] === "ladder") {
      unmount = mountLadder(root, options);
    } else if (parts[0] === "replay" && parts[1]) {
      unmount = mountReplay(root, { ...options, gameId: parts[1] });
    } else {
      unmount = mountLobby(root, options);
    }
    root.dataset.screen = parts[0] || "lobby";
    window.scrollTo(0, 0);
  }
  window.addEventListener("hashchange", route);
  route();
}
