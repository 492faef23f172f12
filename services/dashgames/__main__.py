"""``dashgames`` (or ``python -m dashgames``): the command line of the whole platform.

* ``dashgames`` or ``dashgames run``: embedded mode, the whole platform in one process tree
  (``dashgames.embedded``; what ``make run`` starts).
* ``dashgames verify-replay SOURCE``: re-run a finished game's replay (a file or its URL) from
  its revealed seed and check every move, roll and event (``dashgames.play.verify``).

This module and ``dashgames.embedded`` are the composition root: the only code that imports
every service.
"""

from __future__ import annotations

import sys

USAGE = "usage: dashgames [run] | dashgames verify-replay <replay URL or JSON file>"


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    command, rest = (args[0], args[1:]) if args else ("run", [])
    if command == "run" and not rest:
        from dashgames import embedded

        return embedded.main()
    if command == "verify-replay":
        from dashgames.play import verify

        return verify.main(rest)
    print(USAGE, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
