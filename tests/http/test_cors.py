"""CORS (issue 27, item 4): off by default; ``DASHGAMES_API_CORS_ORIGINS`` names the origins
whose pages may call the API, every route included (the moves beneath Flask too). Checked at
the header level with the test client, and with a real Chromium: a page served from another
origin creates a player and a game and plays a move through ``fetch``; a page from an origin
not named is refused by the browser."""

from __future__ import annotations

import http.server
import shutil
import threading
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from dashgames.http.app import create_app
from dashgames.http.settings import ApiSettings
from tests.support.account_helpers import live_server

PAGE_ORIGIN = "http://page.example"


def settings(origins: str) -> ApiSettings:
    return replace(ApiSettings.from_env(), cors_origins=origins)


def test_off_by_default_no_cors_headers(game_service: Any) -> None:
    client = create_app(backend=game_service, settings=settings("")).test_client()
    r = client.get("/v1/game-types", headers={"Origin": PAGE_ORIGIN})
    assert r.status_code == 200
    assert "Access-Control-Allow-Origin" not in r.headers
    pre = client.options("/v1/players", headers={"Origin": PAGE_ORIGIN,
                                                  "Access-Control-Request-Method": "POST"})
    assert "Access-Control-Allow-Origin" not in pre.headers


def test_a_named_origin_gets_answers_and_preflights_others_nothing(game_service: Any) -> None:
    client = create_app(backend=game_service,
                        settings=settings(f"{PAGE_ORIGIN}, https://other.example")).test_client()
    pre = client.options("/v1/games/abc/moves", headers={
        "Origin": PAGE_ORIGIN, "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization, content-type, idempotency-key"})
    assert pre.status_code == 204
    assert pre.headers["Access-Control-Allow-Origin"] == PAGE_ORIGIN
    assert set(pre.headers["Access-Control-Allow-Methods"].split(", ")) >= {"GET", "POST"}
    allowed = pre.headers["Access-Control-Allow-Headers"].lower()
    assert all(h in allowed for h in ("authorization", "content-type", "idempotency-key"))
    assert pre.headers["Access-Control-Max-Age"] == "600"
    assert "Access-Control-Allow-Credentials" not in pre.headers

    created = client.post("/v1/players", json={"name": "cors"}, headers={"Origin": PAGE_ORIGIN})
    assert created.status_code == 201
    assert created.headers["Access-Control-Allow-Origin"] == PAGE_ORIGIN
    assert "ETag" in created.headers["Access-Control-Expose-Headers"]
    assert "Origin" in created.headers["Vary"]

    stranger = client.get("/v1/game-types", headers={"Origin": "https://evil.example"})
    assert stranger.status_code == 200  # answered, but a browser keeps it from the page
    assert "Access-Control-Allow-Origin" not in stranger.headers

    token = created.json["token"]
    game = client.post("/v1/games", json={"type": "double_dash", "seat": 0, "seats": [
        {"kind": "human"}, {"kind": "bot"}]}, headers={"Authorization": f"Bearer {token}"})
    legal = client.get(f"/v1/games/{game.json['id']}/legal-moves",  # a route beneath Flask
                       headers={"Authorization": f"Bearer {token}", "Origin": PAGE_ORIGIN})
    assert legal.status_code == 200
    assert legal.headers["Access-Control-Allow-Origin"] == PAGE_ORIGIN


PAGE = """<!doctype html><meta charset="utf-8"><title>cors</title><script>
async function play(api) {
  const out = {};
  const json = {"Content-Type": "application/json"};
  const me = await (await fetch(api + "/v1/players", {method: "POST", headers: json,
    body: JSON.stringify({name: "from-a-page"})})).json();
  const auth = {...json, "Authorization": "Bearer " + me.token};
  const game = await (await fetch(api + "/v1/games", {method: "POST", headers: auth,
    body: JSON.stringify({type: "double_dash", seat: 0,
                          seats: [{kind: "human"}, {kind: "bot"}]})})).json();
  // Who moves first is drawn: when it is the bot, the page waits for its reply.
  let legal = {moves: []};
  for (let tries = 0; tries < 100 && !legal.moves.length; tries++) {
    if (tries) await new Promise((done) => setTimeout(done, 100));
    legal = await (await fetch(api + "/v1/games/" + game.id + "/legal-moves",
                               {headers: auth})).json();
  }
  const moved = await fetch(api + "/v1/games/" + game.id + "/moves", {method: "POST",
    headers: {...auth, "Idempotency-Key": "page-" + game.id},
    body: JSON.stringify(legal.moves[0])});
  out.status = moved.status;
  out.etag = moved.headers.get("ETag");
  out.answer = await moved.json();
  return out;
}
async function refused(api) {
  try { await fetch(api + "/v1/game-types"); return "read"; }
  catch (e) { return "refused: " + e.name; }
}
</script>"""


class _Page(http.server.BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        body = PAGE.encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: Any) -> None:
        pass


@pytest.fixture
def page_host() -> Iterator[str]:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Page)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://localhost:{server.server_port}"  # another origin than 127.0.0.1's
    finally:
        server.shutdown()


@pytest.mark.browser
def test_a_page_on_another_origin_plays_through_the_api(game_service: Any,
                                                        page_host: str) -> None:
    from tests.clients.ui import CHROMIUM, CHROMIUM_ARGS

    if not shutil.which(CHROMIUM):
        pytest.fail("Debian's chromium is missing: run `make browser`")
    from playwright.sync_api import sync_playwright

    allowed = create_app(backend=game_service, settings=settings(page_host))
    closed = create_app(backend=game_service, settings=settings(""))
    with live_server(allowed) as api, live_server(closed) as other, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page()
            page.goto(page_host)
            played = page.evaluate("api => play(api)", f"http://{api}")
            assert played["status"] == 200, played
            assert played["etag"] == f'"{played["answer"]["version"]}"'
            assert played["answer"]["status"] == "applied"
            assert page.evaluate("api => refused(api)", f"http://{other}") == \
                "refused: TypeError"
        finally:
            browser.close()
