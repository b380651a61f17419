"""Parlour's Qt window: table, cards, dialogs (imports Qt only through parlour.ui.qt)."""
