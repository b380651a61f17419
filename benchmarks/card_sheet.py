"""Render every card face and back into PNG sheets, to look at the art, and time it.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/card_sheet.py [out_dir] [width]

Writes card-sheet-1x.png and card-sheet-2x.png (all 32 faces and the backs, through
CardRenderer at device pixel ratio 1 and 2) and card-hand.png (a fanned hand of CardItems
on baize with a legal-move glow, a card chosen for discard and the keyboard focus ring),
and prints how long rendering, cache hits and a whole table frame take.
"""
from __future__ import annotations

import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from parlour.engine.cards import parse_cards  # noqa: E402
from parlour.ui.table.card_item import CardItem  # noqa: E402
from parlour.ui.table.cardart.faces import BACK_STYLES  # noqa: E402
from parlour.ui.table.cardart.renderer import CardRenderer  # noqa: E402
from parlour.ui.binding.qt import QtCore, QtGui, QtWidgets  # noqa: E402

BAIZE = QtGui.QColor("#2b6a47")


def sheet(renderer: CardRenderer, width: int, dpr: float) -> QtGui.QImage:
    cols, gap = 8, 10
    height = renderer.card_size(width).height()
    items = list(range(32)) + [None] * len(BACK_STYLES)
    rows = (len(items) + cols - 1) // cols
    img = QtGui.QImage(int((cols * (width + gap) + gap) * dpr),
                       int((rows * (height + gap) + gap) * dpr),
                       QtGui.QImage.Format.Format_ARGB32)
    img.setDevicePixelRatio(dpr)
    img.fill(BAIZE)
    p = QtGui.QPainter(img)
    backs = iter(BACK_STYLES)
    for i, c in enumerate(items):
        if c is None:
            renderer.set_back(next(backs))
        pm = renderer.pixmap(c, width, dpr)
        x, y = gap + (i % cols) * (width + gap), gap + (i // cols) * (height + gap)
        p.drawPixmap(QtCore.QPointF(x, y), pm)
    p.end()
    renderer.set_back("classic")
    return img


def hand(renderer: CardRenderer, dpr: float) -> QtGui.QImage:
    """A Piquet hand fanned at the bottom of a small table, as the window might show it."""
    scene = QtWidgets.QGraphicsScene(0, 0, 760, 330)
    scene.setBackgroundBrush(BAIZE)
    cards = parse_cards("AS KS QS 10S 7H KH JD 10D 9D AC QC 8C")
    width, step = 96, 50
    for i, c in enumerate(cards):
        item = CardItem(c, renderer, width)
        item.setTransformOriginPoint(width / 2, item.height * 2.2)
        item.setPos(60 + i * step, 150)
        item.setRotation((i - (len(cards) - 1) / 2) * 2.2)
        item.setZValue(i)
        item.set_highlight(c >> 3 == 0)          # say spades were led: follow suit
        item.set_dimmed(c >> 3 != 0 and i > 6)  # (dimming shown on the right half only)
        item.set_selected(i == 5)
        item.set_focus_mark(i == 2)
        scene.addItem(item)
    for i in range(3):                           # the opponent's cards, backs up
        back = CardItem(None, renderer, 70)
        back.setPos(300 + i * 24, 14)
        back.setZValue(i)
        scene.addItem(back)
    img = QtGui.QImage(int(760 * dpr), int(330 * dpr), QtGui.QImage.Format.Format_ARGB32)
    img.setDevicePixelRatio(dpr)
    img.fill(BAIZE)
    p = QtGui.QPainter(img)
    p.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
    scene.render(p, QtCore.QRectF(0, 0, 760, 330), QtCore.QRectF(0, 0, 760, 330))
    p.end()
    return img


def frame_ms(renderer: CardRenderer, frames: int = 10) -> float:
    """Average time to draw a 1280 x 800 table with all 32 cards on it, moving."""
    scene = QtWidgets.QGraphicsScene(0, 0, 1280, 800)
    scene.setBackgroundBrush(BAIZE)
    items = []
    for c in range(32):
        item = CardItem(c if c % 3 else None, renderer, 90)
        item.setPos(40 + (c % 12) * 95, 60 + (c // 12) * 200)
        item.set_highlight(c % 4 == 0)
        scene.addItem(item)
        items.append(item)
    img = QtGui.QImage(1280, 800, QtGui.QImage.Format.Format_ARGB32_Premultiplied)
    best = float("inf")    # the best of several batches: a busy machine only adds time
    for batch in range(5):
        t0 = time.perf_counter()
        for f in range(frames):
            for item in items:
                item.setPos(item.pos() + QtCore.QPointF(1.5, 0.5))
                item.setRotation(f % 7)
            p = QtGui.QPainter(img)
            p.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
            scene.render(p)
            p.end()
        best = min(best, (time.perf_counter() - t0) / frames * 1000)
    return best


def main(argv: list[str]) -> int:
    out = Path(argv[1]) if len(argv) > 1 else Path("/tmp/parlour-cards")
    width = int(argv[2]) if len(argv) > 2 else 120
    out.mkdir(parents=True, exist_ok=True)
    app = QtWidgets.QApplication.instance() or QtWidgets.QApplication(argv[:1])
    renderer = CardRenderer()
    t0 = time.perf_counter()
    for c in range(32):
        renderer.pixmap(c, width, 1.0)
    cold = (time.perf_counter() - t0) / 32
    t0 = time.perf_counter()
    for _ in range(10):
        for c in range(32):
            renderer.pixmap(c, width, 1.0)
    warm = (time.perf_counter() - t0) / 320
    for dpr in (1.0, 2.0):
        path = out / f"card-sheet-{int(dpr)}x.png"
        sheet(renderer, width, dpr).save(str(path))
        print("wrote", path)
    path = out / "card-hand.png"
    hand(renderer, 1.0).save(str(path))
    print("wrote", path)
    hand(renderer, 2.0).save(str(out / "card-hand-2x.png"))
    print(f"render a {width}px face: {cold * 1000:.2f} ms first time, "
          f"{warm * 1e6:.1f} us from the cache")
    print(f"draw a 1280x800 table of 32 moving cards: {frame_ms(renderer):.1f} ms a frame")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
