"""The web libraries' internals the API relies on, checked so an upgrade fails here, loudly.

* The request parser (http/blueprint.py ``Parser``) overrides only webargs' public parser API.
* The error docs use flask-smorest internals, as its own decorators do: a view's ``_apidoc``
  and the blueprint's ``_prepare_doc_cbks`` (http/blueprint.py), ``Api._register_error_handlers``
  and ``Api._register_responses`` (http/app.py ``DashApi``): checked for flask-smorest
  releases in ``FLASK_SMOREST_CHECKED`` only.

On a failure: read the named code in the new release, adapt the module if it changed, run
tests/state and tests/contract, then widen the range.
"""

from __future__ import annotations

import inspect
from importlib import metadata
from typing import Any

import flask_smorest
from flask import Flask
from packaging.specifiers import SpecifierSet
from packaging.version import Version
from webargs.flaskparser import FlaskParser

from dashgames.http import blueprint
from dashgames.http.app import DashApi
from dashgames.http.blueprint import ApiBlueprint, Parser


def _private(cls: type) -> set[str]:
    return {n for n in vars(cls) if n.startswith("_") and not n.startswith("__")}


def test_the_parser_overrides_only_webargs_public_api() -> None:
    assert not _private(Parser) & {n for c in FlaskParser.__mro__ for n in vars(c)}, \
        "state.blueprint.Parser overrides a private webargs method"
    assert list(inspect.signature(FlaskParser.load_json).parameters) == ["self", "req", "schema"]
    handle = inspect.signature(FlaskParser.handle_error).parameters
    assert {"error", "req", "schema", "error_status_code", "error_headers"} <= set(handle)


def test_flask_smorest_is_a_release_the_error_docs_were_checked_against() -> None:
    installed = metadata.version("flask-smorest")
    assert Version(installed) in SpecifierSet(blueprint.FLASK_SMOREST_CHECKED), (
        f"flask-smorest {installed} is outside "
        f"{blueprint.FLASK_SMOREST_CHECKED}, the releases http/blueprint.py and http/app.py "
        "were checked against: read Blueprint._prepare_doc_cbks, the _apidoc dict and "
        "Api._register_error_handlers/_register_responses there, then widen the range"
    )


def test_flask_smorests_internals_keep_the_shape_the_api_relies_on() -> None:
    blp = ApiBlueprint("probe", __name__)
    assert isinstance(blp._prepare_doc_cbks, list)
    assert blp._prepare_errors_doc in blp._prepare_doc_cbks
    # flask-smorest reads each view's _apidoc and runs the callbacks when it documents a route
    assert "_apidoc" in inspect.getsource(flask_smorest.Blueprint._store_endpoint_docs)
    assert "self._prepare_doc_cbks" in inspect.getsource(
        flask_smorest.Blueprint.register_views_in_doc)
    app = Flask("probe")
    app.config.update(API_TITLE="probe", API_VERSION="1", OPENAPI_VERSION="3.1.0")
    called: list[str] = []

    class Probe(DashApi):
        def _register_error_handlers(self) -> None:
            called.append("errors")

        def _register_responses(self) -> None:
            called.append("responses")

    Probe(app)
    assert sorted(called) == ["errors", "responses"], \
        "flask-smorest's Api no longer calls the hooks DashApi overrides"
    overridden: dict[type, Any] = {DashApi: flask_smorest.Api,
                                   ApiBlueprint: flask_smorest.Blueprint}
    for ours, theirs in overridden.items():
        inherited = {n for c in theirs.__mro__ for n in vars(c)}
        assert _private(ours) & inherited <= {"_register_error_handlers", "_register_responses"}
