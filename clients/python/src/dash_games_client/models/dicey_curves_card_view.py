from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.dicey_curves_gate_view import DiceyCurvesGateView
    from ..models.dicey_curves_space_view import DiceyCurvesSpaceView


T = TypeVar("T", bound="DiceyCurvesCardView")


@_attrs_define
class DiceyCurvesCardView:
    """A laid track card: entry edge centre (x, y), heading in 45 degree steps clockwise from north, where the next card
    attaches, its outline polygon, spaces and gates.

        Attributes:
            exit_heading (int):
            exit_x (float):
            exit_y (float):
            gates (list[DiceyCurvesGateView]):
            heading (int):
            index (int):
            kind (str):
            lanes (list[int]):
            name (str):
            outline (list[list[float]]):
            solid_line (bool):
            spaces (list[DiceyCurvesSpaceView]):
            x (float):
            y (float):
    """

    exit_heading: int
    exit_x: float
    exit_y: float
    gates: list[DiceyCurvesGateView]
    heading: int
    index: int
    kind: str
    lanes: list[int]
    name: str
    outline: list[list[float]]
    solid_line: bool
    spaces: list[DiceyCurvesSpaceView]
    x: float
    y: float

    def to_dict(self) -> dict[str, Any]:
        exit_heading = self.exit_heading

        exit_x = self.exit_x

        exit_y = self.exit_y

        gates = []
        for gates_item_data in self.gates:
            gates_item = gates_item_data.to_dict()
            gates.append(gates_item)

        heading = self.heading

        index = self.index

        kind = self.kind

        lanes = self.lanes

        name = self.name

        outline = []
        for outline_item_data in self.outline:
            outline_item = []
            for outline_item_item_data in outline_item_data:
                outline_item_item: float
                outline_item_item = outline_item_item_data
                outline_item.append(outline_item_item)

            outline.append(outline_item)

        solid_line = self.solid_line

        spaces = []
        for spaces_item_data in self.spaces:
            spaces_item = spaces_item_data.to_dict()
            spaces.append(spaces_item)

        x = self.x

        y = self.y

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "exit_heading": exit_heading,
                "exit_x": exit_x,
                "exit_y": exit_y,
                "gates": gates,
                "heading": heading,
                "index": index,
                "kind": kind,
                "lanes": lanes,
                "name": name,
                "outline": outline,
                "solid_line": solid_line,
                "spaces": spaces,
                "x": x,
                "y": y,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dicey_curves_gate_view import DiceyCurvesGateView
        from ..models.dicey_curves_space_view import DiceyCurvesSpaceView

        d = dict(src_dict)
        exit_heading = d.pop("exit_heading")

        exit_x = d.pop("exit_x")

        exit_y = d.pop("exit_y")

        gates = []
        _gates = d.pop("gates")
        for gates_item_data in _gates:
            gates_item = DiceyCurvesGateView.from_dict(gates_item_data)

            gates.append(gates_item)

        heading = d.pop("heading")

        index = d.pop("index")

        kind = d.pop("kind")

        lanes = cast(list[int], d.pop("lanes"))

        name = d.pop("name")

        outline = []
        _outline = d.pop("outline")
        for outline_item_data in _outline:
            outline_item = []
            _outline_item = outline_item_data
            for outline_item_item_data in _outline_item:

                def _parse_outline_item_item(data: object) -> float:
                    return cast(float, data)

                outline_item_item = _parse_outline_item_item(outline_item_item_data)

                outline_item.append(outline_item_item)

            outline.append(outline_item)

        solid_line = d.pop("solid_line")

        spaces = []
        _spaces = d.pop("spaces")
        for spaces_item_data in _spaces:
            spaces_item = DiceyCurvesSpaceView.from_dict(spaces_item_data)

            spaces.append(spaces_item)

        x = d.pop("x")

        y = d.pop("y")

        dicey_curves_card_view = cls(
            exit_heading=exit_heading,
            exit_x=exit_x,
            exit_y=exit_y,
            gates=gates,
            heading=heading,
            index=index,
            kind=kind,
            lanes=lanes,
            name=name,
            outline=outline,
            solid_line=solid_line,
            spaces=spaces,
            x=x,
            y=y,
        )

        return dicey_curves_card_view
