// Service worker of the mobile client: the app shell works offline (the lobby says it cannot
// reach the server); API calls always go to the network, never to a cache. The server writes
// the release's version into this file, so a new release installs a new worker and cache.

const VERSION = "{{VERSION}}";
const CACHE = `dashgames-shell-${VERSION}`;
const V = `v/${VERSION}/`;
const SHELL = [
  "./", "./index.html", "./manifest.webmanifest",
  "./icons/icon.svg", "./icons/icon-192.png", "./icons/icon-512.png", "./icons/icon-512-maskable.png",
  `${V}mobile.css`, `${V}shared/base.css`, `${V}shared/layout.css`, `${V}shared/fit.js`, `${V}shared/app.js`, `${V}shared/api.js`, `${V}shared/http.js`,
  `${V}shared/client.js`, `${V}shared/dom.js`, `${V}shared/targets.js`, `${V}shared/motion.js`,
  `${V}shared/screens/common.js`, `${V}shared/screens/game.js`, `${V}shared/screens/lobby.js`,
  `${V}shared/screens/replay.js`, `${V}shared/screens/ladder.js`, `${V}shared/screens/gameparts.js`, `${V}shared/screens/boardhits.js`, `${V}shared/screens/teach.js`,
  `${V}shared/games/index.js`, `${V}shared/games/generic.js`, `${V}shared/pushsw.js`,
  `${V}shared/table.css`, `${V}shared/table.js`,
];
importScripts(`${V}shared/pushsw.js`); // Web Push: notifications that open the right game

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

// Versioned files never change: the cache answers first. The shell is network first, so a
// release shows at once; the cache is the offline copy.
self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== location.origin || url.pathname.startsWith("/v1/")) {
    return;
  }
  const keep = (response) => {
    if (response.ok) {
      const copy = response.clone();
      caches.open(CACHE).then((cache) => cache.put(event.request, copy));
    }
    return response;
  };
  if (url.pathname.includes(`/v/${VERSION}/`)) {
    event.respondWith(caches.match(event.request).then((hit) => hit || fetch(event.request).then(keep)));
    return;
  }
  event.respondWith(fetch(event.request).then(keep).catch(() => caches.match(event.request)));
});
