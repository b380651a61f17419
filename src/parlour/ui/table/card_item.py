"""One card on the table: drawn from the renderer's cache, dragged with the mouse inside
the scene (no QDrag, so tests can drive it with QTest), moved and turned with animations.

The item's position is the card's top-left corner in scene units; its size is ``width``
by ``width * renderer.aspect``.  A drag follows the pointer and ends with ``dropped(item,
scene_pos)`` where scene_pos is where the pointer was let go; the table decides, then
calls ``move_to`` (accepted) or ``slide_back`` (refused).  A card whose face the player
may not see must be made with card=None (its back), never with the real card face down:
the item would still know it.
"""
from __future__ import annotations

import math

from parlour.engine.sentences import card_words as card_long_name  # in the player's language
from parlour.ui.table import animation
from parlour.ui.table.cardart.decor import decoration
from parlour.ui.binding.qt import QtCore, QtGui, QtWidgets, Signal

Qt = QtCore.Qt

DRAG_Z = 10_000.0           # a dragged card floats above everything
LIFT = 0.18                 # a selected card rises by this share of its height
SELECTED = QtGui.QColor(42, 157, 143)       # chosen for discard: teal
FOCUS = QtGui.QColor(70, 150, 255)          # keyboard focus ring
FRESH = QtGui.QColor(230, 170, 40)          # the dot on a card just drawn


