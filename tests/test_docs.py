"""The project stands alone: every relative link in its Markdown resolves inside the repository,
and nothing in the README, the docs or the code points at files outside it."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LINK = re.compile(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
DEFINITION = re.compile(r"^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+\"[^\"]*\")?\s*$", re.MULTILINE)
EXTERNAL = ("http://", "https://", "mailto:")


def markdown_files() -> list[Path]:
    listed = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard", "*.md"],
        cwd=ROOT, capture_output=True, text=True, check=True,
    ).stdout.split()
    return [ROOT / name for name in listed if (ROOT / name).is_file()]


def relative_links(text: str) -> list[str]:
    """The link targets of a Markdown text that name a file (not a web address or an anchor)."""
    without_code = re.sub(r"```.*?```", "", text, flags=re.DOTALL)
    without_code = re.sub(r"`[^`\n]*`", "", without_code)
    targets = LINK.findall(without_code) + DEFINITION.findall(without_code)
    return [t for t in targets if not t.startswith(EXTERNAL) and not t.startswith("#")]


def broken_links(path: Path) -> list[str]:
    broken = []
    for target in relative_links(path.read_text(encoding="utf-8")):
        resolved = (path.parent / target.split("#", 1)[0]).resolve()
        if not resolved.is_relative_to(ROOT):
            broken.append(f"{target} (outside the repository)")
        elif not resolved.exists():
            broken.append(f"{target} (missing)")
    return broken


@pytest.mark.parametrize("path", markdown_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_every_relative_link_resolves_inside_the_repository(path: Path) -> None:
    assert broken_links(path) == []


def test_the_link_check_finds_a_missing_file_and_a_link_out_of_the_repository() -> None:
    page = ROOT / "docs" / "ARCHITECTURE.md"
    text = "[ok](ARCHITECTURE.md) [gone](NOPE.md#x) [out](../../elsewhere/DESIGN.md) [w](https://x.org)"
    assert relative_links(text) == ["ARCHITECTURE.md", "NOPE.md#x", "../../elsewhere/DESIGN.md"]
    copy = page.parent / "_link_check_probe.md"
    try:
        copy.write_text(text, encoding="utf-8")
        assert broken_links(copy) == [
            "NOPE.md#x (missing)", "../../elsewhere/DESIGN.md (outside the repository)",
        ]
    finally:
        copy.unlink()


def test_the_readme_docs_and_code_name_no_file_outside_the_repository() -> None:
    found = subprocess.run(  # the files a clone has (build output such as egg-info aside)
        # ../shared (the workspace's references) or a bare shared/...; clients/shared is ours
        ["git", "grep", "-n", "-E", "--untracked", "--exclude-standard",
         "-e", r"\.\./shared", "-e", "(^|[^/A-Za-z_.])shared/", "--",
         "README.md", "docs", "services"],
        cwd=ROOT, capture_output=True, text=True,
    ).stdout
    assert found == ""
