from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.outcome_reason import OutcomeReason
from ..models.score_direction import ScoreDirection

T = TypeVar("T", bound="Outcome")


@_attrs_define
class Outcome:
    """How a finished game ended.

    Attributes:
        detail (str): Why it ended, in the game's own words.
        ranks (list[int]): By seat: 1 for first place; tied seats share a rank.
        reason (OutcomeReason): Why the game ended: `back_at_union_station`: A rider visited every station on the card
            and came back (DC Dash).; `cache_complete`: A player's cache was complete and its claim stood (Dash and Cache).;
            `captured_all`: A side took every piece of the other (Double Dash!).; `draw`: The round limit ran out with no
            winner: a draw.; `every_flag_held`: A character held a flag of every opposing team (Flag Dash).; `other`:
            Another reason, said in `detail` (a game a deployment adds may have its own).; `race_finished`: The race was run
            to the finish (in Dicey Curves, the lowest score won).; `resigned`: The other side left the game (a seat that
            forfeits).; `round_limit`: The round limit ran out; the game was decided on its scores.; `step_limit`: A table
            with no person at it reached the platform's step limit: a draw (docs/ARCHITECTURE.md; never a table a person
            plays at).; `team_flag_taken`: A team brought the opposing team flag into its own territory (Flag Dash).;
            `time_called`: Time was called and the game was decided on points (Dash and Cache).
        score_direction (ScoreDirection): Which scores win: `lower` in Dicey Curves (a score is the places of the seat's
            cars), `higher` elsewhere.
        scores (list[float] | None): By seat, when the game keeps scores; null otherwise.
        winners (list[int]): The winning seats (none in a draw).
    """

    detail: str
    ranks: list[int]
    reason: OutcomeReason
    score_direction: ScoreDirection
    scores: list[float] | None
    winners: list[int]

    def to_dict(self) -> dict[str, Any]:
        detail = self.detail

        ranks = self.ranks

        reason = self.reason.value

        score_direction = self.score_direction.value

        scores: list[float] | None
        if isinstance(self.scores, list):
            scores = self.scores

        else:
            scores = self.scores

        winners = self.winners

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "detail": detail,
                "ranks": ranks,
                "reason": reason,
                "score_direction": score_direction,
                "scores": scores,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        detail = d.pop("detail")

        ranks = cast(list[int], d.pop("ranks"))

        reason = OutcomeReason(d.pop("reason"))

        score_direction = ScoreDirection(d.pop("score_direction"))

        def _parse_scores(data: object) -> list[float] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                scores_type_0 = cast(list[float], data)

                return scores_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[float] | None, data)

        scores = _parse_scores(d.pop("scores"))

        winners = cast(list[int], d.pop("winners"))

        outcome = cls(
            detail=detail,
            ranks=ranks,
            reason=reason,
            score_direction=score_direction,
            scores=scores,
            winners=winners,
        )

        return outcome
