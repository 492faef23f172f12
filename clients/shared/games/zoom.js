// A zoomable, pannable SVG map: buttons (+, -, centre, whole map), pinch and drag on touch,
// drag and ctrl+wheel with a mouse. The viewport is kept in `memory` across redraws, and a
// `onView(k)` callback runs after each change (the labels are placed again at the new scale).

/** @typedef {{cx: number, cy: number, k: number}} Viewport  k: screen pixels per map unit */

/**
 * @param {SVGSVGElement} svg the map (its contents in map units)
 * @param {{bounds: {x0: number, y0: number, x1: number, y1: number}, memory: {viewport?: Viewport},
 *          home: function(): {x: number, y: number}|null, openScale: function(number): number,
 *          onView: function(number): void}} opts
 * @returns {HTMLElement} the map with its buttons
 */
export function zoomable(svg, opts) {
  const { bounds, memory } = opts;
  const wrap = document.createElement("div");
  wrap.className = "zoom-map";
  const fitScale = () => {
    const w = svg.clientWidth || 1;
    const hgt = svg.clientHeight || 1;
    return Math.min(w / (bounds.x1 - bounds.x0), hgt / (bounds.y1 - bounds.y0));
  };
  const clamp = (v) => {
    const k = Math.max(fitScale() * 0.9, Math.min(6, v.k));
    const cx = Math.max(bounds.x0, Math.min(bounds.x1, v.cx));
    const cy = Math.max(bounds.y0, Math.min(bounds.y1, v.cy));
    return { cx, cy, k };
  };
  let view = null;
  let moved = false; // a person zoomed or panned
  const apply = () => {
    const w = svg.clientWidth;
    const hgt = svg.clientHeight;
    if (!w || !hgt) return;
    if (!view) {
      const home = opts.openWhole ? null : opts.home(); // openWhole: open on the whole map
      const k = memory.viewport ? memory.viewport.k : opts.openScale(w);
      view = memory.viewport || (home ? { cx: home.x, cy: home.y, k }
        : { cx: (bounds.x0 + bounds.x1) / 2, cy: (bounds.y0 + bounds.y1) / 2, k: fitScale() });
    }
    view = clamp(view);
    if (!opts.openWhole || moved) memory.viewport = view; // openWhole: kept once a person zooms
    const vw = w / view.k;
    const vh = hgt / view.k;
    svg.setAttribute("viewBox", `${view.cx - vw / 2} ${view.cy - vh / 2} ${vw} ${vh}`);
    svg.dataset.scale = view.k.toFixed(3);
    opts.onView(view.k);
    svg.dispatchEvent(new CustomEvent("boardview", { bubbles: true })); // hit areas follow the scale
  };
  const zoomBy = (f, around) => {
    if (!view) return;
    moved = true;
    const next = { ...view, k: view.k * f };
    if (around) { // keep the point under the fingers where it is
      next.cx = around.x - (around.x - view.cx) * (view.k / next.k);
      next.cy = around.y - (around.y - view.cy) * (view.k / next.k);
    }
    view = next;
    apply();
  };
  const toMap = (clientX, clientY) => {
    const r = svg.getBoundingClientRect();
    return { x: view.cx + (clientX - r.left - r.width / 2) / view.k, y: view.cy + (clientY - r.top - r.height / 2) / view.k };
  };
  const button = (label, text, onclick) => {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "zoom-button";
    b.setAttribute("aria-label", label);
    b.title = label;
    b.textContent = text;
    b.addEventListener("click", onclick);
    return b;
  };
  const bar = document.createElement("div");
  bar.className = "zoom-bar";
  bar.append(
    button("Zoom in", "+", () => zoomBy(1.4)),
    button("Zoom out", "−", () => zoomBy(1 / 1.4)),
    button(opts.homeLabel || "Centre on my pawn", "◎", () => {
      const home = opts.home();
      if (home) { moved = true; view = { ...view, cx: home.x, cy: home.y, k: Math.max(view.k, opts.openScale(svg.clientWidth)) }; apply(); }
    }),
    button("Whole map", "⤢", () => { moved = false; delete memory.viewport; view = { cx: (bounds.x0 + bounds.x1) / 2, cy: (bounds.y0 + bounds.y1) / 2, k: fitScale() }; apply(); }),
  );

  // Pointers: one drags, two pinch. A drag longer than a few pixels is not a click.
  const pointers = new Map();
  let dragged = false;
  let pinch = null;
  svg.addEventListener("pointerdown", (ev) => {
    pointers.set(ev.pointerId, { x: ev.clientX, y: ev.clientY });
    dragged = false;
    if (pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      pinch = { d: Math.hypot(a.x - b.x, a.y - b.y), k: view.k };
    }
  });
  svg.addEventListener("pointermove", (ev) => {
    const last = pointers.get(ev.pointerId);
    if (!last || !view) return;
    const now = { x: ev.clientX, y: ev.clientY };
    if (pointers.size === 1) {
      const dx = now.x - last.x;
      const dy = now.y - last.y;
      if (dragged || Math.abs(dx) + Math.abs(dy) > 6) {
        if (!dragged) svg.setPointerCapture(ev.pointerId);
        dragged = true;
        moved = true;
        view = { ...view, cx: view.cx - dx / view.k, cy: view.cy - dy / view.k };
        pointers.set(ev.pointerId, now);
        apply();
      }
    } else if (pointers.size === 2 && pinch) {
      pointers.set(ev.pointerId, now);
      const [a, b] = [...pointers.values()];
      const d = Math.hypot(a.x - b.x, a.y - b.y);
      const centre = toMap((a.x + b.x) / 2, (a.y + b.y) / 2);
      dragged = true;
      zoomBy((pinch.k * d) / pinch.d / view.k, centre);
    }
  });
  const up = (ev) => {
    pointers.delete(ev.pointerId);
    if (pointers.size < 2) pinch = null;
  };
  svg.addEventListener("pointerup", up);
  svg.addEventListener("pointercancel", up);
  svg.addEventListener("click", (ev) => {
    if (dragged) { ev.stopPropagation(); ev.preventDefault(); dragged = false; }
  }, true);
  svg.addEventListener("wheel", (ev) => {
    if (!ev.ctrlKey || !view) return;
    ev.preventDefault();
    zoomBy(ev.deltaY < 0 ? 1.15 : 1 / 1.15, toMap(ev.clientX, ev.clientY));
  }, { passive: false });

  if (typeof ResizeObserver === "function") new ResizeObserver(() => apply()).observe(svg);
  requestAnimationFrame(apply);
  wrap.append(svg, bar);
  return wrap;
}

