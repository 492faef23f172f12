from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.chat_report import ChatReport


T = TypeVar("T", bound="ChatReportList")


@_attrs_define
class ChatReportList:
    """
    Attributes:
        reports (list[ChatReport]):
    """

    reports: list[ChatReport]

    def to_dict(self) -> dict[str, Any]:
        reports = []
        for reports_item_data in self.reports:
            reports_item = reports_item_data.to_dict()
            reports.append(reports_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "reports": reports,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.chat_report import ChatReport

        d = dict(src_dict)
        reports = []
        _reports = d.pop("reports")
        for reports_item_data in _reports:
            reports_item = ChatReport.from_dict(reports_item_data)

            reports.append(reports_item)

        chat_report_list = cls(
            reports=reports,
        )

        return chat_report_list
