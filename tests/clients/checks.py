"""What the layout tests measure in the page: overflow, text sizes, what is in view, the log.

Each function runs one script in the page and returns plain data, so a failing assertion
shows exactly which element broke the rule."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import axe_playwright_python
from playwright.sync_api import TimeoutError as PlaywrightTimeout

# Raw codes that must never reach a person: hex ids (game ids, hashes, salts), DC Dash station
# codes (A02), Dash and Cache item ids (r052), JSON braces and brackets, snake_case names.
RAW = {
    "hex id": re.compile(r"\b[0-9a-f]{8,}\b"),
    "station code": re.compile(r"\b[A-N]\d{2}\b"),
    "item id": re.compile(r"\br\d{3}\b"),
    "JSON": re.compile(r"[{}\[\]\"]"),
    "snake_case": re.compile(r"\b[a-z]+_[a-z_]+\b"),
}

SMALL_TEXT = """() => {
  const out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (!n.textContent.trim()) continue;
    const e = n.parentElement;
    if (!e || !e.getClientRects().length) continue;
    if (e.closest('[hidden], details:not([open]) > :not(summary), title, script, style')) continue;
    const style = getComputedStyle(e);
    if (style.visibility === 'hidden' || style.display === 'none') continue;
    let size = parseFloat(style.fontSize);
    const svg = e.closest('svg');
    if (svg && e instanceof SVGElement) {
      if (e.closest('[visibility=hidden]')) continue;
      const m = e.getScreenCTM();
      size *= m ? Math.hypot(m.a, m.b) : 1;
    }
    const what = `${e.tagName}.${e.getAttribute('class')} ${size.toFixed(1)}px`;
    if (size < 11.95) out.push(`${what}: ${n.textContent.trim().slice(0, 30)}`);
  }
  return out;
}"""

IN_VIEW = """(selector) => {
  const vw = innerWidth, vh = innerHeight;
  return [...document.querySelectorAll(selector)].some((e) => {
    const r = e.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < vh && r.left < vw;
  });
}"""


def overflow(page: Any) -> int:
    """How many pixels the page is wider than the viewport (0 when nothing sticks out)."""
    return int(page.evaluate(
        "() => document.documentElement.scrollWidth - document.documentElement.clientWidth"))


def small_text(page: Any, settle_ms: int = 3000) -> list[str]:
    """Text drawn under 12 px, once the screen has settled: a map redrawn by a new step sizes
    its labels on the next frame (zoom.js), so a reading in between is asked again for up to
    ``settle_ms`` before it counts."""
    found: list[str] = page.evaluate(SMALL_TEXT)
    for _ in range(settle_ms // 100):
        if not found:
            break
        page.wait_for_timeout(100)
        found = page.evaluate(SMALL_TEXT)
    return found


def in_view(page: Any, selector: str, settle_ms: int = 0) -> bool:
    """Whether ``selector`` is on screen; with ``settle_ms``, asked again until it is (a map
    centres itself on the next animation frame, later on a loaded machine)."""
    if not settle_ms:
        return bool(page.evaluate(IN_VIEW, selector))
    try:
        page.wait_for_function(IN_VIEW, arg=selector, timeout=settle_ms)
    except PlaywrightTimeout:
        return False
    return True


def words_shown(page: Any) -> list[str]:
    """The log, the last-move line, the status, the hint and the results: what people read."""
    found: list[str] = page.eval_on_selector_all(
        ".log li, .last-move-line, .game-screen .status, .hint-line, .results-panel, .game-title",
        "els => els.map(e => e.textContent)")
    return found


def raw_codes(lines: list[str]) -> list[str]:
    """Every line that shows a raw code, with the rule it breaks."""
    return [f"{name}: {line}" for line in lines for name, rx in RAW.items() if rx.search(line)]


LABEL_OVERLAPS = """() => {
  const boxes = [...document.querySelectorAll('svg.metro .station-name')]
    .filter((e) => e.getAttribute('visibility') !== 'hidden')
    .map((e) => [e.textContent, e.getBoundingClientRect()]);
  const out = [];
  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
    const [a, p] = boxes[i]; const [b, q] = boxes[j];
    const w = Math.min(p.right, q.right) - Math.max(p.left, q.left);
    const h = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
    if (w > 2 && h > 2) out.push(`${a} / ${b}`);
  }
  return {shown: boxes.length, overlaps: out};
}"""


def label_overlaps(page: Any) -> dict[str, Any]:
    """The map's visible station names, and the pairs of them that overlap."""
    found: dict[str, Any] = page.evaluate(LABEL_OVERLAPS)
    return found


SMALL_TARGETS = """(min) => {
  const seen = new Set();
  const out = [];
  const controls = 'a[href], button, select, input:not([type=hidden]), summary, [role=button]';
  for (const e of document.querySelectorAll(controls)) {
    if (e.closest('.board-wrap svg, [hidden], details:not([open]) > :not(summary)')) continue;
    if (!e.getClientRects().length || getComputedStyle(e).visibility === 'hidden') continue;
    // A checkbox or radio is pressed through its label; a link inside a sentence is exempt.
    const box = (e.type === 'checkbox' || e.type === 'radio') && e.closest('label')
      ? e.closest('label') : e;
    if (seen.has(box)) continue;
    seen.add(box);
    const inline = getComputedStyle(box).display === 'inline';
    if (box.tagName === 'A' && box.closest('p, li') && inline) continue;
    const r = box.getBoundingClientRect();
    if (r.right <= 0 || r.bottom <= 0) continue; // off the screen until focused (a skip link)
    if (r.width < min - 0.5 || r.height < min - 0.5)
      out.push(`${box.tagName}.${box.className} ${Math.round(r.width)}x${Math.round(r.height)}: `
        + (box.textContent || box.getAttribute('aria-label') || '').trim().slice(0, 30));
  }
  return out;
}"""

