"""Render Parlour's icon (src/parlour/resources/parlour.svg) to the files each system wants.

    QT_QPA_PLATFORM=offscreen .venv/bin/python packaging/make_icons.py

writes src/parlour/resources/icons/parlour-<N>.png (N = 16 ... 512, the hicolor sizes),
src/parlour/resources/parlour.ico (Windows: 16 ... 256) and src/parlour/resources/parlour.icns (macOS).
Only Qt is used (QSvgRenderer and QImage), so no imaging library is needed; the ICO and
ICNS containers are simple enough to write by hand.  Re-run it after editing the SVG.
"""
from __future__ import annotations

import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "src" / "parlour" / "resources" / "parlour.svg"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types holding PNG data, by pixel size (the @2x types share sizes).
ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256),
              ("ic09", 512), ("ic10", 1024), ("ic11", 32), ("ic12", 64), ("ic13", 256),
              ("ic14", 512))


def render(size: int, svg: Path = SVG):
    """The icon drawn at size x size pixels, as a premultiplied-free ARGB32 QImage."""
    from PySide6 import QtCore, QtGui, QtSvg
    renderer = QtSvg.QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not an SVG that Qt can draw")
    image = QtGui.QImage(size, size, QtGui.QImage.Format.Format_ARGB32)
    image.fill(QtCore.Qt.GlobalColor.transparent)
    painter = QtGui.QPainter(image)
    painter.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QtGui.QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QtCore.QRectF(0, 0, size, size))
    painter.end()
    return image


def png_bytes(image) -> bytes:
    from PySide6 import QtCore
    buf = QtCore.QBuffer()
    buf.open(QtCore.QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buf, "PNG"):
        raise RuntimeError("Qt could not encode a PNG")
    return bytes(buf.data())


def _dib(image) -> bytes:
    """A 32-bit BGRA bitmap as an ICO entry wants it: header with doubled height,
    rows bottom-up, then an all-clear AND mask (the alpha channel does the work)."""
    w, h = image.width(), image.height()
    header = struct.pack("<IiiHHIIiiII", 40, w, 2 * h, 1, 32, 0, 0, 0, 0, 0, 0)
    # ARGB32 is stored B, G, R, A in memory on little-endian machines, as the DIB wants.
    rows = [bytes(image.constScanLine(y))[: 4 * w] for y in range(h)]
    if sys.byteorder != "little":
        rows = [b"".join(r[i:i + 4][::-1] for i in range(0, len(r), 4)) for r in rows]
    mask_row = b"\0" * (((w + 31) // 32) * 4)
    return header + b"".join(reversed(rows)) + mask_row * h


def ico_bytes(images) -> bytes:
    """An ICO holding each image: bitmaps for the small sizes (every Windows reads
    them), PNG for 256 px (what Windows expects at that size)."""
    blobs = [png_bytes(im) if im.width() >= 256 else _dib(im) for im in images]
    out = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    for im, blob in zip(images, blobs):
        side = im.width() % 256        # 0 means 256 in the directory
        out += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(blob), offset)
        offset += len(blob)
    return out + b"".join(blobs)


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    body = b"".join(kind.encode() + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
                    for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    from PySide6 import QtGui
    app = QtGui.QGuiApplication.instance() or QtGui.QGuiApplication(["make_icons"])  # noqa: F841
    icons = ROOT / "src" / "parlour" / "resources" / "icons"
    icons.mkdir(parents=True, exist_ok=True)
    sizes = sorted(set(PNG_SIZES) | set(ICO_SIZES) | {s for _, s in ICNS_TYPES})
    images = {s: render(s) for s in sizes}
    pngs = {s: png_bytes(images[s]) for s in sizes}
    for s in PNG_SIZES:
        (icons / f"parlour-{s}.png").write_bytes(pngs[s])
    (ROOT / "src" / "parlour" / "resources" / "parlour.ico").write_bytes(ico_bytes([images[s] for s in ICO_SIZES]))
    (ROOT / "src" / "parlour" / "resources" / "parlour.icns").write_bytes(icns_bytes(pngs))
    print(f"icons written to {icons.relative_to(ROOT)}, parlour.ico and parlour.icns beside it")
    return 0


if __name__ == "__main__":
    sys.exit(main())
