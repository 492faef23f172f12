"""No untyped field in the generated clients but the documented free-form maps (issue 27, item 3).

Both generators a third party would use run on ``openapi/openapi.json``: openapi-python-client
(every attribute of every model class: an ``Any`` in its annotation is an untyped field) and
openapi-typescript (a walk of ``components["schemas"]`` with the TypeScript compiler,
``clients/typescript-check/untyped.cjs``: an ``unknown`` or ``any`` field). Each list must be
exactly its allowlist below, every entry of which is a map the contract documents as free-form;
a field typed since must leave the list too. A planted untyped field must make both fail.
"""

from __future__ import annotations

import ast
import json
import subprocess
from pathlib import Path
from typing import Any

import pytest

from tests.contract.test_generated_clients import BIN, CONTRACT, PACKAGE, _run
from tests.contract.test_typescript import TOOLS, tools

# Why each may hold anything: a game type's options (each game's own, described by its
# `GameType.options`), a clock echoed as it was sent, an error's details (by code), a JSON
# Schema, the components a game publishes, a tournament event's data (by type, described on the
# field), and DC Dash's card_played `move`: the move as played, a Detour's private Station card
# withheld, so not a whole DcDashMove.
FREE_FORM_PYTHON = frozenset({
    "ChallengeClock", "ChallengeCreateOptions", "ChallengeOptions", "CommandErrorDetails",
    "DashAndCacheReplayOptions", "DcDashEventCardPlayedMove", "DcDashReplayOptions",
    "DiceyCurvesReplayOptions", "DoubleDashReplayOptions", "ErrorDetails",
    "FlagDashReplayOptions", "GameComponents", "GameCreatedOptions", "GameSummaryOptions",
    "GameTypeMoveSchemasAdditionalProperty", "GameTypeViewSchema", "MyGameOptions", "SeekClock",
    "SeekOptions", "TournamentClock", "TournamentCreateOptions", "TournamentEventData",
    "TournamentOptions",
})  # each one's `additional_properties: dict[str, Any]`
FREE_FORM_TYPESCRIPT = frozenset({
    "Challenge.options{}", "ChallengeClock{}", "ChallengeCreate.options{}",
    "DashAndCacheReplay.options{}", "DcDashEvent_card_played.move{}", "DcDashReplay.options{}",
    "DiceyCurvesReplay.options{}", "DoubleDashReplay.options{}", "FlagDashReplay.options{}",
    "GameComponents{}", "GameCreated.options{}", "GameSummary.options{}",
    "GameType.move_schemas{}{}", "GameType.view_schema{}", "MyGame.options{}", "Seek.options{}",
    "SeekClock{}", "Tournament.clock{}", "Tournament.options{}", "TournamentCreate.options{}",
    "TournamentEvent.data{}",
})  # `Schema.field`, `[]` an array's items, `{}` a map's values


def python_untyped(models: Path) -> set[str]:
    """``Class.attribute`` of every model attribute whose annotation mentions ``Any``; a model's
    ``additional_properties`` (its map of extra keys) is named by its class alone."""
    found: set[str] = set()
    for source in sorted(models.glob("*.py")):
        for cls in ast.parse(source.read_text()).body:
            if not isinstance(cls, ast.ClassDef):
                continue
            for node in cls.body:
                if not (isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)):
                    continue
                if any(isinstance(n, ast.Name) and n.id == "Any"
                       for n in ast.walk(node.annotation)):
                    name = node.target.id
                    found.add(cls.name if name == "additional_properties"
                              else f"{cls.name}.{name}")
    return found


def generated_python(contract: Path, where: Path) -> Path:
    done = _run(str(BIN / "openapi-python-client"), "generate", "--path", str(contract),
                "--output-path", str(where / PACKAGE), "--meta", "none", cwd=where)
    assert done.returncode == 0, done.stdout + done.stderr
    return where / PACKAGE / "models"


def typescript_untyped(contract: Path, where: Path) -> set[str]:
    bin_dir = tools()
    types = where / "api.d.ts"
    generated = subprocess.run([str(bin_dir / "openapi-typescript"), str(contract), "-o",
                                str(types)], capture_output=True, text=True, timeout=300)
    assert generated.returncode == 0, generated.stderr[-2000:]
    walked = subprocess.run(["node", str(TOOLS / "untyped.cjs"), str(types)], cwd=TOOLS,
                            capture_output=True, text=True, timeout=300)
    assert walked.returncode == 0, walked.stderr[-2000:]
    return set(walked.stdout.split())


def planted(tmp_path: Path) -> Path:
    """The contract with one untyped field added to a typed schema (``Outcome``)."""
    document: dict[str, Any] = json.loads(CONTRACT.read_text(encoding="utf-8"))
    outcome = document["components"]["schemas"]["Outcome"]
    outcome["properties"]["planted"] = {"description": "Anything at all."}
    target = tmp_path / "planted.json"
    target.write_text(json.dumps(document))
    return target


def test_the_python_client_has_no_any_but_the_free_form_maps(tmp_path: Path) -> None:
    assert python_untyped(generated_python(CONTRACT, tmp_path)) == FREE_FORM_PYTHON


def test_the_typescript_types_have_no_unknown_but_the_free_form_maps(tmp_path: Path) -> None:
    assert typescript_untyped(CONTRACT, tmp_path) == FREE_FORM_TYPESCRIPT


@pytest.mark.parametrize("generator", ["python", "typescript"])
def test_a_planted_untyped_field_is_found(tmp_path: Path, generator: str) -> None:
    contract = planted(tmp_path)
    if generator == "python":
        found = python_untyped(generated_python(contract, tmp_path))
        assert found - FREE_FORM_PYTHON == {"Outcome.planted"}
    else:
        found = typescript_untyped(contract, tmp_path)
        assert found - FREE_FORM_TYPESCRIPT == {"Outcome.planted"}
