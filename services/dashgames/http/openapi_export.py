"""Write the API contract: ``python -m dashgames.http.openapi_export openapi/openapi.json``.

The document depends only on the code (routes, schemas, registered games), never on a running
back end, so ``make openapi`` needs no Redis; the output has sorted keys and is stable.
"""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

from dashgames.http.app import create_app, openapi_text
from dashgames.http.settings import ApiSettings


def generate() -> str:
    # No limits either: they count requests, and the document is the same with or without them.
    settings = replace(ApiSettings.from_env(), rate_limits=False)
    app = create_app(backend=_NoBackend(), settings=settings)  # type: ignore[arg-type]
    return openapi_text(app)


class _NoBackend:
    """Generating the contract touches no back end; anything else is a bug, said loudly."""

    def __getattr__(self, name: str) -> None:
        raise RuntimeError(f"the OpenAPI export called the back end ({name})")


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python -m dashgames.http.openapi_export PATH", file=sys.stderr)
        return 2
    target = Path(argv[0])
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(generate())
    print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
