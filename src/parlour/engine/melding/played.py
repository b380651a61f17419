"""The cards of the two-handed melding games as their observations list them played:
``PLAYED_CARD[seat][card]``, each ``PlayedCard`` made once (they are immutable values), so
that an observation listing the hundred cards of a deal builds none."""
from __future__ import annotations

from ..cards import card_name
from ..observed import PlayedCard

PLAYED_CARD = tuple(tuple(PlayedCard(s, card_name(c)) for c in range(32)) for s in (0, 1))
