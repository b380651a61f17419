"""Rubicon Bézique and Chinese Bézique (rubicon-bezique.txt): states and settlement."""
from .chinese import ChineseBeziqueState
from .settlement import settle_rubicon
from .state import RubiconBeziqueState

__all__ = ["RubiconBeziqueState", "ChineseBeziqueState", "settle_rubicon"]
