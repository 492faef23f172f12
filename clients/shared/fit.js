// Opens the client that fits the device, before anything else loads: a phone that opens a
// /web/ link goes to /m/, a desktop browser that opens a /m/ link goes to /web/ (the installed
// app stays), with the same screen (query and hash kept). So every shared link (an invite, a
// profile, a game) fits whoever opens it. The menu's "Desktop layout" / "Phone layout" link
// records a choice that is then kept (localStorage "dashgames.client").
(function fit() {
  const shell = document.currentScript.dataset.shell;
  let chosen = null;
  try {
    chosen = localStorage.getItem("dashgames.client");
  } catch (e) {
    chosen = null; // storage blocked: decide by the device
  }
  const touch = matchMedia("(pointer: coarse)").matches || navigator.maxTouchPoints > 0;
  const phone = touch && Math.min(screen.width, screen.height) < 600;
  const installed = matchMedia("(display-mode: standalone)").matches;
  let want = shell;
  if (chosen === "web" || chosen === "mobile") want = chosen;
  else if (shell === "web" && phone) want = "mobile";
  else if (shell === "mobile" && !touch && !installed && innerWidth > 760) want = "web";
  if (want === shell) return;
  const path = new URL(want === "web" ? "../web/" : "../m/", location.href).pathname;
  location.replace(path + location.search + location.hash);
})();
