"""What is drawn around and over a card's face: its shadow, the legal-move glow and gilt
edge, and the shade of a card that may not be played.

Soft edges drawn as stacked translucent rounded rectangles are costly when a table of
turned cards repaints (about two thirds of a frame), so each is painted once per size and
scale into a pixmap, like the faces, and then only blitted.
"""
from __future__ import annotations

from collections import OrderedDict

from parlour.ui.binding.qt import QtCore, QtGui

Qt = QtCore.Qt

HIGHLIGHT = QtGui.QColor(255, 214, 92)      # legal-move glow: candle gold
HIGHLIGHT_EDGE = QtGui.QColor(236, 178, 30)  # the gilt edge of a legal card
DIM = QtGui.QColor(20, 24, 30, 64)           # shade on a card that may not be played

_cache: OrderedDict[tuple, QtGui.QPixmap] = OrderedDict()
_CACHE_SIZE = 64


def decoration(kind: str, width: float, height: float, radius: float, margin: float,
               dpr: float) -> QtGui.QPixmap:
    """A pixmap covering the card plus ``margin`` on every side (logical size
    ``width + 2 * margin`` by ``height + 2 * margin``): kind "shadow", "shadow-lifted"
    (a card in the air casts a longer one) and "glow" go under the face, "edge" (gilt
    border of a legal card) and "dim" (shade of one that may not be played) over it."""
    key = (kind, round(width, 2), round(height, 2), round(radius, 2), round(margin, 2),
           round(dpr, 3))
    pm = _cache.get(key)
    if pm is not None:
        _cache.move_to_end(key)
        return pm
    img = QtGui.QImage(max(1, int(round((width + 2 * margin) * dpr))),
                       max(1, int(round((height + 2 * margin) * dpr))),
                       QtGui.QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QtGui.QPainter(img)
    p.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
    p.scale(dpr, dpr)
    p.translate(margin, margin)
    rect = QtCore.QRectF(0, 0, width, height)
    if kind.startswith("shadow"):
        lift = 2.5 if kind == "shadow-lifted" else 1.0
        p.setPen(Qt.PenStyle.NoPen)
        for i, alpha in ((4, 10), (3, 16), (2, 24), (1, 34)):
            off = i * 0.7 * lift
            p.setBrush(QtGui.QColor(0, 0, 0, alpha))
            p.drawRoundedRect(rect.translated(off * 0.6, off), radius + i, radius + i)
    elif kind == "glow":
        p.setBrush(Qt.BrushStyle.NoBrush)
        # pen widths straddle the edge: half of each shows outside the card
        # kept tight: in a fan the next card hides all but the glow's ends
        for share, alpha in ((1.3, 60), (0.85, 120), (0.45, 230)):
            colour = QtGui.QColor(HIGHLIGHT)
            colour.setAlpha(alpha)
            p.setPen(QtGui.QPen(colour, margin * share))
            p.drawRoundedRect(rect, radius, radius)
    elif kind == "edge":
        # a gilt edge on the card itself marks even the narrow strip a fan shows
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QtGui.QPen(HIGHLIGHT_EDGE, max(2.0, width * 0.035)))
        inset = max(1.0, width * 0.0175)
        p.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius, radius)
    elif kind == "dim":
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(DIM)
        p.drawRoundedRect(rect, radius, radius)
    else:
        p.end()
        raise ValueError(f"no card decoration '{kind}'")
    p.end()
    pm = QtGui.QPixmap.fromImage(img)
    pm.setDevicePixelRatio(dpr)
    _cache[key] = pm
    if len(_cache) > _CACHE_SIZE:
        _cache.popitem(last=False)
    return pm
