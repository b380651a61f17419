"""The exact Piquet discard odds: for a hand and a seat, every discard against every
possible draw (exact.py), on look-up tables of the declarations (tables.py), with the
other hand's holding estimated by sampling (opponent.py).

A library of its own because two features use it: the discard trainer (parlour.trainer)
explains a hand with it, and the computer players (parlour.ai.piquet) choose their
discard with it.  It depends on the engine's rules only, never on either of them.
"""
