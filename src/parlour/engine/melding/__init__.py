"""Machinery shared by the melding games (Bézique family, Binocle)."""
