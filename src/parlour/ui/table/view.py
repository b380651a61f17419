"""The QGraphicsView that shows the table: keeps the scene the size of the window (so
cards are drawn at their real size, crisp at any screen scale) and gives keyboard play:
arrows move along your hand, the cards of it chosen and dropped on the table, then your
own meld board; Enter or Space plays or picks the card (or takes a chosen one back)."""
from __future__ import annotations

from ..binding.qt import QtCore, QtGui, QtWidgets, Signal
from .scene import TableScene


class TableView(QtWidgets.QGraphicsView):
    resized = Signal()
    key_activate = Signal(object)     # key of the card under the keyboard cursor (Space)
    key_return = Signal(object)       # the same by Return, which may answer instead
    key_confirm = Signal()            # Enter with no card chosen: the default answer
    touched = Signal()                # a key, or a click on the bare baize
    cursor_moved = Signal()           # the ring is on another card (or on none)
    went_on = Signal()                # the click or key the table waited for (wait_for_touch)

    def __init__(self, scene: TableScene, parent=None):
        super().__init__(scene, parent)
        self.table = scene
        self.setRenderHints(QtGui.QPainter.RenderHint.Antialiasing
                            | QtGui.QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QtWidgets.QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QtWidgets.QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # the baize's gradient is the same until the view's size changes (Qt then
        # redraws it): kept as a picture, not painted again for every move
        self.setCacheMode(QtWidgets.QGraphicsView.CacheModeFlag.CacheBackground)
        self.setAlignment(QtCore.Qt.AlignmentFlag.AlignLeft | QtCore.Qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(QtCore.Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(360, 260)
        self.cursor_index: int | None = None
        self.reaching = True                  # False: the hand shown is not the player's
        self._cursor_on: tuple | None = None  # the place the index was set on
        self._ringed: tuple | None = None     # the place last told (cursor_moved)
        self.waiting_touch = False            # the next click or key only says "go on"

    def resizeEvent(self, event: QtGui.QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.table.resize_table(size.width(), size.height())
        self.resized.emit()

    # ----- keyboard -------------------------------------------------------------------
    # The zones the arrow keys walk through, in order: the hand, the cards of it chosen
    # and lying where they were dropped (on the meld board under "Chosen to meld", on
    # the discard pile: Return or Space takes one back, as a click does), then the cards
    # on your own meld board (the Bézique family plays them from there).
    CHOSEN = ("chosen_bottom", "chosen_discard")
    REACHABLE = ("hand_bottom", *CHOSEN, "board_bottom")

    def _reachable_slots(self) -> list:
        if not self.reaching:
            return []
        order = {z: i for i, z in enumerate(self.REACHABLE)}
        return sorted((s for s in self.table.slots if s.zone in order and s.card is not None),
                      key=lambda s: (order[s.zone], round(s.y), s.x))

    def reachable(self) -> list[tuple[str, object]]:
        """(zone, key) of every card the keyboard can reach, in walking order; the key
        is ``Slot.key``: the card, or with several packs the card and its copy."""
        return [(s.zone, s.key) for s in self._reachable_slots()]

    def hand_cards(self) -> list[int]:
        return [s.card for s in self._reachable_slots() if s.zone == "hand_bottom"]

    def cursor_place(self) -> tuple[str, object] | None:
        places = self.reachable()
        if self.cursor_index is None or not places:
            return None
        place = places[min(self.cursor_index, len(places) - 1)]
        if self._cursor_on is not None and place != self._cursor_on:
            # the card it was on has moved along or gone: follow it, or go off rather
            # than lie on another card (which looked like a hint)
            if self._cursor_on not in places:
                self.cursor_index = None
                return None
            self.cursor_index = places.index(self._cursor_on)
            place = self._cursor_on
        return place

    def _cursor_set(self) -> None:
        places = self.reachable()
        self._cursor_on = places[min(self.cursor_index, len(places) - 1)] \
            if self.cursor_index is not None and places else None

    def cursor_on_chosen(self) -> bool:
        """Whether the ring is on a chosen card lying where it was dropped (a key there
        takes it back)."""
        place = self.cursor_place()
        return place is not None and place[0] in self.CHOSEN

    def cursor_card(self):
        """The key of the card the arrow keys have reached, or None."""
        place = self.cursor_place()
        return place[1] if place else None

    def put_cursor_on(self, card: int, zone: str | None = None) -> None:
        """Move the keyboard cursor to ``card`` (in ``zone`` when given), or off."""
        slots = self._reachable_slots()
        at = [i for i, s in enumerate(slots) if s.card == card and zone in (None, s.zone)]
        self.cursor_index = at[0] if at else None
        self._cursor_set()
        self.show_cursor()

    def reach(self, on: bool) -> None:
        """Whether the arrow keys reach the cards at the foot of the table: not while
        the player watches another's hand (à écrire, sitting out)."""
        if not on:
            self.cursor_index, self._cursor_on = None, None
        self.reaching = on
        self.show_cursor()

    def keep_cursor_on(self, usable: set) -> None:
        """The cursor, when on a card, moves to the nearest of ``usable`` when its own
        card has no use now (a suit to follow): it never rests on a card refused."""
        place = self.cursor_place()
        if place is None or not usable or place[1] in usable:
            return
        places = self.reachable()
        here = places.index(place)
        near = [i for i, (_, key) in enumerate(places) if key in usable]
        if near:
            self.cursor_index = min(near, key=lambda i: (abs(i - here), i))
            self._cursor_set()
            self.show_cursor()

    def show_cursor(self) -> None:
        """The ring on the one card the arrow keys have reached."""
        place = self.cursor_place()
        marked = None
        if place is not None:
            zone, key = place
            marked = next((item for item in self.table.items_shown
                           if (s := self.table.slot_of.get(item)) is not None
                           and s.zone == zone and s.key == key), None)
        for item in self.table.known:
            item.set_focus_mark(item is marked)
        if place != self._ringed:         # told once a move, not after every picture
            self._ringed = place
            self.cursor_moved.emit()

    def wait_for_touch(self, on: bool) -> None:
        """The table waits (a trick left on it): the next click anywhere on it, or key,
        says only "go on" (``went_on``), so it neither plays a card nor moves the ring."""
        self.waiting_touch = on

    def _touch_awaited(self) -> bool:
        if not self.waiting_touch:
            return False
        self.waiting_touch = False
        self.touched.emit()
        self.went_on.emit()
        return True

    def mousePressEvent(self, event: QtGui.QMouseEvent) -> None:
        if self._touch_awaited():
            return
        if self.itemAt(event.position().toPoint()) is None:
            self.touched.emit()
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:
        if self._touch_awaited():
            return
        self.touched.emit()
        key = event.key()
        hand = self.reachable()
        if key in (QtCore.Qt.Key.Key_Left, QtCore.Qt.Key.Key_Right) and hand:
            step = -1 if key == QtCore.Qt.Key.Key_Left else 1
            if self.cursor_index is None:
                self.cursor_index = 0 if step > 0 else len(hand) - 1
            else:
                self.cursor_index = (min(self.cursor_index, len(hand) - 1) + step) % len(hand)
            self._cursor_set()
            self.show_cursor()
            return
        if key in (QtCore.Qt.Key.Key_Return, QtCore.Qt.Key.Key_Enter, QtCore.Qt.Key.Key_Space):
            card = self.cursor_card()
            ctrl = bool(event.modifiers() & QtCore.Qt.KeyboardModifier.ControlModifier)
            if card is not None and not ctrl:
                if key == QtCore.Qt.Key.Key_Space:
                    self.key_activate.emit(card)
                else:
                    self.key_return.emit(card)
            else:
                self.key_confirm.emit()
            return
        if key == QtCore.Qt.Key.Key_Escape:
            self.cursor_index = None
            self.show_cursor()
            return
        super().keyPressEvent(event)
