// Web Push in a service worker (both clients' sw.js load it with importScripts): a push from
// the server (docs/PUSH.md) shows a notification; a click on it opens the game it names, in
// the client's open window when there is one.

self.addEventListener("push", (event) => {
  let note = { title: "Dash Games", body: "", url: "#/", tag: "dashgames" };
  try {
    note = { ...note, ...event.data.json() };
  } catch (e) {
    // not JSON: shown with the defaults
  }
  event.waitUntil(self.registration.showNotification(note.title, {
    body: note.body, tag: note.tag, renotify: true, icon: "icons/icon-192.png",
    data: { url: new URL(note.url, self.registration.scope).href, type: note.type || "" },
  }));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = event.notification.data && event.notification.data.url;
  event.waitUntil(self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((open) => {
    const same = open.find((c) => c.url.startsWith(self.registration.scope));
    if (same) return same.focus().then((c) => (c || same).navigate(url));
    return self.clients.openWindow(url);
  }));
});
