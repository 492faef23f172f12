from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.dash_and_cache_view_last_roll import DashAndCacheViewLastRoll
from ..models.dash_and_cache_view_mode import DashAndCacheViewMode

if TYPE_CHECKING:
    from ..models.dash_and_cache_auction import DashAndCacheAuction
    from ..models.dash_and_cache_auction_tie import DashAndCacheAuctionTie
    from ..models.dash_and_cache_await_roll import DashAndCacheAwaitRoll
    from ..models.dash_and_cache_challenge_penalty import DashAndCacheChallengePenalty
    from ..models.dash_and_cache_claim import DashAndCacheClaim
    from ..models.dash_and_cache_claim_chance import DashAndCacheClaimChance
    from ..models.dash_and_cache_clock_other import DashAndCacheClockOther
    from ..models.dash_and_cache_commission import DashAndCacheCommission
    from ..models.dash_and_cache_counted_vote import DashAndCacheCountedVote
    from ..models.dash_and_cache_game_end import DashAndCacheGameEnd
    from ..models.dash_and_cache_hunt import DashAndCacheHunt
    from ..models.dash_and_cache_lot_choice import DashAndCacheLotChoice
    from ..models.dash_and_cache_objection import DashAndCacheObjection
    from ..models.dash_and_cache_opening_grab import DashAndCacheOpeningGrab
    from ..models.dash_and_cache_opponent_choice import DashAndCacheOpponentChoice
    from ..models.dash_and_cache_partner_choice import DashAndCachePartnerChoice
    from ..models.dash_and_cache_room_item import DashAndCacheRoomItem
    from ..models.dash_and_cache_steal_choice import DashAndCacheStealChoice
    from ..models.dash_and_cache_switch_choice import DashAndCacheSwitchChoice
    from ..models.dash_and_cache_trade import DashAndCacheTrade
    from ..models.dash_and_cache_trade_forfeit import DashAndCacheTradeForfeit
    from ..models.dash_and_cache_victory_call import DashAndCacheVictoryCall
    from ..models.dash_and_cache_view_item_names import DashAndCacheViewItemNames
    from ..models.dash_and_cache_vote import DashAndCacheVote


T = TypeVar("T", bound="DashAndCacheView")


