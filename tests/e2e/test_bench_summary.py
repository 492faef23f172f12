"""make bench's closing table (bench/summary.py): the ratios to the peer and the verdicts."""

from __future__ import annotations

from typing import Any

from bench import summary


def _run(moves_per_s: float, api: int, redis: int, p50: float, p99: float) -> dict[str, Any]:
    return {"moves_per_s": moves_per_s, "api_cpu_us_per_move": api, "redis_cpu_us_per_move": redis,
            "moves": 1000, "requests": 1000, "requests_per_move": 1.0, "p50_ms": p50 / 3,
            "p99_ms": p99 / 3, "notified_p50_ms": p50, "notified_p99_ms": p99}


REPORT: dict[str, Any] = {
    "streams_32": _run(3300.0, 450, 100, 9.0, 24.0),
    "streams_1": _run(800.0, 500, 100, 0.9, 3.0),
    "inline_32": {**_run(2000.0, 600, 100, 0, 0), "requests": 1540},
    "inline_1": _run(700.0, 700, 100, 0, 0),
    "peer": {"matches_32": {"moves_per_s": 3000.0, "server_cpu_us_per_move": 400.0,
                            "p50_us": 9500.0, "p99_us": 20000.0},
             "matches_1": {"moves_per_s": 900.0, "server_cpu_us_per_move": 450.0,
                           "p50_us": 700.0, "p99_us": 2000.0}},
    "streams_scale": {"streams_wanted": 2000, "streams_open": 2000, "active_streams": 1000,
                      "delivery_p50_ms": 20.0, "delivery_p99_ms": 60.0, "missing": 0,
                      "api_kb_per_stream": 41.5},
    "redis_per_game_by_version": {"finished": {"mean_bytes": 9000, "max_bytes": 10240},
                                  "v800": {"mean_bytes": 16000, "max_bytes": 17000},
                                  "v25": {"mean_bytes": 11000, "max_bytes": 12000}},
}


def test_every_target_is_judged_on_its_own_figure_against_the_peer_of_the_same_run() -> None:
    rows = {row.figure: row for row in summary.rows(REPORT)}
    speed = rows["real clients, 32 games: moves/s"]
    assert (speed.ours, speed.yardstick, speed.ratio, speed.verdict) == (
        "3,300", "3,000", "1.10x", "pass")
    cpu = rows["real clients, 32 games: server CPU us/move (API 450 + Redis 100)"]
    assert (cpu.ours, cpu.ratio, cpu.verdict) == ("550", "1.38x", "pass")  # 550 / 400
    latency = rows["real clients, 32 games: move-to-opponent-notified p50 / p99 ms"]
    assert (latency.ours, latency.verdict) == ("9.0 / 24.0", "pass")
    unloaded = rows["real clients, 1 game: unloaded move p50 ms"]
    assert (unloaded.ours, unloaded.verdict) == ("0.30", "pass")
    polling = rows["polling, 32 games: requests per move"]
    assert polling.ours == "1.54"
    delivery = rows["streams at scale: delivery p50 / p99 ms (every subscriber)"]
    assert (delivery.ours, delivery.verdict) == ("20.0 / 60.0", "MISS")
    memory = [r.figure for r in summary.rows(REPORT) if r.figure.startswith("Redis")]
    assert memory == ["Redis per game, v25: mean / max KB", "Redis per game, v800: mean / max KB",
                      "Redis per game, finished: mean / max KB"]
    assert rows["Redis per game, v800: mean / max KB"].verdict == "MISS"  # 16.6 KB at most
    assert rows["Redis per game, finished: mean / max KB"].verdict == "pass"


def test_without_the_peer_the_ratios_are_left_blank_and_said_why() -> None:
    alone = {**REPORT, "peer": {"skipped": "no peer at ../peer or no node"}}
    rows = {row.figure: row for row in summary.rows(alone)}
    speed = rows["real clients, 32 games: moves/s"]
    assert (speed.yardstick, speed.ratio, speed.verdict) == ("-", "", "n/a")
    text = summary.table(alone)
    assert text.splitlines()[-1] == "(no peer in this run: no peer at ../peer or no node)"
    assert text.splitlines()[0].split() == ["figure", "ours", "peer", "/", "yardstick", "ratio",
                                            "target"]
