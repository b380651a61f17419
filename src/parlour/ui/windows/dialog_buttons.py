"""The OK and Cancel row every Parlour dialog ends with."""
from __future__ import annotations

from ..binding.qt import QtWidgets


def ok_cancel(dialog: QtWidgets.QDialog, ok_text: str | None = None) -> QtWidgets.QDialogButtonBox:
    """OK (named ``ok_text`` when given: "Play", "Sit down") accepts, Cancel rejects."""
    box = QtWidgets.QDialogButtonBox.StandardButton
    buttons = QtWidgets.QDialogButtonBox(box.Ok | box.Cancel)
    if ok_text:
        buttons.button(box.Ok).setText(ok_text)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons


def close_only(dialog: QtWidgets.QDialog) -> QtWidgets.QDialogButtonBox:
    """A Close button (Escape too) for a dialog that only shows something."""
    buttons = QtWidgets.QDialogButtonBox(QtWidgets.QDialogButtonBox.StandardButton.Close)
    buttons.rejected.connect(dialog.reject)
    return buttons