BOARD_SIZE = """() => {
  const b = document.querySelector('.board-wrap .cache-room')
    || document.querySelector('.board-wrap svg.board');
  if (!b) return [0, 0];
  const r = b.getBoundingClientRect();
  return [r.width, r.height];
}"""


def small_targets(page: Any, least: int = 44) -> list[str]:
    """Controls (outside the board's drawing) smaller than ``least`` CSS px either way."""
    found: list[str] = page.evaluate(SMALL_TARGETS, least)
    return found


def board_size(page: Any) -> tuple[float, float]:
    """The drawn board's width and height in CSS px (0, 0 when there is none)."""
    width, height = page.evaluate(BOARD_SIZE)
    return float(width), float(height)


COVERED = """() => [...document.querySelectorAll('.board-wrap [data-target-key]')].flatMap((t) => {
  const r = t.getBoundingClientRect();
  if (!r.width || !r.height) return [];
  const x = r.left + r.width / 2, y = r.top + r.height / 2;
  if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return [];
  // panned out of a zoomed board's own view (clipped by a scrolling box): out of view too
  for (let e = t.parentElement; e; e = e.parentElement) {
    const style = getComputedStyle(e);
    if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
    const c = e.getBoundingClientRect();
    if (x < c.left || x >= c.right || y < c.top || y >= c.bottom) return [];
  }
  const hit = document.elementFromPoint(x, y);
  if (!hit || t.contains(hit) || hit.closest('[data-target-key]')) return [];
  // under a bar that stays put (the sticky status bar) the target is scrolled out of view
  for (let e = hit; e; e = e.parentElement)
    if (['sticky', 'fixed'].includes(getComputedStyle(e).position)) return [];
  return [`${t.getAttribute('aria-label')}: under ${hit.tagName}.${hit.getAttribute('class')}`];
})"""


def covered_targets(page: Any) -> list[str]:
    """Board targets whose centre is covered by something that is not a target (a click or a
    tap there would not reach them). Targets scrolled out of view (or under the sticky status
    bar) are not judged."""
    found: list[str] = page.evaluate(COVERED)
    if found:  # judged again once a redraw under way (a zoom, a panel growing) has settled
        page.wait_for_timeout(500)
        again: list[str] = page.evaluate(COVERED)
        found = [f for f in found if f in again]
    return found


# Board targets smaller than a finger: the area that takes a tap is the target's own box or
# the invisible hit area drawn for it (``data-hit-for``), whichever is larger.
SMALL_BOARD_TARGETS = """(min) => {
  const out = [];
  const hits = new Map();
  for (const h of document.querySelectorAll('.board-wrap [data-hit-for]'))
    hits.set(h.dataset.hitFor, h);
  for (const t of document.querySelectorAll('.board-wrap [data-target-key]')) {
    if (!t.getClientRects().length || t.closest('[hidden]')) continue;
    let r = t.getBoundingClientRect();
    if (r.right <= 0 || r.bottom <= 0 || r.left >= innerWidth) continue; // panned out of view
    const hit = hits.get(t.dataset.targetKey);
    if (hit) {
      const q = hit.getBoundingClientRect();
      if (q.width * q.height > r.width * r.height) r = q;
    }
    if (r.width < min - 0.5 || r.height < min - 0.5)
      out.push(`${t.getAttribute('aria-label')} ${Math.round(r.width)}x${Math.round(r.height)}`);
  }
  return out;
}"""


def small_board_targets(page: Any, least: int = 44) -> list[str]:
    """Board targets whose tap area is under ``least`` CSS px either way."""
    found: list[str] = page.evaluate(SMALL_BOARD_TARGETS, least)
    if found:  # judged again once a redraw under way has drawn its hit areas
        page.wait_for_timeout(500)
        again: list[str] = page.evaluate(SMALL_BOARD_TARGETS, least)
        found = [f for f in found if f in again]
    return found


AXE_SCRIPT = Path(axe_playwright_python.__file__).with_name("axe.min.js")


def axe_violations(page: Any) -> list[str]:
    """axe-core's serious and critical violations on the page as it is: rule, and the nodes."""
    if not page.evaluate("typeof window.axe === 'object'"):
        page.evaluate(AXE_SCRIPT.read_text())
    found: list[str] = page.evaluate("""async () => {
      const r = await axe.run(document, {resultTypes: ['violations']});
      return r.violations.filter((v) => ['serious', 'critical'].includes(v.impact))
        .map((v) => `${v.id} (${v.impact}): `
          + v.nodes.slice(0, 4).map((n) => n.target.join(' ')).join(', ')
          + (v.nodes.length > 4 ? ` and ${v.nodes.length - 4} more` : ''));
    }""")
    return found
