"""The window in French: the catalogue is complete and compiled, lupdate finds nothing
the catalogue lacks, and a walk through the windows the menus open finds none of the
window's English sentences on screen with the French translation installed.

The walk reads what a player reads: every visible widget's text, title, tooltip, the
items of lists, combos, tabs and table headers, the menus' actions, the status bar,
and the words drawn on the table.  It looks for the English sentences of both
catalogues, the window's (parlour_fr.ts) and the message catalogue's (the engine's
words, parlour.language), not for every English word: the players' and the computer's
names and the rule books' text are not sentences.
"""
from __future__ import annotations

import importlib.util
import re
import shutil
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from parlour.ui.binding.qt import QtCore, QtGui, QtWidgets

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "src" / "parlour" / "resources" / "i18n"
TS, QM = I18N / "parlour_fr.ts", I18N / "parlour_fr.qm"

# the windows the walk reads, and those of the rooms still to wrap (item 3 of issue 27)
WINDOWS_CHECKED = ("main window and its menus", "side panel", "status bar", "table plates",
                   "welcome", "New game", "Settings", "About", "Statistics",
                   "Rules browser (chapters)", "table guide", "Review", "Open record",
                   "Sitting sheet", "deal summary", "end of game", "Discard practice",
                   "Chouette dialog", "round table (Normand)", "à écrire sheet",
                   "a Chouette sitting's table and panel", "a record on the table (stepper)",
                   "the melding table (Bézique, Binocle)", "Voleur")


