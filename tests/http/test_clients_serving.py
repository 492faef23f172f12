"""The clients' files: one version for the whole tree, cached for a year under it, gzipped,
revalidated by ETag; the lobby's catalogue without the schemas only a game screen needs."""

from __future__ import annotations

import gzip
import json
import re
from typing import Any

from dashgames.engine import all_games


def _version(client: Any, prefix: str) -> str:
    page = client.get(f"/{prefix}/").get_data(as_text=True)
    found = re.search(r'"\./v/([0-9a-f]{12})/shared/app\.js"', page)
    assert found, page
    return found.group(1)


def test_versioned_files_are_immutable_gzipped_and_revalidated(client: Any) -> None:
    version = _version(client, "web")
    assert _version(client, "m") == version  # one version for both shells
    shell = client.get("/web/")
    assert shell.headers["Cache-Control"] == "no-cache" and shell.headers["ETag"]

    url = f"/web/v/{version}/shared/screens/game.js"
    packed = client.get(url, headers={"Accept-Encoding": "gzip, br"})
    assert packed.status_code == 200 and packed.headers["Content-Encoding"] == "gzip"
    assert packed.headers["Cache-Control"] == "public, max-age=31536000, immutable"
    assert "Accept-Encoding" in packed.headers["Vary"]
    plain = client.get(url)
    assert "Content-Encoding" not in plain.headers
    assert gzip.decompress(packed.get_data()) == plain.get_data()
    assert len(packed.get_data()) < len(plain.get_data()) / 2
    assert plain.mimetype == "text/javascript"

    again = client.get(url, headers={"If-None-Match": plain.headers["ETag"]})
    assert again.status_code == 304 and not again.get_data()
    # Another release's address still answers, but is not kept: its content may differ.
    assert client.get("/web/v/000000000000/shared/app.js").headers["Cache-Control"] == "no-cache"
    assert client.get(f"/m/v/{version}/mobile.css").status_code == 200
    assert client.get(f"/m/v/{version}/../../pyproject.toml").status_code == 404
    assert client.get(f"/web/v/{version}/shared/../../pyproject.toml").status_code == 404


def test_the_service_worker_names_the_release(client: Any) -> None:
    version = _version(client, "m")
    worker = client.get("/m/sw.js")
    assert worker.headers["Cache-Control"] == "no-cache"
    assert f'const VERSION = "{version}";' in worker.get_data(as_text=True)


def test_the_lobby_catalogue_leaves_out_schemas_and_rulings(client: Any) -> None:
    r = client.get("/web/lobby-catalogue.json")
    assert r.status_code == 200 and r.mimetype == "application/json"
    types = json.loads(r.get_data())["game_types"]
    assert sorted(t["type"] for t in types) == sorted(g.id for g in all_games())
    full = {t["type"]: t for t in client.get("/v1/game-types").json["game_types"]}
    for entry in types:
        assert not {"move_schemas", "view_schema", "rulings"} & set(entry)
        for key in ("title", "min_players", "max_players", "bot_levels", "options"):
            assert entry[key] == full[entry["type"]][key]
    assert len(r.get_data()) * 4 < len(client.get("/v1/game-types").get_data())
