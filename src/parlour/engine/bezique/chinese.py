"""Chinese Bézique: "Rubicon Bézique with six packs of cards shuffled together".

Everything else is the Rubicon game, settled the same way (the brisques that may save a
rubicon are now 48).  Options (rules/SUPPLEMENT.md): ``chinese_hand_size`` 9 (the book)
or 12, ``double_bezique_suits``, ``reform_double_bezique``, ``brisque_count``.
"""
from __future__ import annotations

from .state import RubiconBeziqueState


class ChineseBeziqueState(RubiconBeziqueState):
    game = "chinese-bezique"
    DEFAULT_VARIANT = "chinese"
    PACKS = 6
    OPTIONS = {"chinese_hand_size": (9, (9, 12)),
               "double_bezique_suits": (False, (False, True)),
               "reform_double_bezique": (False, (False, True)),
               "brisque_count": ("on_demand", ("on_demand", "when_close"))}
