"""The counted cost of a warm move and of its delivery (bench/move_counts.py): counts do not
drift with the machine's load, so they can hold the move path to what it costs now."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# In a process of its own: it talks to a Redis of its own, and a process's Celery app talks to
# one broker (this one's may already talk to the suite's).
COUNT = ("import json; from bench.move_counts import counts; "
         "print(json.dumps(counts(moves=8, warm=4)))")


def test_a_warm_move_and_its_delivery_each_take_at_most_three_redis_round_trips() -> None:
    path = os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])
    env = {**os.environ, "PYTHONPATH": path}
    env.pop("REDIS_URL", None)
    out = subprocess.run([sys.executable, "-c", COUNT], cwd=ROOT, env=env, check=True,
                         capture_output=True, text=True, timeout=120).stdout
    found = json.loads(out.strip().splitlines()[-1])
    move, delivery = found["move"], found["delivery"]
    # a move: the rate limits' counters, the commit's script, now and then a fold's read
    assert 2 <= move["redis_round_trips"] <= 3
    # a delivery: the rate limits' counters and one MULTI for summary, steps and legal moves
    assert 2 <= delivery["redis_round_trips"] <= 3
    assert move["json_decodes"] <= 10 and delivery["json_encodes"] == 0
    assert move["calls"] > move["functions"] > 100  # the profile hook saw the whole path
