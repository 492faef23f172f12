// Motion: the speed setting (slow, normal, fast, instant; instant when the system asks for
// reduced motion), the pace between steps of a bot's turn, and the small animation helpers the
// renderers share (slide a shape along a path, roll dice, fade). Every helper resolves its
// promise when the motion is over, and does nothing at "instant".

const KEY = "dashgames.speed";
export const SPEEDS = { slow: 1.8, normal: 1, fast: 0.4, instant: 0 };

export function reducedMotion() {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** The chosen speed's name: the saved choice, else "instant" under reduced motion, else "normal". */
export function speedName() {
  const saved = localStorage.getItem(KEY);
  if (saved && saved in SPEEDS) return saved;
  return reducedMotion() ? "instant" : "normal";
}

export function setSpeed(name) {
  localStorage.setItem(KEY, name);
}

/** A duration scaled by the speed setting (0 at instant). */
export function ms(base) {
  return Math.round(base * SPEEDS[speedName()]);
}

export const sleep = (n) => new Promise((resolve) => setTimeout(resolve, n));

/**
 * Slide an SVG shape (or group) through `points` (board units, relative to where it was drawn:
 * [[dx, dy], ...]), one leg after another, from wherever an earlier slide left it. Marks the
 * shape `.moving` meanwhile; it stays at the last point until the board is redrawn.
 */
export async function slide(element, points, legMs = 260) {
  const per = ms(legMs);
  if (!element || !points.length || per === 0 || !element.animate) return;
  const [x0, y0] = element.__at || [0, 0];
  const frames = [[x0, y0], ...points].map(([x, y]) => ({ transform: `translate(${x}px, ${y}px)` }));
  element.__at = points[points.length - 1];
  element.classList.add("moving");
  document.body.dataset.animating = String(Number(document.body.dataset.animating || 0) + 1);
  if (element.__anim) element.__anim.cancel();
  const anim = element.animate(frames, { duration: per * points.length, easing: "ease-in-out", fill: "forwards" });
  element.__anim = anim;
  try {
    await anim.finished;
  } catch (e) {
    // cancelled by a redraw: nothing to finish
  } finally {
    element.classList.remove("moving");
    document.body.dataset.animated = String(Number(document.body.dataset.animated || 0) + 1);
    document.body.dataset.animating = String(Number(document.body.dataset.animating) - 1);
  }
}

/** Fade a shape out (a captured piece, a taken token). */
export async function fadeOut(element, base = 300) {
  const per = ms(base);
  if (!element || per === 0 || !element.animate) return;
  const anim = element.animate([{ opacity: 1 }, { opacity: 0 }], { duration: per, fill: "forwards" });
  try { await anim.finished; } catch (e) { /* redrawn */ }
}

/** Roll dice: each element shows random faces for a moment, then its own value. */
export async function rollDice(elements, base = 420) {
  const per = ms(base);
  if (!elements.length || per === 0) return;
  const finals = elements.map((e) => e.textContent);
  document.body.dataset.animated = String(Number(document.body.dataset.animated || 0) + 1);
  const ticks = Math.max(3, Math.round(per / 70));
  for (let i = 0; i < ticks; i++) {
    for (const e of elements) {
      e.textContent = String(1 + Math.floor(Math.random() * 6));
      e.classList.add("rolling");
    }
    await sleep(per / ticks);
  }
  elements.forEach((e, i) => { e.textContent = finals[i]; e.classList.remove("rolling"); });
}

/**
 * FLIP: after a redraw, shapes with the same `data-key` as before start where they stood and
 * slide to their new places (cards and items moving between areas, characters running).
 * @param {Map<string, DOMRect>} before positions by key, taken by `positions` before the redraw
 */
export function flip(root, before) {
  const per = ms(320);
  if (per === 0 || !before.size) return 0;
  let moved = 0;
  for (const el of root.querySelectorAll("[data-key]")) {
    const old = before.get(el.dataset.key);
    if (!old || !el.animate) continue;
    const now = el.getBoundingClientRect();
    const dx = old.left - now.left;
    const dy = old.top - now.top;
    if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue;
    let sx = 1;
    let sy = 1;
    if (el instanceof SVGElement && el.ownerSVGElement) {
      const m = el.ownerSVGElement.getScreenCTM();
      if (m && m.a) { sx = m.a; sy = m.d; }
    }
    el.animate([{ transform: `translate(${dx / sx}px, ${dy / sy}px)` }, { transform: "translate(0px, 0px)" }],
      { duration: per, easing: "ease-in-out" });
    el.classList.add("moved");
    moved += 1;
  }
  if (moved) document.body.dataset.animated = String(Number(document.body.dataset.animated || 0) + 1);
  return moved;
}

/** The screen positions of every `data-key` shape under root, for `flip`. */
export function positions(root) {
  const out = new Map();
  for (const el of root.querySelectorAll("[data-key]")) out.set(el.dataset.key, el.getBoundingClientRect());
  return out;
}
