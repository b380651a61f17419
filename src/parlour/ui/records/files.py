"""Records as files, from the window: Game > Open record… (and ``parlour FILE``, and the
system's "Open With", which on macOS comes as a file-open event) puts one on the table
(records/mode.py); Game > Export record… writes the game on the table as one, in the
format ``parlour selfplay --out`` writes (engine/records.py ``record_of``, written
whole or not at all).  A file that cannot be opened is said in one sentence, and the
game on the table stays."""
from __future__ import annotations

import datetime
from pathlib import Path

from ...engine import records
from ...store.jsonfile import write_atomic
from ...store.record_file import read_record
from ..binding.placeholders import fill
from ..binding.marks import translate
from ..binding.qt import QtCore, QtWidgets

FILTERS = [QtCore.QT_TRANSLATE_NOOP("RecordFiles", "Parlour records (*.json)"),
           QtCore.QT_TRANSLATE_NOOP("RecordFiles", "All files (*)")]


def _tr(text: str) -> str:
    return QtCore.QCoreApplication.translate("RecordFiles", text)


def open_record(window, path) -> bool:
    """The record in ``path`` on ``window``'s table from its first deal; False, with
    one sentence, when it cannot be read or replayed (nothing else changes)."""
    path = Path(path)
    try:
        data = read_record(path)
        whole = records.replay(data)
    except records.RecordError as exc:
        why = str(exc).rstrip(".")
        tell(window, fill(translate("RecordFiles", "Could not open %1 as a game record: %2; the game on the "
                              "table goes on."), path.name, why))
        return False
    from .mode import RecordMode        # the review's words load with a record, not at start-up
    left = window.mode.left_off(window.controller)
    RecordMode(window, whole, data, path, left).begin()
    return True


def tell(window, sentence: str) -> QtWidgets.QMessageBox:
    """A warning beside the window that does not stop it (and a record's own words are
    shown as text, never as markup)."""
    box = QtWidgets.QMessageBox(QtWidgets.QMessageBox.Icon.Warning, "Parlour", sentence,
                                QtWidgets.QMessageBox.StandardButton.Ok, window)
    box.setTextFormat(QtCore.Qt.TextFormat.PlainText)
    box.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
    window.record_problem = box
    box.open()
    return box


def _folder() -> str:
    places = QtCore.QStandardPaths.standardLocations(
        QtCore.QStandardPaths.StandardLocation.DocumentsLocation)
    return places[0] if places else str(Path.home())


def choose_record(window) -> QtWidgets.QFileDialog:
    dialog = QtWidgets.QFileDialog(window, translate("RecordFiles", "Open a game record"), _folder())
    dialog.setFileMode(QtWidgets.QFileDialog.FileMode.ExistingFile)
    dialog.setNameFilters([_tr(f) for f in FILTERS])
    dialog.fileSelected.connect(lambda path: open_record(window, path))
    window.file_dialog = dialog
    dialog.open()
    return dialog


def suggested_name(state) -> str:
    day = datetime.date.today().isoformat()
    return f"{state.game}-{state.variant}-{day}.parlour.json"


def choose_export(window) -> QtWidgets.QFileDialog | None:
    c = window.controller
    if c is None:
        window.statusBar().showMessage(translate("RecordFiles", "There is no game on the table to export."), 5000)
        return None
    dialog = QtWidgets.QFileDialog(window, translate("RecordFiles", "Export the game as a record"),
                                   str(Path(_folder()) / suggested_name(c.state)))
    dialog.setAcceptMode(QtWidgets.QFileDialog.AcceptMode.AcceptSave)
    dialog.setNameFilters([_tr(f) for f in FILTERS])
    dialog.setDefaultSuffix("json")
    dialog.fileSelected.connect(lambda path: export_record(window, path))
    window.file_dialog = dialog
    dialog.open()
    return dialog


def export_record(window, path) -> bool:
    """The game on the table, as far as it has gone (a record replayed: as far as the
    table shows it), written to ``path``; False, with one sentence, if it cannot be."""
    path = Path(path)
    c = window.controller
    if c is None:
        return False
    try:
        write_atomic(path, records.record_of(c.state))
    except OSError as exc:
        tell(window, fill(translate("RecordFiles", "Could not write %1: %2; nothing was written."), path.name,
                          exc.strerror or exc))
        return False
    window.statusBar().showMessage(fill(translate("RecordFiles", "The record of this game is in %1."), path), 8000)
    return True


class FileOpenWatcher(QtCore.QObject):
    """The system asks the program to open a file (macOS Finder's Open With and a
    double click: a file-open event rather than a command-line argument)."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QtCore.QEvent.Type.FileOpen:
            path = event.file()
            if path:
                open_record(self.window, path)
                return True
        return False


def watch_file_opens(window) -> FileOpenWatcher:
    app = QtWidgets.QApplication.instance()
    watcher = FileOpenWatcher(window)
    app.installEventFilter(watcher)
    return watcher
