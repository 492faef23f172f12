"""Docstrings say what and why; figures live in docs/ and bench results.

Two checks over every module under ``services/dashgames`` (read with ``ast``, nothing imported):

- a module docstring is at most ``MODULE_LINES`` (12) lines: enough for what the module is and
  why it exists; key layouts, design history and operations belong in docs/;
- no docstring (module, class or function) holds a measured figure. A figure is measured when it
  is a number in micro- or nanoseconds, a rate (``moves/s``, ``req/s``, "per second"), a time or
  size or percentage after "about", "roughly", "around", "approximately", "median" or "~", or
  any number with a unit in a sentence saying "measured". A plain "1 ms" or "30 s" stays: that is
  a setting or a documented bound, not a measurement.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "services" / "dashgames"
MODULE_LINES = 12

NUMBER = r"(?<![\w.])\d[\d,]*(?:\.\d+)?(?:\s*(?:-|\u2013|to)\s*\d[\d,]*(?:\.\d+)?)?"
TIME_OR_SIZE = r"(?:us|µs|μs|ns|ms|s|secs?|seconds?|minutes?|[KMG]i?B|kB|bytes|%|percent)"
RATE = r"(?:[a-z]+/s|per\s+second)"
MEASURED = [
    re.compile(rf"{NUMBER}\s*(?:us|µs|μs|ns)\b"),
    re.compile(rf"{NUMBER}\s*{RATE}(?!\w)"),
    re.compile(
        rf"(?:\babout|\broughly|\baround|\bapproximately|\bmedian(?:\s+of)?|~)\s*{NUMBER}\s*"
        rf"{TIME_OR_SIZE}(?!\w)",
        re.IGNORECASE,
    ),
]
SENTENCE_MEASURED = re.compile(r"\bmeasured\b", re.IGNORECASE)
WITH_UNIT = re.compile(rf"{NUMBER}\s*(?:{TIME_OR_SIZE}|{RATE})(?!\w)")

# A docstring that must keep a figure, with the reason. Keep it empty unless a figure is itself
# the contract (a reader cannot use the function without it).
EXCEPTIONS: dict[tuple[str, str], str] = {}


def modules() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def docstrings(tree: ast.Module) -> list[tuple[str, str]]:
    """(name, docstring) of the module and of each class and function in it."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            text = ast.get_docstring(node, clean=True)
            if text:
                found.append((getattr(node, "name", "<module>"), text))
    return found


def module_lines(text: str) -> int:
    return len(text.strip().splitlines())


def figures(text: str) -> list[str]:
    """The measured figures in a docstring (see the module docstring for the rule)."""
    flat = " ".join(text.split())
    found = [m.group(0) for pattern in MEASURED for m in pattern.finditer(flat)]
    for sentence in re.split(r"(?<=[.;:])\s+(?=[A-Z(])", flat):
        if SENTENCE_MEASURED.search(sentence):
            found += [m.group(0) for m in WITH_UNIT.finditer(sentence)]
    return sorted(set(found))


def name_of(path: Path) -> str:
    return str(path.relative_to(ROOT))


@pytest.mark.parametrize("path", modules(), ids=name_of)
def test_module_docstring_is_short(path: Path) -> None:
    text = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))) or ""
    assert module_lines(text) <= MODULE_LINES, f"{name_of(path)}: {module_lines(text)} lines"


@pytest.mark.parametrize("path", modules(), ids=name_of)
def test_no_measured_figure_in_a_docstring(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = {
        name: figures(text) for name, text in docstrings(tree)
        if figures(text) and (name_of(path), name) not in EXCEPTIONS
    }
    assert found == {}


def test_the_checks_fail_on_a_long_module_docstring_and_on_figures() -> None:
    long_module = '"""' + "a line\n" * (MODULE_LINES + 1) + '"""\n'
    assert module_lines(ast.get_docstring(ast.parse(long_module)) or "") == MODULE_LINES + 1
    assert "190 us" in figures("Building one costs about 190 us of CPU.")
    assert "63-74 us" in figures("An HGETALL took 63-74 us through the client.")
    assert "1,200 moves/s" in figures("The arena plays 1,200 moves/s on two cores.")
    assert "about 4 KB" in figures("A page weighs about 4 KB.")
    assert "1,054 ms" in figures("Measured on these cores: 1,054 ms with limits on.")
    assert "median 9 ms" in figures("A move took a median 9 ms.")


def test_settings_and_bounds_are_not_figures() -> None:
    assert figures("Wait ``block_ms`` (at least 1 ms: BLOCK 0 waits for ever).") == []
    assert figures("Headers must arrive within ``header_seconds`` (10 s).") == []
    assert figures("Green dice keep coming in for 6s.") == []
    assert figures("Ground is measured in track cards.") == []
    assert figures("For the bench, the tests and tuning.") == []
