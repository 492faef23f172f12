"""Every game is laid out alike inside: part of the shared conformance suite.

docs/ADDING-A-GAME.md says where each part of a game lives; these checks hold every registered
game (and, through ``check_layout``, the guide's sixth game) to it:

- ``to_act(state)`` is written once, in the package's ``legal.py`` beside ``legal_moves``;
- the cross-option check is ``validate_options(players, options)`` in ``rules.py``, and no
  other function of the package checks options under another name;
- ``game.py`` only declares: the ``Game`` subclass's facts, and methods that each hand their
  arguments, unchanged, to one function of another module of the package;
- components are read through the engine's one loader (``engine.component_file``): no module
  of the package opens a file or imports a file-system module, and every file in ``data/``
  has been read through the loader once the game is imported.
"""

from __future__ import annotations

import ast
import importlib
import inspect
from collections.abc import Iterator
from importlib import resources
from types import ModuleType
from typing import Any

import pytest

import dashgames.games  # noqa: F401 - fills the registry
from dashgames.engine import Game, all_games, components
from dashgames.engine.components import component_file, components_read

NO_IO_MODULES = frozenset({"io", "os", "pathlib", "importlib", "shutil", "builtins", "tempfile"})
"""A game reads its files through ``component_file``, never by itself."""
NO_IO_CALLS = frozenset({"open", "json.load", "json.dump"})

GAMES = pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)


def package_of(game: Game[Any, Any]) -> str:
    module = importlib.import_module(type(game).__module__)
    return module.__package__ or module.__name__


def modules_of(package: str) -> Iterator[tuple[str, ast.Module]]:
    """(module name, parsed source) of every Python module of the game package."""
    root = resources.files(package)
    for entry in sorted(root.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".py"):
            yield f"{package}.{entry.name[:-3]}", ast.parse(entry.read_text(encoding="utf-8"))


def top_level_functions(tree: ast.Module) -> list[ast.FunctionDef]:
    return [node for node in tree.body if isinstance(node, ast.FunctionDef)]


def delegate_of(module: ModuleType, method: ast.FunctionDef) -> Any:
    """The function a ``game.py`` method hands its arguments to; AssertionError if the method
    does anything else (a docstring at most, then ``[return] f(<its parameters>)``)."""
    body = method.body
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
        body = body[1:]
    where = f"{module.__name__}: {method.name}"
    assert len(body) == 1 and isinstance(body[0], (ast.Return, ast.Expr)), (
        f"{where} holds logic: a method of game.py only returns a call to another module")
    call = body[0].value
    assert isinstance(call, ast.Call) and not call.keywords, (
        f"{where} holds logic: it must return a call that passes its arguments on")
    params = [a.arg for a in method.args.args[1:]]
    passed = [a.id if isinstance(a, ast.Name) else None for a in call.args]
    assert passed == params, f"{where} passes {passed}, not its parameters {params}"
    target = eval(compile(ast.Expression(call.func), module.__name__, "eval"), vars(module))
    package = module.__package__ or ""
    assert getattr(target, "__module__", "").startswith(package + ".") and (
        target.__module__ != module.__name__), (
        f"{where} calls {target!r}, not a function of another module of {package}")
    return target


def game_delegates(game: Game[Any, Any]) -> dict[str, Any]:
    """Each method ``game.py`` defines, mapped to the function it hands over to; fails when
    game.py defines anything but imports, constants and the one ``Game`` class."""
    module = importlib.import_module(type(game).__module__)
    tree = ast.parse(inspect.getsource(module))
    delegates: dict[str, Any] = {}
    for node in tree.body:
        if isinstance(node, ast.ClassDef):
            for item in node.body:
                if isinstance(item, ast.FunctionDef):
                    delegates[item.name] = delegate_of(module, item)
                else:
                    assert isinstance(item, (ast.Assign, ast.AnnAssign, ast.Expr)), (
                        f"{module.__name__}: {node.name} holds a {type(item).__name__}")
        else:
            assert isinstance(node, (ast.Import, ast.ImportFrom, ast.Assign, ast.AnnAssign,
                                     ast.Expr)), (
                f"{module.__name__} holds a {type(node).__name__} at line {node.lineno}: "
                "game.py only declares (logic lives in the modules it calls)")
    return delegates


