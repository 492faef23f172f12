"""The table ``make bench`` ends with: every figure issue 19 names, its yardstick in the same
run, the ratio, the target and whether this run met it.

A run prints a lot on the way (each phase's raw figures); this table is what a reader compares
across runs. Ratios are computed here, from the one report, since absolute times on these shared
2-core machines drift by tens of percent between runs while ratios within a run hold.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

Report = dict[str, Any]


@dataclass(frozen=True)
class Row:
    figure: str
    ours: str
    yardstick: str = ""
    ratio: str = ""
    target: str = ""
    verdict: str = ""


def _num(value: Any, digits: int = 0) -> str:
    if value is None or value == "":
        return "-"
    if isinstance(value, float) and value != value:  # NaN: nothing was measured
        return "-"
    number = float(value)
    return f"{number:,.{digits}f}"


def _ratio(ours: Any, theirs: Any) -> float | None:
    try:
        a, b = float(ours), float(theirs)
    except (TypeError, ValueError):
        return None
    if b <= 0 or a != a or b != b:
        return None
    return a / b


def _verdict(value: float | None, holds: Callable[[float], bool]) -> str:
    if value is None:
        return "n/a"
    return "pass" if holds(value) else "MISS"


def server_cpu(run: Report) -> int:
    """API plus Redis CPU per move (stream delivery included when streams were open)."""
    return int(run["api_cpu_us_per_move"]) + int(run["redis_cpu_us_per_move"])


def _workload_rows(name: str, run: Report, peer: Report | None, targets: bool) -> list[Row]:
    """Moves/s, notified (or move) latency, server CPU and requests per move of one workload,
    beside the peer's at the same number of games in flight."""
    peer = peer or {}
    notified = "notified_p99_ms" in run
    p50 = run["notified_p50_ms"] if notified else run["p50_ms"]
    p99 = run["notified_p99_ms"] if notified else run["p99_ms"]
    peer_p50 = peer["p50_us"] / 1000 if "p50_us" in peer else None
    peer_p99 = peer["p99_us"] / 1000 if "p99_us" in peer else None
    speed = _ratio(run["moves_per_s"], peer.get("moves_per_s"))
    cpu = _ratio(server_cpu(run), peer.get("server_cpu_us_per_move"))
    lat = "move-to-opponent-notified" if notified else "move answered"
    rows = [
        Row(f"{name}: moves/s", _num(run["moves_per_s"]), _num(peer.get("moves_per_s")),
            _num(speed, 2) + "x" if speed else "", ">= 1.0x peer" if targets else "",
            _verdict(speed, lambda r: r >= 1.0) if targets else ""),
        Row(f"{name}: {lat} p50 / p99 ms", f"{_num(p50, 1)} / {_num(p99, 1)}",
            f"{_num(peer_p50, 1)} / {_num(peer_p99, 1)}" if peer_p50 is not None else "",
            (_num(_ratio(p99, peer_p99), 2) + "x p99") if peer_p99 else "",
            "p99 <= 25 ms" if targets else "",
            _verdict(float(p99), lambda v: v <= 25.0) if targets else ""),
        Row(f"{name}: server CPU us/move (API {run['api_cpu_us_per_move']} "
            f"+ Redis {run['redis_cpu_us_per_move']})", _num(server_cpu(run)),
            _num(peer.get("server_cpu_us_per_move")), _num(cpu, 2) + "x" if cpu else "",
            "<= 1.5x peer" if targets else "",
            _verdict(cpu, lambda r: r <= 1.5) if targets else ""),
        Row(f"{name}: requests per move",
            _num(run["requests"] / max(1, run["moves"]), 2),
            "1.00" if peer else ""),
    ]
    return rows


