"""The ladder written out: ``LADDER.md`` (the table), ``ladder.json`` (the data), the chart
(``ladder.png``, ``ladder.svg``), and a copy of the data and the SVG for the web client's
ladder screen (``clients/shared/ladder/``). Nothing here depends on the time of the run, so
the same settings write the same files, except LADDER.md's table of the search levels' think
time (wall clock; written only when a search level played)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from dashgames.ai.ratings import RATINGS as ratings_file
from dashgames.arena.ladder import TableLadder, wilson
from dashgames.arena.plan import SEARCH_LEVELS

TITLES = {
    "double_dash": "Double Dash!", "flag_dash": "Flag Dash", "dc_dash": "DC Dash",
    "dicey_curves": "Dicey Curves", "dash_and_cache": "Dash and Cache",
}


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def _title(ladder: TableLadder) -> str:
    name = TITLES.get(ladder.game_type, ladder.game_type)
    extra = ", ".join(f"{k}: {json.dumps(v)}" for k, v in ladder.options.items())
    return f"{name} ({extra})" if extra else name


def data(ladders: list[TableLadder], settings: dict[str, Any]) -> dict[str, Any]:
    return {"settings": settings, "tables": [ld.as_json() for ld in ladders]}


RATINGS = Path(__file__).resolve().parent.parent / "ai" / ratings_file
"""Each level's rating per game type, as ``GET /v1/game-types`` publishes it
(``dashgames.ai.ratings``): the first table of each game type (its default
options), from the last ``make arena``."""


def ratings(ladders: list[TableLadder]) -> dict[str, Any]:
    """``{game_type: {level: {mu, sigma, ordinal}}}``, rounded, from each game type's first
    table."""
    out: dict[str, Any] = {}
    for ld in ladders:
        if ld.game_type in out:
            continue
        table = ld.as_json()["ratings"]
        out[ld.game_type] = {level: {k: round(v, 2) for k, v in sorted(r.items())}
                             for level, r in sorted(table.items())}
    return out


def markdown(ladders: list[TableLadder], settings: dict[str, Any]) -> str:
    lines = [
        "# The strength ladder",
        "",
        "Written by `make arena` (`python -m dashgames.arena`); do not edit by hand. How it is",
        "measured: [ARENA.md](ARENA.md). Settings of this run: "
        + ", ".join(f"`{k}={v}`" for k, v in settings.items()) + ".",
        "",
        "![the ladder](ladder.svg)",
        "",
    ]
    timed = [(ld, ld.think[lv]) for ld in ladders for lv in ld.levels
             if lv in SEARCH_LEVELS and lv in ld.think and ld.think[lv].moves]
    if timed:
        # The one machine-dependent part of the output: how long the search levels thought.
        lines += ["## Time per move of the search levels", "",
                  "Seconds per move in this run, every move of every game of the table: CPU",
                  "time (what a move costs a core of its own) and wall-clock time (which also",
                  "counts waiting for a core while other programs ran). The budget is in",
                  "iterations, so the same moves come out on any machine; only these times",
                  "change.", "",
                  "| table | level | moves | CPU mean | CPU p99 | CPU max | wall mean | wall p99 |",
                  "|---|---|---:|---:|---:|---:|---:|---:|"]
        for ld, t in timed:
            cpu_mean = sum(t.cpu) / len(t.cpu) if t.cpu else 0.0
            lines.append(f"| {ld.table} | {t.level} | {t.moves} | {cpu_mean:.3f} s | "
                         f"{t.quantile(0.99, cpu=True):.3f} s | {max(t.cpu, default=0.0):.3f} s"
                         f" | {t.mean:.3f} s | {t.quantile(0.99):.3f} s |")
        lines.append("")
    for ld in ladders:
        lines += [f"## {_title(ld)}", "",
                  "| level | opponent | games | won | lost | drawn | win rate | 95% CI |",
                  "|---|---|---:|---:|---:|---:|---:|---|"]
        for p in ld.pairs:
            # One row per pairing, the later (stronger) level of the two first.
            low, high = wilson(p.losses, p.games)
            rate = p.losses / p.games if p.games else 0.0
            lines.append(f"| {p.second} | {p.first} | {p.games} | {p.losses} | {p.wins} | "
                         f"{p.draws} | {_pct(rate)} | {_pct(low)} to {_pct(high)} |")
        lines += ["", "| level | rating (OpenSkill mu) | sigma | ordinal (mu - 3 sigma) |",
                  "|---|---:|---:|---:|"]
        for name in ld.levels:
            r = ld.ratings[name]
            lines.append(f"| {name} | {r['mu']:.1f} | {r['sigma']:.2f} | {r['ordinal']:.1f} |")
        if ld.fields:
            lines += ["", "| level, alone against heuristic seats | players | games | "
                      "first places | share | 95% CI | an even share |",
                      "|---|---:|---:|---:|---:|---|---:|"]
            for f in ld.fields:
                fj = f.as_json()
                lo_, hi_ = fj["ci95"]
                lines.append(f"| {f.level} | {f.players} | {f.games} | {f.firsts} | "
                             f"{_pct(fj['first_share'])} | {_pct(lo_)} to {_pct(hi_)} | "
                             f"{_pct(fj['even_share'])} |")
        endings = ", ".join(f"{k}: {v}" for k, v in sorted(ld.reasons.items()))
        lines += ["", f"How the two-player games ended: {endings}.", ""]
    return "\n".join(lines)


def chart(ladders: list[TableLadder], png: Path, svg: Path) -> None:
    """Two panels: each pairing's win rate with its 95% interval, and each level's rating."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    matplotlib.rcParams["svg.hashsalt"] = "dashgames-arena"
    rows = []
    for ld in ladders:
        for p in ld.pairs:
            strong, weak = (p.second, p.first) if p.losses >= p.wins else (p.first, p.second)
            rows.append((f"{ld.table}: {strong} vs {weak}", p))
    fig, (left, right) = plt.subplots(
        1, 2, figsize=(12, max(3.0, 0.45 * max(len(rows), 1) + 1.5)),
        gridspec_kw={"width_ratios": [3, 2]})
    for y, (_label, p) in enumerate(reversed(rows)):
        wins = max(p.wins, p.losses)
        rate = wins / p.games if p.games else 0.0
        low, high = wilson(wins, p.games)
        # Clipped at 0: at a rate of 1 the interval's top can round a hair below it.
        left.errorbar(rate, y, xerr=[[max(0.0, rate - low)], [max(0.0, high - rate)]], fmt="o",
                      color="tab:blue", capsize=3)
    left.set_yticks(range(len(rows)), [label for label, _ in reversed(rows)], fontsize=8)
    left.set_xlim(0, 1)
    left.axvline(0.5, color="grey", lw=0.8, ls=":")
    left.axvline(0.95, color="tab:green", lw=0.8, ls="--")
    left.set_xlabel("win rate of the stronger level (95% Wilson interval; dashed: 95%)")
    names = [ld.table for ld in ladders]
    levels = sorted({lv for ld in ladders for lv in ld.levels},
                    key=lambda lv: min(ld.levels.index(lv) for ld in ladders if lv in ld.levels))
    width = 0.8 / max(len(levels), 1)
    for i, lv in enumerate(levels):
        ys = [k + (i - (len(levels) - 1) / 2) * width for k in range(len(ladders))]
        mus = [ld.ratings.get(lv, {}).get("mu", 0.0) for ld in ladders]
        sig = [ld.ratings.get(lv, {}).get("sigma", 0.0) for ld in ladders]
        right.barh(ys, mus, height=width, xerr=sig, label=lv, capsize=2)
    right.set_yticks(range(len(ladders)), names, fontsize=8)
    right.invert_yaxis()
    right.set_xlabel("OpenSkill mu (bar: one sigma)")
    right.legend(fontsize=8, loc="lower right")
    fig.suptitle("Dash Games: house bot levels, two players")
    fig.tight_layout()
    fig.savefig(png, dpi=110, metadata={"Software": None})
    fig.savefig(svg, metadata={"Date": None, "Creator": None})
    plt.close(fig)


