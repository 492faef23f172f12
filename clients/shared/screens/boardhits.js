// What a board needs around its drawn targets, whatever the game: a hit area a finger can
// take (44x44 CSS px, WCAG 2.5.5) around every drawn target smaller than that, sized again
// when the board is zoomed or resized; and lists whose items are buttons made groups (a list
// may hold only list items, and a target item is a button).

const SVG = "http://www.w3.org/2000/svg";
export const FINGER = 44;

/** The hit areas of the drawn targets under `wrap`, laid again now and whenever a drawing
 * changes size or is zoomed (zoom.js sends "boardview"). */
export function fingerSized(wrap) {
  const lay = () => layHits(wrap);
  requestAnimationFrame(lay);
  if (!wrap.hitWatch) {
    wrap.hitWatch = true;
    wrap.addEventListener("boardview", () => requestAnimationFrame(lay));
    if (typeof ResizeObserver === "function") new ResizeObserver(() => requestAnimationFrame(lay)).observe(wrap);
  }
}

function layHits(wrap) {
  wrap.querySelectorAll("[data-hit-for]").forEach((e) => e.remove());
  for (const t of wrap.querySelectorAll("svg [data-target-key]")) {
    if (!t.isConnected || !t.getClientRects().length) continue;
    const r = t.getBoundingClientRect();
    if (r.width >= FINGER && r.height >= FINGER) continue;
    const ctm = t.getScreenCTM();
    const scale = ctm ? Math.hypot(ctm.a, ctm.b) : 0;
    if (!scale) continue;
    const box = t.getBBox();
    const w = Math.max(box.width, FINGER / scale);
    const hgt = Math.max(box.height, FINGER / scale);
    const hit = document.createElementNS(SVG, "rect");
    hit.setAttribute("x", box.x + box.width / 2 - w / 2);
    hit.setAttribute("y", box.y + box.height / 2 - hgt / 2);
    hit.setAttribute("width", w);
    hit.setAttribute("height", hgt);
    hit.setAttribute("class", "hit-area");
    hit.setAttribute("aria-hidden", "true");
    hit.dataset.hitFor = t.dataset.targetKey;
    hit.addEventListener("click", (ev) => { ev.preventDefault(); ev.stopPropagation(); t.dispatchEvent(new MouseEvent("click", { bubbles: true })); });
    // inside a group target the area is its first child (a tap on it is a tap on the target);
    // beside a shape, it goes under it, in the same coordinates
    const tag = t.tagName.toLowerCase();
    if (tag === "g") t.prepend(hit);
    else t.before(hit);
    if (t.getAttribute("transform") && tag !== "g") hit.setAttribute("transform", t.getAttribute("transform"));
  }
}

/** A list whose items are buttons is a group of buttons (its other items plain parts of it). */
export function listsOfTargets(wrap) {
  for (const list of wrap.querySelectorAll("ul, ol")) {
    const items = [...list.children];
    if (!items.some((li) => li.getAttribute("role") === "button")) continue;
    list.setAttribute("role", "group");
    for (const li of items) if (!li.hasAttribute("role")) li.setAttribute("role", "none");
  }
}

const ARROWS = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };

/** Arrow keys on a board move the focus to the nearest target that way (by where the targets
 * are drawn on the screen), so a keyboard crosses a board without tabbing through it all. */
export function arrowKeys(wrap) {
  wrap.addEventListener("keydown", (ev) => {
    const dir = ARROWS[ev.key];
    const from = document.activeElement;
    if (!dir || !from || !from.dataset || from.dataset.targetKey === undefined || !wrap.contains(from)) return;
    const centre = (e) => { const r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; };
    const [x0, y0] = centre(from);
    let best = null;
    let bestScore = Infinity;
    for (const t of wrap.querySelectorAll("[data-target-key]")) {
      if (t === from || !t.getClientRects().length) continue;
      const [x, y] = centre(t);
      const along = (x - x0) * dir[0] + (y - y0) * dir[1];
      if (along <= 1) continue; // not that way
      const across = Math.abs((x - x0) * dir[1] + (y - y0) * dir[0]);
      const score = along + 2 * across;
      if (score < bestScore) { bestScore = score; best = t; }
    }
    ev.preventDefault(); // the page does not scroll under a keyboard player
    if (best) best.focus({ preventScroll: false });
  });
}
