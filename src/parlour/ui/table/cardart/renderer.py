"""Card pixmaps: SVG rendered once per card, size and screen scale, then kept.

Rendering an SVG is slow next to drawing a pixmap, and a table redraws its cards many
times a second while they move, so every face is rendered once per (card, width, device
pixel ratio) and cached.  A system theme (KDE / AisleRiot deck) is one big SVG whose
elements are rendered by id; a card the deck lacks falls back to Parlour's own art.
"""
from __future__ import annotations

from collections import OrderedDict

from parlour.ui.binding.qt import QtCore, QtGui, QtSvg

from parlour.language import rank_letters
from . import faces
from .themes import AISLERIOT, PARLOUR, Theme, element_id, find_theme, grid_cell


class CardRenderer:
    """Pixmaps of card faces and backs for one theme.

    ``pixmap(card, width, dpr)``: card is 0..31, or None for the back; width is in
    logical pixels (scene units); dpr the screen's device pixel ratio (or any extra scale
    the view applies), so the pixmap has ``width * dpr`` real pixels and looks sharp.
    """

    def __init__(self, theme: str | Theme | None = PARLOUR, back: str = "classic",
                 cache_size: int = 600, theme_dirs=None, four_colour: bool = False):
        """``four_colour``: Parlour's own faces in four suit colours (a system theme's
        deck is drawn as its artist coloured it)."""
        self.four_colour = four_colour
        if back not in faces.BACK_STYLES:
            raise ValueError(f"no card back '{back}'")
        self._back = back
        self._cache: OrderedDict[tuple, QtGui.QPixmap] = OrderedDict()
        self._cache_size = cache_size
        self._own: dict[object, QtSvg.QSvgRenderer] = {}
        self.theme = find_theme(theme, theme_dirs)
        self._deck: QtSvg.QSvgRenderer | None = None
        self._grid = False
        self.aspect = faces.ASPECT
        if self.theme.kind != PARLOUR and self.theme.path is not None:
            deck = QtSvg.QSvgRenderer(str(self.theme.path))
            if deck.isValid():
                self._deck = deck
                self._grid = self.theme.kind == AISLERIOT
                self.aspect = self._grid_aspect(deck) if self._grid else self._deck_aspect(deck)

    # ----- public -----------------------------------------------------------------

    @property
    def back_style(self) -> str:
        return self._back

    def set_back(self, style: str) -> None:
        if style not in faces.BACK_STYLES:
            raise ValueError(f"no card back '{style}'")
        if style != self._back:
            self._back = style
            self._own.pop(None, None)
            for key in [k for k in self._cache if k[0] is None]:
                del self._cache[key]

    def card_size(self, width: float) -> QtCore.QSize:
        """Logical size of a card ``width`` wide, in the theme's proportions."""
        w = int(round(width))
        return QtCore.QSize(w, int(round(w * self.aspect)))

    def pixmap(self, card: int | None, width: float, dpr: float = 1.0) -> QtGui.QPixmap:
        """The face of ``card`` (None: the back), cached; its devicePixelRatio is dpr."""
        dpr = round(float(dpr), 3) or 1.0
        key = (card, int(round(width)), dpr)
        pm = self._cache.get(key)
        if pm is not None:
            self._cache.move_to_end(key)
            return pm
        pm = QtGui.QPixmap.fromImage(self.image(card, width, dpr))
        pm.setDevicePixelRatio(dpr)
        self._cache[key] = pm
        if len(self._cache) > self._cache_size:
            self._cache.popitem(last=False)
        return pm

    def image(self, card: int | None, width: float, dpr: float = 1.0) -> QtGui.QImage:
        """An uncached QImage of the card (GUI thread: the SVG renderers are shared)."""
        size = self.card_size(width)
        pw = max(1, int(round(size.width() * dpr)))
        ph = max(1, int(round(size.height() * dpr)))
        img = QtGui.QImage(pw, ph, QtGui.QImage.Format.Format_ARGB32_Premultiplied)
        img.fill(QtCore.Qt.GlobalColor.transparent)
        painter = QtGui.QPainter(img)
        painter.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QtGui.QPainter.RenderHint.SmoothPixmapTransform)
        target = QtCore.QRectF(0, 0, pw, ph)
        ident = element_id(card)
        if self._deck is not None and self._deck.elementExists(ident):
            self._deck.render(painter, ident, self._element_target(card, ident, target))
        else:
            self._own_renderer(card).render(painter, target)
        painter.end()
        img.setDevicePixelRatio(dpr)
        return img

    def warm(self, width: float, dpr: float = 1.0, cards=range(32)) -> None:
        """Render every face and the back now (after start-up or a resize), so the
        first deal does not stop to draw them one by one."""
        for c in list(cards) + [None]:
            self.pixmap(c, width, dpr)

    def has_element(self, card: int | None) -> bool:
        """True when the chosen system deck draws this card itself."""
        return self._deck is not None and self._deck.elementExists(element_id(card))

    def clear(self) -> None:
        self._cache.clear()

    def cache_len(self) -> int:
        return len(self._cache)

    # ----- inside -----------------------------------------------------------------

    def _own_renderer(self, card: int | None) -> QtSvg.QSvgRenderer:
        r = self._own.get(card)
        if r is None:
            svg = faces.back_svg(self._back) if card is None else \
                faces.face_svg(card, self.four_colour, rank_letters())
            r = QtSvg.QSvgRenderer(QtCore.QByteArray(svg.encode("utf-8")))
            # fill a system theme's proportions without stretching Parlour's art
            r.setAspectRatioMode(QtCore.Qt.AspectRatioMode.KeepAspectRatio)
            self._own[card] = r
        return r

    def _element_target(self, card: int | None, ident: str,
                        target: QtCore.QRectF) -> QtCore.QRectF:
        """Where the element goes in the picture.  A KDE deck's element is the card;
        an AisleRiot deck is a grid of 13 x 5 equal cells (suits in rows) and an element
        keeps its place within its cell, as AisleRiot draws it."""
        if not self._grid:
            return target
        box = self._deck.viewBoxF()
        cw, ch = box.width() / 13.0, box.height() / 5.0
        col, row = grid_cell(card)
        zx, zy = target.width() / cw, target.height() / ch
        b = self._deck.boundsOnElement(ident)
        return QtCore.QRectF(target.x() + (b.x() - box.x() - col * cw) * zx,
                             target.y() + (b.y() - box.y() - row * ch) * zy,
                             b.width() * zx, b.height() * zy)

    @staticmethod
    def _grid_aspect(deck: QtSvg.QSvgRenderer) -> float:
        box = deck.viewBoxF()
        if box.width() <= 0 or box.height() <= 0:
            return faces.ASPECT
        return (box.height() / 5.0) / (box.width() / 13.0)

    @staticmethod
    def _deck_aspect(deck: QtSvg.QSvgRenderer) -> float:
        """Height over width of the deck's cards (its Ace of spades, else its back)."""
        for ident in ("1_spade", "back", "king_heart"):
            if deck.elementExists(ident):
                box = deck.transformForElement(ident).mapRect(deck.boundsOnElement(ident))
                if box.width() > 0 and box.height() > 0:
                    return box.height() / box.width()
        return faces.ASPECT
