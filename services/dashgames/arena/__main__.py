"""``python -m dashgames.arena``: play the ladder and write it to ``docs/`` (``make arena``)."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from dashgames.arena import players
from dashgames.arena.plan import TABLES
from dashgames.arena.report import RATINGS, write
from dashgames.arena.run import Settings, run


def _iterations(text: str) -> int | None:
    return None if text == "live" else int(text)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m dashgames.arena", description=__doc__)
    parser.add_argument("--seeds", type=int, default=Settings.seeds,
                        help="seeds per pair of levels, each played with seats swapped")
    parser.add_argument("--field-seeds", type=int, default=Settings.field_seeds,
                        help="seeds per level for the 3-player games against heuristic seats")
    parser.add_argument("--search-seeds", type=int, default=None,
                        help="seeds for pairs with a search level (default: --seeds)")
    parser.add_argument("--search-field-seeds", type=int, default=None,
                        help="field seeds for a search level (default: --field-seeds)")
    parser.add_argument("--budget", type=float, default=None,
                        help="seconds per move for levels that search (default: --iterations)")
    parser.add_argument("--iterations", type=_iterations, default=players.ITERATIONS,
                        help="search iterations per move (reproducible on any machine); "
                             "'live' (the default): what one second of a quiet core reaches "
                             "in each game (LIVE_ITERATIONS in its evaluate.py)")
    parser.add_argument("--workers", type=int, default=0, help="processes (0: every core)")
    parser.add_argument("--tables", nargs="*", default=None,
                        help="tables to play (default: all): " + ", ".join(t.name for t in TABLES))
    parser.add_argument("--levels", nargs="*", default=None, help="levels to play (default: all)")
    parser.add_argument("--docs", type=Path, default=Path("docs"), help="where to write")
    parser.add_argument("--client", type=Path, default=Path("clients/shared/ladder"),
                        help="the web client's copy of the data ('-': none)")
    parser.add_argument("--ratings", type=Path, default=None,
                        help="where to write the ratings GET /v1/game-types publishes (make "
                             f"arena: {RATINGS.relative_to(RATINGS.parents[3])}; default: none)")
    args = parser.parse_args(argv)
    players.ITERATIONS = args.iterations  # before the worker processes fork
    tables = [t for t in TABLES if args.tables is None or t.name in args.tables]
    settings = Settings(args.seeds, args.field_seeds, args.budget, args.workers,
                        args.search_seeds, args.search_field_seeds, args.iterations)
    started = time.monotonic()
    ladders = run(settings, tables, args.levels)
    client = None if str(args.client) == "-" else args.client
    for path in write(ladders, settings.as_json(), args.docs, client, args.ratings):
        print(f"wrote {path}")
    print(f"{time.monotonic() - started:.0f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
