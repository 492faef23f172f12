"""The yardstick the foundation issue measures against: a bare flask-smorest endpoint doing one
Redis compare-and-set, served exactly as the API is (same gunicorn, worker class and workers).

``POST /cas/<key>`` with ``{"expect": n}`` sets the key's version to ``n + 1`` when it holds
``n`` (one Lua call), and answers ``{"version": ...}``. ``make bench`` drives it with the same
driver and in-flight count as the game API, in the same run, so the game figures are also
reported as ratios to this one — absolute times drift by 2x between runs on these machines.
"""

from __future__ import annotations

import os
from typing import Any

import marshmallow as ma
import redis
from flask import Flask
from flask.views import MethodView
from flask_smorest import Api, Blueprint

CAS = """
local v = tonumber(redis.call('GET', KEYS[1]) or '0')
if v ~= tonumber(ARGV[1]) then return -v - 1 end
redis.call('SET', KEYS[1], v + 1)
return v + 1
"""


class Expect(ma.Schema):
    expect = ma.fields.Integer(required=True)


class Version(ma.Schema):
    version = ma.fields.Integer(required=True)


def create_app() -> Flask:
    app = Flask(__name__)
    app.config.update(
        API_TITLE="reference", API_VERSION="1", OPENAPI_VERSION="3.1.0",
    )
    api = Api(app)
    client = redis.Redis.from_url(os.environ["REDIS_URL"])
    cas = client.register_script(CAS)
    blp = Blueprint("cas", __name__)

    @blp.route("/cas/<key>")
    class CompareAndSet(MethodView):
        @blp.arguments(Expect)
        @blp.response(200, Version)
        def post(self, body: dict[str, Any], key: str) -> dict[str, Any]:
            got = int(cas(keys=[f"ref:{key}"], args=[body["expect"]]))
            if got < 0:
                from flask_smorest import abort

                abort(409, message=f"the key is at version {-got - 1}")
            return {"version": got}

    @app.get("/readyz")
    def ready() -> dict[str, str]:
        return {"status": "ready"}

    api.register_blueprint(blp)
    return app
