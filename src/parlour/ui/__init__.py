"""Parlour's Qt window: table, cards, dialogs (imports Qt only through parlour.ui.binding.qt)."""
# PySide6 6.12's abi3 build under Python 3.11 drops references to None/True/False on
# every void Qt call; this must run before the first one (see refcount_guard).
from .binding import refcount_guard  # noqa: F401
