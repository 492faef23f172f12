// Service worker of the web client: Web Push only (the web client keeps no offline copy). The
// server writes the release's version into this file.

const VERSION = "{{VERSION}}";
importScripts(`v/${VERSION}/shared/pushsw.js`);

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));
