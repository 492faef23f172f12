"""Errors rebuilt from their JSON form (a stored refusal answered again, a queued command's
failure): one registry of error classes by stable code, and the answer each gives."""

from __future__ import annotations

import json

import pytest

import dashgames.games  # noqa: F401  (every game registered: their own refusal codes too)
from dashgames.engine import errors as rules_errors
from dashgames.http import errors
from dashgames.infra.errors import Error, PlatformError, error_classes, error_from_json


def _declared() -> list[type[Error]]:
    """Every class of either hierarchy that declares a code of its own."""
    out: list[type[Error]] = []
    todo: list[type[Error]] = [PlatformError, rules_errors.RulesError]
    while todo:
        cls = todo.pop()
        out += [cls] if "code" in cls.__dict__ else []
        todo += cls.__subclasses__()
    return out


def test_each_code_is_declared_once_and_names_its_class() -> None:
    declared = _declared()
    codes = [cls.code for cls in declared]
    assert len(codes) == len(set(codes)), sorted(c for c in codes if codes.count(c) > 1)
    assert error_classes() == {cls.code: cls for cls in declared}


def test_every_error_comes_back_from_its_json_as_itself() -> None:
    for code, cls in error_classes().items():
        error = cls(f"the {code} message", field="die", limit=3)
        again = error_from_json(json.loads(json.dumps(error.to_json())))
        assert type(again) is cls
        assert again.to_json() == error.to_json()


def test_a_game_s_own_refusal_answers_as_an_illegal_move_with_its_own_code() -> None:
    games_own = {code: cls for code, cls in error_classes().items()
                 if not cls.__module__.startswith("dashgames.engine")
                 and not issubclass(cls, PlatformError)}
    assert games_own, "the registered games declare refusal codes of their own"
    for code, cls in games_own.items():
        refusal = error_from_json({"code": code, "message": "no", "details": {}})
        assert isinstance(refusal, rules_errors.IllegalMove) and type(refusal) is cls
        assert errors.status_of(refusal) == (422, code)


def test_a_bad_move_answered_again_is_400_with_its_field() -> None:
    stored = rules_errors.BadMove("die must be 1 to 6", field="die").to_json()
    response = errors.error_response(error_from_json(stored))
    assert response.status_code == 400
    assert json.loads(response.get_data()) == {
        "code": "BAD_MOVE", "message": "die must be 1 to 6",
        "details": {"field": "die", "fields": {"die": ["die must be 1 to 6"]}},
    }


@pytest.mark.parametrize(
    ("fallback", "status"), [(rules_errors.RulesError, 422), (PlatformError, 500)]
)
def test_a_code_no_class_declares_keeps_its_code_with_the_fallback_s_status(
    fallback: type[Error], status: int
) -> None:
    raw = {"code": "FROM_A_GAME_NOT_LOADED", "message": "no", "details": {"at": 2}}
    error = error_from_json(raw, fallback=fallback)
    assert type(error) is fallback and error.to_json() == raw
    assert errors.status_of(error) == (status, "FROM_A_GAME_NOT_LOADED")
