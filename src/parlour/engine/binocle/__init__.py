"""Binocle: the 48-card game (two packs A 10 K Q J 9) and the 64-card game with twelve
cards each (Sevens and Eights added, the Seven the dix).  Game of 1000 with claims."""
from .state import BinocleState

__all__ = ["BinocleState"]
