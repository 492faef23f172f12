"""Serving the web and mobile clients: versioned, compressed, cached for a year.

The shell is revalidated on every load and names a version (a hash of every client file); the
files under that version are immutable, so a release never leaves anything stale. How the
folders, caching and compression fit: docs/CLIENTS.md, "Serving, weight and caching".
"""

from __future__ import annotations

import gzip
import hashlib
import json
import mimetypes
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from flask import Flask, Response, redirect, request
from werkzeug.exceptions import NotFound
from werkzeug.security import safe_join

from dashgames.engine import all_games

CLIENTS = {"web": "web", "m": "mobile"}  # URL prefix -> folder under clients/
COMMON = "shared"  # the folder both clients use, served under either prefix
SHELL = {"index.html", "manifest.webmanifest", "sw.js"}  # always revalidated
YEAR = 365 * 24 * 3600
COMPRESSIBLE = (".js", ".css", ".json", ".html", ".svg", ".webmanifest", ".txt")
VERSION_MARK = "{{VERSION}}"
LOBBY_FIELDS = ("type", "title", "min_players", "max_players", "bot_levels", "default_bot_level",
                "options", "rules_summary", "simultaneous", "timers")

mimetypes.add_type("text/javascript", ".js")
mimetypes.add_type("application/manifest+json", ".webmanifest")


_DIGESTS: dict[tuple[Path, float], str] = {}
"""Each client tree's hash by (root, newest mtime plus file count): an app made again in the
same process (a test's) hashes the unchanged files once."""


def _digest(root: Path, files: list[Path], newest: float) -> str:
    found = _DIGESTS.get((root, newest))
    if found is None:
        digest = hashlib.sha256()
        for p in files:
            digest.update(str(p.relative_to(root)).encode())
            digest.update(p.read_bytes())
        found = _DIGESTS[(root, newest)] = digest.hexdigest()[:12]
    return found


@dataclass
class ClientFiles:
    """The client tree on disk, its version, and each file's bytes (plain and gzipped)."""

    root: Path
    _cache: dict[tuple[str, float, str], tuple[bytes, bytes | None, str]] = field(
        default_factory=dict)
    _version: tuple[float, str] | None = None
    _checked: float = 0.0

    def version(self) -> str:
        """A hash of every file (names and contents); recomputed when any file changes (looked
        at no more than once a second, so a request costs no walk of the tree)."""
        now = time.monotonic()
        if self._version is not None and now - self._checked < 1.0:
            return self._version[1]
        self._checked = now
        files = sorted(p for p in self.root.rglob("*")
                       if p.is_file() and "__pycache__" not in p.parts)
        newest = max((p.stat().st_mtime for p in files), default=0.0) + len(files)
        if self._version is None or self._version[0] != newest:
            self._version = (newest, _digest(self.root, files, newest))
        return self._version[1]

    def read(self, path: Path, version: str) -> tuple[bytes, bytes | None, str]:
        """(plain bytes, gzipped bytes or None, ETag) of one file."""
        stat = path.stat()
        stamped = path.name in ("index.html", "sw.js")  # they name the version
        key = (str(path), stat.st_mtime, version if stamped else "")
        if key not in self._cache:
            data = path.read_bytes()
            if stamped:
                data = data.replace(VERSION_MARK.encode(), version.encode())
            packed = gzip.compress(data, 9, mtime=0) if path.suffix in COMPRESSIBLE else None
            tag = hashlib.sha256(data).hexdigest()[:16]
            self._cache[key] = (data, packed if packed and len(packed) < len(data) else None, tag)
        return self._cache[key]


def _answer(files: ClientFiles, path: Path, immutable: bool) -> Response:
    if not path.is_file():
        raise NotFound()
    data, packed, tag = files.read(path, files.version())
    etag = f'"{tag}"'
    headers = {"ETag": etag, "Vary": "Accept-Encoding",
               "Cache-Control": f"public, max-age={YEAR}, immutable" if immutable else "no-cache"}
    if request.headers.get("If-None-Match") == etag:
        return Response(status=304, headers=headers)
    body = data
    if packed is not None and "gzip" in request.headers.get("Accept-Encoding", ""):
        body = packed
        headers["Content-Encoding"] = "gzip"
    mimetype = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
    return Response(body, mimetype=mimetype, headers=headers)


def lobby_catalogue() -> str:
    """The catalogue as the lobby needs it (no schemas, no rulings)."""
    games = sorted(all_games(), key=lambda g: g.id)
    entries = [{k: v for k, v in g.catalogue().items() if k in LOBBY_FIELDS} for g in games]
    return json.dumps({"game_types": entries}, sort_keys=True)


def add_clients(app: Flask, clients_dir: Path) -> None:
    """Serve the thin clients as static files (a placeholder page when a client is missing).

    Under either prefix, the folder ``shared`` is the code both clients use, served from
    ``clients/shared`` (a link in the checkout, absent from the wheel: setup.py ships it once)."""
    files = ClientFiles(clients_dir)
    catalogue: dict[str, tuple[bytes, bytes, str]] = {}

    def locate(root: Path, path: str) -> Path:
        folder_name, _, rest = path.partition("/")
        if folder_name == COMMON and rest:
            found = safe_join(str(clients_dir / COMMON), rest)
        else:
            found = safe_join(str(root), path)
        if found is None:
            raise NotFound()
        return Path(found)

    for prefix, folder in CLIENTS.items():
        root = clients_dir / folder

        def serve(path: str = "index.html", root: Path = root, prefix: str = prefix) -> Any:
            if not (root / "index.html").is_file():
                if path != "index.html":
                    raise NotFound()
                return Response(_PLACEHOLDER.format(prefix=prefix), mimetype="text/html")
            if path == "lobby-catalogue.json":
                return lobby(prefix)
            head, _, rest = path.partition("/")
            if head == "v" and "/" in rest:
                version, _, inner = rest.partition("/")
                return _answer(files, locate(root, inner), immutable=version == files.version())
            return _answer(files, locate(root, path), immutable=False)

        def lobby(prefix: str) -> Response:
            if not catalogue:
                text = lobby_catalogue().encode()
                tag = hashlib.sha256(text).hexdigest()[:16]
                catalogue["x"] = (text, gzip.compress(text, 9, mtime=0), tag)
            text, packed, tag = catalogue["x"]
            headers = {"ETag": f'"{tag}"', "Vary": "Accept-Encoding", "Cache-Control": "no-cache"}
            if request.headers.get("If-None-Match") == f'"{tag}"':
                return Response(status=304, headers=headers)
            if "gzip" in request.headers.get("Accept-Encoding", ""):
                headers["Content-Encoding"] = "gzip"
                return Response(packed, mimetype="application/json", headers=headers)
            return Response(text, mimetype="application/json", headers=headers)

        app.add_url_rule(f"/{prefix}/", f"client_{prefix}", serve)
        app.add_url_rule(f"/{prefix}/<path:path>", f"client_{prefix}_file", serve)
        app.add_url_rule(f"/{prefix}", f"client_{prefix}_bare", lambda p=prefix: redirect(f"/{p}/"))
    if clients_dir.is_dir():
        files.version()  # hash once at start, not on the first visitor's request


_PLACEHOLDER = """<!doctype html><meta charset="utf-8"><title>Dash Games</title>
<p>The /{prefix}/ client is not installed yet.
The API and its docs are at <a href="/docs/">/docs/</a>.
"""
