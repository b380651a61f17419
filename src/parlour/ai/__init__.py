"""Computer players.  They decide from ``observation(seat)`` and the legal actions alone."""
