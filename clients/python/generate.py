"""Regenerate the SDK's generated half from the contract (``make sdk``).

``dash_games_client`` is written by openapi-python-client from ``openapi/openapi.json``, exactly
as a third party would generate it, and the SDK's version is set to the contract's
``info.version`` (the SDK is versioned with the contract). ``tests/sdk/test_generated_fresh.py``
runs this into a temporary folder and fails when the committed code differs.

Usage: python clients/python/generate.py [--out SRC_DIR]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
CONTRACT = ROOT / "openapi" / "openapi.json"
PACKAGE = "dash_games_client"
VERSION_FILE = """\"\"\"The SDK's version: the contract's ``info.version`` (``generate.py``).\"\"\"

__version__ = "{version}"
CONTRACT_VERSION = __version__
"""


def generate(src: Path, contract: Path = CONTRACT) -> None:
    """Write ``src/dash_games_client`` and ``src/dashgames_sdk/_version.py`` from ``contract``."""
    bin_dir = Path(sys.executable).parent
    env = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}"}
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / PACKAGE
        done = subprocess.run(
            [str(bin_dir / "openapi-python-client"), "generate", "--path", str(contract),
             "--output-path", str(out), "--meta", "none"],
            cwd=tmp, env=env, capture_output=True, text=True, timeout=600,
        )
        if done.returncode != 0:
            raise SystemExit(done.stdout + done.stderr)
        (out / "py.typed").write_text("# Marker file for PEP 561\n")
        target = src / PACKAGE
        if target.exists():
            shutil.rmtree(target)
        shutil.copytree(out, target, ignore=shutil.ignore_patterns("__pycache__", ".ruff_cache"))
    version = json.loads(contract.read_text())["info"]["version"]
    (src / "dashgames_sdk" / "_version.py").write_text(VERSION_FILE.format(version=version))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=HERE / "src")
    args = parser.parse_args()
    generate(args.out)
    print(f"wrote {args.out / PACKAGE}")


if __name__ == "__main__":
    main()
