"""The window's translations: extract, then compile.

    python packaging/translations.py          # parlour_fr.ts brought up to date, .qm made
    python packaging/translations.py --check  # exit 1 if the .ts or the .qm is behind

``pyside6-lupdate`` reads every ``self.tr``, ``QCoreApplication.translate`` and
``QT_TRANSLATE_NOOP`` in src/parlour/ui into ``resources/i18n/parlour_{lang}.ts`` (new
sentences come in unfinished, sentences no longer in the code are dropped); a
translator fills them in Qt Linguist (``pyside6-linguist``); ``pyside6-lrelease`` makes
the ``.qm`` the program loads.  Both files are committed.  The engine's words (the
word modules) have their own catalogue and are not here.  The tools come with PySide6;
they are looked for beside the running Python first.
"""
from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
UI = ROOT / "src" / "parlour" / "ui"
I18N = ROOT / "src" / "parlour" / "resources" / "i18n"
LANGUAGES = ("fr",)


def tool(name: str) -> str | None:
    beside = Path(sys.executable).with_name(name)
    return str(beside) if beside.exists() else shutil.which(name)


def extract(ts: Path, lang: str) -> None:
    """The window's sentences into ``ts`` (kept translations stay)."""
    subprocess.run([tool("pyside6-lupdate"), "-silent", "-extensions", "py",
                    "-locations", "none", "-no-obsolete", "-source-language", "en",
                    "-target-language", lang, str(UI), "-ts", str(ts)], check=True)


def release(ts: Path, qm: Path) -> None:
    subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)],
                   check=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="change nothing; exit 1 if a .ts or .qm is out of date")
    args = parser.parse_args(argv)
    behind = []
    for lang in LANGUAGES:
        ts, qm = I18N / f"parlour_{lang}.ts", I18N / f"parlour_{lang}.qm"
        if args.check:
            with tempfile.TemporaryDirectory() as tmp:
                fresh_ts, fresh_qm = Path(tmp) / ts.name, Path(tmp) / qm.name
                shutil.copy(ts, fresh_ts)
                extract(fresh_ts, lang)
                release(ts, fresh_qm)
                if fresh_ts.read_bytes() != ts.read_bytes():
                    behind.append(ts.name)
                if not qm.exists() or fresh_qm.read_bytes() != qm.read_bytes():
                    behind.append(qm.name)
        else:
            extract(ts, lang)
            release(ts, qm)
    for name in behind:
        print(f"{name} is out of date: run python packaging/translations.py")
    return 1 if behind else 0


if __name__ == "__main__":
    sys.exit(main())
