"""The mobile client is an installable PWA: a manifest with PNG icons, a service worker that
takes control and keeps the shell for offline use."""

from __future__ import annotations

import json
import struct
from typing import Any

import pytest

from tests.clients.ui import ROOT, shot

pytestmark = pytest.mark.browser
MOBILE = ROOT / "clients" / "mobile"


def test_manifest_names_real_png_icons() -> None:
    manifest = json.loads((MOBILE / "manifest.webmanifest").read_text())
    assert manifest["display"] == "standalone" and manifest["start_url"] == "./"
    sizes = set()
    for icon in manifest["icons"]:
        path = MOBILE / icon["src"]
        assert path.is_file(), icon["src"]
        if icon["type"] == "image/png":
            head = path.read_bytes()[:24]
            assert head[:8] == b"\x89PNG\r\n\x1a\n"
            width, height = struct.unpack(">II", head[16:24])
            assert f"{width}x{height}" == icon["sizes"]
            sizes.add(width)
    assert {192, 512} <= sizes  # what browsers ask of an installable app


def test_service_worker_controls_the_app_and_caches_the_shell(phone: Any, base_url: str) -> None:
    phone.goto(f"{base_url}/m/")
    phone.wait_for_selector("form.create")
    scope = phone.evaluate("navigator.serviceWorker.ready.then(r => r.scope)")
    assert scope == f"{base_url}/m/"
    manifest = phone.evaluate(
        "fetch(document.querySelector('link[rel=manifest]').href).then(r => r.json())"
    )
    assert manifest["name"] == "Dash Games"
    cached = phone.evaluate(
        "caches.keys().then(ks => Promise.all(ks.map(k => caches.open(k)"
        ".then(c => c.keys())))).then(all => all.flat().map(r => new URL(r.url).pathname))"
    )
    preload = phone.evaluate("document.querySelector('link[rel=modulepreload]').href")
    version = preload.split("/v/")[1].split("/")[0]
    assert f"/m/v/{version}/shared/app.js" in cached and f"/m/v/{version}/shared/api.js" in cached
    shot(phone, "mobile-lobby")
