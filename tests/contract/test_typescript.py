"""The contract narrows in TypeScript (issue 27, item 3): openapi-typescript (npm) turns
``openapi/openapi.json`` into types, and a fixture written from the contract itself is checked
by ``tsc --strict``: a ``switch`` on ``type`` over ``AccountEvent`` reaches every account event
type with its own data (``e.data.legal_moves`` only under ``your_turn``...), and over each
game's event union every event kind, each ending in an exhaustive ``never`` check. A record a
``switch`` could not narrow (an untyped ``data``, a ``type`` that is a plain string) fails to
compile.

The tools are pinned in ``clients/typescript-check/package.json`` and installed there with npm
the first time (``node_modules`` is not committed).
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
TOOLS = ROOT / "clients" / "typescript-check"
CONTRACT = ROOT / "openapi" / "openapi.json"


def tools() -> Path:
    if not shutil.which("npm"):
        pytest.fail("npm is missing: Node.js is needed for the TypeScript contract check")
    bin_dir = TOOLS / "node_modules" / ".bin"
    if not (bin_dir / "tsc").exists() or not (bin_dir / "openapi-typescript").exists():
        done = subprocess.run(["npm", "install", "--no-audit", "--no-fund", "--ignore-scripts"],
                              cwd=TOOLS, capture_output=True, text=True, timeout=600)
        assert done.returncode == 0, done.stderr[-2000:]
    return bin_dir


def members(schemas: dict[str, Any], union: str) -> dict[str, str]:
    """A discriminated union's mapping: value -> member component."""
    mapping = schemas[union]["discriminator"]["mapping"]
    return {value: ref.rsplit("/", 1)[1] for value, ref in mapping.items()}


def a_field_of(schemas: dict[str, Any], component: str) -> str | None:
    """A required property of ``component``'s data other than its discriminator, if any."""
    schema = schemas[component]
    for name in sorted(schema.get("required", [])):
        if name not in ("type", "game_type"):
            return name
    return None


def fixture(schemas: dict[str, Any]) -> str:
    lines = ['import type { components } from "./api";',
             'type S = components["schemas"];', "",
             "function never(x: never): never { throw new Error(String(x)); }", ""]
    lines.append("export function account(e: S[\"AccountEvent\"]): unknown {")
    lines.append("  switch (e.type) {")
    for kind, member in members(schemas, "AccountEvent").items():
        ref = schemas[member]["properties"]["data"].get("$ref")
        data_ref = ref.rsplit("/", 1)[1] if ref else None
        field = (a_field_of(schemas, data_ref)
                 if data_ref and "oneOf" not in schemas[data_ref] else None)
        if kind == "your_turn":  # a union per game: narrow again on game_type
            lines.append(f'    case "{kind}": {{ const d = e.data; '
                         "const moves = d.legal_moves; "
                         'if (d.game_type === "double_dash") { const m: S["DoubleDashMove"][] '
                         "= d.legal_moves; return m; } return moves; }")
        elif field:
            lines.append(f'    case "{kind}": return e.data.{field};')
        else:
            lines.append(f'    case "{kind}": return e.data;')
    lines += ["    default: return never(e);", "  }", "}", ""]
    for union in sorted(k for k in schemas if k.endswith("Event") and not k.startswith(
            ("Account", "Table")) and "discriminator" in schemas[k]):
        lines.append(f'export function {union[0].lower()}{union[1:]}(e: S["{union}"]): '
                     "unknown {")
        lines.append("  switch (e.type) {")
        for kind in members(schemas, union):
            lines.append(f'    case "{kind}": return e;')
        lines += ["    default: return never(e);", "  }", "}", ""]
    return "\n".join(lines)


def test_a_strict_typescript_switch_narrows_every_account_and_game_event(
        tmp_path: Path) -> None:
    bin_dir = tools()
    schemas = json.loads(CONTRACT.read_text(encoding="utf-8"))["components"]["schemas"]
    generated = subprocess.run([str(bin_dir / "openapi-typescript"), str(CONTRACT), "-o",
                                str(tmp_path / "api.d.ts")], capture_output=True, text=True,
                               timeout=300)
    assert generated.returncode == 0, generated.stderr[-2000:]
    source = fixture(schemas)
    assert source.count("case ") >= len(members(schemas, "AccountEvent")) + 5
    (tmp_path / "narrow.ts").write_text(source)
    checked = subprocess.run([str(bin_dir / "tsc"), "--strict", "--noEmit", "--target",
                              "es2020", "--moduleResolution", "node", str(tmp_path /
                                                                         "narrow.ts")],
                             capture_output=True, text=True, timeout=300)
    assert checked.returncode == 0, checked.stdout[-4000:]


@pytest.mark.long  # the checker's own test: make test runs the check itself (above)
def test_the_fixture_fails_on_a_type_a_switch_cannot_narrow(tmp_path: Path) -> None:
    """The check could fail: ``data`` left untyped makes ``e.data.legal_moves`` an error."""
    bin_dir = tools()
    document = json.loads(CONTRACT.read_text(encoding="utf-8"))
    schemas = document["components"]["schemas"]
    schemas["AccountEvent_your_turn"]["properties"]["data"] = {}
    (tmp_path / "contract.json").write_text(json.dumps(document))
    generated = subprocess.run([str(bin_dir / "openapi-typescript"),
                                str(tmp_path / "contract.json"), "-o",
                                str(tmp_path / "api.d.ts")], capture_output=True, text=True,
                               timeout=300)
    assert generated.returncode == 0, generated.stderr[-2000:]
    (tmp_path / "narrow.ts").write_text(fixture(schemas))
    checked = subprocess.run([str(bin_dir / "tsc"), "--strict", "--noEmit", "--target",
                              "es2020", "--moduleResolution", "node", str(tmp_path /
                                                                         "narrow.ts")],
                             capture_output=True, text=True, timeout=300)
    assert checked.returncode != 0
    assert "is of type 'unknown'" in checked.stdout  # the your_turn case's data
