"""Issue 19, the fault suite: every window that reads a stored file opened on every kind
of damage (the file's top level and its leaves).  Each opens, says in one sentence where
the file went, and the file is moved aside; no window fails to open, none crashes (a
progress of text once crashed pyqtgraph inside libshiboken6)."""
import json

import pytest

pytest.importorskip("PySide6")

from parlour.store import settings as settings_mod  # noqa: E402

from ..tiers import cases  # noqa: E402
from .test_leaf_damage import KINDS, LEAF_DAMAGE, _Refused  # noqa: E402

TOP_DAMAGE = {
    "truncated": lambda text: text[: len(text) // 2],
    "nested too deep": lambda text: "[" * 100_000,
    "future version": lambda text: json.dumps({**json.loads(text), "version": 99}),
}


def _leaf(kind, damage):
    def change(text):
        data = json.loads(text)
        LEAF_DAMAGE[kind][damage](data)
        return json.dumps(data)
    return change


CASES = [(kind, name, change) for kind in KINDS for name, change in TOP_DAMAGE.items()] + \
    [(kind, name, _leaf(kind, name)) for kind in KINDS for name in LEAF_DAMAGE[kind]]


def _texts(widget) -> str:
    from parlour.ui.binding.qt import QtWidgets
    texts = [w.text() for w in widget.findChildren(QtWidgets.QLabel)]
    if hasattr(widget, "statusBar"):
        texts.append(widget.statusBar().currentMessage())
    return " ".join(texts)


def _open(kind, qtbot, monkeypatch) -> str:
    """Open the window that reads ``kind``; everything it says."""
    from parlour.ui.shell import app
    from parlour.ui.chouette import table as chouette_table
    from parlour.ui.shell.main_window import MainWindow
    from parlour.ui.sitting.window import SittingWindow
    from parlour.ui.windows.statistics_window import StatisticsWindow
    from parlour.ui.trainer import TrainerWindow
    if kind in ("save", "settings"):
        window, notices = app.open_window([])
        qtbot.addWidget(window)
        return " ".join(notices)
    main = MainWindow(settings_mod.Settings(animation_speed=0.0), autosave=False)
    qtbot.addWidget(main)
    if kind == "chouette":
        seen = []
        monkeypatch.setattr(chouette_table, "ChouetteDialog", _Refused(seen, main))
        chouette_table.open_chouette(main)
        return " ".join(seen)
    window = {"statistics": lambda: StatisticsWindow(main),
              "sittings": lambda: SittingWindow(main),
              "history": lambda: TrainerWindow(budget=0.1)}[kind]()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(window.isVisible, timeout=5000)
    return _texts(window)


# The statistics and the practice history draw charts (most of a second each): the fast
# tier opens them on every damage to the whole file and on one damaged leaf each (a
# progress of text, the one that crashed pyqtgraph); the whole suite on every leaf.  The
# loaders meet every leaf damage in the fast tier too (test_leaf_damage).
CHARTED_LEAVES = [f"{k}-{d}" for k in ("statistics", "history") for d in LEAF_DAMAGE[k]
                  if d not in ("progress of text", "session a number")]


@pytest.mark.parametrize("kind,damage,change", cases(
    CASES, [f"{k}-{d}" for k, d, _ in CASES], CHARTED_LEAVES))
def test_every_window_opens_on_every_damaged_file_and_says_so(kind, damage, change, qtbot,
                                                              tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    write, path, _ = KINDS[kind]
    write()
    bad = change(path().read_text(encoding="utf-8"))
    path().write_text(bad, encoding="utf-8")
    said = _open(kind, qtbot, monkeypatch)
    moved = [p for p in path().parent.iterdir() if ".unreadable-" in p.name]
    assert len(moved) == 1 and moved[0].read_text(encoding="utf-8") == bad
    assert str(moved[0]) in said, said
