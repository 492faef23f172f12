"""What the layout tests measure in the page: overflow, text sizes, what is in view, the log.

Each function runs one script in the page and returns plain data, so a failing assertion
shows exactly which element broke the rule."""

from __future__ import annotations

import re
from typing import Any

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


def small_text(page: Any) -> list[str]:
    found: list[str] = page.evaluate(SMALL_TEXT)
    return found


def in_view(page: Any, selector: str) -> bool:
    return bool(page.evaluate(IN_VIEW, selector))


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