def write(ladders: list[TableLadder], settings: dict[str, Any], docs: Path,
          client: Path | None, measured: Path | None = None) -> list[Path]:
    """Write every output; returns the paths written. ``measured``: where the ratings the
    catalogue publishes go (``RATINGS`` in ``make arena``; None: not written)."""
    docs.mkdir(parents=True, exist_ok=True)
    payload = json.dumps(data(ladders, settings), indent=1, sort_keys=True) + "\n"
    written = [docs / "LADDER.md", docs / "ladder.json", docs / "ladder.png", docs / "ladder.svg"]
    written[0].write_text(markdown(ladders, settings), encoding="utf-8")
    written[1].write_text(payload, encoding="utf-8")
    chart(ladders, written[2], written[3])
    if client is not None:
        client.mkdir(parents=True, exist_ok=True)
        (client / "ladder.json").write_text(payload, encoding="utf-8")
        (client / "ladder.svg").write_bytes(written[3].read_bytes())
        written += [client / "ladder.json", client / "ladder.svg"]
    if measured is not None:
        known = json.loads(measured.read_text(encoding="utf-8")) if measured.exists() else {}
        known.update(ratings(ladders))  # a run of some tables keeps the others' figures
        measured.write_text(json.dumps(known, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        written.append(measured)
    return written
