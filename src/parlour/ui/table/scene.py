"""The green-baize table: one QGraphicsScene owning layout, card items, and dragging.

The scene knows nothing of any game's rules.  It is told where cards lie (a list of
``Slot``s from a game's table view) and moves its card items there, reusing the item
that already shows a card so that every move is a visible slide.  It reports clicks and
drops as card keys (``Slot.key``: the card, or with several packs the card and its copy)
and the name of the area they were dropped on.  Items are matched to slots by key, so
with several packs one King of hearts is never taken for another.
"""
from __future__ import annotations

from collections import defaultdict

from ..binding.qt import QtCore, QtGui, QtWidgets, Signal
from . import animation
from .card_item import CardItem
from .layout import Slot, TableGeometry

BAIZE = QtGui.QColor("#1f5f3a")
BAIZE_DARK = QtGui.QColor("#123d25")


class TableScene(QtWidgets.QGraphicsScene):
    card_clicked = Signal(object)          # card key
    card_dropped = Signal(object, str)     # card key, area name ("trick", "discard", "")
    pile_clicked = Signal(str)             # a pile of tricks won ("won_bottom", "won_top")
    geometry_type = TableGeometry          # a game's view may lay the table out its own way

    def __init__(self, renderer=None, parent=None):
        super().__init__(parent)
        self.renderer = renderer
        self.geometry = self.geometry_type(1000, 700, getattr(renderer, "aspect", 1.4))
        self.setSceneRect(0, 0, self.geometry.width, self.geometry.height)
        self.items_shown: list[CardItem] = []
        self.known: dict[CardItem, int | None] = {}     # item -> card it shows (None: a back)
        self.touched_item: CardItem | None = None       # the item last clicked or dropped
        self.slot_of: dict[CardItem, Slot] = {}
        self.slots: list[Slot] = []
        self.captions: dict[str, QtWidgets.QGraphicsSimpleTextItem] = {}
        self.caption_spec: dict[str, tuple[str, float, float]] = {}
        self.drop_areas: dict[str, object] = {}         # name -> table_layout.Rect
        self.target_hint = QtWidgets.QGraphicsRectItem()
        self.target_hint.setPen(QtGui.QPen(QtGui.QColor(255, 255, 255, 70), 2,
                                           QtCore.Qt.PenStyle.DashLine))
        self.target_hint.setBrush(QtGui.QColor(255, 255, 255, 14))
        self.target_hint.setZValue(-1)
        self.addItem(self.target_hint)
        self.target_hint.hide()
        self.focus_card: int | None = None
        self.touched_zone: str | None = None   # zone of the card last clicked or dropped

    # ----- size -------------------------------------------------------------------------
    def resize_table(self, width: float, height: float, ratio: float | None = None) -> bool:
        """Lay the table out for a new view size; True when the card size changed."""
        old = (self.geometry.card_w, self.geometry.card_h)
        self.geometry = self.geometry_type(width, height,
                                           ratio or getattr(self.renderer, "aspect", 1.4))
        self.setSceneRect(0, 0, self.geometry.width, self.geometry.height)
        changed = old != (self.geometry.card_w, self.geometry.card_h)
        if changed:
            for item in self.items_shown:
                item.set_width(self.geometry.card_w)
        return changed

    def set_renderer(self, renderer) -> None:
        self.renderer = renderer
        self.geometry = self.geometry_type(self.geometry.width, self.geometry.height,
                                           renderer.aspect)
        for item in self.items_shown:
            item.set_renderer(renderer)
            item.set_width(self.geometry.card_w)

    def drawBackground(self, painter: QtGui.QPainter, rect: QtCore.QRectF) -> None:
        r = self.sceneRect()
        grad = QtGui.QRadialGradient(r.center(), max(r.width(), r.height()) * 0.75)
        grad.setColorAt(0.0, BAIZE.lighter(112))
        grad.setColorAt(0.65, BAIZE)
        grad.setColorAt(1.0, BAIZE_DARK)
        painter.fillRect(rect, grad)

    # ----- showing cards ----------------------------------------------------------------
    def _new_item(self, card: int | None, face_up: bool) -> CardItem:
        # An unknown card is made as its back (card None): the item never holds a face
        # the player may not see.
        item = CardItem(card, self.renderer, self.geometry.card_w,
                        face_up and card is not None)
        item.clicked.connect(self._item_clicked)
        item.dropped.connect(self._item_dropped)
        item.drag_started.connect(self._drag_started)
        self.addItem(item)
        self.items_shown.append(item)
        return item

    def _reveal(self, item: CardItem, card: int) -> CardItem:
        """A face-down item turns out to be ``card`` (the opponent played it)."""
        item.set_card(card)
        return item

    def _drop_item(self, item: CardItem) -> None:
        self.items_shown.remove(item)
        self.known.pop(item, None)
        self.slot_of.pop(item, None)
        self.removeItem(item)
        item.deleteLater()

    def show_slots(self, slots: list[Slot], ms: int = 0,
                   captions: dict[str, tuple[str, float, float]] | None = None) -> None:
        """Move the cards to ``slots``: the same card keeps its item, a face-down card
        that appears face up is revealed, new cards come from the talon."""
        self.slots = list(slots)
        unused = list(self.items_shown)
        chosen: list[CardItem | None] = [None] * len(slots)
        by_key: dict[object, list[CardItem]] = defaultdict(list)
        for item in unused:
            if self.known.get(item) is not None:
                by_key[self.slot_of[item].key].append(item)
        taken: set[CardItem] = set()
        for i, s in enumerate(slots):                      # 1. the same card
            if s.card is not None and by_key[s.key]:
                chosen[i] = by_key[s.key].pop(0)
                taken.add(chosen[i])
        self._keep_touched(slots, chosen)
        backs_by_zone: dict[str, list[CardItem]] = defaultdict(list)
        for item in unused:
            if item not in taken and self.known.get(item) is None:
                backs_by_zone[self.slot_of[item].zone if item in self.slot_of else ""].append(item)
        for i, s in enumerate(slots):                      # 2. backs from a named zone
            if chosen[i] is None and s.card is None and s.source and backs_by_zone[s.source]:
                chosen[i] = backs_by_zone[s.source].pop(0)
                taken.add(chosen[i])
        for i, s in enumerate(slots):                      # 3. backs staying in their zone
            if chosen[i] is None and s.card is None and backs_by_zone[s.zone]:
                chosen[i] = backs_by_zone[s.zone].pop(0)
                taken.add(chosen[i])
        spare_backs = [it for it in unused if it not in taken and self.known.get(it) is None]
        spare_faces = [it for it in unused if it not in taken and self.known.get(it) is not None]
        for i, s in enumerate(slots):                      # 4. cards moving between zones
            if chosen[i] is not None:
                continue
            pool = (spare_backs or spare_faces) if s.card is not None else (spare_faces or spare_backs)
            if pool:
                chosen[i] = pool.pop(0)
        for item in spare_backs + spare_faces:             # 5. cards leaving the table
            self._drop_item(item)
        # 6. new cards come from their source zone (a pile of tricks), else the talon
        origin = {self.slot_of[it].zone: it.pos() for it in self.items_shown
                  if it in self.slot_of}
        for i, s in enumerate(slots):
            item = chosen[i]
            if item is None:
                item = self._new_item(s.card, s.face_up)
                tx, ty, _ = self.geometry.talon(0, False)
                item.setPos(origin.get(s.source, QtCore.QPointF(tx, ty)))
            elif s.card is not None and self.known.get(item) != s.card:
                item = self._reveal(item, s.card)
            elif s.card is None and self.known.get(item) is not None:
                item.set_card(None)       # a card going face down forgets its face
            self.known[item] = s.card
            self.slot_of[item] = s
            flip = animation.duration("flip") if ms else 0
            item.set_face_up(s.face_up and s.card is not None, flip)
            item.setZValue(s.z)
            item.set_selected(s.raised)
            if item.is_dragging():
                continue
            if ms and item.pos() == QtCore.QPointF(s.x, s.y) and item.rotation() == s.rotation:
                continue
            item.move_to(QtCore.QPointF(s.x, s.y), ms, rotation=s.rotation)
        self.touched_item = None
        self._show_captions(captions or {})

    def _keep_touched(self, slots: list[Slot], chosen: list[CardItem | None]) -> None:
        """Two copies of a card in one zone look alike, and the engine picks which one
        goes: when it moved the twin of the card the player touched, the touched item
        goes instead and the twin takes its place (it is the card under his hand)."""
        item = self.touched_item
        if item is None or item not in chosen or item not in self.slot_of:
            return
        home = self.slot_of[item]
        i = chosen.index(item)
        if slots[i].zone != home.zone:
            return                                         # it went where it should
        for j, s in enumerate(slots):
            twin = chosen[j]
            if twin is not None and twin is not item and s.zone != home.zone \
                    and s.card == home.card and twin in self.slot_of \
                    and self.slot_of[twin].zone == home.zone:
                chosen[i], chosen[j] = twin, item
                return

    def _show_captions(self, captions: dict[str, tuple[str, float, float]]) -> None:
        self.caption_spec = dict(captions)
        for key in list(self.captions):
            if key not in captions:
                self.removeItem(self.captions.pop(key))
        font = QtGui.QFont()
        font.setPixelSize(max(11, int(self.geometry.card_h * 0.12)))
        for key, (text, x, y) in captions.items():
            cap = self.captions.get(key)
            if cap is None:
                cap = QtWidgets.QGraphicsSimpleTextItem()
                cap.setBrush(QtGui.QColor(235, 240, 225))
                cap.setZValue(500)
                self.addItem(cap)
                self.captions[key] = cap
            cap.setFont(font)
            cap.setText(text)
            cap.setPos(x, y)

    def item_of(self, card: int) -> CardItem | None:
        """An item showing ``card`` (with several packs, any of its copies)."""
        for item, known in self.known.items():
            if known == card:
                return item
        return None

    def key(self, item: CardItem):
        """The key (``Slot.key``) of the card this item shows, or None."""
        slot = self.slot_of.get(item)
        return slot.key if slot is not None else None

    def item_with(self, key) -> CardItem | None:
        """The item of the card with this key (``Slot.key``)."""
        for item, s in self.slot_of.items():
            if s.key == key and s.card is not None:
                return item
        return None

    def cards_in(self, zone: str) -> list[int]:
        return [s.card for s in self.slots if s.zone == zone and s.card is not None]

    # ----- what the human may touch -----------------------------------------------------
    def set_interactive(self, playable: set, highlight: bool, draggable: set) -> None:
        """Which cards (by key) glow as playable and which may be dragged."""
        for item, card in self.known.items():
            key = self.key(item)
            item.set_draggable(card is not None and key in draggable)
            item.set_highlight(highlight and card is not None and key in playable)

    def set_selected_cards(self, selected: set) -> None:
        for item, card in self.known.items():
            item.set_selected(card is not None and self.key(item) in selected)

    def set_drop_areas(self, areas: dict[str, object]) -> None:
        self.drop_areas = dict(areas)

    def area_at(self, point: QtCore.QPointF) -> str:
        for name, rect in self.drop_areas.items():
            if rect.contains(point.x(), point.y()):
                return name
        return ""

    def slide_back(self, key) -> None:
        """A refused card goes back: the one the player moved."""
        item = self.touched_item
        if item is None or self.key(item) != key:
            item = self.item_with(key)
        if item is not None:
            item.slide_back()

    # ----- signals from items -----------------------------------------------------------
    def _item_clicked(self, item) -> None:
        card = self.known.get(item)
        zone = self.slot_of[item].zone if item in self.slot_of else None
        if card is not None:
            self.touched_zone = zone
            self.touched_item = item
            self.card_clicked.emit(self.key(item))
        elif zone in ("won_bottom", "won_top"):
            self.pile_clicked.emit(zone)

    def _drag_started(self, item) -> None:
        if not self.drop_areas:
            return
        name, rect = next(iter(self.drop_areas.items()))
        self.target_hint.setRect(rect.x, rect.y, rect.w, rect.h)
        self.target_hint.show()

    def _item_dropped(self, item, point) -> None:
        self.target_hint.hide()
        card = self.known.get(item)
        if card is None:
            return
        self.touched_zone = self.slot_of[item].zone if item in self.slot_of else None
        self.touched_item = item
        centre = item.mapToScene(item.boundingRect().center()) if point is None else point
        self.card_dropped.emit(self.key(item), self.area_at(centre))
