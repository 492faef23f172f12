"""make bench's yardstick (bench/reference_app.py): one Redis compare-and-set per request."""

from __future__ import annotations

import uuid

import pytest
from bench.reference_app import create_app


def test_the_reference_endpoint_sets_only_on_the_expected_version(
    redis_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("REDIS_URL", redis_url)
    client = create_app().test_client()
    key = uuid.uuid4().hex
    first = client.post(f"/cas/{key}", json={"expect": 0})
    assert first.status_code == 200 and first.json == {"version": 1}
    stale = client.post(f"/cas/{key}", json={"expect": 0})
    assert stale.status_code == 409 and stale.json["message"] == "the key is at version 1"
    assert client.post(f"/cas/{key}", json={"expect": 1}).json == {"version": 2}
    assert client.post(f"/cas/{key}", json={"expect": "x"}).status_code == 422
