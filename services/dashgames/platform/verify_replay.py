"""``python -m dashgames.platform.verify_replay <replay.json or URL>``: check a finished game.

Re-runs the replay from its revealed seed with the same rules and checks that the seed hashes
to the SHA-256 published when the game began, that every recorded move is accepted, and that
every event (each roll) and the outcome come out exactly as recorded. Exit status 0 when it
checks out, 1 when not (each problem printed), 2 on bad usage. The checks themselves live in
``dashgames.rules.verify`` (also runnable as ``python -m dashgames.rules.verify``).
"""

from __future__ import annotations

import sys

from dashgames.platform.games import load_games
from dashgames.platform.settings import from_env
from dashgames.rules.verify import main

if __name__ == "__main__":
    load_games(from_env())  # also the games named in DASHGAMES_EXTRA_GAMES
    raise SystemExit(main(sys.argv[1:]))
