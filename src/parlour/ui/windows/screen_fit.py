"""A window's first size: the size it would like, or less where the screen is smaller.

A window of a fixed size runs off a small screen (1180x760 on a 1024x700 one) with its
buttons out of reach; every window Parlour opens asks here instead, and is given at most
the screen's available geometry (the desktop less its panels), less room for the
window manager's frame, which Qt cannot measure before the window is first shown."""
from __future__ import annotations

from ..binding.qt import QtCore, QtGui, QtWidgets

# a title bar and borders, generous for the usual window managers
FRAME = QtCore.QSize(16, 48)


def available(window: QtWidgets.QWidget) -> QtCore.QRect:
    """The available geometry of the screen the window is on (or the primary one)."""
    screen = window.screen() or QtGui.QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def fit_to_screen(window: QtWidgets.QWidget, width: int, height: int,
                  centre: bool = False) -> None:
    """Resize ``window`` to ``width`` x ``height``, or as much of it as its screen's
    available geometry holds with the frame round it; ``centre`` also places it in the
    middle of that geometry (a window of its own; a dialog is placed over its parent)."""
    area = available(window)
    room = area.size() - FRAME
    window.resize(max(min(width, room.width()), 1), max(min(height, room.height()), 1))
    if centre:
        frame = QtCore.QRect(QtCore.QPoint(0, 0), window.size() + FRAME)
        frame.moveCenter(area.center())
        window.move(frame.topLeft())