class CardItem(QtWidgets.QGraphicsObject):
    clicked = Signal(object)
    double_clicked = Signal(object)
    drag_started = Signal(object)
    drag_moved = Signal(object, QtCore.QPointF)   # pointer's scene position while dragging
    dropped = Signal(object, QtCore.QPointF)      # pointer's scene position at release
    arrived = Signal(object)                      # a move_to / slide_back finished

    def __init__(self, card: int | None, renderer, width: float, face_up: bool = True,
                 parent: QtWidgets.QGraphicsItem | None = None):
        super().__init__(parent)
        self._card = card
        self._renderer = renderer
        self._width = float(width)
        self._face_up = bool(face_up)
        self._highlight = False
        self._dimmed = False
        self._selected = False
        self._focus_mark = False
        self._fresh = False              # just drawn: marked a moment so the eye finds it
        self._draggable = False
        self._flip_scale = 1.0
        self._flip_to = self._face_up
        self._press_scene: QtCore.QPointF | None = None
        self._grab_offset = QtCore.QPointF()
        self._motion_target = QtCore.QPointF()
        self._drag_origin = QtCore.QPointF()
        self._dragging = False
        self._z_before_drag: float | None = None
        self._motion: QtCore.QAbstractAnimation | None = None
        self._flip_anim: QtCore.QVariantAnimation | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self._update_tooltip()

    # ----- what it shows ----------------------------------------------------------

    @property
    def card(self) -> int | None:
        return self._card

    @card.setter
    def card(self, card: int | None) -> None:
        self.set_card(card)

    def set_card(self, card: int | None) -> None:
        """Change which card this is (None: an unknown card, shown by its back)."""
        self._card = card
        self._update_tooltip()
        self.update()

    @property
    def face_up(self) -> bool:
        return self._face_up

    @face_up.setter
    def face_up(self, up: bool) -> None:
        self.set_face_up(up)

    def set_face_up(self, up: bool, duration_ms: int = 0) -> None:
        """Turn the card; with a duration it narrows, changes face and widens again."""
        up = bool(up)
        if self._flip_anim is not None:
            self._flip_anim.stop()
            self._flip_anim.deleteLater()
            self._flip_anim = None
            self._set_flip_scale(1.0)
        if up == self._face_up:
            return
        if duration_ms <= 0:
            self._face_up = up
            self._update_tooltip()
            self.update()
            return
        anim = QtCore.QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(int(duration_ms))
        self._flip_to = up
        # bound methods, not closures: PySide tracks their receiver's lifetime properly
        anim.valueChanged.connect(self._flip_step)
        anim.finished.connect(self._on_flipped)
        self._flip_anim = anim
        anim.start()

    def _flip_step(self, value: float) -> None:
        if value >= 0.5 and self._face_up != self._flip_to:
            self._face_up = self._flip_to
            self._update_tooltip()
        self._set_flip_scale(abs(1.0 - 2.0 * value))

    def _on_flipped(self) -> None:
        if self._flip_anim is not None:
            self._flip_anim.deleteLater()
            self._flip_anim = None
        self._set_flip_scale(1.0)

    def is_flipping(self) -> bool:
        return self._flip_anim is not None

    def flip(self, duration_ms: int = 0) -> None:
        self.set_face_up(not self._face_up, duration_ms)

    @property
    def width(self) -> float:
        return self._width

    @property
    def height(self) -> float:
        return self._width * self._renderer.aspect

    def size(self) -> QtCore.QSizeF:
        return QtCore.QSizeF(self._width, self.height)

    def set_width(self, width: float) -> None:
        """Resize (the table was resized); the renderer caches the new size."""
        if float(width) != self._width:
            self.prepareGeometryChange()
            self._width = float(width)
            self._apply_transform()
            self.update()

    def set_renderer(self, renderer) -> None:
        """Use another theme's renderer (the player changed the card theme)."""
        self.prepareGeometryChange()
        self._renderer = renderer
        self._apply_transform()
        self.update()

    def centre(self) -> QtCore.QPointF:
        """The card's centre in scene coordinates."""
        return self.mapToScene(QtCore.QPointF(self._width / 2, self.height / 2))

    # ----- marks --------------------------------------------------------------------

    def _mark(self, name: str, on: bool) -> bool:
        """Set a mark (``_highlight``, ``_selected``...): repainted, and True, only when
        it changes."""
        if bool(on) == getattr(self, name):
            return False
        setattr(self, name, bool(on))
        self.update()
        return True

    @property
    def highlighted(self) -> bool:
        return self._highlight

    def set_highlight(self, on: bool) -> None:
        """The glow of a card that may legally be played now."""
        self._mark("_highlight", on)

    @property
    def dimmed(self) -> bool:
        return self._dimmed

    def set_dimmed(self, on: bool) -> None:
        """Shade a card that may not be played now (the complement of the highlight,
        clearer than a glow alone in a tight fan)."""
        self._mark("_dimmed", on)

    @property
    def selected(self) -> bool:
        return self._selected

    def set_selected(self, on: bool) -> None:
        """Raised and edged: chosen (for a discard, a meld).  Not QGraphicsItem selection."""
        if self._mark("_selected", on):
            self._apply_transform()

    @property
    def focus_mark(self) -> bool:
        return self._focus_mark

    def set_focus_mark(self, on: bool) -> None:
        """The ring showing which card the arrow keys have reached (Enter plays it)."""
        self._mark("_focus_mark", on)

    @property
    def fresh(self) -> bool:
        return self._fresh

    def _dot_radius(self) -> float:
        return max(4.0, self._width * 0.06)

    def fresh_dot(self) -> QtCore.QPointF:
        """Where the just-drawn mark sits: low on the card's left edge, the strip a fan
        of cards leaves in view (at the top right the next card covered it)."""
        rad = self._dot_radius()
        return QtCore.QPointF(rad * 1.6, self.height - rad * 1.6)

    def set_fresh(self, on: bool) -> None:
        """The dot on a card just drawn."""
        self._mark("_fresh", on)

    @property
    def draggable(self) -> bool:
        return self._draggable

    def set_draggable(self, on: bool) -> None:
        self._draggable = bool(on)
        self.setCursor(Qt.CursorShape.OpenHandCursor if on
                       else Qt.CursorShape.PointingHandCursor)

    # ----- motion ---------------------------------------------------------------------

    def move_to(self, pos: QtCore.QPointF, duration_ms: int | None = None,
                delay_ms: int = 0, rotation: float | None = None
                ) -> QtCore.QAbstractAnimation | None:
        """Glide the top-left corner to ``pos`` (and turn to ``rotation`` degrees).

        duration_ms None uses the "play" duration at the current speed; 0 (with no delay)
        jumps at once.  ``arrived`` is emitted at the end either way.  Returns the running
        animation, or None when the move was instant.
        """
        if duration_ms is None:
            duration_ms = animation.duration("play")
        self.stop_motion()
        pos = QtCore.QPointF(pos)
        self._motion_target = QtCore.QPointF(pos)
        if duration_ms <= 0 and delay_ms <= 0:
            self.setPos(pos)
            if rotation is not None:
                self.setRotation(rotation)
            self._on_arrived()
            return None
        glide = QtCore.QParallelAnimationGroup(self)
        move = QtCore.QPropertyAnimation(self, b"pos", self)
        move.setEndValue(pos)
        move.setDuration(max(0, int(duration_ms)))
        move.setEasingCurve(QtCore.QEasingCurve.Type.OutCubic)
        glide.addAnimation(move)
        if rotation is not None:
            turn = QtCore.QPropertyAnimation(self, b"rotation", self)
            turn.setEndValue(float(rotation))
            turn.setDuration(max(0, int(duration_ms)))
            turn.setEasingCurve(QtCore.QEasingCurve.Type.OutCubic)
            glide.addAnimation(turn)
        motion: QtCore.QAbstractAnimation = glide
        if delay_ms > 0:
            motion = QtCore.QSequentialAnimationGroup(self)
            motion.addPause(int(delay_ms))
            motion.addAnimation(glide)
        motion.finished.connect(self._on_arrived)
        self._motion = motion
        motion.start()
        return motion

    def slide_back(self, duration_ms: int | None = None) -> QtCore.QAbstractAnimation | None:
        """Return to where the last drag began (a refused drop)."""
        if duration_ms is None:
            duration_ms = animation.duration("slide")
        return self.move_to(self._drag_origin, duration_ms)

    @property
    def drag_origin(self) -> QtCore.QPointF:
        return QtCore.QPointF(self._drag_origin)

    def is_moving(self) -> bool:
        return self._motion is not None and \
            self._motion.state() == QtCore.QAbstractAnimation.State.Running

    def is_dragging(self) -> bool:
        return self._dragging

    def stop_motion(self) -> None:
        """Stop a glide where it is (no ``arrived``)."""
        if self._motion is not None:
            motion, self._motion = self._motion, None
            motion.finished.disconnect(self._on_arrived)
            motion.stop()
            motion.deleteLater()

    def _on_arrived(self) -> None:
        if self._motion is not None:
            # finished is being emitted by it: delete later, not now
            self._motion.deleteLater()
            self._motion = None
        if self._z_before_drag is not None and not self._dragging:
            if self.zValue() == DRAG_Z:      # nobody re-stacked it meanwhile
                self.setZValue(self._z_before_drag)
            self._z_before_drag = None
        self.arrived.emit(self)

    # ----- mouse ------------------------------------------------------------------------

    def _in_parent(self, scene_pos: QtCore.QPointF) -> QtCore.QPointF:
        parent = self.parentItem()
        return parent.mapFromScene(scene_pos) if parent is not None else scene_pos

    def mousePressEvent(self, event: QtWidgets.QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        # a card still gliding into place keeps going unless it is actually dragged
        self._press_scene = event.scenePos()
        self._grab_offset = self.pos() - self._in_parent(event.scenePos())
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event: QtWidgets.QGraphicsSceneMouseEvent) -> None:
        if self._press_scene is None or not self._draggable:
            return
        if not self._dragging:
            delta = event.scenePos() - self._press_scene
            if delta.manhattanLength() < QtWidgets.QApplication.startDragDistance():
                return
            self._dragging = True
            # home is where the card was going, if it was still on its way
            self._drag_origin = QtCore.QPointF(self._motion_target if self.is_moving()
                                               else self.pos())
            self.stop_motion()
            if self._z_before_drag is None:
                self._z_before_drag = self.zValue()
            self.setZValue(DRAG_Z)
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
            self.drag_started.emit(self)
        self.setPos(self._in_parent(event.scenePos()) + self._grab_offset)
        self.drag_moved.emit(self, event.scenePos())

    def mouseReleaseEvent(self, event: QtWidgets.QGraphicsSceneMouseEvent) -> None:
        if self._press_scene is None:
            return
        self._press_scene = None
        if self._dragging:
            self._dragging = False
            self.setCursor(Qt.CursorShape.OpenHandCursor)
            self.dropped.emit(self, event.scenePos())
        elif self.shape().contains(event.pos()):
            self.clicked.emit(self)

    def mouseDoubleClickEvent(self, event: QtWidgets.QGraphicsSceneMouseEvent) -> None:
        """Emits double_clicked (after the first click's ``clicked``)."""
        if event.button() == Qt.MouseButton.LeftButton:
            self._press_scene = None
            self.double_clicked.emit(self)
            event.accept()

    # ----- drawing ----------------------------------------------------------------------

    def _margin(self) -> float:
        return max(6.0, self._width * 0.09)

    def _radius(self) -> float:
        return self._width * 0.056

    def boundingRect(self) -> QtCore.QRectF:
        m = self._margin()
        return QtCore.QRectF(-m, -m, self._width + 2 * m, self.height + 2 * m)

    def shape(self) -> QtGui.QPainterPath:
        path = QtGui.QPainterPath()
        path.addRoundedRect(QtCore.QRectF(0, 0, self._width, self.height),
                            self._radius(), self._radius())
        return path

    def paint(self, painter: QtGui.QPainter, option, widget=None) -> None:
        w, h, r = self._width, self.height, self._radius()
        rect = QtCore.QRectF(0, 0, w, h)
        # Pixmaps are filtered, not antialiased: their soft alpha edges already hide the
        # steps, and antialiased transformed blits cost several times as much.
        painter.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing, False)
        painter.setRenderHint(QtGui.QPainter.RenderHint.SmoothPixmapTransform)
        # everything is drawn at the real pixel scale the painter draws at (screen and zoom)
        t = painter.worldTransform()
        scale = max(math.hypot(t.m11(), t.m12()), math.hypot(t.m21(), t.m22()))
        device = painter.device()
        dpr = (device.devicePixelRatio() if device is not None else 1.0) * (scale or 1.0)
        m = self._margin()
        around = QtCore.QRectF(-m, -m, w + 2 * m, h + 2 * m)
        lifted = self._dragging or self._selected
        for kind in ("shadow-lifted" if lifted else "shadow",
                     "glow" if self._highlight else None):
            if kind is not None:
                deco = decoration(kind, w, h, r, m, dpr)
                painter.drawPixmap(around, deco, QtCore.QRectF(deco.rect()))
        shown = self._card if self._face_up else None
        pm = self._renderer.pixmap(shown, w, dpr)
        painter.drawPixmap(rect, pm, QtCore.QRectF(pm.rect()))
        for kind in ("dim" if self._dimmed else None, "edge" if self._highlight else None):
            if kind is not None:
                deco = decoration(kind, w, h, r, m, dpr)
                painter.drawPixmap(around, deco, QtCore.QRectF(deco.rect()))
        painter.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        if self._selected:
            painter.setPen(QtGui.QPen(SELECTED, max(2.0, w * 0.03)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), r, r)
        if self._fresh:
            painter.setPen(QtGui.QPen(FRESH, max(2.0, w * 0.025)))
            painter.setBrush(FRESH)
            painter.drawEllipse(self.fresh_dot(), *(self._dot_radius(),) * 2)
        if self._focus_mark:
            m = self._margin() * 0.5
            pen = QtGui.QPen(FOCUS, max(2.0, w * 0.025), Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-m, -m, m, m), r + m, r + m)

    # ----- inside -----------------------------------------------------------------------

    def _set_flip_scale(self, value: float) -> None:
        self._flip_scale = max(0.02, value)
        self._apply_transform()

    def _apply_transform(self) -> None:
        """Lift (selected) and the narrowing of a flip, about the card's vertical axis."""
        lift = -self.height * LIFT if self._selected else 0.0
        cx = self._width / 2
        t = QtGui.QTransform()
        t.translate(cx, lift)
        t.scale(self._flip_scale, 1.0)
        t.translate(-cx, 0.0)
        self.setTransform(t)

    def _update_tooltip(self) -> None:
        self.setToolTip(card_long_name(self._card)
                        if self._face_up and self._card is not None else "")

    def __repr__(self) -> str:
        return f"CardItem({self._card!r}, face_up={self._face_up})"
