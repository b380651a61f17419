"""A walk through the window as a player sees it, saved as pictures to look at.

Drives a real MainWindow (run it under an X server, e.g. Xvfb) through a whole Piquet
au cent partie and one deal of each game of several packs (Rubicon, Chinese and
two-pack Bézique, Binocle) at each window size, answering for the player with legal
moves, and saves a PNG of the whole screen at the moments a player looks hardest: the
exchange, a declaration to answer, play, every deal's end, the first deal's review
(opened from its summary), the game's end.  Nothing is judged here: the pictures are
for a person to look at.

    Xvfb :97 -screen 0 1600x1000x24 &
    DISPLAY=:97 QT_QPA_PLATFORM=xcb .venv/bin/python benchmarks/screenshot_walk.py shots/

``--lang fr`` walks the window in French (Qt's own qtbase_fr and Parlour's
resources/i18n/parlour_fr.qm installed here; the player named "Vous").

Settings, saves and statistics go to a temporary PARLOUR_HOME, never the player's own.
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from pathlib import Path

from parlour.engine.actions import CarteBlanche, Declare, Dix, Exchange, Meld

SIZES = ((1024, 700), (1600, 1000))
MELDING = (("rubicon-bezique", "rubicon"), ("chinese-bezique", "chinese"),
           ("bezique", "two-pack"), ("binocle", "64"))


def _translate(app, lang: str) -> None:
    """Qt's own words and Parlour's window in ``lang``, for this walk (the program's own
    choice of language lives in ui/binding/translation.py)."""
    from parlour.ui.binding.qt import QtCore
    qt = QtCore.QTranslator(app)
    qt.load(QtCore.QLocale(lang), "qtbase", "_",
            QtCore.QLibraryInfo.path(QtCore.QLibraryInfo.LibraryPath.TranslationsPath))
    ours = QtCore.QTranslator(app)
    ours.load(str(Path(__file__).resolve().parents[1] / "src" / "parlour" / "resources"
                  / "i18n" / f"parlour_{lang}.qm"))
    app.installTranslator(qt)
    app.installTranslator(ours)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="folder for the PNGs")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--size", action="append", default=None,
                        help="WxH (repeatable; default 1024x700 and 1600x1000)")
    parser.add_argument("--deals", type=int, default=12, help="most Piquet deals to walk")
    parser.add_argument("--parts", default="first,piquet,trainer,melding",
                        help="which parts of the walk, in this order")
    parser.add_argument("--melding", default=",".join(f"{g}/{v}" for g, v in MELDING),
                        help="GAME/VARIANT,... of the melding games to walk one deal of")
    parser.add_argument("--lang", default="", help="a language to walk in (fr)")
    args = parser.parse_args(argv)
    os.environ["PARLOUR_HOME"] = tempfile.mkdtemp(prefix="parlour-walk-")
    sizes = [tuple(int(x) for x in s.split("x")) for s in args.size] if args.size else SIZES
    args.out.mkdir(parents=True, exist_ok=True)

    from parlour.ui.shell import app as appmod
    app = appmod._application([])
    if args.lang:
        _translate(app, args.lang)
    from parlour.store.settings import Settings
    from parlour.ui.shell.main_window import MainWindow

    for width, height in sizes:
        name = {"fr": "Vous"}.get(args.lang, "You")
        walk = Walk(MainWindow(Settings(animation_speed=0.0, pause_after_deal=True,
                                        player_name=name), autosave=False),
                    args.out, f"{width}x{height}", random.Random(args.seed))
        walk.window.resize(width, height)
        walk.window.move(0, 0)
        walk.window.show()
        parts = args.parts.split(",")
        if "first" in parts:
            walk.first_start()
        if "piquet" in parts:
            walk.piquet(args.seed, args.deals)
        if "trainer" in parts:
            walk.trainer()
        for spec in filter(None, args.melding.split(",") if "melding" in parts else []):
            game, variant = spec.split("/")
            walk.melding(game, variant, args.seed)
        walk.window.close()
    print(f"pictures in {args.out}")
    return 0


class Walk:
    def __init__(self, window, out: Path, size: str, rng: random.Random):
        self.window, self.out, self.size, self.rng = window, out, size, rng
        self.taken = 0
        self.reviewed = False          # the first deal's review, opened from its summary

    # ----- pictures ---------------------------------------------------------------------
    def settle(self, seconds: float = 0.25) -> None:
        from parlour.ui.shell.smoke import wait_until
        wait_until(lambda: False, seconds)

    def shot(self, name: str, screen: bool = False) -> None:
        """The window and anything over it (a dialog), as the screen shows them; with
        ``screen`` the whole screen (a window beside the main one)."""
        from parlour.ui.binding.qt import QtGui
        self.settle()
        # painted now, not when a busy machine gets round to it: a grab of the screen
        # caught a side panel half drawn (its buttons not yet painted) under load
        self.window.repaint()
        if self.window.deal_summary_shown():
            self.window.deal_summary.repaint()
        self.settle(0.2)
        self.taken += 1
        path = self.out / f"{self.size}-{self.taken:02d}-{name}.png"
        area = self.window.frameGeometry()
        if screen:
            area = QtGui.QGuiApplication.primaryScreen().geometry()
        picture = QtGui.QGuiApplication.primaryScreen().grabWindow(
            0, area.x(), area.y(), area.width(), area.height())
        picture.save(str(path))
        print(path, flush=True)

    def wait_turn(self, c) -> bool:
        """Until the player is to act; a deal's summary is pictured and closed."""
        from parlour.ui.shell.smoke import wait_until
        while True:
            wait_until(lambda: c.over or (c.waiting_for_human and not c.busy)
                       or self.window.deal_summary_shown(), 60)
            if self.window.deal_summary_shown():
                self.shot(f"summary-deal{self.window.deal_summary.windowTitle().split()[-1]}")
                if not self.reviewed and self.window.deal_summary.review_button is not None:
                    self.review_from_summary()
                self.window.deal_summary.accept()
                continue
            return not c.over

    def review_from_summary(self) -> None:
        """Review this deal, from the summary: under way, then done with the costliest
        decision selected (its hand shown); closed again."""
        from parlour.ui.shell.smoke import wait_until
        self.reviewed = True
        self.window.deal_summary.review_button.click()
        review = self.window.review_window
        self.settle(1.5)
        self.shot("review-under-way")
        wait_until(lambda: not review.runner.running(), 180)
        if review.decisions:
            costly = max(range(len(review.decisions)), key=lambda i: review.decisions[i].cost)
            review.table.selectRow(costly)
        self.shot("review-done")
        review.close()

    # ----- a first start, by real events ------------------------------------------------
    def first_start(self) -> None:
        """The welcome; its rules, paged down and closed by the mouse; Play; the guide to
        the table, put away by Esc."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QDialogButtonBox
        from parlour.ui.windows.rules_browser import RulesBrowser
        w = self.window
        w.welcome()
        welcome = w.welcome_dialog
        self.shot("welcome", screen=True)
        QTest.mouseClick(welcome.rules_button, Qt.MouseButton.LeftButton)
        self.settle(0.5)
        rules = next(x for x in welcome.findChildren(RulesBrowser) if x.isVisible())
        self.shot("welcome-rules", screen=True)
        for _ in range(3):
            QTest.keyClick(rules.text, Qt.Key.Key_PageDown)
        self.shot("welcome-rules-paged", screen=True)
        close = rules.findChild(QDialogButtonBox).button(
            QDialogButtonBox.StandardButton.Close)
        QTest.mouseClick(close, Qt.MouseButton.LeftButton)
        self.settle(0.3)
        QTest.mouseClick(welcome.play_button, Qt.MouseButton.LeftButton)
        self.settle(1.0)
        self.shot("first-deal-guide")
        QTest.keyClick(w.view, Qt.Key.Key_Escape)
        self.settle(0.3)
        self.activate()
        QTest.keyClick(w.view, Qt.Key.Key_F1)
        self.settle(0.5)
        rules = next((x for x in w.findChildren(RulesBrowser) if x.isVisible()), None)
        self.shot("rules-by-f1", screen=True)
        if rules is not None:
            QTest.keyClick(rules, Qt.Key.Key_Escape)

    def activate(self) -> None:
        """The main window made the active one again (a window closed over it leaves
        none active with no window manager, and a menu's key works in the active one)."""
        self.window.activateWindow()
        self.window.raise_()
        self.window.view.setFocus()
        self.settle(0.3)

    def by_keys(self, c, card: int, name: str | None) -> bool:
        """``card`` played as a player at the keyboard does: the arrows to it, Return."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from parlour.ui.shell.smoke import wait_until
        view = self.window.view
        view.setFocus()
        for _ in range(len(view.reachable()) + 1):
            if view.cursor_card() == card:
                break
            QTest.keyClick(view, Qt.Key.Key_Right)
        if view.cursor_card() != card:
            return False
        if name:
            self.shot(name)
        n = len(c.state.history)
        QTest.keyClick(view, Qt.Key.Key_Return)
        wait_until(lambda: len(c.state.history) > n, 10)
        return len(c.state.history) > n

    # ----- the discard practice ---------------------------------------------------------
    def trainer(self) -> None:
        """Ctrl+D; three cards clicked; Discard these; the result; Esc."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from parlour.ui.shell.smoke import wait_until
        w = self.window
        self.activate()
        QTest.keyClick(w.view, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
        self.settle(1.0)
        trainer = w._trainer
        self.shot("trainer-open", screen=True)
        hand = trainer.hand_view
        for card in list(hand.items)[:3]:
            item = hand.items[card]
            at = hand.mapFromScene(item.mapToScene(item.boundingRect().width() * 0.3,
                                                   item.boundingRect().height() * 0.5))
            QTest.mouseClick(hand.viewport(), Qt.MouseButton.LeftButton, pos=at)
        self.shot("trainer-chosen", screen=True)
        QTest.mouseClick(trainer.analyse_button, Qt.MouseButton.LeftButton)
        self.settle(3.0)
        self.shot("trainer-under-way", screen=True)
        wait_until(lambda: not trainer.running, 90)
        self.settle(0.5)
        self.shot("trainer-result", screen=True)
        trainer.activateWindow()        # no window manager: a click does not activate it
        self.settle(0.3)
        QTest.keyClick(trainer, Qt.Key.Key_Escape)
        self.settle(0.3)
        if trainer.isVisible():
            print("the discard practice did not close on Esc", flush=True)
            trainer.close()

    # ----- Piquet -----------------------------------------------------------------------
    def piquet(self, seed: int, most_deals: int) -> None:
        from parlour.engine.games import new_game
        w = self.window
        c = w.start(new_game("piquet", "au-cent", seats=["You", "Computer"], seed=seed),
                    0, "random")
        shot_kinds: set[tuple[int, object]] = set()
        deals_seen = 0
        while self.wait_turn(c) and len(c.state.deals) <= most_deals:
            deal = len(c.state.deals)
            deals_seen = deal
            legal = c.state.legal_actions()
            kind = type(legal[0])
            first = (deal, kind) not in shot_kinds
            shot_kinds.add((deal, kind))
            if kind is Exchange:
                action = c.state.sample_action(self.rng)
                if first and deal == 1:           # the hint, with its reason
                    from parlour.ui.shell.smoke import wait_until
                    hinted = []
                    c.hinted.connect(hinted.append)
                    w.hint()
                    wait_until(lambda: bool(hinted), 60)
                    self.shot(f"piquet-deal{deal}-hint")
                    action = hinted[0] if hinted else action
                elif first and deal <= 2:
                    w.presenter.selected = set(action.cards)
                    w._show_table(0)
                    w._show_choices()
                    self.shot(f"piquet-deal{deal}-exchange")
            elif kind is Declare:
                action = legal[0]
                if len(legal) > 1 and deal <= 2 and first:
                    self.shot(f"piquet-deal{deal}-declaring")
            else:
                action = self.rng.choice(legal)
                if first and deal <= 2:
                    self.shot(f"piquet-deal{deal}-play")
                tricks = len(c.state.observation(0).tricks)
                if deal == 1 and tricks == 4 and (deal, "looked") not in shot_kinds:
                    shot_kinds.add((deal, "looked"))
                    self.look_back_and_hint(c, "piquet")
                if deal <= 2 and self.by_keys(
                        c, action.card, f"piquet-deal{deal}-keyboard" if first else None):
                    continue
            c.submit(action)
        self.settle(0.8)
        self.shot("piquet-game-over")
        if self.window.deal_summary_shown():
            self.window.deal_summary.accept()

    def meld_by_return(self, c, game: str) -> bool:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from parlour.ui.shell.smoke import wait_until
        view = self.window.view
        view.setFocus()
        QTest.keyClick(view, Qt.Key.Key_Right)
        self.shot(f"{game}-meld-by-keys")
        n = len(c.state.history)
        QTest.keyClick(view, Qt.Key.Key_Return)
        wait_until(lambda: len(c.state.history) > n, 10)
        return len(c.state.history) > n

    def look_back_and_hint(self, c, game: str) -> None:
        """The last trick looked back at (L), then the hint with its reason."""
        from parlour.ui.shell.smoke import wait_until
        w = self.window
        w.show_last_trick()
        self.shot(f"{game}-last-trick-review")
        w.end_review()
        hinted = []
        c.hinted.connect(hinted.append)
        w.hint()
        wait_until(lambda: bool(hinted), 60)
        c.hinted.disconnect(hinted.append)
        self.shot(f"{game}-play-hint")

    # ----- the melding games (one deal) ----------------------------------------------------
    def melding(self, game: str, variant: str, seed: int) -> None:
        from parlour.engine.games import new_game
        w = self.window
        c = w.start(new_game(game, variant, seats=["You", "Computer"], seed=seed),
                    0, "random")
        start = None
        marks = {"first": False, "meld": False, "half": False, "last": False}
        while self.wait_turn(c) and len(c.state.deals) <= 1:
            o = c.state.observation(0)
            legal = c.state.legal_actions()
            melds = [a for a in legal if type(a) in (Meld, Dix, CarteBlanche)]
            stock = o.stock or 0
            start = stock if start is None else start
            if not marks["first"]:
                marks["first"] = True
                self.shot(f"{game}-start")
                if w.guide is not None:           # read, then put away as a player does
                    from PySide6.QtCore import Qt
                    from PySide6.QtTest import QTest
                    self.activate()
                    QTest.keyClick(w.view, Qt.Key.Key_Escape)
            elif melds and not marks["meld"]:
                marks["meld"] = True
                self.shot(f"{game}-meld-to-choose")
            elif stock < start // 2 and not marks["half"]:
                marks["half"] = True
                self.shot(f"{game}-half-stock")
                self.look_back_and_hint(c, game)
            elif stock == 0 and not marks["last"]:
                marks["last"] = True
                self.shot(f"{game}-last-tricks")
            action = self.rng.choice(melds) if melds and self.rng.random() < 0.8 \
                else self.rng.choice(legal)
            if melds and not marks.get("keyed"):
                marks["keyed"] = True             # the highlighted meld taken by Return
                if self.meld_by_return(c, game):
                    continue
            c.submit(action)
        self.settle(0.8)
        self.shot(f"{game}-deal-over")
        if self.window.deal_summary_shown():
            self.window.deal_summary.accept()

if __name__ == "__main__":
    sys.exit(main())
