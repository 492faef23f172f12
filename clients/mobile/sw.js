// Service worker of the mobile client: the app shell works offline (the lobby says it cannot
// reach the server); API calls always go to the network, never to a cache.

const CACHE = "dashgames-shell-v2";
const SHELL = [
  "./", "./index.html", "./mobile.css", "./manifest.webmanifest",
  "./icons/icon.svg", "./icons/icon-192.png", "./icons/icon-512.png", "./icons/icon-512-maskable.png",
  "shared/base.css", "shared/app.js", "shared/api.js", "shared/http.js",
  "shared/client.js", "shared/dom.js", "shared/targets.js",
  "shared/screens/common.js", "shared/screens/game.js", "shared/screens/lobby.js",
  "shared/screens/replay.js", "shared/screens/ladder.js", "shared/games/index.js", "shared/games/generic.js",
  "shared/games/double_dash.js", "shared/games/flag_dash.js", "shared/games/dc_dash.js",
  "shared/games/dicey_curves.js", "shared/games/dash_and_cache.js", "shared/games/dc_dash.network.json",
];

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(SHELL)).then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// Network first for the shell, so a deployed fix shows at once; the cache is the offline copy.
self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== location.origin || url.pathname.startsWith("/v1/")) {
    return;
  }
  event.respondWith(
    fetch(event.request)
      .then((response) => {
        if (response.ok) {
          const copy = response.clone();
          caches.open(CACHE).then((cache) => cache.put(event.request, copy));
        }
        return response;
      })
      .catch(() => caches.match(event.request)),
  );
});
