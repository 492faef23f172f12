"""``python -m bench.chaos`` (``make chaos``): the chaos run, its summary table, and exit status
1 when any count that must be 0 is not (bench/chaos/run.py)."""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

from bench.chaos.processes import KINDS
from bench.chaos.run import Config, run, summary


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.chaos")
    ap.add_argument("--injections", type=int, default=100)
    ap.add_argument("--games", type=int, default=20, help="tables in flight at once")
    ap.add_argument("--seed", type=int, default=int(time.time()) % 100_000)
    ap.add_argument("--kinds", default=",".join(KINDS),
                    help=f"what to kill, comma separated (of {','.join(KINDS)})")
    ap.add_argument("--work", type=Path, default=None,
                    help="where the logs, the Redis data and the replays go (default: a "
                         "new temporary directory, kept)")
    args = ap.parse_args(argv)
    work = args.work or Path(tempfile.mkdtemp(prefix="dashgames-chaos-"))
    config = Config(injections=args.injections, games=args.games, seed=args.seed,
                    kinds=tuple(k for k in args.kinds.split(",") if k))
    print(f"chaos: seed {args.seed}, {config.injections} injections over {config.games} "
          f"tables, logs in {work}", flush=True)
    outcome = run(config, work)
    (work / "summary.json").write_text(json.dumps(summary(outcome), indent=1))
    (work / "injections.log").write_text("\n".join(outcome.log) + "\n")
    print(outcome.table())
    for note in outcome.findings.notes:
        print(f"  {note}")
    return 0 if outcome.ok else 1


if __name__ == "__main__":
    sys.exit(main())