/**
 * Place labels without collisions, most important first: each tries right, left, above and
 * below its point; one that fits nowhere is left out (its station keeps its tooltip).
 * @param {Array<{x: number, y: number, text: string, r: number, el: SVGTextElement}>} labels
 * @param {Array<{x: number, y: number, r: number}>} obstacles dots the labels must not cover
 * @param {number} size the font size in map units
 * @param {{x0: number, y0: number, x1: number, y1: number}} area only labels inside are placed
 */
export function placeLabels(labels, obstacles, size, area) {
  const boxes = obstacles.map((o) => [o.x - o.r, o.y - o.r, o.x + o.r, o.y + o.r]);
  const hit = (b) => boxes.some((o) => b[0] < o[2] && b[2] > o[0] && b[1] < o[3] && b[3] > o[1]);
  for (const label of labels) {
    const { x, y, r, el, text } = label;
    if (x < area.x0 || x > area.x1 || y < area.y0 || y > area.y1) { el.setAttribute("visibility", "hidden"); continue; }
    const w = text.length * size * 0.56;
    const gap = r + size * 0.25;
    const spots = [
      { b: [x + gap, y - size * 0.5, x + gap + w, y + size * 0.5], tx: x + gap, ty: y + size * 0.35, anchor: "start" },
      { b: [x - gap - w, y - size * 0.5, x - gap, y + size * 0.5], tx: x - gap, ty: y + size * 0.35, anchor: "end" },
      { b: [x - w / 2, y - gap - size, x + w / 2, y - gap], tx: x, ty: y - gap - size * 0.2, anchor: "middle" },
      { b: [x - w / 2, y + gap, x + w / 2, y + gap + size], tx: x, ty: y + gap + size * 0.8, anchor: "middle" },
    ];
    const spot = spots.find((sp) => !hit(sp.b));
    if (!spot) { el.setAttribute("visibility", "hidden"); continue; }
    boxes.push(spot.b);
    el.setAttribute("visibility", "visible");
    el.setAttribute("x", spot.tx);
    el.setAttribute("y", spot.ty);
    el.style.textAnchor = spot.anchor;
    el.style.fontSize = `${size}px`;
  }
}
