"""Both code generators make clean clients from the committed contract.

openapi-python-client (a whole client) and datamodel-code-generator (pydantic models) run on
``openapi/openapi.json`` as a third party would, with their default options: no warning, no
numbered class (``Type1``, ``Move2``: two schemas a generator could not tell apart by name),
and real answers of every game parsed into that game's own classes, never another's; above
all the move ``end_turn``, which Dicey Curves and Flag Dash both have.
"""

from __future__ import annotations

import ast
import importlib
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from dashgames.http.contract import component_prefix
from dashgames.http.schema_names import camel
from tests.support.contract_samples import HOUSE_GAMES, samples

ROOT = Path(__file__).resolve().parents[2]
CONTRACT = ROOT / "openapi" / "openapi.json"
BIN = Path(sys.executable).parent
NUMBERED = re.compile(r"\d+$")
STATUS_CLASS = re.compile(r"Response\d{3}(Code)?$")  # openapi-python-client: by status code
PACKAGE = "dash_games_client"


def _run(*argv: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PATH": f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}"}
    return subprocess.run(argv, cwd=cwd, env=env, capture_output=True, text=True, timeout=300)


def _classes(source: str) -> list[str]:
    return [n.name for n in ast.walk(ast.parse(source)) if isinstance(n, ast.ClassDef)]


