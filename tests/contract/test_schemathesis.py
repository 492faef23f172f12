"""Schemathesis against the live app over the real back end, with every check it has.

Each operation is exercised with schema-valid requests (positive mode) and with requests that
break the schema (negative mode), as an authenticated player, both on unknown ids and on a real
game between that player and another, so the rules' refusals are exercised too. Every built-in
check runs: no 5xx, every status, content type, header and body as documented, every request
the contract calls invalid refused (400/4xx) and every request it calls valid accepted.

Three readings of the contract are the test's, each said where it is made:
- a move goes to a game of one type, and the contract says so (``Move``: "the game's own union
  applies"): on the real game the body comes from that game type's ``<Type>Move``, and a move
  refused as another type's passes only when it is not one of its game's (in the scenarios,
  ``move_of_another_game_type``);
- a game type's rules across options (``Game.validate_options``: one option's value allowed
  only with another's), which the contract leaves to the server (400 ``BAD_OPTIONS``): a
  positive ``POST /v1/games`` refused so passes only when every option alone is valid and that
  very rule refuses the body (``refused_across_options``);
- a 422 is the rules refusing a well-formed request in the game's present state (not your turn,
  game over...), which no schema of the request can foresee: on a positive case it passes when
  the operation documents that very code under 422 (``positive_data_acceptance_or_ruled``).

``DASHGAMES_FUZZ_EXAMPLES`` sets the examples per (operation, mode, game) and
``DASHGAMES_FUZZ_SCENARIOS`` the linked scenarios; ``make fuzz`` runs the long form. Long polls
are capped at a tenth of a second so that a generated ``wait`` costs no real time (the cap is a
setting; the route's behaviour is otherwise the same).
"""

from __future__ import annotations

import copy
import os
import re
import time
from collections import Counter
from dataclasses import replace
from typing import Any

import jsonschema
import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis.errors import FlakyStrategyDefinition, Unsatisfiable
from schemathesis.checks import CHECKS, load_all_checks
from schemathesis.specs.openapi.checks import (
    ensure_resource_availability,
    positive_data_acceptance,
)

from dashgames.engine import BadOptions, get_game
from dashgames.engine.options import resolve_options
from dashgames.http.app import create_app
from dashgames.http.contract import component_prefix
from dashgames.http.resources.games.schemas import GameCreateSchema
from dashgames.http.resources.seeks.schemas import SeekCreateSchema
from dashgames.http.resources.tournaments.schemas import TournamentCreateSchema
from dashgames.http.settings import ApiSettings

EXAMPLES = int(os.environ.get("DASHGAMES_FUZZ_EXAMPLES", "6"))
SCENARIOS = int(os.environ.get("DASHGAMES_FUZZ_SCENARIOS", "10"))
RUNS = 5  # scenario runs at most, when Hypothesis finds a live game moved on (see below)
# `make test` replays the same cases every time; `make fuzz` draws new ones on each run
# (Hypothesis prints the seed that reproduces a failure).
DERANDOMIZE = os.environ.get("DASHGAMES_FUZZ_RANDOM", "") != "1"
GAME_TYPE = "double_dash"
MOVES_PATH = "/v1/games/{game_id}/moves"
PREVIEW_PATH = "/v1/games/{game_id}/preview"
REF = "#/components/schemas/"
GAME_SPECIFIC = "a game-specific rules code"


def documented(case: Any, status: int, code: str) -> bool:
    """Whether the operation documents ``code`` under ``status`` (the contract names each
    route's codes per status in the response's description; a game's own rules codes, which
    the game types add, as "a game-specific rules code")."""
    response = case.operation.definition.raw.get("responses", {}).get(str(status), {})
    description = response.get("description", "")
    return f"`{code}`" in description or (
        GAME_SPECIFIC in description and re.fullmatch(r"[A-Z][A-Z_]*", code) is not None)


