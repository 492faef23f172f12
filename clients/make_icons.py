"""Draw the mobile client's app icons as PNG files (standard library only; run once, commit).

The icon: a die face (two pips) over a dash stripe on the app's dark blue. ``icon.svg`` is the
same drawing for browsers that take vector icons. Usage: ``python clients/make_icons.py``.
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

OUT = Path(__file__).resolve().parent / "mobile" / "icons"
BLUE = (31, 59, 87)
CREAM = (244, 241, 234)
RED = (209, 73, 91)
GOLD = (237, 174, 73)


def _inside_rounded(
    x: float, y: float, x0: float, y0: float, x1: float, y1: float, r: float
) -> bool:
    cx = min(max(x, x0 + r), x1 - r)
    cy = min(max(y, y0 + r), y1 - r)
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r and x0 <= x <= x1 and y0 <= y <= y1


def pixel(u: float, v: float, maskable: bool) -> tuple[int, int, int, int]:
    """The colour at (u, v) in the unit square; a maskable icon keeps its art in the safe zone."""
    if maskable:
        u, v = (u - 0.1) / 0.8, (v - 0.1) / 0.8
    elif not _inside_rounded(u, v, 0.0, 0.0, 1.0, 1.0, 0.18):
        return (0, 0, 0, 0)
    if 0.0 <= u <= 1.0 and 0.0 <= v <= 1.0:
        if 0.64 <= v <= 0.74 and 0.12 <= u <= 0.88:
            return (*GOLD, 255)  # the dash
        if _inside_rounded(u, v, 0.28, 0.16, 0.72, 0.60, 0.07):
            for px, py in ((0.39, 0.27), (0.61, 0.49)):
                if (u - px) ** 2 + (v - py) ** 2 <= 0.055**2:
                    return (*RED, 255)
            return (*CREAM, 255)
    return (*BLUE, 255)


def png(size: int, maskable: bool = False) -> bytes:
    rows = bytearray()
    samples = ((0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75))  # 4x antialiasing
    for y in range(size):
        rows.append(0)
        for x in range(size):
            acc = [0, 0, 0, 0]
            for dx, dy in samples:
                colour = pixel((x + dx) / size, (y + dy) / size, maskable)
                for i in range(4):
                    acc[i] += colour[i]
            rows.extend(c // len(samples) for c in acc)

    def chunk(kind: bytes, body: bytes) -> bytes:
        crc = struct.pack(">I", zlib.crc32(kind + body))
        return struct.pack(">I", len(body)) + kind + body + crc

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + chunk(b"IEND", b""))


SVG = """<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <rect width="100" height="100" rx="18" fill="#1f3b57"/>
  <rect x="28" y="16" width="44" height="44" rx="7" fill="#f4f1ea"/>
  <circle cx="39" cy="27" r="5.5" fill="#d1495b"/>
  <circle cx="61" cy="49" r="5.5" fill="#d1495b"/>
  <rect x="12" y="64" width="76" height="10" fill="#edae49"/>
</svg>
"""


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "icon-192.png").write_bytes(png(192))
    (OUT / "icon-512.png").write_bytes(png(512))
    (OUT / "icon-512-maskable.png").write_bytes(png(512, maskable=True))
    (OUT / "icon.svg").write_text(SVG)
    print(f"wrote icons to {OUT}")


if __name__ == "__main__":
    main()