def check_to_act_in_legal(game: Game[Any, Any]) -> None:
    package = package_of(game)
    legal = importlib.import_module(f"{package}.legal")
    assert list(inspect.signature(legal.to_act).parameters) == ["state"], (
        f"{package}.legal.to_act must take (state)")
    assert game_delegates(game)["to_act"] is legal.to_act, (
        f"{game.id}: Game.to_act must hand over to legal.to_act")
    written = [name for name, tree in modules_of(package) for f in top_level_functions(tree)
               if f.name in ("to_act", "actor")]
    assert written == [f"{package}.legal"] * len(written) and written, (
        f"{game.id}: to_act is written in {written}, not once in legal.py")


def check_options_checked_in_rules(game: Game[Any, Any]) -> None:
    package = package_of(game)
    named = [
        (name, f.name) for name, tree in modules_of(package) for f in top_level_functions(tree)
        if [a.arg for a in f.args.args] == ["players", "options"]
        and isinstance(f.returns, ast.Constant) and f.returns.value is None
    ]
    assert set(named) <= {(f"{package}.rules", "validate_options")}, (
        f"{game.id}: options are checked by {named}, not rules.validate_options")
    delegated = game_delegates(game).get("validate_options")
    if delegated is not None or named:
        rules = importlib.import_module(f"{package}.rules")
        assert delegated is rules.validate_options, (
            f"{game.id}: Game.validate_options must hand over to rules.validate_options")


def io_of_its_own(tree: ast.Module) -> list[str]:
    """What a module does to reach files itself: imports of file-system modules, file calls."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            imported = {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            imported = {(node.module or "").split(".")[0]}
        elif isinstance(node, ast.Call) and ast.unparse(node.func) in NO_IO_CALLS:
            found.append(f"line {node.lineno} calls {ast.unparse(node.func)}")
            continue
        else:
            continue
        found += [f"line {node.lineno} imports {m}" for m in sorted(imported & NO_IO_MODULES)]
    return found


def check_components_read_through_the_loader(game: Game[Any, Any]) -> None:
    package = package_of(game)
    for name, tree in modules_of(package):
        found = io_of_its_own(tree)
        assert not found, f"{name}: {found}: a game reads its files with engine.component_file"
    files = {e.name for e in resources.files(package).joinpath("data").iterdir()
             if e.name.endswith(".json")}
    served = {game.client_components} if game.client_components else set()  # the API serves it
    unread = sorted(files - components_read(package) - served)
    assert not unread, f"{game.id}: data/{unread} not read through engine.component_file"


def check_layout(game: Game[Any, Any]) -> None:
    """Every check of this module, for one game (tests/games/test_adding_a_game.py runs it on
    the guide's sixth game)."""
    game_delegates(game)
    check_to_act_in_legal(game)
    check_options_checked_in_rules(game)
    check_components_read_through_the_loader(game)


@GAMES
def test_game_py_only_declares(game: Game[Any, Any]) -> None:
    delegates = game_delegates(game)
    assert {"setup", "to_act", "legal_moves", "apply", "view", "outcome",
            "sample_hidden"} <= set(delegates)


@GAMES
def test_to_act_is_written_once_in_legal(game: Game[Any, Any]) -> None:
    check_to_act_in_legal(game)


@GAMES
def test_options_are_checked_by_rules_validate_options(game: Game[Any, Any]) -> None:
    check_options_checked_in_rules(game)


@GAMES
def test_components_are_read_through_the_one_loader(game: Game[Any, Any]) -> None:
    check_components_read_through_the_loader(game)


def test_the_checks_catch_logic_in_the_game_class_and_io_of_a_games_own() -> None:
    from tests.support.toy_stones import STONES  # one module: its methods hold the rules

    with pytest.raises(AssertionError, match="holds logic"):
        game_delegates(STONES)
    tree = ast.parse("import json\nfrom pathlib import Path\nimport os.path\n"
                     "json.loads('1')\nopen('board.json')\njson.load(f)\n")
    assert io_of_its_own(tree) == ["line 2 imports pathlib", "line 3 imports os",
                                   "line 5 calls open", "line 6 calls json.load"]


def test_the_loader_reads_a_file_once_and_hands_out_fresh_copies(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    package = "dashgames.games.double_dash"
    first = component_file(package, "board.json")
    assert "board.json" in components_read(package)

    def unread(*_: Any) -> None:
        raise AssertionError("read again")

    monkeypatch.setattr(components.resources, "files", unread)
    first.clear()  # a caller changing its copy changes nobody else's
    again = component_file(package, "board.json")
    assert again and again == component_file(package, "board.json")
    assert again is not component_file(package, "board.json")