def refused_across_options(case: Any, response: Any) -> bool:
    """Whether a game creation was refused by its game type's rule across options alone."""
    if (case.operation.label not in ("POST /v1/games", "POST /v1/seeks")
            or response.status_code != 400 or response.json().get("code") != "BAD_OPTIONS"):
        return False
    game = get_game(case.body["type"])
    if case.operation.label == "POST /v1/games":
        body = GameCreateSchema().load(case.body)  # the options as the server reads them
        sizes = [len(body["seats"])]
    else:  # a seek: every table size it accepts
        body = SeekCreateSchema().load(case.body)
        sizes = list(body["players"])
    try:
        resolved = resolve_options(game.options, body["options"])  # each option alone: valid
    except BadOptions:
        return False
    try:
        for size in sizes:
            game.validate_options(size, resolved)
    except BadOptions:
        return True
    return False


def refused_tournament(case: Any, response: Any) -> bool:
    """Whether an event was refused for what only the server can weigh: a table size outside
    its game type's range, a rated event with house bots, options or a clock its game type
    refuses at that size, a start in the past or a cap under a table (docs/TOURNAMENTS.md)."""
    if case.operation.label != "POST /v1/tournaments" or response.status_code != 400:
        return False
    code = response.json().get("code")
    if code not in ("PLAYER_COUNT_UNSUPPORTED", "RATED_WITH_BOTS", "BAD_OPTIONS"):
        return False
    body = TournamentCreateSchema().load(case.body)  # the server loaded it: so does this
    game = get_game(body["type"])
    if code == "PLAYER_COUNT_UNSUPPORTED":
        return not game.min_players <= body["table_size"] <= game.max_players
    if code == "RATED_WITH_BOTS":
        return bool(body["rated"] and body["house_bots"])
    # the fields the contract bounds itself (minutes, rounds) are never the server's refusal
    return code == "BAD_OPTIONS" and response.json()["details"].get("field") not in (
        "minutes", "rounds")


def move_of_another_game_type(case: Any, response: Any) -> bool:
    """Whether a move was refused (400 ``BAD_MOVE``) that is not one of its game type's moves:
    ``Move`` spans every game type, and the game's own union applies (its ``<Type>Move``); a
    preview names the staged move refused (``details.step``)."""
    if (case.operation.path not in (MOVES_PATH, PREVIEW_PATH) or response.status_code != 400
            or response.json().get("code") != "BAD_MOVE"):
        return False
    schema = case.operation.schema
    read = schema.app.test_client().get(f"/v1/games/{case.path_parameters['game_id']}")
    own = {"$ref": REF + f"{component_prefix(read.json['type'])}Move",
           "components": schema.raw_schema["components"]}
    move = case.body
    if case.operation.path == PREVIEW_PATH:
        move = case.body["moves"][response.json()["details"]["step"]]
    return not jsonschema.Draft202012Validator(own).is_valid(move)


def positive_data_acceptance_or_ruled(ctx: Any, response: Any, case: Any) -> bool | None:
    """``positive_data_acceptance``, except that a 422 carrying a code the operation documents
    under 422 is the rules' answer to the game's state, not a contract the server breaks; a
    game type's rule across options is the server's to check (``refused_across_options``); and
    a move is one of its own game type's (``move_of_another_game_type``)."""
    if response.status_code == 422 and documented(case, 422, str(response.json().get("code"))):
        return None
    if (refused_across_options(case, response) or move_of_another_game_type(case, response)
            or refused_tournament(case, response)):
        return None
    return positive_data_acceptance(ctx, response, case)


def resource_availability_of_the_same_account(ctx: Any, response: Any, case: Any
                                              ) -> bool | None:
    """``ensure_resource_availability``, except for what ``POST /v1/players`` creates: a new
    account, whose tokens (``token_id``, a link schemathesis infers by the field's name) only
    that account may rotate or revoke, while every scenario step sends ann's token. A 404
    there is the server keeping accounts apart, not a resource lost."""
    try:
        return ensure_resource_availability(ctx, response, case)
    except AssertionError as failure:
        if "Created with      : `POST /v1/players`" in str(failure) \
                and "/v1/players/me/tokens/" in str(failure):
            return None
        raise


