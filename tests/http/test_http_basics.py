"""Health, docs, static clients, and werkzeug's own errors in the one error shape."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from dashgames.http.openapi_export import generate


def test_health_and_readiness(client: Any) -> None:
    for url in ("/healthz", "/readyz"):
        r = client.get(url)
        assert r.status_code == 200, r.json
        assert r.json["ok"] is True


def test_openapi_json_is_served_and_docs_work_offline(client: Any) -> None:
    r = client.get("/openapi.json")
    assert r.status_code == 200 and r.get_data(as_text=True) == generate()
    page = client.get("/docs/")
    assert page.status_code == 200
    html = page.get_data(as_text=True)
    assert "/openapi.json" in html
    assert not re.search(r'(src|href)="(https?:)?//', html), "every asset is served from here"
    for asset in ("swagger-ui-bundle.js", "swagger-ui.css", "swagger-ui-standalone-preset.js"):
        assert client.get(f"/docs/{asset}").status_code == 200


@pytest.mark.parametrize(("prefix", "folder"), [("web", "web"), ("m", "mobile")])
def test_clients_are_served(client: Any, prefix: str, folder: str) -> None:
    r = client.get(f"/{prefix}/")
    assert r.status_code == 200
    assert r.mimetype == "text/html"
    index = Path(__file__).resolve().parents[2] / "clients" / folder / "index.html"
    if index.is_file():  # the file, naming this release's version of the other files
        version = re.search(rb'"\./v/([0-9a-f]{12})/shared/app\.js"', r.get_data())
        assert version is not None
        assert r.get_data() == index.read_bytes().replace(b"{{VERSION}}", version.group(1))
    assert client.get(f"/{prefix}/../pyproject.toml").status_code == 404


def test_unknown_routes_and_methods_use_the_error_shape(client: Any) -> None:
    r = client.get("/v1/nothing-here")
    assert (r.status_code, r.json) == (404, {"code": "NOT_FOUND", "message": "no such resource",
                                             "details": {}})
    r = client.delete("/v1/players")
    assert (r.status_code, r.json["code"]) == (405, "METHOD_NOT_ALLOWED")
    assert "POST" in r.headers["Allow"]


def test_an_oversized_body_is_413_on_any_route(client: Any) -> None:
    r = client.post("/v1/players", data="x" * 70_000, content_type="application/json")
    assert (r.status_code, r.json["code"]) == (413, "PAYLOAD_TOO_LARGE")


def test_a_non_json_body_is_415_and_broken_json_400(client: Any) -> None:
    form = "application/x-www-form-urlencoded"
    r = client.post("/v1/players", data="name=ann", content_type=form)
    assert (r.status_code, r.json["code"]) == (415, "UNSUPPORTED_MEDIA_TYPE")
    r = client.post("/v1/players", data='{"name": ', content_type="application/json")
    assert (r.status_code, r.json["code"]) == (400, "MALFORMED_JSON")