@_attrs_define
class DashAndCacheView:
    """One seat's view of a game of Dash and Cache (``viewer`` null: a spectator). Cards are named by id (``has-handle``);
    items by id, with their names in ``room``/``item_names``.

        Attributes:
            ballots_cast (list[int]):
            caches (list[list[str]]):
            choice_clocks (bool):
            claims (list[DashAndCacheClaim]):
            clocks_started (int):
            discard_pile (list[str]):
            draw_pile_count (int):
            goals (list[list[str]]):
            held (list[list[str]]):
            item_names (DashAndCacheViewItemNames):
            junk_pile (list[str]):
            last_roll (DashAndCacheViewLastRoll | None):
            last_vote (DashAndCacheCountedVote | None):
            mode (DashAndCacheViewMode):
            my_ballot (bool | None):
            phase (DashAndCacheAuction | DashAndCacheAuctionTie | DashAndCacheAwaitRoll | DashAndCacheChallengePenalty |
                DashAndCacheClaimChance | DashAndCacheCommission | DashAndCacheGameEnd | DashAndCacheHunt |
                DashAndCacheLotChoice | DashAndCacheObjection | DashAndCacheOpeningGrab | DashAndCacheOpponentChoice |
                DashAndCachePartnerChoice | DashAndCacheStealChoice | DashAndCacheSwitchChoice | DashAndCacheTrade |
                DashAndCacheTradeForfeit | DashAndCacheVictoryCall | DashAndCacheVote):
            players (int):
            points (list[int]):
            rejected (list[DashAndCacheClaim]):
            room (list[DashAndCacheRoomItem]):
            room_left (list[str]):
            round_limit (int):
            rounds_played (int):
            timer_seconds (int):
            timers (list[DashAndCacheClockOther]):
            to_act (list[int]):
            to_claim (list[int]):
            turn (int):
            unheard (list[DashAndCacheClaim]):
            viewer (int | None):
    """

    ballots_cast: list[int]
    caches: list[list[str]]
    choice_clocks: bool
    claims: list[DashAndCacheClaim]
    clocks_started: int
    discard_pile: list[str]
    draw_pile_count: int
    goals: list[list[str]]
    held: list[list[str]]
    item_names: DashAndCacheViewItemNames
    junk_pile: list[str]
    last_roll: DashAndCacheViewLastRoll | None
    last_vote: DashAndCacheCountedVote | None
    mode: DashAndCacheViewMode
    my_ballot: bool | None
    phase: (
        DashAndCacheAuction
        | DashAndCacheAuctionTie
        | DashAndCacheAwaitRoll
        | DashAndCacheChallengePenalty
        | DashAndCacheClaimChance
        | DashAndCacheCommission
        | DashAndCacheGameEnd
        | DashAndCacheHunt
        | DashAndCacheLotChoice
        | DashAndCacheObjection
        | DashAndCacheOpeningGrab
        | DashAndCacheOpponentChoice
        | DashAndCachePartnerChoice
        | DashAndCacheStealChoice
        | DashAndCacheSwitchChoice
        | DashAndCacheTrade
        | DashAndCacheTradeForfeit
        | DashAndCacheVictoryCall
        | DashAndCacheVote
    )
    players: int
    points: list[int]
    rejected: list[DashAndCacheClaim]
    room: list[DashAndCacheRoomItem]
    room_left: list[str]
    round_limit: int
    rounds_played: int
    timer_seconds: int
    timers: list[DashAndCacheClockOther]
    to_act: list[int]
    to_claim: list[int]
    turn: int
    unheard: list[DashAndCacheClaim]
    viewer: int | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.dash_and_cache_auction import DashAndCacheAuction
        from ..models.dash_and_cache_auction_tie import DashAndCacheAuctionTie
        from ..models.dash_and_cache_await_roll import DashAndCacheAwaitRoll
        from ..models.dash_and_cache_challenge_penalty import (
            DashAndCacheChallengePenalty,
        )
        from ..models.dash_and_cache_claim_chance import DashAndCacheClaimChance
        from ..models.dash_and_cache_commission import DashAndCacheCommission
        from ..models.dash_and_cache_counted_vote import DashAndCacheCountedVote
        from ..models.dash_and_cache_hunt import DashAndCacheHunt
        from ..models.dash_and_cache_lot_choice import DashAndCacheLotChoice
        from ..models.dash_and_cache_objection import DashAndCacheObjection
        from ..models.dash_and_cache_opening_grab import DashAndCacheOpeningGrab
        from ..models.dash_and_cache_opponent_choice import DashAndCacheOpponentChoice
        from ..models.dash_and_cache_partner_choice import DashAndCachePartnerChoice
        from ..models.dash_and_cache_steal_choice import DashAndCacheStealChoice
        from ..models.dash_and_cache_switch_choice import DashAndCacheSwitchChoice
        from ..models.dash_and_cache_trade import DashAndCacheTrade
        from ..models.dash_and_cache_trade_forfeit import DashAndCacheTradeForfeit
        from ..models.dash_and_cache_victory_call import DashAndCacheVictoryCall
        from ..models.dash_and_cache_vote import DashAndCacheVote

        ballots_cast = self.ballots_cast

        caches = []
        for caches_item_data in self.caches:
            caches_item = caches_item_data

            caches.append(caches_item)

        choice_clocks = self.choice_clocks

        claims = []
        for claims_item_data in self.claims:
            claims_item = claims_item_data.to_dict()
            claims.append(claims_item)

        clocks_started = self.clocks_started

        discard_pile = self.discard_pile

        draw_pile_count = self.draw_pile_count

        goals = []
        for goals_item_data in self.goals:
            goals_item = goals_item_data

            goals.append(goals_item)

        held = []
        for held_item_data in self.held:
            held_item = held_item_data

            held.append(held_item)

        item_names = self.item_names.to_dict()

        junk_pile = self.junk_pile

        last_roll: None | str
        if isinstance(self.last_roll, DashAndCacheViewLastRoll):
            last_roll = self.last_roll.value
        else:
            last_roll = self.last_roll

        last_vote: dict[str, Any] | None
        if isinstance(self.last_vote, DashAndCacheCountedVote):
            last_vote = self.last_vote.to_dict()
        else:
            last_vote = self.last_vote

        mode = self.mode.value

        my_ballot: bool | None
        my_ballot = self.my_ballot

        phase: dict[str, Any]
        if (
            isinstance(self.phase, DashAndCacheOpeningGrab)
            or isinstance(self.phase, DashAndCacheAwaitRoll)
            or isinstance(self.phase, DashAndCacheStealChoice)
            or isinstance(self.phase, DashAndCacheSwitchChoice)
            or isinstance(self.phase, DashAndCacheOpponentChoice)
            or isinstance(self.phase, DashAndCachePartnerChoice)
            or isinstance(self.phase, DashAndCacheLotChoice)
            or isinstance(self.phase, DashAndCacheHunt)
            or isinstance(self.phase, DashAndCacheTrade)
            or isinstance(self.phase, DashAndCacheTradeForfeit)
            or isinstance(self.phase, DashAndCacheAuction)
            or isinstance(self.phase, DashAndCacheAuctionTie)
            or isinstance(self.phase, DashAndCacheCommission)
            or isinstance(self.phase, DashAndCacheVote)
            or isinstance(self.phase, DashAndCacheChallengePenalty)
            or isinstance(self.phase, DashAndCacheObjection)
            or isinstance(self.phase, DashAndCacheClaimChance)
            or isinstance(self.phase, DashAndCacheVictoryCall)
        ):
            phase = self.phase.to_dict()
        else:
            phase = self.phase.to_dict()

        players = self.players

        points = self.points

        rejected = []
        for rejected_item_data in self.rejected:
            rejected_item = rejected_item_data.to_dict()
            rejected.append(rejected_item)

        room = []
        for room_item_data in self.room:
            room_item = room_item_data.to_dict()
            room.append(room_item)

        room_left = self.room_left

        round_limit = self.round_limit

        rounds_played = self.rounds_played

        timer_seconds = self.timer_seconds

        timers = []
        for timers_item_data in self.timers:
            timers_item = timers_item_data.to_dict()
            timers.append(timers_item)

        to_act = self.to_act

        to_claim = self.to_claim

        turn = self.turn

        unheard = []
        for unheard_item_data in self.unheard:
            unheard_item = unheard_item_data.to_dict()
            unheard.append(unheard_item)

        viewer: int | None
        viewer = self.viewer

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ballots_cast": ballots_cast,
                "caches": caches,
                "choice_clocks": choice_clocks,
                "claims": claims,
                "clocks_started": clocks_started,
                "discard_pile": discard_pile,
                "draw_pile_count": draw_pile_count,
                "goals": goals,
                "held": held,
                "item_names": item_names,
                "junk_pile": junk_pile,
                "last_roll": last_roll,
                "last_vote": last_vote,
                "mode": mode,
                "my_ballot": my_ballot,
                "phase": phase,
                "players": players,
                "points": points,
                "rejected": rejected,
                "room": room,
                "room_left": room_left,
                "round_limit": round_limit,
                "rounds_played": rounds_played,
                "timer_seconds": timer_seconds,
                "timers": timers,
                "to_act": to_act,
                "to_claim": to_claim,
                "turn": turn,
                "unheard": unheard,
                "viewer": viewer,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dash_and_cache_auction import DashAndCacheAuction
        from ..models.dash_and_cache_auction_tie import DashAndCacheAuctionTie
        from ..models.dash_and_cache_await_roll import DashAndCacheAwaitRoll
        from ..models.dash_and_cache_challenge_penalty import (
            DashAndCacheChallengePenalty,
        )
        from ..models.dash_and_cache_claim import DashAndCacheClaim
        from ..models.dash_and_cache_claim_chance import DashAndCacheClaimChance
        from ..models.dash_and_cache_clock_other import DashAndCacheClockOther
        from ..models.dash_and_cache_commission import DashAndCacheCommission
        from ..models.dash_and_cache_counted_vote import DashAndCacheCountedVote
        from ..models.dash_and_cache_game_end import DashAndCacheGameEnd
        from ..models.dash_and_cache_hunt import DashAndCacheHunt
        from ..models.dash_and_cache_lot_choice import DashAndCacheLotChoice
        from ..models.dash_and_cache_objection import DashAndCacheObjection
        from ..models.dash_and_cache_opening_grab import DashAndCacheOpeningGrab
        from ..models.dash_and_cache_opponent_choice import DashAndCacheOpponentChoice
        from ..models.dash_and_cache_partner_choice import DashAndCachePartnerChoice
        from ..models.dash_and_cache_room_item import DashAndCacheRoomItem
        from ..models.dash_and_cache_steal_choice import DashAndCacheStealChoice
        from ..models.dash_and_cache_switch_choice import DashAndCacheSwitchChoice
        from ..models.dash_and_cache_trade import DashAndCacheTrade
        from ..models.dash_and_cache_trade_forfeit import DashAndCacheTradeForfeit
        from ..models.dash_and_cache_victory_call import DashAndCacheVictoryCall
        from ..models.dash_and_cache_view_item_names import DashAndCacheViewItemNames
        from ..models.dash_and_cache_vote import DashAndCacheVote

        d = dict(src_dict)
        ballots_cast = cast(list[int], d.pop("ballots_cast"))

        caches = []
        _caches = d.pop("caches")
        for caches_item_data in _caches:
            caches_item = cast(list[str], caches_item_data)

            caches.append(caches_item)

        choice_clocks = d.pop("choice_clocks")

        claims = []
        _claims = d.pop("claims")
        for claims_item_data in _claims:
            claims_item = DashAndCacheClaim.from_dict(claims_item_data)

            claims.append(claims_item)

        clocks_started = d.pop("clocks_started")

        discard_pile = cast(list[str], d.pop("discard_pile"))

        draw_pile_count = d.pop("draw_pile_count")

        goals = []
        _goals = d.pop("goals")
        for goals_item_data in _goals:
            goals_item = cast(list[str], goals_item_data)

            goals.append(goals_item)

        held = []
        _held = d.pop("held")
        for held_item_data in _held:
            held_item = cast(list[str], held_item_data)

            held.append(held_item)

        item_names = DashAndCacheViewItemNames.from_dict(d.pop("item_names"))

        junk_pile = cast(list[str], d.pop("junk_pile"))

        def _parse_last_roll(data: object) -> DashAndCacheViewLastRoll | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_roll_type_0 = DashAndCacheViewLastRoll(data)

                return last_roll_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DashAndCacheViewLastRoll | None, data)

        last_roll = _parse_last_roll(d.pop("last_roll"))

        def _parse_last_vote(data: object) -> DashAndCacheCountedVote | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_vote_type_0 = DashAndCacheCountedVote.from_dict(data)

                return last_vote_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DashAndCacheCountedVote | None, data)

        last_vote = _parse_last_vote(d.pop("last_vote"))

        mode = DashAndCacheViewMode(d.pop("mode"))

        def _parse_my_ballot(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        my_ballot = _parse_my_ballot(d.pop("my_ballot"))

        def _parse_phase(
            data: object,
        ) -> (
            DashAndCacheAuction
            | DashAndCacheAuctionTie
            | DashAndCacheAwaitRoll
            | DashAndCacheChallengePenalty
            | DashAndCacheClaimChance
            | DashAndCacheCommission
            | DashAndCacheGameEnd
            | DashAndCacheHunt
            | DashAndCacheLotChoice
            | DashAndCacheObjection
            | DashAndCacheOpeningGrab
            | DashAndCacheOpponentChoice
            | DashAndCachePartnerChoice
            | DashAndCacheStealChoice
            | DashAndCacheSwitchChoice
            | DashAndCacheTrade
            | DashAndCacheTradeForfeit
            | DashAndCacheVictoryCall
            | DashAndCacheVote
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                phase_type_0 = DashAndCacheOpeningGrab.from_dict(data)

                return phase_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                phase_type_1 = DashAndCacheAwaitRoll.from_dict(data)

                return phase_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                phase_type_2 = DashAndCacheStealChoice.from_dict(data)

                return phase_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                phase_type_3 = DashAndCacheSwitchChoice.from_dict(data)

                return phase_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                phase_type_4 = DashAndCacheOpponentChoice.from_dict(data)

                return phase_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                phase_type_5 = DashAndCachePartnerChoice.from_dict(data)

                return phase_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                phase_type_6 = DashAndCacheLotChoice.from_dict(data)

                return phase_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                phase_type_7 = DashAndCacheHunt.from_dict(data)

                return phase_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                phase_type_8 = DashAndCacheTrade.from_dict(data)

                return phase_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                phase_type_9 = DashAndCacheTradeForfeit.from_dict(data)

                return phase_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                phase_type_10 = DashAndCacheAuction.from_dict(data)

                return phase_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                phase_type_11 = DashAndCacheAuctionTie.from_dict(data)

                return phase_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                phase_type_12 = DashAndCacheCommission.from_dict(data)

                return phase_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                phase_type_13 = DashAndCacheVote.from_dict(data)

                return phase_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                phase_type_14 = DashAndCacheChallengePenalty.from_dict(data)

                return phase_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                phase_type_15 = DashAndCacheObjection.from_dict(data)

                return phase_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                phase_type_16 = DashAndCacheClaimChance.from_dict(data)

                return phase_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                phase_type_17 = DashAndCacheVictoryCall.from_dict(data)

                return phase_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            phase_type_18 = DashAndCacheGameEnd.from_dict(data)

            return phase_type_18

        phase = _parse_phase(d.pop("phase"))

        players = d.pop("players")

        points = cast(list[int], d.pop("points"))

        rejected = []
        _rejected = d.pop("rejected")
        for rejected_item_data in _rejected:
            rejected_item = DashAndCacheClaim.from_dict(rejected_item_data)

            rejected.append(rejected_item)

        room = []
        _room = d.pop("room")
        for room_item_data in _room:
            room_item = DashAndCacheRoomItem.from_dict(room_item_data)

            room.append(room_item)

        room_left = cast(list[str], d.pop("room_left"))

        round_limit = d.pop("round_limit")

        rounds_played = d.pop("rounds_played")

        timer_seconds = d.pop("timer_seconds")

        timers = []
        _timers = d.pop("timers")
        for timers_item_data in _timers:
            timers_item = DashAndCacheClockOther.from_dict(timers_item_data)

            timers.append(timers_item)

        to_act = cast(list[int], d.pop("to_act"))

        to_claim = cast(list[int], d.pop("to_claim"))

        turn = d.pop("turn")

        unheard = []
        _unheard = d.pop("unheard")
        for unheard_item_data in _unheard:
            unheard_item = DashAndCacheClaim.from_dict(unheard_item_data)

            unheard.append(unheard_item)

        def _parse_viewer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        viewer = _parse_viewer(d.pop("viewer"))

        dash_and_cache_view = cls(
            ballots_cast=ballots_cast,
            caches=caches,
            choice_clocks=choice_clocks,
            claims=claims,
            clocks_started=clocks_started,
            discard_pile=discard_pile,
            draw_pile_count=draw_pile_count,
            goals=goals,
            held=held,
            item_names=item_names,
            junk_pile=junk_pile,
            last_roll=last_roll,
            last_vote=last_vote,
            mode=mode,
            my_ballot=my_ballot,
            phase=phase,
            players=players,
            points=points,
            rejected=rejected,
            room=room,
            room_left=room_left,
            round_limit=round_limit,
            rounds_played=rounds_played,
            timer_seconds=timer_seconds,
            timers=timers,
            to_act=to_act,
            to_claim=to_claim,
            turn=turn,
            unheard=unheard,
            viewer=viewer,
        )

        return dash_and_cache_view
