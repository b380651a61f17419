"""Brains for the melding games: Rubicon and Chinese Bézique, Binocle."""
