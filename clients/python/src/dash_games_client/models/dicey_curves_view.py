from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.dicey_curves_view_end_reason import DiceyCurvesViewEndReason
from ..models.dicey_curves_view_phase import DiceyCurvesViewPhase

if TYPE_CHECKING:
    from ..models.dicey_curves_car_view import DiceyCurvesCarView
    from ..models.dicey_curves_card_view import DiceyCurvesCardView
    from ..models.dicey_curves_die_view import DiceyCurvesDieView
    from ..models.dicey_curves_drive_view import DiceyCurvesDriveView


T = TypeVar("T", bound="DiceyCurvesView")


@_attrs_define
class DiceyCurvesView:
    """The table as a seat (or a spectator) sees it. Distances are in lane widths; a card is ``card_width`` wide; the table
    (``table_width`` x ``table_height`` cards) is centred on the Start's centre.

        Attributes:
            card_width (float):
            cards_before_finish (int | None):
            cars (list[DiceyCurvesCarView]):
            chips (list[int]):
            deck_size (int):
            dice (list[DiceyCurvesDieView]):
            discarded (list[str]):
            drive (DiceyCurvesDriveView | None):
            end_reason (DiceyCurvesViewEndReason | None):
            finish_order (list[int]):
            look_ahead (bool):
            phase (DiceyCurvesViewPhase):
            players (int):
            race_length (int):
            round_limit (int):
            scores (list[int] | None):
            seat (int | None):
            table_height (int):
            table_width (int):
            to_act (int | None):
            track (list[DiceyCurvesCardView]):
            turn (int):
            turns_taken (int):
    """

    card_width: float
    cards_before_finish: int | None
    cars: list[DiceyCurvesCarView]
    chips: list[int]
    deck_size: int
    dice: list[DiceyCurvesDieView]
    discarded: list[str]
    drive: DiceyCurvesDriveView | None
    end_reason: DiceyCurvesViewEndReason | None
    finish_order: list[int]
    look_ahead: bool
    phase: DiceyCurvesViewPhase
    players: int
    race_length: int
    round_limit: int
    scores: list[int] | None
    seat: int | None
    table_height: int
    table_width: int
    to_act: int | None
    track: list[DiceyCurvesCardView]
    turn: int
    turns_taken: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.dicey_curves_drive_view import DiceyCurvesDriveView

        card_width = self.card_width

        cards_before_finish: int | None
        cards_before_finish = self.cards_before_finish

        cars = []
        for cars_item_data in self.cars:
            cars_item = cars_item_data.to_dict()
            cars.append(cars_item)

        chips = self.chips

        deck_size = self.deck_size

        dice = []
        for dice_item_data in self.dice:
            dice_item = dice_item_data.to_dict()
            dice.append(dice_item)

        discarded = self.discarded

        drive: dict[str, Any] | None
        if isinstance(self.drive, DiceyCurvesDriveView):
            drive = self.drive.to_dict()
        else:
            drive = self.drive

        end_reason: None | str
        if isinstance(self.end_reason, DiceyCurvesViewEndReason):
            end_reason = self.end_reason.value
        else:
            end_reason = self.end_reason

        finish_order = self.finish_order

        look_ahead = self.look_ahead

        phase = self.phase.value

        players = self.players

        race_length = self.race_length

        round_limit = self.round_limit

        scores: list[int] | None
        if isinstance(self.scores, list):
            scores = self.scores

        else:
            scores = self.scores

        seat: int | None
        seat = self.seat

        table_height = self.table_height

        table_width = self.table_width

        to_act: int | None
        to_act = self.to_act

        track = []
        for track_item_data in self.track:
            track_item = track_item_data.to_dict()
            track.append(track_item)

        turn = self.turn

        turns_taken = self.turns_taken

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card_width": card_width,
                "cards_before_finish": cards_before_finish,
                "cars": cars,
                "chips": chips,
                "deck_size": deck_size,
                "dice": dice,
                "discarded": discarded,
                "drive": drive,
                "end_reason": end_reason,
                "finish_order": finish_order,
                "look_ahead": look_ahead,
                "phase": phase,
                "players": players,
                "race_length": race_length,
                "round_limit": round_limit,
                "scores": scores,
                "seat": seat,
                "table_height": table_height,
                "table_width": table_width,
                "to_act": to_act,
                "track": track,
                "turn": turn,
                "turns_taken": turns_taken,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dicey_curves_car_view import DiceyCurvesCarView
        from ..models.dicey_curves_card_view import DiceyCurvesCardView
        from ..models.dicey_curves_die_view import DiceyCurvesDieView
        from ..models.dicey_curves_drive_view import DiceyCurvesDriveView

        d = dict(src_dict)
        card_width = d.pop("card_width")

        def _parse_cards_before_finish(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        cards_before_finish = _parse_cards_before_finish(d.pop("cards_before_finish"))

        cars = []
        _cars = d.pop("cars")
        for cars_item_data in _cars:
            cars_item = DiceyCurvesCarView.from_dict(cars_item_data)

            cars.append(cars_item)

        chips = cast(list[int], d.pop("chips"))

        deck_size = d.pop("deck_size")

        dice = []
        _dice = d.pop("dice")
        for dice_item_data in _dice:
            dice_item = DiceyCurvesDieView.from_dict(dice_item_data)

            dice.append(dice_item)

        discarded = cast(list[str], d.pop("discarded"))

        def _parse_drive(data: object) -> DiceyCurvesDriveView | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                drive_type_0 = DiceyCurvesDriveView.from_dict(data)

                return drive_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DiceyCurvesDriveView | None, data)

        drive = _parse_drive(d.pop("drive"))

        def _parse_end_reason(data: object) -> DiceyCurvesViewEndReason | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                end_reason_type_0 = DiceyCurvesViewEndReason(data)

                return end_reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DiceyCurvesViewEndReason | None, data)

        end_reason = _parse_end_reason(d.pop("end_reason"))

        finish_order = cast(list[int], d.pop("finish_order"))

        look_ahead = d.pop("look_ahead")

        phase = DiceyCurvesViewPhase(d.pop("phase"))

        players = d.pop("players")

        race_length = d.pop("race_length")

        round_limit = d.pop("round_limit")

        def _parse_scores(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                scores_type_0 = cast(list[int], data)

                return scores_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        scores = _parse_scores(d.pop("scores"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        table_height = d.pop("table_height")

        table_width = d.pop("table_width")

        def _parse_to_act(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_act = _parse_to_act(d.pop("to_act"))

        track = []
        _track = d.pop("track")
        for track_item_data in _track:
            track_item = DiceyCurvesCardView.from_dict(track_item_data)

            track.append(track_item)

        turn = d.pop("turn")

        turns_taken = d.pop("turns_taken")

        dicey_curves_view = cls(
            card_width=card_width,
            cards_before_finish=cards_before_finish,
            cars=cars,
            chips=chips,
            deck_size=deck_size,
            dice=dice,
            discarded=discarded,
            drive=drive,
            end_reason=end_reason,
            finish_order=finish_order,
            look_ahead=look_ahead,
            phase=phase,
            players=players,
            race_length=race_length,
            round_limit=round_limit,
            scores=scores,
            seat=seat,
            table_height=table_height,
            table_width=table_width,
            to_act=to_act,
            track=track,
            turn=turn,
            turns_taken=turns_taken,
        )

        return dicey_curves_view
