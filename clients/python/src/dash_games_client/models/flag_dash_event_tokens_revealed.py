from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.flag_dash_event_tokens_revealed_tokens import (
        FlagDashEventTokensRevealedTokens,
    )


T = TypeVar("T", bound="FlagDashEventTokensRevealed")


@_attrs_define
class FlagDashEventTokensRevealed:
    """The priority tokens of a step, by hand.

    Attributes:
        round_ (int):
        step (int):
        tokens (FlagDashEventTokensRevealedTokens):
        type_ (Literal['tokens_revealed']):
    """

    round_: int
    step: int
    tokens: FlagDashEventTokensRevealedTokens
    type_: Literal["tokens_revealed"]

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        step = self.step

        tokens = self.tokens.to_dict()

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "round": round_,
                "step": step,
                "tokens": tokens,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.flag_dash_event_tokens_revealed_tokens import (
            FlagDashEventTokensRevealedTokens,
        )

        d = dict(src_dict)
        round_ = d.pop("round")

        step = d.pop("step")

        tokens = FlagDashEventTokensRevealedTokens.from_dict(d.pop("tokens"))

        type_ = cast(Literal["tokens_revealed"], d.pop("type"))
        if type_ != "tokens_revealed":
            raise ValueError(f"type must match const 'tokens_revealed', got '{type_}'")

        flag_dash_event_tokens_revealed = cls(
            round_=round_,
            step=step,
            tokens=tokens,
            type_=type_,
        )

        return flag_dash_event_tokens_revealed
