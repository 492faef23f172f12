from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.dc_dash_view_network import DcDashViewNetwork
from ..models.dc_dash_view_phase import DcDashViewPhase
from ..models.dc_dash_view_transfer_stations import DcDashViewTransferStations

if TYPE_CHECKING:
    from ..models.dc_dash_disruption_view import DcDashDisruptionView
    from ..models.dc_dash_rider_view import DcDashRiderView
    from ..models.dc_dash_view_station_deck_by_jurisdiction import (
        DcDashViewStationDeckByJurisdiction,
    )


T = TypeVar("T", bound="DcDashView")


@_attrs_define
class DcDashView:
    """A DC Dash game as one seat (``you``; null for a spectator) sees it.

    Attributes:
        action_deck (int):
        action_discard (list[str]):
        discard_due (int):
        disruptions (list[DcDashDisruptionView]):
        network (DcDashViewNetwork):
        phase (DcDashViewPhase):
        riders (list[DcDashRiderView]):
        station_deck (int):
        station_deck_by_jurisdiction (DcDashViewStationDeckByJurisdiction):
        transfer_stations (DcDashViewTransferStations):
        turn (int):
        turns_taken (int):
        winner (int | None):
        you (int | None):
        your_action_cards (list[str] | None):
        your_station_cards (list[str] | None):
    """

    action_deck: int
    action_discard: list[str]
    discard_due: int
    disruptions: list[DcDashDisruptionView]
    network: DcDashViewNetwork
    phase: DcDashViewPhase
    riders: list[DcDashRiderView]
    station_deck: int
    station_deck_by_jurisdiction: DcDashViewStationDeckByJurisdiction
    transfer_stations: DcDashViewTransferStations
    turn: int
    turns_taken: int
    winner: int | None
    you: int | None
    your_action_cards: list[str] | None
    your_station_cards: list[str] | None

    def to_dict(self) -> dict[str, Any]:
        action_deck = self.action_deck

        action_discard = self.action_discard

        discard_due = self.discard_due

        disruptions = []
        for disruptions_item_data in self.disruptions:
            disruptions_item = disruptions_item_data.to_dict()
            disruptions.append(disruptions_item)

        network = self.network.value

        phase = self.phase.value

        riders = []
        for riders_item_data in self.riders:
            riders_item = riders_item_data.to_dict()
            riders.append(riders_item)

        station_deck = self.station_deck

        station_deck_by_jurisdiction = self.station_deck_by_jurisdiction.to_dict()

        transfer_stations = self.transfer_stations.value

        turn = self.turn

        turns_taken = self.turns_taken

        winner: int | None
        winner = self.winner

        you: int | None
        you = self.you

        your_action_cards: list[str] | None
        if isinstance(self.your_action_cards, list):
            your_action_cards = self.your_action_cards

        else:
            your_action_cards = self.your_action_cards

        your_station_cards: list[str] | None
        if isinstance(self.your_station_cards, list):
            your_station_cards = self.your_station_cards

        else:
            your_station_cards = self.your_station_cards

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action_deck": action_deck,
                "action_discard": action_discard,
                "discard_due": discard_due,
                "disruptions": disruptions,
                "network": network,
                "phase": phase,
                "riders": riders,
                "station_deck": station_deck,
                "station_deck_by_jurisdiction": station_deck_by_jurisdiction,
                "transfer_stations": transfer_stations,
                "turn": turn,
                "turns_taken": turns_taken,
                "winner": winner,
                "you": you,
                "your_action_cards": your_action_cards,
                "your_station_cards": your_station_cards,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dc_dash_disruption_view import DcDashDisruptionView
        from ..models.dc_dash_rider_view import DcDashRiderView
        from ..models.dc_dash_view_station_deck_by_jurisdiction import (
            DcDashViewStationDeckByJurisdiction,
        )

        d = dict(src_dict)
        action_deck = d.pop("action_deck")

        action_discard = cast(list[str], d.pop("action_discard"))

        discard_due = d.pop("discard_due")

        disruptions = []
        _disruptions = d.pop("disruptions")
        for disruptions_item_data in _disruptions:
            disruptions_item = DcDashDisruptionView.from_dict(disruptions_item_data)

            disruptions.append(disruptions_item)

        network = DcDashViewNetwork(d.pop("network"))

        phase = DcDashViewPhase(d.pop("phase"))

        riders = []
        _riders = d.pop("riders")
        for riders_item_data in _riders:
            riders_item = DcDashRiderView.from_dict(riders_item_data)

            riders.append(riders_item)

        station_deck = d.pop("station_deck")

        station_deck_by_jurisdiction = DcDashViewStationDeckByJurisdiction.from_dict(
            d.pop("station_deck_by_jurisdiction")
        )

        transfer_stations = DcDashViewTransferStations(d.pop("transfer_stations"))

        turn = d.pop("turn")

        turns_taken = d.pop("turns_taken")

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        def _parse_you(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        you = _parse_you(d.pop("you"))

        def _parse_your_action_cards(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                your_action_cards_type_0 = cast(list[str], data)

                return your_action_cards_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        your_action_cards = _parse_your_action_cards(d.pop("your_action_cards"))

        def _parse_your_station_cards(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                your_station_cards_type_0 = cast(list[str], data)

                return your_station_cards_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        your_station_cards = _parse_your_station_cards(d.pop("your_station_cards"))

        dc_dash_view = cls(
            action_deck=action_deck,
            action_discard=action_discard,
            discard_due=discard_due,
            disruptions=disruptions,
            network=network,
            phase=phase,
            riders=riders,
            station_deck=station_deck,
            station_deck_by_jurisdiction=station_deck_by_jurisdiction,
            transfer_stations=transfer_stations,
            turn=turn,
            turns_taken=turns_taken,
            winner=winner,
            you=you,
            your_action_cards=your_action_cards,
            your_station_cards=your_station_cards,
        )

        return dc_dash_view
