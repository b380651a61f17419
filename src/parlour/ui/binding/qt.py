"""The one place Parlour imports its Qt binding from.

Every UI module says ``from parlour.ui.binding.qt import QtCore, QtWidgets, Signal`` so that a
change of binding (or a version workaround) happens in this file alone.
"""
from __future__ import annotations

from PySide6 import QtCore, QtGui, QtSvg, QtWidgets
from PySide6.QtCore import Property, Signal, Slot

__all__ = ["QtCore", "QtGui", "QtSvg", "QtWidgets", "Signal", "Slot", "Property"]
