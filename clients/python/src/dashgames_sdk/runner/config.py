"""The runner's configuration: a TOML file, flags over it.

```toml
[bot]
base_url = "http://127.0.0.1:8000"    # default: $DASHGAMES_URL, else this
token_env = "DASHGAMES_TOKEN"          # or token = "dg_..."
choose = "random_bot:choose"           # module:function, the module on sys.path or a .py path
state_file = "bot-state.json"          # where the last account event id is kept
resync_seconds = 15                    # how often the supervisor looks at the active games
with_view = false                      # your_turn carries the seat's view (a bot reading the board)
tournaments = ["7d1e0c9a3b2f"]         # events to join at start (their games come by stream)

[challenges]                           # what it accepts; anything else is declined
game_types = ["double_dash", "dicey_curves"]   # default: every type
rated = true
casual = true
bots = true                            # challenges from bot accounts
humans = true
untimed = true                         # games without a clock
min_initial_seconds = 60               # clocks: the bank of time at the start
max_initial_seconds = 3600
max_increment_seconds = 60
max_players = 8
max_games = 16                         # games at once; past it: "later"
```
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import sys
import tomllib
from collections.abc import Callable
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any

Choose = Callable[[Any, list[dict[str, Any]]], dict[str, Any]]


@dataclass(frozen=True)
class ChallengePolicy:
    """Which challenges the bot accepts; ``decline_reason`` names why it refuses one."""

    game_types: tuple[str, ...] | None = None
    rated: bool = True
    casual: bool = True
    bots: bool = True
    humans: bool = True
    untimed: bool = True
    min_initial_seconds: float = 0.0
    max_initial_seconds: float = float("inf")
    max_increment_seconds: float = float("inf")
    max_players: int = 16
    max_games: int = 16

    def decline_reason(self, challenge: dict[str, Any], games_now: int) -> str | None:
        """None to accept; else the reason sent (the platform's ``ChallengeDeclineReason``)."""
        if self.game_types is not None and challenge.get("game_type") not in self.game_types:
            return "variant"
        if challenge.get("rated") and not self.rated:
            return "casual"
        if not challenge.get("rated") and not self.casual:
            return "rated"
        challenger = challenge.get("challenger") or {}
        if challenger.get("is_bot") and not self.bots:
            return "noBot"
        if not challenger.get("is_bot") and not self.humans:
            return "onlyBot"
        clock = challenge.get("clock") or {}
        initial = clock.get("initial_seconds")
        if not clock or initial is None:
            if not self.untimed:
                return "timeControl"
        else:
            if float(initial) < self.min_initial_seconds:
                return "tooFast"
            if float(initial) > self.max_initial_seconds:
                return "tooSlow"
            if float(clock.get("increment_seconds") or 0) > self.max_increment_seconds:
                return "tooSlow"
        if int(challenge.get("players") or 2) > self.max_players:
            return "standard"
        if games_now >= self.max_games:
            return "later"
        return None


@dataclass(frozen=True)
class BotConfig:
    base_url: str = "http://127.0.0.1:8000"
    token: str | None = None
    choose: str = ""
    state_file: str | None = None
    challenges: ChallengePolicy = field(default_factory=ChallengePolicy)
    stream_mode: str = "auto"
    resync_seconds: float = 15.0
    with_view: bool = False
    tournaments: tuple[str, ...] = ()  # event ids joined at start


def load_config(path: str | Path | None = None, **overrides: Any) -> BotConfig:
    """The file's settings (if any), then ``overrides`` that are not None. A token may come
    from ``token``, the variable ``token_env`` names, or ``DASHGAMES_TOKEN``; the platform's
    address from ``base_url``, ``--url`` or ``DASHGAMES_URL``."""
    bot: dict[str, Any] = {}
    policy: dict[str, Any] = {}
    base = Path.cwd()
    if path is not None:
        raw = tomllib.loads(Path(path).read_text())
        bot = dict(raw.get("bot", {}))
        policy = dict(raw.get("challenges", {}))
        base = Path(path).resolve().parent
    token_env = bot.pop("token_env", "DASHGAMES_TOKEN")
    if not bot.get("token"):
        bot["token"] = os.environ.get(token_env) or os.environ.get("DASHGAMES_TOKEN")
    if not bot.get("base_url") and os.environ.get("DASHGAMES_URL"):
        bot["base_url"] = os.environ["DASHGAMES_URL"]
    if bot.get("state_file"):
        bot["state_file"] = str(base / bot["state_file"])
    if "tournaments" in bot:
        bot["tournaments"] = tuple(bot["tournaments"])
    if "game_types" in policy and policy["game_types"] is not None:
        policy["game_types"] = tuple(policy["game_types"])
    known = {f.name for f in fields(ChallengePolicy)}
    unknown = set(policy) - known
    if unknown:
        raise ValueError(f"unknown [challenges] settings: {sorted(unknown)}")
    config = BotConfig(**{k: v for k, v in bot.items() if k != "challenges"},
                       challenges=ChallengePolicy(**policy))
    config = replace(config, **{k: v for k, v in overrides.items() if v is not None})
    if not config.token:
        raise ValueError("no token: set [bot] token, token_env, DASHGAMES_TOKEN or --token")
    if not config.choose:
        raise ValueError("no choose function: set [bot] choose or --choose module:function")
    if "choose" in bot and path is not None:
        sys.path.insert(0, str(base))  # a choose module beside the config file
    return config


def load_choose(spec: str) -> Choose:
    """``package.module:function`` or ``path/to/file.py:function``."""
    target, _, name = spec.partition(":")
    name = name or "choose"
    if target.endswith(".py"):
        where = Path(target).resolve()
        module_spec = importlib.util.spec_from_file_location(where.stem, where)
        if module_spec is None or module_spec.loader is None:
            raise ImportError(f"cannot load {target}")
        module = importlib.util.module_from_spec(module_spec)
        sys.modules[where.stem] = module
        module_spec.loader.exec_module(module)
    else:
        module = importlib.import_module(target)
    found: Choose = getattr(module, name)
    return found