@pytest.fixture(scope="module")
def opc(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """The client openapi-python-client generates, imported."""
    where = tmp_path_factory.mktemp("opc")
    done = _run(str(BIN / "openapi-python-client"), "generate", "--path", str(CONTRACT),
                "--output-path", str(where / PACKAGE), "--meta", "none", cwd=where)
    output = done.stdout + done.stderr
    assert done.returncode == 0, output
    assert "Warning" not in output and "Unable to" not in output, output
    sys.path.insert(0, str(where))
    try:
        yield importlib.import_module(PACKAGE)
    finally:
        sys.path.remove(str(where))
        for name in [m for m in sys.modules if m.split(".")[0] == PACKAGE]:
            del sys.modules[name]


@pytest.fixture(scope="module")
def models(tmp_path_factory: pytest.TempPathFactory) -> Any:
    """The pydantic models datamodel-code-generator generates, imported."""
    where = tmp_path_factory.mktemp("dm")
    target = where / "dash_games_models.py"
    done = _run(str(BIN / "datamodel-codegen"), "--input", str(CONTRACT), "--input-file-type",
                "openapi", "--output-model-type", "pydantic_v2.BaseModel", "--output",
                str(target), cwd=where)
    output = done.stdout + done.stderr
    assert done.returncode == 0, output
    assert "numbered" not in output and "Error" not in output, output
    numbered = [c for c in _classes(target.read_text()) if NUMBERED.search(c)]
    assert numbered == [], f"numbered classes: {numbered}"
    sys.path.insert(0, str(where))
    try:
        return importlib.import_module("dash_games_models")
    finally:
        sys.path.remove(str(where))


def test_openapi_python_client_names_every_class(opc: Any) -> None:
    root = Path(opc.__file__).parent
    names = [c for f in sorted(root.rglob("*.py")) for c in _classes(f.read_text())]
    numbered = [c for c in names if NUMBERED.search(c) and not STATUS_CLASS.search(c)]
    assert numbered == [], f"numbered classes: {numbered}"
    # Named after the operations, not the paths; anonymous reads take an anonymous client.
    api = root / "api"
    assert (api / "moves" / "list_legal_moves.py").is_file()
    assert "client: AuthenticatedClient | Client," in (api / "games" / "get_game.py").read_text()
    assert "client: AuthenticatedClient | Client," in (
        api / "events" / "stream_game_events.py").read_text()
    assert "client: AuthenticatedClient,\n" in (api / "moves" / "play_move.py").read_text()


def _legal_answers(game_id: str) -> list[dict[str, Any]]:
    return [{"game_type": game_id, "seat": seat, "version": 7, "moves": moves}
            for seat, moves in samples(game_id).legal]


def _event_page(game_id: str) -> dict[str, Any]:
    records = [{"game_type": game_id, "id": f"7-{i}", "version": 7, "seq": i, "to_act": [0],
                "event": event, "legal_moves": None}
               for i, event in enumerate(samples(game_id).events, start=1)]
    return {"events": records, "last_event_id": records[-1]["id"]}


def _expected_event_class(game_id: str, event: dict[str, Any], names: set[str]) -> str:
    own = f"{component_prefix(game_id)}Event{camel(event['type'])}"
    return own if own in names else f"TableEvent{camel(event['type'])}"


@pytest.mark.parametrize("game_id", HOUSE_GAMES)
def test_openapi_python_client_parses_each_game_into_its_own_classes(
    opc: Any, game_id: str
) -> None:
    legal = importlib.import_module(f"{PACKAGE}.api.moves.list_legal_moves")
    events = importlib.import_module(f"{PACKAGE}.api.events.stream_game_events")
    client = importlib.import_module(f"{PACKAGE}.client").Client(base_url="http://dash.test")
    prefix = component_prefix(game_id)
    for answer in _legal_answers(game_id):
        parsed = legal._parse_response(client=client, response=httpx.Response(200, json=answer))
        assert type(parsed).__name__ == f"{prefix}LegalMoves"
        for move, raw in zip(parsed.moves, answer["moves"], strict=True):
            assert type(move).__name__ == f"{prefix}Move{camel(raw['type'])}", raw
            assert move.to_dict() == raw
    page = _event_page(game_id)
    parsed = events._parse_response(client=client, response=httpx.Response(200, json=page))
    names = set(dir(importlib.import_module(f"{PACKAGE}.models")))
    for record, raw in zip(parsed.events, page["events"], strict=True):
        assert type(record).__name__ == f"{prefix}EventRecord"
        assert type(record.event).__name__ == _expected_event_class(game_id, raw["event"], names)
        assert record.to_dict() == raw


@pytest.mark.parametrize("game_id", HOUSE_GAMES)
def test_pydantic_models_parse_each_game_into_its_own_classes(models: Any, game_id: str) -> None:
    prefix = component_prefix(game_id)
    for answer in _legal_answers(game_id):
        parsed = models.LegalMoves.model_validate(answer).root
        assert type(parsed).__name__ == f"{prefix}LegalMoves"
        for move, raw in zip(parsed.moves, answer["moves"], strict=True):
            assert type(move.root).__name__ == f"{prefix}Move{camel(raw['type'])}", raw
            assert move.model_dump(mode="json", exclude_unset=True) == raw
    page = models.EventPage.model_validate(_event_page(game_id))
    names = set(dir(models))
    for record, raw in zip(page.events, _event_page(game_id)["events"], strict=True):
        assert type(record.root).__name__ == f"{prefix}EventRecord"
        event = record.root.event.root
        assert type(event).__name__ == _expected_event_class(game_id, raw["event"], names)


def test_end_turn_is_each_games_own(opc: Any, models: Any) -> None:
    """The one move type two games share parses as each game's own."""
    client = importlib.import_module(f"{PACKAGE}.client").Client(base_url="http://dash.test")
    legal = importlib.import_module(f"{PACKAGE}.api.moves.list_legal_moves")
    for game_id in ("dicey_curves", "flag_dash"):
        moves = samples(game_id).moves_of_type("end_turn")
        assert moves, f"no end_turn in the {game_id} samples"
        answer = {"game_type": game_id, "seat": 0, "version": 3, "moves": moves[:1]}
        expected = f"{component_prefix(game_id)}MoveEndTurn"
        parsed = legal._parse_response(client=client, response=httpx.Response(200, json=answer))
        assert type(parsed.moves[0]).__name__ == expected
        assert type(models.LegalMoves.model_validate(answer).root.moves[0].root).__name__ \
            == expected
