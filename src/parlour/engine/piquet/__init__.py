"""Piquet: the two-handed game au cent and Rubicon Piquet (PiquetState); Normand and
Voleur live in their own modules.  ``declarations`` and ``scoring`` are shared by all."""
from .rubicon import settle_rubicon
from .state import PiquetState

__all__ = ["PiquetState", "settle_rubicon"]