def all_checks() -> list[Any]:
    load_all_checks()
    replaced = (positive_data_acceptance, ensure_resource_availability)
    checks = [c for c in CHECKS.get_all() if c not in replaced]
    assert len(checks) == len(CHECKS.get_all()) - 2
    return [*checks, positive_data_acceptance_or_ruled, resource_availability_of_the_same_account]


def one_game_contract(raw: dict[str, Any], game_type: str) -> dict[str, Any]:
    """The contract as it reads for a game of ``game_type``: the move body is its own union."""
    raw = copy.deepcopy(raw)
    body = raw["paths"][MOVES_PATH]["post"]["requestBody"]["content"]["application/json"]
    body["schema"] = {"$ref": REF + f"{component_prefix(game_type)}Move"}
    return raw


@pytest.fixture(scope="module")
def own_service(make_settings: Any, game_service: Any) -> Any:
    """A service on the shared Redis under a key prefix of its own: the lobby (which links lead
    from) then lists only games of the contract's types, not those of the test-only game types
    other tests leave in the shared store, which this app's contract rightly does not know.
    Its readiness is the shared service's: the workers beat under the shared prefix."""
    from dashgames.http.backend import GameService

    class OwnLobby(GameService):
        def readiness(self) -> Any:
            return game_service.readiness()

    return OwnLobby(make_settings(key_prefix=f"dg-contract-{os.getpid()}:"))


@pytest.fixture
def live(own_service: Any) -> tuple[Any, Any, str]:
    """(the app's contract, the same as it reads for the real game, the real game's id)."""
    app = create_app(backend=own_service,
                     settings=replace(ApiSettings.from_env(), long_poll_max_seconds=0.1))
    client = app.test_client()
    ann = client.post("/v1/players", json={"name": "ann"}).json
    bob = client.post("/v1/players", json={"name": "bob"}).json
    auth = {"Authorization": f"Bearer {ann['token']}"}
    game = client.post("/v1/games", headers=auth, json={
        "type": GAME_TYPE, "seats": [{"kind": "human"}, {"kind": "human"}], "seat": 0}).json
    joined = client.post(f"/v1/games/{game['id']}/join",
                         headers={"Authorization": f"Bearer {bob['token']}"})
    assert joined.status_code == 200
    schema = schemathesis.openapi.from_wsgi("/openapi.json", app)
    per_game = schemathesis.openapi.from_dict(one_game_contract(schema.raw_schema, GAME_TYPE))
    per_game.app = app
    # Sent as the caller's own headers, so neither is generated (nor negated): the token is the
    # player's, and a JSON page is what a generated client reads (SSE streams for minutes).
    for loaded in (schema, per_game):
        loaded.config.update(headers={**auth, "Accept": "application/json"})
    return schema, per_game, game["id"]


def exercise(operation: Any, mode: Any, path_parameters: dict[str, str] | None,
             failures: Counter[str], examples: dict[str, str], answers: Counter[int]) -> int:
    """Run ``EXAMPLES`` cases of ``operation`` in ``mode``; returns how many ran."""
    checks = all_checks()
    ran = 0

    @given(case=operation.as_strategy(generation_mode=mode, path_parameters=path_parameters))
    @settings(max_examples=EXAMPLES, deadline=None, database=None, derandomize=DERANDOMIZE,
              suppress_health_check=list(HealthCheck))
    def run(case: Any) -> None:
        nonlocal ran
        ran += 1
        try:
            response = case.call_and_validate(checks=checks)
            answers[response.status_code] += 1
        except (AssertionError, BaseExceptionGroup) as failure:  # one case's failed checks
            text = str(failure)
            key = f"{operation.label} [{mode.value}] {text.splitlines()[0][:120]}"
            failures[key] += 1
            examples.setdefault(key, text[:2000])

    try:
        run()
    except Unsatisfiable:
        # Nothing to break: no parameter or body, so no negative case exists.
        assert mode == schemathesis.GenerationMode.NEGATIVE, operation.label
    return ran


