"""The README's curl script runs as written against a deployed API (gunicorn, real workers, the
default rate limits on) and ends with an accepted move."""

from __future__ import annotations

import json
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support import deployed

ROOT = Path(__file__).resolve().parents[2]


def curl_script() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("## Five calls with curl", 1)[1]
    return section.split("```sh", 1)[1].split("```", 1)[0]


def last_json(output: str) -> dict[str, object]:
    """The last JSON object printed (curl prints no newline after a body)."""
    output = output.rstrip()
    for start in (i for i in range(len(output) - 1, -1, -1) if output[i] == "{"):
        try:
            found = json.loads(output[start:])
        except json.JSONDecodeError:
            continue
        if isinstance(found, dict):
            return found
    raise AssertionError(f"no JSON object at the end of {output[-300:]!r}")


@pytest.fixture(scope="module")
def api_port(workers: dict[str, str]) -> Iterator[int]:
    env = dict(workers, DASHGAMES_API_WORKERS="1", DASHGAMES_API_RATE_LIMITS="1")
    with deployed.gunicorn_api(env) as port:
        yield port


@pytest.mark.parametrize("run", range(2))
def test_the_readmes_curl_script_plays_a_move(api_port: int, run: int) -> None:
    run_script(api_port, f"readme-move-{run}")


@pytest.mark.long
@pytest.mark.parametrize("run", range(20))
def test_the_readmes_curl_script_plays_a_move_twenty_times(api_port: int, run: int) -> None:
    """Issue 27: the script once posted an empty body when the house bot had not moved yet."""
    run_script(api_port, f"readme-long-move-{run}")


def run_script(api_port: int, key: str) -> None:
    script = curl_script()
    assert script.count("API=http://127.0.0.1:8000/v1") == 1
    script = script.replace("127.0.0.1:8000", f"127.0.0.1:{api_port}")
    script = script.replace("my-first-move", key)
    done = subprocess.run(["bash", "-euo", "pipefail", "-c", script], capture_output=True,
                          text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    answer = last_json(done.stdout)
    assert answer["status"] == "applied" and answer["version"] >= 1
