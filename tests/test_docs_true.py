"""The docs say what the code does: every variable the code reads is in docs/SETTINGS.md (and
nothing else is), and every `make` target the docs name exists (the process types:
tests/test_process_types.py)."""

from __future__ import annotations

import ast
import re
from dataclasses import fields
from pathlib import Path

import pytest

from dashgames.http.settings import ApiSettings

ROOT = Path(__file__).resolve().parents[1]
VARIABLE = re.compile(
    r"^(DASHGAMES_[A-Z0-9_]*[A-Z0-9]|REDIS_URL|CELERY_BROKER_URL|PROMETHEUS_MULTIPROC_DIR)$")
DOCUMENTED = re.compile(r"^\| `([A-Z][A-Z0-9_]+)` \|", re.MULTILINE)


def _sources() -> list[Path]:
    code = sorted((ROOT / "services" / "dashgames").rglob("*.py"))
    return [*code, ROOT / "deploy" / "gunicorn.conf.py"]


def _dynamic(prefix: str, tree: ast.AST) -> set[str]:
    """What an f-string variable name ``PREFIX{...}`` expands to."""
    if prefix == "DASHGAMES_API_":
        return {prefix + f.name.upper() for f in fields(ApiSettings)}
    if prefix == "DASHGAMES_SEARCH_":  # knob("PLAYOUT_DEPTH", ...) calls beside the f-string
        return {prefix + node.args[0].value for node in ast.walk(tree)
                if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id == "knob" and node.args and isinstance(node.args[0], ast.Constant)}
    raise AssertionError(f"an environment variable family nobody expands: {prefix}...")


def variables_read(paths: list[Path]) -> set[str]:
    """Every environment variable name written in the code: string constants that look like one,
    and f-string families (``DASHGAMES_API_<FIELD>``) expanded."""
    found: set[str] = set()
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and VARIABLE.match(node.value):
                found.add(node.value)
            elif isinstance(node, ast.JoinedStr) and node.values \
                    and isinstance(node.values[0], ast.Constant) \
                    and re.fullmatch(r"DASHGAMES_[A-Z0-9_]*_", str(node.values[0].value)) \
                    and len(node.values) > 1:
                found |= _dynamic(str(node.values[0].value), tree)
    return found


def documented() -> set[str]:
    return set(DOCUMENTED.findall((ROOT / "docs" / "SETTINGS.md").read_text(encoding="utf-8")))


def test_every_variable_the_code_reads_is_in_the_settings_page_and_nothing_else() -> None:
    read = variables_read(_sources())
    assert "DASHGAMES_API_LIMIT_MOVES_PER_TOKEN" in read and "REDIS_URL" in read
    assert sorted(read - documented()) == [], "read by the code, missing from docs/SETTINGS.md"
    assert sorted(documented() - read) == [], "in docs/SETTINGS.md, read by nothing"


def test_the_variable_scan_finds_a_new_variable_and_expands_families(tmp_path: Path) -> None:
    probe = tmp_path / "probe.py"
    probe.write_text('import os\nA = os.environ.get("DASHGAMES_NEW_THING")\n'
                     'def knob(n, d): return os.environ.get(f"DASHGAMES_SEARCH_{n}")\n'
                     'knob("DEPTH", 1)\n', encoding="utf-8")
    assert variables_read([probe]) == {"DASHGAMES_NEW_THING", "DASHGAMES_SEARCH_DEPTH"}


# -- the Makefile ----------------------------------------------------------------------------

def make_targets() -> set[str]:
    text = (ROOT / "Makefile").read_text(encoding="utf-8")
    return set(re.findall(r"^([a-z][a-z-]*):", text, re.MULTILINE))


DOCS = ["README.md", *sorted(p.name for p in (ROOT / "docs").glob("*.md"))]


@pytest.mark.parametrize("doc", DOCS)
def test_every_make_target_the_docs_name_exists(doc: str) -> None:
    path = ROOT / doc if doc == "README.md" else ROOT / "docs" / doc
    named = set(re.findall(r"`make ([a-z][a-z-]*)", path.read_text(encoding="utf-8")))
    assert sorted(named - make_targets()) == []