def test_every_check_passes_on_every_operation(live: Any) -> None:
    schema, per_game, game_id = live
    operations = [result.ok() for result in schema.get_all_operations()]
    on_game = {op.label: op for op in (r.ok() for r in per_game.get_all_operations())}
    assert len(operations) >= 15
    failures: Counter[str] = Counter()
    examples: dict[str, str] = {}
    answers: Counter[int] = Counter()
    cases = 0
    started = time.monotonic()
    for operation in operations:
        for mode in (schemathesis.GenerationMode.POSITIVE, schemathesis.GenerationMode.NEGATIVE):
            cases += exercise(operation, mode, None, failures, examples, answers)
            if "{game_id}" in operation.path:
                cases += exercise(on_game[operation.label], mode, {"game_id": game_id},
                                  failures, examples, answers)
    elapsed = time.monotonic() - started
    print(f"\nschemathesis: {cases} cases, {sum(failures.values())} failures, {elapsed:.0f} s; "
          f"statuses: {dict(sorted(answers.items()))}")
    details = "\n\n".join(f"{n} x {key}\n{examples[key]}" for key, n in failures.most_common())
    assert not failures, details
    assert cases >= EXAMPLES * len(operations)


def test_every_check_passes_in_linked_scenarios(live: Any) -> None:
    """Scenarios that follow the links schemathesis infers (create a game, then join, move,
    resign, read it...): the stateful checks too (``use_after_free``,
    ``ensure_resource_availability``) and every other one on each step.

    Every step's failures are collected rather than raised: a live game moves on its own (bots
    play from Celery workers), so Hypothesis, replaying a scenario to shrink it, may find the
    links open differently and stop with ``FlakyStrategyDefinition``. Such a run is started
    again (up to ``RUNS`` times) until ``SCENARIOS`` scenarios' worth of steps ran; nothing
    failed is lost, since each failure was counted when its step ran."""
    schema, _, _ = live
    checks = all_checks()
    steps = 0
    answers: Counter[str] = Counter()
    failures: Counter[str] = Counter()
    examples: dict[str, str] = {}

    class Workflow(schema.as_state_machine()):  # type: ignore[misc]  # schemathesis's own
        def validate_response(self, response: Any, case: Any,
                              additional_checks: Any = None, **kwargs: Any) -> None:
            nonlocal steps
            steps += 1
            answers[f"{case.operation.label} {response.status_code}"] += 1
            try:
                case.validate_response(response, checks=checks,
                                       transport_kwargs=kwargs or None, recorder=self.recorder)
            except (AssertionError, BaseExceptionGroup) as failure:
                text = str(failure)
                key = f"{case.operation.label} {text.splitlines()[0][:120]}"
                failures[key] += 1
                examples.setdefault(key, text[:2000])

    started = time.monotonic()
    restarts = 0
    while steps < SCENARIOS * 4 and restarts < RUNS:
        try:
            Workflow.run(settings=settings(
                max_examples=SCENARIOS, stateful_step_count=8, deadline=None, database=None,
                derandomize=DERANDOMIZE, suppress_health_check=list(HealthCheck)))
        except FlakyStrategyDefinition:
            restarts += 1
        else:
            break
    print(f"\nschemathesis scenarios: {steps} steps, {sum(failures.values())} failures, "
          f"{restarts} restarts, {time.monotonic() - started:.0f} s; "
          f"answers: {dict(sorted(answers.items()))}")
    details = "\n\n".join(f"{n} x {key}\n{examples[key]}" for key, n in failures.most_common())
    assert not failures, details
    assert steps >= SCENARIOS * 4  # a scenario takes one step or more: 8 at most, ~8 on average
