"""The reusable card table: the scene, its view and card items, the layout (slots,
geometry), animation, card art, the talon counter, the meld board, the score markers,
and the contract with the game on it (presenter.py, host.py)."""
