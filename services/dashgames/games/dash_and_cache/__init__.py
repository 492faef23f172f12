"""Dash and Cache (2018): roll the action die, grab items that fit the cards, and be the first
to hold five items matching your five face-up goal cards. Played in a generated digital room of
virtual items (default) or as a companion to a real room, where players name the real objects
they grab and the table's votes settle disputes; the rules in our own words, and every ruling,
are in RULES.md."""

from dashgames.games.dash_and_cache.game import GAME

__all__ = ["GAME"]
