"""``dashgames-bot``: the command line of the runner (see ``runner.py`` and the SDK README)."""

from __future__ import annotations

import argparse
import logging
import signal
import sys
from typing import Any

from dashgames_sdk.client import DashGames
from dashgames_sdk.runner.config import load_config
from dashgames_sdk.runner.runner import BotRunner


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="dashgames-bot",
        description="Play Dash Games with a function choose(view, legal_moves) -> move.")
    p.add_argument("--config", "-c", help="a TOML file ([bot], [challenges])")
    p.add_argument("--url", dest="base_url",
                   help="the platform (default $DASHGAMES_URL, else http://127.0.0.1:8000)")
    p.add_argument("--token", help="the bot account's token (else DASHGAMES_TOKEN)")
    p.add_argument("--choose", help="module:function or path/to/file.py:function")
    p.add_argument("--state-file", help="where the last account event id is kept")
    p.add_argument("--stream", dest="stream_mode", choices=["auto", "sse", "poll"])
    p.add_argument("--vs-house", action="append", default=[], metavar="TYPE[:PLAYERS]",
                   help="at start, create a game of TYPE against the house bots (repeatable)")
    p.add_argument("--games", type=int, default=None,
                   help="stop once this many games have finished")
    p.add_argument("--log-level", default="INFO")
    return p


def house_game(api: DashGames, spec: str) -> str:
    """A game against the platform's house bots, the bot in seat 0; its id."""
    game_type, _, players = spec.partition(":")
    count = int(players) if players else 2
    seats: list[dict[str, Any]] = [{"kind": "human"}] + [{"kind": "bot"}] * (count - 1)
    return str(api.create_game(game_type, seats, seat=0)["id"])


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    logging.basicConfig(level=args.log_level.upper(),
                        format="%(asctime)s %(levelname)s %(threadName)s %(message)s")
    for chatty in ("httpx", "httpcore"):  # one line per request at INFO: only trouble, please
        logging.getLogger(chatty).setLevel(max(logging.WARNING, logging.getLogger().level))
    try:
        config = load_config(args.config, base_url=args.base_url, token=args.token,
                             choose=args.choose, state_file=args.state_file,
                             stream_mode=args.stream_mode)
    except (ValueError, OSError) as error:
        print(f"dashgames-bot: {error}", file=sys.stderr)
        return 2
    runner = BotRunner(config, stop_after_games=args.games)
    me = runner.api.me()
    logging.getLogger("dashgames_bot").info("playing as %s (%s)", me.name, me.id)
    signal.signal(signal.SIGTERM, lambda *_: runner.stop())
    if args.vs_house:
        def start_games() -> None:
            runner.connected.wait()
            with DashGames(config.base_url, config.token) as api:  # set-up, counted apart
                for spec in args.vs_house:
                    house_game(api, spec)
        import threading
        threading.Thread(target=start_games, daemon=True).start()
    try:
        runner.run()
    except KeyboardInterrupt:
        runner.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
