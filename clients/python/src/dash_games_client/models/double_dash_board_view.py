from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="DoubleDashBoardView")


@_attrs_define
class DoubleDashBoardView:
    """The board's size and its black spaces (no piece may stand on or cross one).

    Attributes:
        black_squares (list[str]):
        columns (int):
        rows (int):
    """

    black_squares: list[str]
    columns: int
    rows: int

    def to_dict(self) -> dict[str, Any]:
        black_squares = self.black_squares

        columns = self.columns

        rows = self.rows

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "black_squares": black_squares,
                "columns": columns,
                "rows": rows,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        black_squares = cast(list[str], d.pop("black_squares"))

        columns = d.pop("columns")

        rows = d.pop("rows")

        double_dash_board_view = cls(
            black_squares=black_squares,
            columns=columns,
            rows=rows,
        )

        return double_dash_board_view
