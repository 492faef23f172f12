"""The SDK's generated half matches the committed contract: ``clients/python/generate.py``
(``make sdk``) run again into a temporary folder writes exactly the committed files, and the
SDK's version is the contract's ``info.version``."""

from __future__ import annotations

import filecmp
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SDK = ROOT / "clients" / "python"
sys.path.insert(0, str(SDK))
from generate import PACKAGE, generate  # noqa: E402

sys.path.remove(str(SDK))


def _files(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*"))
            if p.is_file() and not {"__pycache__", ".ruff_cache"} & set(p.parts)}


def test_the_committed_client_is_what_the_contract_generates(tmp_path: Path) -> None:
    (tmp_path / "dashgames_sdk").mkdir()
    generate(tmp_path)
    fresh, committed = _files(tmp_path / PACKAGE), _files(SDK / "src" / PACKAGE)
    stale = sorted(n for n in fresh.keys() | committed.keys()
                   if fresh.get(n) != committed.get(n))
    assert stale == [], f"regenerate with `make sdk`: {stale[:10]}"
    assert filecmp.cmp(tmp_path / "dashgames_sdk" / "_version.py",
                       SDK / "src" / "dashgames_sdk" / "_version.py", shallow=False)


def test_the_sdk_is_versioned_with_the_contract() -> None:
    from dashgames_sdk import __version__

    contract = json.loads((ROOT / "openapi" / "openapi.json").read_text())
    assert __version__ == contract["info"]["version"]
    project = (SDK / "pyproject.toml").read_text()
    assert 'version = { attr = "dashgames_sdk._version.__version__" }' in project
