from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.replay_frame import ReplayFrame


T = TypeVar("T", bound="ReplayFrames")


@_attrs_define
class ReplayFrames:
    """
    Attributes:
        frames (list[ReplayFrame]): The steps asked for, in order; fewer (or none) past the end.
    """

    frames: list[ReplayFrame]

    def to_dict(self) -> dict[str, Any]:
        frames = []
        for frames_item_data in self.frames:
            frames_item = frames_item_data.to_dict()
            frames.append(frames_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "frames": frames,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.replay_frame import ReplayFrame

        d = dict(src_dict)
        frames = []
        _frames = d.pop("frames")
        for frames_item_data in _frames:
            frames_item = ReplayFrame.from_dict(frames_item_data)

            frames.append(frames_item)

        replay_frames = cls(
            frames=frames,
        )

        return replay_frames
