"""The example in docs/TRAINING.md runs as written."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

PAGE = Path(__file__).resolve().parents[2] / "docs" / "TRAINING.md"


def test_the_training_guide_example_runs(capsys: pytest.CaptureFixture[str]) -> None:
    blocks = re.findall(r"```python\n(.*?)```", PAGE.read_text(encoding="utf-8"), re.S)
    assert len(blocks) == 1
    exec(compile(blocks[0], str(PAGE), "exec"), {"__name__": "training_guide"})
    assert re.fullmatch(r"reward against heuristic: -?1\.0\n", capsys.readouterr().out)
