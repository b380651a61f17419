"""Piquet's presenters: two hands (presenter.py), three and four at the round table
(round_table.py), and Piquet's words."""
