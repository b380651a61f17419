"""The table told to assistive technology: the card table's accessible name is the
card under the keyboard cursor, its description the trick and the meld boards; the
score box and the score marker carry the score in words.  Each change is announced
with ``QAccessible.updateAccessibility`` (the cursor moved: the name; the trick or a
board changed: the description), and only when the words did change, so a screen
reader is not told the same thing after every picture.  The words are the table's
(table/spoken.py) and the presenter's (``table_words``)."""
from __future__ import annotations

from ..binding.marks import translate
from ..binding.qt import QtCore, QtGui
from ..table.spoken import card_words

TABLE = QtCore.QT_TRANSLATE_NOOP("TableAnnouncer", "The card table")
Event = QtGui.QAccessible.Event


def _tr(text: str) -> str:
    return QtCore.QCoreApplication.translate("TableAnnouncer", text)


def announce(widget, name: str | None = None, description: str | None = None) -> None:
    """Set ``widget``'s accessible name and/or description and tell assistive
    technology that it changed."""
    if name is not None and name != widget.accessibleName():
        widget.setAccessibleName(name)
        QtGui.QAccessible.updateAccessibility(QtGui.QAccessibleEvent(widget, Event.NameChanged))
    if description is not None and description != widget.accessibleDescription():
        widget.setAccessibleDescription(description)
        QtGui.QAccessible.updateAccessibility(
            QtGui.QAccessibleEvent(widget, Event.DescriptionChanged))


def plain_words(rich: str) -> str:
    """Rich text (the side panel's score) as one line of words."""
    doc = QtGui.QTextDocument()
    doc.setHtml(rich)
    lines = (" ".join(line.split()) for line in doc.toPlainText().splitlines())
    return ", ".join(line for line in lines if line)


class TableAnnouncer:
    """Kept by the main window: ``cursor_moved`` when the keyboard's ring moves,
    ``table_shown`` after the table is laid, ``score_shown`` after the score is set."""

    def __init__(self, window):
        self.window = window
        window.view.setAccessibleName(_tr(TABLE))
        window.side.score.setAccessibleName(translate("TableAnnouncer", "Score"))
        window.marker.setAccessibleName(translate("TableAnnouncer", "Score marker"))

    def cursor_moved(self) -> None:
        w = self.window
        place = w.view.cursor_place()
        if place is None or w.presenter is None:
            announce(w.view, name=TABLE)
            return
        zone, key = place
        same_zone = [k for z, k in w.view.reachable() if z == zone]
        card = next((s.card for s in w.scene.slots if s.zone == zone and s.key == key), None)
        if card is None:
            announce(w.view, name=TABLE)
            return
        c = w.controller
        mine = c is not None and c.waiting_for_human
        playable = mine and (key in w.presenter.playable_cards()
                             or key in w.presenter.draggable_cards())
        selected = mine and key in w.presenter.selected
        announce(w.view, name=card_words(card, zone, same_zone.index(key) + 1,
                                         len(same_zone), playable, selected))

    def table_shown(self, state) -> None:
        w = self.window
        if w.presenter is None:
            return
        announce(w.view, description=" ".join(w.presenter.table_words(state)))

    def score_shown(self, rich: str) -> None:
        words = plain_words(rich)
        announce(self.window.side.score, description=words)
        announce(self.window.marker, description=words)
