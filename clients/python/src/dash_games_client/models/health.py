from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.health_checks import HealthChecks


T = TypeVar("T", bound="Health")


@_attrs_define
class Health:
    """
    Attributes:
        checks (HealthChecks):
        ok (bool):
    """

    checks: HealthChecks
    ok: bool

    def to_dict(self) -> dict[str, Any]:
        checks = self.checks.to_dict()

        ok = self.ok

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "checks": checks,
                "ok": ok,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.health_checks import HealthChecks

        d = dict(src_dict)
        checks = HealthChecks.from_dict(d.pop("checks"))

        ok = d.pop("ok")

        health = cls(
            checks=checks,
            ok=ok,
        )

        return health
