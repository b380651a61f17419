"""List the Mach-O files inside a macOS bundle, deepest first, for signing inside out.

    python packaging/macos/macho_files.py build/pyinstaller/dist/Parlour.app

prints one path per line, NUL-terminated (a path may hold spaces): every file that
starts with a Mach-O magic number, whatever its name, so Qt's framework binaries
(QtCore.framework/Versions/A/QtCore, no extension) are found with the .so and .dylib
files; then every .framework folder, deepest first, so each is sealed after its
contents.  The bundle itself is signed last by the caller.  Symbolic links are skipped:
the file they point to is listed under its own name."""
from __future__ import annotations

import sys
from pathlib import Path

# thin 32/64-bit in either byte order, and universal ("fat") binaries
MACHO_MAGICS = {bytes.fromhex(m) for m in ("feedface", "cefaedfe", "feedfacf", "cffaedfe",
                                           "cafebabe", "bebafeca")}


def is_macho(path: Path) -> bool:
    with path.open("rb") as f:
        return f.read(4) in MACHO_MAGICS


def signing_order(bundle: Path) -> list[Path]:
    """Mach-O files deepest first, then .framework folders deepest first."""
    def depth(p: Path) -> int:
        return len(p.relative_to(bundle).parts)
    files = [p for p in bundle.rglob("*") if p.is_file() and not p.is_symlink() and is_macho(p)]
    frameworks = [p for p in bundle.rglob("*.framework") if p.is_dir() and not p.is_symlink()]
    by_depth = lambda ps: sorted(ps, key=lambda p: (-depth(p), str(p)))  # noqa: E731
    return by_depth(files) + by_depth(frameworks)


if __name__ == "__main__":
    if len(sys.argv) != 2 or not Path(sys.argv[1]).is_dir():
        sys.exit("usage: macho_files.py BUNDLE.app")
    for path in signing_order(Path(sys.argv[1])):
        sys.stdout.write(f"{path}\0")
