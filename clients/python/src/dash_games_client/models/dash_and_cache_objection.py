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

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dash_and_cache_claim import DashAndCacheClaim


T = TypeVar("T", bound="DashAndCacheObjection")


@_attrs_define
class DashAndCacheObjection:
    """Claims were just made: every player but an item's owner may challenge one of ``claims`` or let them stand
    (``passed``) before play goes on.

        Attributes:
            claims (list[DashAndCacheClaim]):
            name (Literal['objection']):
            passed (list[int] | Unset):
    """

    claims: list[DashAndCacheClaim]
    name: Literal["objection"]
    passed: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        claims = []
        for claims_item_data in self.claims:
            claims_item = claims_item_data.to_dict()
            claims.append(claims_item)

        name = self.name

        passed: list[int] | Unset = UNSET
        if not isinstance(self.passed, Unset):
            passed = self.passed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "claims": claims,
                "name": name,
            }
        )
        if passed is not UNSET:
            field_dict["passed"] = passed

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dash_and_cache_claim import DashAndCacheClaim

        d = dict(src_dict)
        claims = []
        _claims = d.pop("claims")
        for claims_item_data in _claims:
            claims_item = DashAndCacheClaim.from_dict(claims_item_data)

            claims.append(claims_item)

        name = cast(Literal["objection"], d.pop("name"))
        if name != "objection":
            raise ValueError(f"name must match const 'objection', got '{name}'")

        passed = cast(list[int], d.pop("passed", UNSET))

        dash_and_cache_objection = cls(
            claims=claims,
            name=name,
            passed=passed,
        )

        return dash_and_cache_objection