def rows(report: Report) -> list[Row]:
    out: list[Row] = []
    peer = report.get("peer") or {}
    peer32, peer1 = peer.get("matches_32"), peer.get("matches_1")
    if "streams_32" in report:
        out += _workload_rows("real clients, 32 games", report["streams_32"], peer32, True)
    if "streams_1" in report:
        one = report["streams_1"]
        out += _workload_rows("real clients, 1 game", one, peer1, False)
        out.append(Row("real clients, 1 game: unloaded move p50 ms", _num(one["p50_ms"], 2),
                       _num(peer1["p50_us"] / 1000, 2) if peer1 else "",
                       (_num(_ratio(one["p50_ms"], peer1["p50_us"] / 1000), 2) + "x")
                       if peer1 else "", "<= 1 ms",
                       _verdict(float(one["p50_ms"]), lambda v: v <= 1.0)))
    if "inline_32" in report:
        out += _workload_rows("polling, 32 games", report["inline_32"], peer32, False)
    if "inline_1" in report:
        one = report["inline_1"]
        out.append(Row("polling, 1 game: unloaded move p50 ms", _num(one["p50_ms"], 2),
                       _num(peer1["p50_us"] / 1000, 2) if peer1 else ""))
    if "reference_32" in report:
        ref = report["reference_32"]
        out.append(Row("reference endpoint (one Redis CAS), 32 in flight: requests/s",
                       _num(ref["moves_per_s"]), _num((peer32 or {}).get("moves_per_s")),
                       _ratio_text(ref["moves_per_s"], (peer32 or {}).get("moves_per_s"))))
        out.append(Row("reference endpoint: server CPU us/request", _num(server_cpu(ref)),
                       _num((peer32 or {}).get("server_cpu_us_per_move")),
                       _ratio_text(server_cpu(ref),
                                   (peer32 or {}).get("server_cpu_us_per_move"))))
    if "isolation_32" in report and "inline_32" in report:
        iso, inline = report["isolation_32"], report["inline_32"]
        out.append(Row("isolation mode (polling, 32 games): moves/s", _num(iso["moves_per_s"]),
                       _num(inline["moves_per_s"]) + " inline",
                       _ratio_text(iso["moves_per_s"], inline["moves_per_s"]),
                       "reported only"))
    if "cluster_streams_32" in report:
        out += _workload_rows("real clients, 32 games, Redis Cluster (3 masters)",
                              report["cluster_streams_32"], peer32, False)
        over = report["cluster_streams_32"].get("over_single_redis_moves_per_s")
        out.append(Row("Redis Cluster: moves/s over a single Redis, games per master",
                       f"{_num(over, 2)}x, {report['cluster_streams_32'].get('games_per_master')}"))
    if "streams_scale" in report:
        scale = report["streams_scale"]
        out.append(Row("streams at scale: open / following active games",
                       f"{_num(scale['streams_open'])} / {_num(scale['active_streams'])}",
                       f"{_num(scale['streams_wanted'])} wanted",
                       "", "2,000 / 1,000",
                       _verdict(float(scale["streams_open"]),
                                lambda v: v >= 2000 and scale["active_streams"] >= 1000)))
        out.append(Row("streams at scale: delivery p50 / p99 ms (every subscriber)",
                       f"{_num(scale['delivery_p50_ms'], 1)} / "
                       f"{_num(scale['delivery_p99_ms'], 1)}",
                       f"{scale['missing']} missing", "", "p99 <= 50 ms",
                       _verdict(float(scale["delivery_p99_ms"]), lambda v: v <= 50.0)))
        out.append(Row("streams at scale: API memory per open stream KB",
                       _num(scale.get("api_kb_per_stream"), 1)))
    for game_id, fig in (report.get("search") or {}).items():
        out.append(Row(f"search ({game_id}): iterations/s", _num(fig["iterations_per_s"])))
    if "bot_reply" in report:
        out.append(Row("bot reply p50 / p99 ms (greedy)",
                       f"{_num(report['bot_reply']['p50_ms'], 1)} / "
                       f"{_num(report['bot_reply']['p99_ms'], 1)}"))
    curve = report.get("redis_per_game_by_version") or {}
    for stage in sorted(curve, key=_stage_order):
        if stage == "finished_at_version":  # when the games ended, not bytes
            continue
        fig = curve[stage]
        out.append(Row(f"Redis per game, {stage}: mean / max KB",
                       f"{fig['mean_bytes'] / 1024:.1f} / {fig['max_bytes'] / 1024:.1f}",
                       "", "", "<= 16 KB",
                       _verdict(fig["max_bytes"] / 1024, lambda v: v <= 16.0)))
    for name, fig in (report.get("pairing") or {}).items():
        out.append(Row(f"pairing ({name}): seekers matched/s, time to pair p50 s",
                       f"{_num(fig['matched_per_s'])}, {_num(fig['time_to_pair_p50_s'], 2)}"))
    for name, fig in (report.get("archive") or {}).items():
        if isinstance(fig, dict):
            out.append(Row(f"archive ({name}): finished games archived/s",
                           _num(fig["games_archived_per_s"])))
    return out


def _stage_order(stage: str) -> tuple[int, str]:
    """v25, v50, ... by version, then the finished stages."""
    digits = stage[1:]
    return (int(digits), "") if stage.startswith("v") and digits.isdigit() else (10**9, stage)


def _ratio_text(ours: Any, theirs: Any) -> str:
    value = _ratio(ours, theirs)
    return f"{value:.2f}x" if value is not None else ""


HEAD = Row("figure", "ours", "peer / yardstick", "ratio", "target", "")


def table(report: Report) -> str:
    """The rows as a plain-text table (fixed-width columns, fits a terminal of ~150)."""
    body = [HEAD, *rows(report)]
    cells = [[r.figure, r.ours, r.yardstick, r.ratio, r.target, r.verdict] for r in body]
    widths = [max(len(c[i]) for c in cells) for i in range(6)]
    lines = []
    for n, c in enumerate(cells):
        lines.append("  ".join(c[i].ljust(widths[i]) if i == 0 else c[i].rjust(widths[i])
                               for i in range(6)).rstrip())
        if n == 0:
            lines.append("-" * len(lines[0]))
    peer = report.get("peer") or {}
    if "matches_32" not in peer:
        lines.append(f"(no peer in this run: {peer.get('skipped') or peer.get('failed', '?')})")
    else:
        lines.append("peer: boardgame.io 0.50.2, two socket.io clients per match, every update "
                     "pushed to both; its latency is move sent -> mover has the new state.")
    return "\n".join(lines)