def _tools():
    spec = importlib.util.spec_from_file_location(
        "translations", ROOT / "packaging" / "translations.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def messages() -> list[tuple[str, str, list[str], bool]]:
    """(context, source, translations, finished) for every message of the catalogue."""
    out = []
    for context in ET.parse(TS).getroot().iter("context"):
        name = context.findtext("name")
        for m in context.iter("message"):
            t = m.find("translation")
            forms = [f.text or "" for f in t.iter("numerusform")] or [t.text or ""]
            out.append((name, m.findtext("source"), forms, t.get("type") is None))
    return out


# ----- (a) the catalogue is whole and compiled -------------------------------------------
def test_every_sentence_is_translated_and_none_is_obsolete():
    root = ET.parse(TS).getroot()
    kinds = {t.get("type") for t in root.iter("translation")}
    assert not kinds & {"unfinished", "vanished", "obsolete"}, kinds
    empty = [(c, s) for c, s, forms, _ in messages() if not all(forms)]
    assert not empty


def test_the_compiled_catalogue_is_the_catalogue():
    lrelease = _tools().tool("pyside6-lrelease")
    if lrelease is None:
        pytest.skip("pyside6-lrelease is not installed")
    with tempfile.TemporaryDirectory() as tmp:
        fresh = Path(tmp) / QM.name
        _tools().release(TS, fresh)
        assert fresh.read_bytes() == QM.read_bytes(), \
            "parlour_fr.qm is older than parlour_fr.ts: python packaging/translations.py"


def test_the_placeholders_survive_translation():
    for context, source, forms, _ in messages():
        wanted = sorted(re.findall(r"%\d|\{\w+\}", source))
        for form in forms:
            assert sorted(re.findall(r"%\d|\{\w+\}", form)) == wanted, (context, source, form)
            assert ("%n" in form) == ("%n" in source), (context, source, form)


# ----- (b) lupdate finds nothing new -----------------------------------------------------
def test_lupdate_finds_no_sentence_the_catalogue_lacks():
    tools = _tools()
    if tools.tool("pyside6-lupdate") is None:
        pytest.skip("pyside6-lupdate is not installed")
    with tempfile.TemporaryDirectory() as tmp:
        fresh = Path(tmp) / TS.name
        shutil.copy(TS, fresh)
        tools.extract(fresh, "fr")
        new = [(c.findtext("name"), m.findtext("source"))
               for c in ET.parse(fresh).getroot().iter("context") for m in c.iter("message")
               if m.find("translation").get("type") == "unfinished"]
        assert not new, f"not in parlour_fr.ts (python packaging/translations.py): {new}"
        assert fresh.read_bytes() == TS.read_bytes(), \
            "parlour_fr.ts is not as lupdate writes it: python packaging/translations.py"


# ----- (c) the French walk ---------------------------------------------------------------
# the players' names at the table (the tests' seats), which are sources too
NAMES = {"You", "Computer"}


def catalogue_messages() -> list[tuple[str, list[str]]]:
    """(English source, its French forms) of the message catalogue (parlour.language)."""
    from parlour.language import fr
    return [(source, list(said) if isinstance(said, tuple) else [said])
            for source, said in fr.MESSAGES.items()]


def english_patterns() -> list[tuple[str, re.Pattern]]:
    """A pattern for each English sentence of either catalogue that French changes: a
    short one (a word or two) must not BE a text, its placeholders a word each; a longer
    one must not be IN one (its placeholders anything)."""
    out = []
    window = [(source, forms) for _, source, forms, _ in messages()]
    for source, forms in window + catalogue_messages():
        plain = source.replace("&", "")
        if any(plain == f.replace("&", "") for f in forms) or plain in NAMES:
            continue                        # the same in French ("Piquet", "Capot")
        parts = re.split(r"%\d|%n|\{\w+\}", plain)
        fields = re.findall(r"%\d|%n|\{\w+\}", plain)
        words = re.findall(r"[A-Za-z']{2,}", " ".join(parts))
        if len(words) == 0:
            continue
        parts[0], parts[-1] = parts[0].lstrip(), parts[-1].rstrip()
        if len(words) < 3:
            # a field a word (a count a number: "{n}st" is not "Ouest")
            body = re.escape(parts[0]) + "".join(
                (r"\d+" if f in ("{n}", "%n") else r"\S+") + re.escape(p)
                for f, p in zip(fields, parts[1:]))
            out.append((source, re.compile(r"^\s*" + body + r"\s*$")))
        else:
            out.append((source, re.compile(".+?".join(re.escape(p) for p in parts))))
    return out


def texts_of(top: QtWidgets.QWidget) -> list[tuple[str, str]]:
    """(where, text) of everything a player reads in ``top`` and its visible children."""
    from parlour.ui.windows.rules_browser import RulesBrowser
    out = [("title", top.windowTitle())]
    if top.toolTip():
        out.append(("tooltip", top.toolTip()))
    book = top.text if isinstance(top, RulesBrowser) else None     # Foster's English
    for w in top.findChildren(QtWidgets.QWidget):
        if not w.isVisibleTo(top) or w is book or w.window() is not top:
            continue                # another window (a dialog is its parent's child) apart
        name = type(w).__name__
        if w.toolTip():
            out.append((name + ".tooltip", w.toolTip()))
        if isinstance(w, (QtWidgets.QLabel, QtWidgets.QAbstractButton, QtWidgets.QLineEdit)):
            if not isinstance(w, QtWidgets.QLineEdit):
                out.append((name, w.text()))
        if isinstance(w, QtWidgets.QGroupBox):
            out.append((name, w.title()))
        if isinstance(w, QtWidgets.QComboBox):
            out += [(name + ".item", w.itemText(i)) for i in range(w.count())]
        if isinstance(w, QtWidgets.QTabBar):
            out += [(name, w.tabText(i)) for i in range(w.count())]
        if isinstance(w, QtWidgets.QListWidget):
            out += [(name + ".item", w.item(i).text()) for i in range(w.count())]
        if isinstance(w, QtWidgets.QTableWidget):
            for c in range(w.columnCount()):
                head = w.horizontalHeaderItem(c)
                if head is not None:
                    out.append((name + ".header", head.text()))
            out += [(name + ".cell", w.item(r, c).text()) for r in range(w.rowCount())
                    for c in range(w.columnCount()) if w.item(r, c) is not None]
        if isinstance(w, QtWidgets.QTextEdit):
            out.append((name, w.toPlainText()))
        if isinstance(w, QtWidgets.QMenuBar):
            for a in w.actions():
                out.append(("menu", a.text()))
                if a.menu() is not None:
                    out += [("menu item", b.text()) for b in a.menu().actions()]
        if isinstance(w, QtWidgets.QStatusBar):
            out.append(("status", w.currentMessage()))
        if isinstance(w, QtWidgets.QGraphicsView) and w.scene() is not None:
            for item in w.scene().items():
                for attr in ("text", "toPlainText"):
                    words = getattr(item, attr, None)
                    if callable(words):
                        said = words()
                        out.append(("scene", said if isinstance(said, str) else " ".join(said)))
                if hasattr(item, "plate_words"):
                    out += [("plate", s) for s in item.plate_words()]
                if item.toolTip():
                    out.append(("scene.tooltip", item.toolTip()))
    return [(where, text) for where, text in out if text]


def plain(text: str) -> str:
    """Rich text as it reads."""
    from parlour.ui.binding.qt import QtGui
    if QtGui.Qt.mightBeRichText(text):
        doc = QtGui.QTextDocument()
        doc.setHtml(text)
        text = doc.toPlainText()
    return text.replace("&", "")


def english_in(top, patterns) -> list[tuple[str, str, str]]:
    found = []
    for where, text in texts_of(top):
        for line in plain(text).splitlines():
            for source, pattern in patterns:
                if pattern.search(line):
                    found.append((where, line, source))
    return found


@pytest.fixture
def french(qapp):
    """Qt's own French, Parlour's window and its message catalogue in French on the
    test's application, for this test only."""
    from parlour import language
    language.set_language("fr")
    ours, qts = QtCore.QTranslator(), QtCore.QTranslator()
    assert ours.load(str(QM))
    qts.load(QtCore.QLocale(QtCore.QLocale.Language.French), "qtbase", "_",
             QtCore.QLibraryInfo.path(QtCore.QLibraryInfo.LibraryPath.TranslationsPath))
    qapp.installTranslator(qts)
    qapp.installTranslator(ours)
    yield english_patterns()
    qapp.removeTranslator(ours)
    qapp.removeTranslator(qts)
    language.set_language("en")


def _read_modal(qtbot, trigger, seen: list) -> None:
    """``trigger`` opens modal windows (exec): each is read, then answered (a question
    with Yes, a dialog with Cancel), until none is left."""
    def read():
        modal = QtWidgets.QApplication.activeModalWidget()
        if modal is None:
            return
        seen.append(modal)
        found.extend(english_in(modal, patterns))
        if isinstance(modal, QtWidgets.QMessageBox):
            modal.button(QtWidgets.QMessageBox.StandardButton.Yes).click()
        else:
            modal.reject()
        QtCore.QTimer.singleShot(50, read)
    found: list = []
    patterns = _read_modal.patterns
    QtCore.QTimer.singleShot(50, read)
    trigger()
    qtbot.wait(200)
    _read_modal.found = found


def action(window, source: str) -> QtGui.QAction:
    """The menu action the main window calls ``source`` in English, as it reads in the
    language installed."""
    words = QtCore.QCoreApplication.translate("MainWindow", source)
    for menu in window.menuBar().findChildren(QtWidgets.QMenu):
        for a in menu.actions():
            if a.text() == words:
                return a
    raise AssertionError(f"no menu action {words!r}")


def test_the_french_menus_keep_one_mnemonic_each(qtbot, tmp_path, monkeypatch, french):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    from parlour.store.settings import Settings
    from parlour.ui.shell.main_window import MainWindow
    w = MainWindow(Settings(animation_speed=0.0), autosave=False)
    qtbot.addWidget(w)
    for menu in w.menuBar().findChildren(QtWidgets.QMenu):
        keys = [a.text()[a.text().index("&") + 1].lower()
                for a in menu.actions() if "&" in a.text()]
        assert len(keys) == len(set(keys)), (menu.title(), keys)
    tops = [a.text()[a.text().index("&") + 1].lower() for a in w.menuBar().actions()]
    tools = [b.text()[b.text().index("&") + 1].lower()
             for b in (w.side.undo_button, w.side.hint_button)]
    assert len(set(tops + tools)) == len(tops + tools), (tops, tools)


def mnemonics(dialog: QtWidgets.QWidget) -> list[str]:
    """The & letters of a dialog's labels and buttons, as the player can reach them."""
    keys = []
    for w in dialog.findChildren(QtWidgets.QLabel) + dialog.findChildren(QtWidgets.QAbstractButton):
        text = w.text() if w.isVisibleTo(dialog) else ""
        at = text.replace("&&", "").find("&")
        if at >= 0:
            keys.append(text.replace("&&", "")[at + 1].lower())
    return keys


def test_the_french_dialogs_keep_one_mnemonic_each(qtbot, tmp_path, monkeypatch, french):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    from parlour.store.settings import Settings
    from parlour.ui.chouette.dialog import ChouetteDialog
    from parlour.ui.windows.new_game_dialog import NewGameDialog, NewGameChoice
    from parlour.ui.windows.settings_dialog import SettingsDialog
    from parlour.ui.windows.welcome import WelcomeDialog
    for dialog in (NewGameDialog(None, NewGameChoice("piquet", "ecrire")),
                   SettingsDialog(Settings()), ChouetteDialog(), WelcomeDialog(["piquet"])):
        qtbot.addWidget(dialog)
        dialog.show()
        keys = mnemonics(dialog)
        assert len(keys) == len(set(keys)), (type(dialog).__name__, keys)


@pytest.mark.slow
def test_a_walk_through_the_windows_in_french_finds_no_english(qtbot, tmp_path, monkeypatch,
                                                               french):
    from parlour.ai.brain import Budget
    from parlour.ai.piquet import review as review_module
    monkeypatch.setattr(review_module, "ADVICE_BUDGET", Budget(seconds=60.0, samples=4))
    from parlour.store.settings import Settings
    from parlour.ui.shell.main_window import MainWindow
    from piquet_driver import answer_to_the_summary
    import random
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = MainWindow(Settings(animation_speed=0.0, opponent="random", pause_after_deal=True,
                            player_name="Vous"), autosave=True)
    qtbot.addWidget(w)
    w.resize(1024, 700)
    w.show()
    qtbot.waitExposed(w)
    found: list = []
    _read_modal.patterns = french

    def read_new(before: set) -> None:
        for top in QtWidgets.QApplication.topLevelWidgets():
            if top.isVisible() and id(top) not in before:
                found.extend((type(top).__name__,) + f for f in english_in(top, french))

    def tops() -> set:
        return {id(t) for t in QtWidgets.QApplication.topLevelWidgets() if t.isVisible()}

    # the first start's welcome, then New game and Settings (modal) before any game
    w.welcome()
    qtbot.waitUntil(lambda: w.welcome_dialog.isVisible())
    found.extend(english_in(w.welcome_dialog, french))
    w.welcome_dialog.close()
    qtbot.waitUntil(lambda: w.controller is not None, timeout=5000)
    for words in ("&New game…", "&Settings…"):
        _read_modal(qtbot, action(w, words).trigger, [])
        found.extend(_read_modal.found)
    # a Piquet deal: the exchange asked beside the table, the table's words
    from parlour.engine.games import new_game
    c = w.start(new_game("piquet", "au-cent", seats=["Vous", "Dupont"], seed=7), 0, "random")
    qtbot.waitUntil(lambda: c.waiting_for_human and not c.busy, timeout=10000)
    found.extend(english_in(w, french))
    # the windows the menus open beside the table
    for words in ("&About Parlour", "S&tatistics…", "&Rules of the games",
                  "How this &table works", "S&itting sheet…", "&Open record…"):
        before = tops()
        action(w, words).trigger()
        qtbot.wait(100)
        read_new(before)
        found.extend(english_in(w, french))          # the guide lies over the table
        if getattr(w, "file_dialog", None) is not None:
            w.file_dialog.reject()
    # play the deal out: its summary, then review it from the summary
    answer_to_the_summary(qtbot, w, c, random.Random(1))
    found.extend(english_in(w.deal_summary, french))
    found.extend(english_in(w, french))
    before = tops()
    review = w.review(False)
    qtbot.waitUntil(lambda: not review.runner.running(), timeout=60000)
    read_new(before)
    review.close()
    # the end of a game and its window
    from test_game_end_window import end_the_game, shown_end
    w.deal_summary.accept()
    end_the_game(qtbot, w)
    qtbot.waitUntil(w.deal_summary_shown, timeout=10000)      # the last deal's, first
    found.extend(english_in(w.deal_summary, french))
    w.deal_summary.accept()
    found.extend(english_in(w, french))
    end = shown_end(qtbot, w)
    found.extend(english_in(end, french))
    end.reject()
    # the discard practice, and the Chouette's dialog (modal)
    before = tops()
    action(w, "&Discard practice (Piquet)…").trigger()
    qtbot.wait(100)
    read_new(before)
    w._trainer.close()
    _read_modal(qtbot, action(w, "&Chouette Bézique…").trigger, [])
    found.extend(_read_modal.found)
    # three at the table (Normand), then a sitting à écrire, each at the player's turn
    c = w.start(new_game("piquet", "normand", seats=["Vous", "Dupont", "Durand"], seed=3),
                0, "random")
    qtbot.waitUntil(lambda: c.waiting_for_human and not c.busy, timeout=10000)
    found.extend(english_in(w, french))
    from parlour.ui.windows.new_game_dialog import NewGameChoice
    c = w.start_new(NewGameChoice("piquet", "ecrire", {}, "random", players=3), seed=3)
    qtbot.waitUntil(lambda: c.waiting_for_human and not c.busy or c.over, timeout=20000)
    found.extend(english_in(w, french))
    assert not found, "\n".join(map(str, found))


def test_the_tables_deeper_in_french_find_no_english(qtbot, tmp_path, monkeypatch, french):
    """Where a game goes that the menus' walk does not: the Bézique and Binocle tables
    (with a meld to choose), four at Voleur, a Chouette sitting's table and panel, and a
    record stepped on the table."""
    import random
    from parlour import cli
    from parlour.engine.actions import Meld
    from piquet_driver import at_random
    from parlour.engine.games import new_game
    from parlour.store.settings import Settings
    from parlour.ui.chouette.dialog import ChouetteChoice
    from parlour.ui.chouette.table import begin
    from parlour.ui.shell.main_window import MainWindow
    from parlour.ui.windows.new_game_dialog import NewGameChoice
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = MainWindow(Settings(animation_speed=0.0, opponent="random", pause_after_deal=False),
                   autosave=False)
    qtbot.addWidget(w)
    w.resize(1024, 700)
    w.show()
    qtbot.waitExposed(w)
    found: list = []
    rng = random.Random(2)

    def read(where: str) -> None:
        found.extend((where,) + f for f in english_in(w, french))
        # the player, named "You" by default, is "Vous" wherever he is named
        found.extend((where, at, line, "You") for at, text in texts_of(w)
                     for line in plain(text).splitlines() if re.search(r"\bYou\b", line))

    def the_players_turn(c) -> None:
        qtbot.waitUntil(lambda: c.waiting_for_human and not c.busy or c.over, timeout=20000)

    # Bézique and Binocle: the player's first turn, then play on until a meld is offered
    for game, variant in (("rubicon-bezique", "rubicon"), ("binocle", "64")):
        c = w.start(new_game(game, variant, seats=["You", "Dupont"], seed=4), 0, "random")
        the_players_turn(c)
        read(game)
        for _ in range(60):
            legal = c.state.legal_actions()
            if any(type(a) is Meld for a in legal) or c.over:
                break
            c.submit(at_random(rng, legal))
            the_players_turn(c)
        read(f"{game}, a meld offered")
    # four at the table, in partnership
    c = w.start_new(NewGameChoice("piquet", "voleur", {}, "random", players=4), seed=3)
    the_players_turn(c)
    read("voleur")
    # a Chouette sitting, the player in the line
    begin(w, ChouetteChoice(3, "line", False, "random", "me", 2), seed=5)
    the_players_turn(w.controller)
    read("chouette")
    # a record on the table, a few steps in
    folder = tmp_path / "records"
    assert cli.main(["selfplay", "--game", "piquet", "--variant", "au-cent", "--seats",
                     "random,random", "--games", "1", "--seed", "5", "--out",
                     str(folder)]) == 0
    (path,) = folder.iterdir()
    assert w.open_record(path) and w.mode.stepper.isVisible()
    read("record, as dealt")
    for _ in range(12):
        qtbot.keyClick(w.view, QtCore.Qt.Key.Key_PageDown)
    qtbot.waitUntil(lambda: not w.controller.busy, timeout=3000)
    read("record, stepped")
    assert not found, "\n".join(map(str, found))


def test_the_french_cards_carry_the_french_letters():
    """A French pack's corners and court pictures read V, D, R, as the log writes the
    cards (D♠, R♥); the English K stays off them."""
    from parlour.language import fr
    from parlour.ui.table.cardart import faces, glyphs
    king = faces.face_svg(6, False, fr.RANK_LETTERS)          # the King of spades
    assert king.count(glyphs.GLYPHS["R"][0]) == 4             # two corners, two halves
    assert glyphs.GLYPHS["K"][0] not in king
    assert glyphs.GLYPHS["K"][0] in faces.face_svg(6)         # English by default
