"""What is drawn around a card rather than on it: its shadow and the legal-move glow.

Soft edges drawn as stacked translucent rounded rectangles are costly when a table of
turned cards repaints (about two thirds of a frame), so each is painted once per size and
scale into a pixmap, like the faces, and then only blitted.
"""
from __future__ import annotations

from collections import OrderedDict

from parlour.ui.qt import QtCore, QtGui

Qt = QtCore.Qt

HIGHLIGHT = QtGui.QColor(255, 214, 92)      # legal-move glow: candle gold

_cache: OrderedDict[tuple, QtGui.QPixmap] = OrderedDict()
_CACHE_SIZE = 64


def decoration(kind: str, width: float, height: float, radius: float, margin: float,
               dpr: float) -> QtGui.QPixmap:
    """A pixmap covering the card plus ``margin`` on every side (logical size
    ``width + 2 * margin`` by ``height + 2 * margin``): kind "shadow", "shadow-lifted"
    (a card in the air casts a longer one) or "glow"."""
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
        for share, alpha in ((1.8, 70), (1.2, 130), (0.6, 235)):
            colour = QtGui.QColor(HIGHLIGHT)
            colour.setAlpha(alpha)
            p.setPen(QtGui.QPen(colour, margin * share))
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
