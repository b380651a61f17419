"""Parlour's rules engine: pure Python, never imports Qt."""
from .cards import NotationError, card_name, parse_card, parse_cards
from .core import Action, DealSetup, Event, IllegalAction, Result, State
from .games import new_game

__all__ = ["Action", "DealSetup", "Event", "IllegalAction", "NotationError", "Result",
           "State", "card_name", "new_game", "parse_card", "parse_cards"]
