from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.game_option import GameOption
    from ..models.game_type_bot_level_aliases import GameTypeBotLevelAliases
    from ..models.game_type_bot_level_ratings import GameTypeBotLevelRatings
    from ..models.game_type_move_schemas import GameTypeMoveSchemas
    from ..models.game_type_view_schema import GameTypeViewSchema
    from ..models.ruling import Ruling


T = TypeVar("T", bound="GameType")


@_attrs_define
class GameType:
    """
    Attributes:
        bot_level_aliases (GameTypeBotLevelAliases): Older level names still accepted, each with the level it now names
            (Double Dash!'s `greedy` is `heuristic`).
        bot_level_ratings (GameTypeBotLevelRatings): Each level's measured strength in this game: its OpenSkill rating
            on the published ladder (docs/LADDER.md, `make arena`), so a client can say which levels are about as strong as
            each other. A level not yet measured is absent.
        bot_levels (list[str]): Levels a house bot may play at (docs/AI.md): every game has `random`, `heuristic` (its
            one-move heuristic) and a search of about a second a move, called `strong` only in a game where the ladder shows
            it beating `heuristic` at that think time, and `search` elsewhere (the other name is an alias).
        chance (bool):
        default_bot_level (str): The level of a bot seat created without one, and of a bot taking over a seat whose
            clock ran out unless the table's clock names another (`clock.bot_level`).
        hidden_info (bool):
        max_players (int):
        min_players (int):
        move_schemas (GameTypeMoveSchemas): JSON Schema of each move kind, by kind.
        options (list[GameOption]):
        resign_policy (str):
        rules_summary (str):
        rulings (list[Ruling]): House rulings: how this platform plays where the rulebook is silent or open to more than
            one reading.
        simultaneous (bool):
        timers (bool):
        title (str):
        type_ (str):
        view_schema (GameTypeViewSchema): JSON Schema of a view.
    """

    bot_level_aliases: GameTypeBotLevelAliases
    bot_level_ratings: GameTypeBotLevelRatings
    bot_levels: list[str]
    chance: bool
    default_bot_level: str
    hidden_info: bool
    max_players: int
    min_players: int
    move_schemas: GameTypeMoveSchemas
    options: list[GameOption]
    resign_policy: str
    rules_summary: str
    rulings: list[Ruling]
    simultaneous: bool
    timers: bool
    title: str
    type_: str
    view_schema: GameTypeViewSchema

    def to_dict(self) -> dict[str, Any]:
        bot_level_aliases = self.bot_level_aliases.to_dict()

        bot_level_ratings = self.bot_level_ratings.to_dict()

        bot_levels = self.bot_levels

        chance = self.chance

        default_bot_level = self.default_bot_level

        hidden_info = self.hidden_info

        max_players = self.max_players

        min_players = self.min_players

        move_schemas = self.move_schemas.to_dict()

        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)

        resign_policy = self.resign_policy

        rules_summary = self.rules_summary

        rulings = []
        for rulings_item_data in self.rulings:
            rulings_item = rulings_item_data.to_dict()
            rulings.append(rulings_item)

        simultaneous = self.simultaneous

        timers = self.timers

        title = self.title

        type_ = self.type_

        view_schema = self.view_schema.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bot_level_aliases": bot_level_aliases,
                "bot_level_ratings": bot_level_ratings,
                "bot_levels": bot_levels,
                "chance": chance,
                "default_bot_level": default_bot_level,
                "hidden_info": hidden_info,
                "max_players": max_players,
                "min_players": min_players,
                "move_schemas": move_schemas,
                "options": options,
                "resign_policy": resign_policy,
                "rules_summary": rules_summary,
                "rulings": rulings,
                "simultaneous": simultaneous,
                "timers": timers,
                "title": title,
                "type": type_,
                "view_schema": view_schema,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.game_option import GameOption
        from ..models.game_type_bot_level_aliases import GameTypeBotLevelAliases
        from ..models.game_type_bot_level_ratings import GameTypeBotLevelRatings
        from ..models.game_type_move_schemas import GameTypeMoveSchemas
        from ..models.game_type_view_schema import GameTypeViewSchema
        from ..models.ruling import Ruling

        d = dict(src_dict)
        bot_level_aliases = GameTypeBotLevelAliases.from_dict(
            d.pop("bot_level_aliases")
        )

        bot_level_ratings = GameTypeBotLevelRatings.from_dict(
            d.pop("bot_level_ratings")
        )

        bot_levels = cast(list[str], d.pop("bot_levels"))

        chance = d.pop("chance")

        default_bot_level = d.pop("default_bot_level")

        hidden_info = d.pop("hidden_info")

        max_players = d.pop("max_players")

        min_players = d.pop("min_players")

        move_schemas = GameTypeMoveSchemas.from_dict(d.pop("move_schemas"))

        options = []
        _options = d.pop("options")
        for options_item_data in _options:
            options_item = GameOption.from_dict(options_item_data)

            options.append(options_item)

        resign_policy = d.pop("resign_policy")

        rules_summary = d.pop("rules_summary")

        rulings = []
        _rulings = d.pop("rulings")
        for rulings_item_data in _rulings:
            rulings_item = Ruling.from_dict(rulings_item_data)

            rulings.append(rulings_item)

        simultaneous = d.pop("simultaneous")

        timers = d.pop("timers")

        title = d.pop("title")

        type_ = d.pop("type")

        view_schema = GameTypeViewSchema.from_dict(d.pop("view_schema"))

        game_type = cls(
            bot_level_aliases=bot_level_aliases,
            bot_level_ratings=bot_level_ratings,
            bot_levels=bot_levels,
            chance=chance,
            default_bot_level=default_bot_level,
            hidden_info=hidden_info,
            max_players=max_players,
            min_players=min_players,
            move_schemas=move_schemas,
            options=options,
            resign_policy=resign_policy,
            rules_summary=rules_summary,
            rulings=rulings,
            simultaneous=simultaneous,
            timers=timers,
            title=title,
            type_=type_,
            view_schema=view_schema,
        )

        return game_type
