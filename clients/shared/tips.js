// Tips by touch: what a mouse shows on hover (an element's `title`, an SVG shape's <title>)
// a finger gets by a long press (half a second): the tip opens beside the finger, and the tap
// that ends the press does nothing else (no move is made by asking what a thing is). The next
// touch anywhere closes it.

const PRESS_MS = 500;

function tipOf(target) {
  for (let e = target instanceof Element ? target : null; e && e !== document.body; e = e.parentElement) {
    const own = e.getAttribute("title");
    if (own) return own;
    const svgTitle = e instanceof SVGElement ? e.querySelector(":scope > title") : null;
    if (svgTitle && svgTitle.textContent.trim()) return svgTitle.textContent.trim();
  }
  return null;
}

/** Listen on the whole document; one tip at a time. */
export function startTips() {
  const tip = document.createElement("div");
  tip.className = "touch-tip";
  tip.setAttribute("role", "tooltip");
  tip.hidden = true;
  document.body.append(tip);
  let timer = null;
  let swallow = false;
  const cancel = () => { clearTimeout(timer); timer = null; };

  document.addEventListener("touchstart", (event) => {
    tip.hidden = true;
    swallow = false;
    cancel();
    const text = tipOf(event.target);
    if (!text) return;
    const touch = event.touches && event.touches[0];
    const rect = event.target.getBoundingClientRect();
    const x = touch ? touch.clientX : rect.left + rect.width / 2;
    const y = touch ? touch.clientY : rect.top;
    timer = setTimeout(() => {
      timer = null;
      tip.textContent = text;
      tip.hidden = false;
      const width = Math.min(280, innerWidth - 16);
      tip.style.maxWidth = `${width}px`;
      tip.style.left = `${Math.max(8, Math.min(x - width / 2, innerWidth - width - 8))}px`;
      tip.style.top = `${Math.max(8, y - tip.offsetHeight - 16)}px`;
      swallow = true;
    }, PRESS_MS);
  }, { passive: true });
  for (const type of ["touchmove", "touchcancel"]) document.addEventListener(type, cancel, { passive: true });
  document.addEventListener("touchend", (event) => {
    cancel();
    if (swallow) event.preventDefault(); // the press asked what it is: no click follows
  });
  document.addEventListener("click", (event) => {
    if (!swallow) return;
    swallow = false;
    event.preventDefault();
    event.stopPropagation();
  }, true);
  document.addEventListener("contextmenu", (event) => { if (!tip.hidden) event.preventDefault(); });
}
