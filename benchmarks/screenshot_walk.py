"""A walk through the window as a player sees it, saved as pictures to look at.

Drives a real MainWindow (run it under an X server, e.g. Xvfb) through a whole Piquet
au cent partie and one deal of each game of several packs (Rubicon, Chinese and
two-pack Bézique, Binocle) at each window size, answering for the player with legal
moves, and saves a PNG of the whole screen at the moments a player looks hardest: the
exchange, a discard dropped on the pile and reached by the arrows, a declaration to
answer, play, a finished trick kept on the table (the setting), every deal's end, the
first deal's review (opened from its summary), the game's end; in the melding games a
card dropped on the board under "Chosen to meld" and reached by the arrows.  Nothing is judged here: the pictures are
for a person to look at.

More parts (``--parts``): ``normand`` (two deals of Piquet Normand, the player dealing
first: the exchange's hint, a declaration, play by keys, a play hint, each summary),
``voleur`` (a whole game of Piquet Voleur to its end), ``ecrire`` (à écrire with four
players in turns: the exchange hint, a deal watched while sitting out, each summary,
Undo across a deal's end, the window closed and the sitting resumed in a new one) and
``chouette`` (a Chouette Bézique sitting as the chouette against a line of two: a game,
its hints, its end on the sheet, the next game begun).

    Xvfb :97 -screen 0 1600x1000x24 &
    DISPLAY=:97 QT_QPA_PLATFORM=xcb .venv/bin/python benchmarks/screenshot_walk.py shots/

``--language fr`` walks the window in French (ui/binding/translation.py).

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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="folder for the PNGs")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--size", action="append", default=None,
                        help="WxH (repeatable; default 1024x700 and 1600x1000)")
    parser.add_argument("--deals", type=int, default=12, help="most Piquet deals to walk")
    parser.add_argument("--parts", default="first,piquet,trainer,melding",
                        help="which parts of the walk, in this order (also: normand, "
                             "voleur, ecrire, chouette)")
    parser.add_argument("--melding", default=",".join(f"{g}/{v}" for g, v in MELDING),
                        help="GAME/VARIANT,... of the melding games to walk one deal of")
    parser.add_argument("--language", default="en",
                        help="the window's language: en, fr, or system (Settings' choice)")
    args = parser.parse_args(argv)
    os.environ["PARLOUR_HOME"] = tempfile.mkdtemp(prefix="parlour-walk-")
    sizes = [tuple(int(x) for x in s.split("x")) for s in args.size] if args.size else SIZES
    args.out.mkdir(parents=True, exist_ok=True)

    from parlour.ui.shell import app as appmod
    app = appmod._application([])
    from parlour.ui.binding import translation
    translation.install(app, args.language)
    from parlour.store.settings import Settings
    from parlour.ui.shell.main_window import MainWindow

    for width, height in sizes:
        walk = Walk(MainWindow(Settings(animation_speed=0.0, pause_after_deal=True,
                                        player_name="You"), autosave=False),
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
        if "normand" in parts:
            walk.round_table("normand", args.seed, 2)
        if "voleur" in parts:
            walk.round_table("voleur", args.seed, None)
        if "chouette" in parts:
            walk.chouette(args.seed)
        if "ecrire" in parts:
            walk.ecrire(args.seed, (width, height))
        walk.window.close()
    print(f"pictures in {args.out}")
    return 0


class Walk:
    def __init__(self, window, out: Path, size: str, rng: random.Random):
        self.window, self.out, self.size, self.rng = window, out, size, rng
        self.taken = 0
        self.reviewed = False          # the first deal's review, opened from its summary
        self.part = ""                 # the game walked, in the summaries' names
        self.after_summary = None      # called once a summary is closed (à écrire's bench)

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
                self.shot(f"{self.part}summary-deal"
                          f"{self.window.deal_summary.windowTitle().split()[-1]}")
                if not self.reviewed and self.window.deal_summary.review_button is not None:
                    self.review_from_summary()
                self.window.deal_summary.accept()
                if self.after_summary is not None:
                    self.after_summary()
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

    def drag_to(self, card, zone: str, to) -> None:
        """``card`` (of ``zone``) dragged by the mouse to the table's point ``to``."""
        from PySide6.QtCore import QPointF, Qt
        from PySide6.QtTest import QTest
        view = self.window.view
        item = next(i for i, s in self.window.scene.slot_of.items()
                    if s.zone == zone and s.card == card)
        start = view.mapFromScene(item.mapToScene(QPointF(item.width * 0.2,
                                                          item.height * 0.5)))
        end = view.mapFromScene(QPointF(to.x + to.w / 2, to.y + to.h / 2))
        vp = view.viewport()
        QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
        for i in range(1, 9):
            QTest.mouseMove(vp, start + (end - start) * (i / 8), 5)
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
        self.settle(0.3)

    def chosen_and_taken_back(self, card, area, name: str) -> None:
        """A card dropped on ``area`` (the discard pile, the meld board) lies there
        chosen: pictured; the arrows reach it (pictured, ringed); Return takes it back."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        view = self.window.view
        self.drag_to(card, "hand_bottom", area)
        self.shot(f"{name}-dropped")
        view.setFocus()
        for _ in range(len(view.reachable()) + 1):
            if view.cursor_on_chosen():
                break
            QTest.keyClick(view, Qt.Key.Key_Right)
        if not view.cursor_on_chosen():
            print(f"{name}: the arrows did not reach the card dropped", flush=True)
            return
        self.shot(f"{name}-by-keys")
        QTest.keyClick(view, Qt.Key.Key_Return)
        self.settle(0.3)

    def kept_trick(self, c, card: int) -> bool:
        """``card`` played by the keys with the finished trick kept on the table (the
        setting): pictured as it waits, then a key goes on."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from parlour.ui.shell.smoke import wait_until
        w = self.window
        w.settings.keep_each_trick = True
        try:
            if not self.by_keys(c, card, None):
                return False
            wait_until(lambda: w.trick_kept, 15)
            if w.trick_kept:
                self.shot("piquet-trick-kept")
                QTest.keyClick(w.view, Qt.Key.Key_Space)
                self.settle(0.3)
            else:
                print("the finished trick was not kept on the table", flush=True)
            return True
        finally:
            w.settings.keep_each_trick = False

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
        from parlour.ai.personas import persona      # named as New game names it
        from parlour.engine.games import new_game
        w = self.window
        c = w.start(new_game("piquet", "au-cent", seats=["You", persona("random").name],
                             seed=seed),
                    0, "random")
        shot_kinds: set[tuple[int, object]] = set()
        while self.wait_turn(c) and len(c.state.deals) <= most_deals:
            deal = len(c.state.deals)
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
                    if action.cards:
                        self.chosen_and_taken_back(action.cards[0],
                                                   w.scene.geometry.discard_area(True),
                                                   f"piquet-deal{deal}-discard")
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
                if deal == 2 and tricks == 2 and (deal, "kept") not in shot_kinds:
                    shot_kinds.add((deal, "kept"))
                    if self.kept_trick(c, action.card):
                        continue
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
        from parlour.ai.personas import persona      # named as New game names it
        from parlour.engine.games import new_game
        w = self.window
        c = w.start(new_game(game, variant, seats=["You", persona("random").name], seed=seed),
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
            if melds and not marks.get("chosen"):
                own = [a for a in melds if type(a) is Meld and len(set(a.cards)) == len(a.cards)
                       and all(x in o.hand and x not in o.tables[0] for x in a.cards)]
                if own:
                    marks["chosen"] = True
                    self.chosen_and_taken_back(own[0].cards[0],
                                               w.scene.geometry.board_area(True),
                                               f"{game}-chosen-to-meld")
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

    # ----- round the table: Normand and Voleur -------------------------------------------
    def hint_shot(self, c, name: str):
        """The hint asked by the side panel's Hint button (a window no window manager
        made active hears no menu key), and pictured; the action it named (or None)."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from parlour.ui.shell.smoke import wait_until
        hinted = []
        c.hinted.connect(hinted.append)
        QTest.mouseClick(self.window.side.hint_button, Qt.MouseButton.LeftButton)
        wait_until(lambda: bool(hinted), 60)
        c.hinted.disconnect(hinted.append)
        self.shot(name)
        return hinted[0] if hinted else None

    def round_table(self, variant: str, seed: int, most_deals: int | None) -> None:
        """Piquet for three (Normand) or four (Voleur), the player dealing first, with
        the club's players: the exchange's hint, the first declaration to answer, play by
        the keys, a play hint and the last trick, each deal's summary; to the game's end
        unless ``most_deals``."""
        from parlour.engine.actions import Play
        from parlour.ui.windows.new_game_dialog import NewGameChoice
        w = self.window
        self.part = f"{variant}-"
        c = w.start_new(NewGameChoice("piquet", variant, {}, "ai:club", "me"), seed=seed)
        self.put_guide_away()
        seen: set = set()
        while self.wait_turn(c) and (most_deals is None or len(c.state.deals) <= most_deals):
            deal = len(c.state.deals)
            legal = c.state.legal_actions()
            kind = type(legal[0])
            first = (deal, kind) not in seen
            seen.add((deal, kind))
            action = self.rng.choice(legal)
            if kind is Exchange and first:
                action = self.hint_shot(c, f"{variant}-deal{deal}-exchange-hint") or action
            elif kind is Declare:
                action = legal[0]
                if first and deal <= 2 and len(legal) > 1:
                    self.shot(f"{variant}-deal{deal}-declaring")
            elif kind is Play:
                tricks = len(c.state.observation(c.human_seat).tricks)
                if deal == 1 and tricks == 3 and "looked" not in seen:
                    seen.add("looked")
                    self.look_back_and_hint(c, variant)
                if deal <= 2 and self.by_keys(
                        c, action.card, f"{variant}-deal{deal}-keyboard" if first else None):
                    continue
            c.submit(action)
        self.settle(0.8)
        self.shot(f"{variant}-{'game-over' if c.over else 'stopped'}")
        if w.deal_summary_shown():
            w.deal_summary.accept()
        if c.over and w.game_end is not None and w.game_end.isVisible():
            w.game_end.close()
        self.part = ""

    # ----- à écrire: four players, in turns -----------------------------------------------
    def ecrire(self, seed: int, size: tuple[int, int], most_deals: int = 4) -> None:
        """In a window that keeps its game: the exchange hint, a deal watched from the
        bench, the summaries, Undo across a deal's end, then the window closed and the
        sitting resumed in a new one, played on to ``most_deals``."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from parlour.engine.actions import Play
        from parlour.store import saves
        from parlour.store.settings import Settings
        from parlour.ui.shell.main_window import MainWindow
        from parlour.ui.shell.mode import GameLeft
        from parlour.ui.shell.smoke import wait_until
        from parlour.ui.windows.new_game_dialog import NewGameChoice
        self.window.hide()
        main = self.window
        self.window = self.open_window(MainWindow, Settings, size, autosave=True)
        self.part = "ecrire-"
        w = self.window
        c = w.start_new(NewGameChoice("piquet", "ecrire", {"rotation": "turns", "tours": 1},
                                      "ai:club", "me", 4), seed=seed)
        self.put_guide_away()
        seen: set = set()
        undone = resumed = False

        def bench() -> None:
            """The first deal the player sits out, watched with its Skip buttons."""
            if "watched" not in seen and self.window.presenter.watching:
                seen.add("watched")
                self.shot("ecrire-watching-from-the-bench")
        self.after_summary = bench
        while len(c.state.deals) <= most_deals:
            if not self.wait_turn(c):
                break
            deal = len(c.state.deals)
            if deal >= 2 and not undone:
                undone = True
                self.shot("ecrire-before-undo")
                QTest.mouseClick(w.side.undo_button, Qt.MouseButton.LeftButton)
                wait_until(lambda: c.waiting_for_human and not c.busy, 20)
                self.shot("ecrire-after-undo")
                continue
            if deal >= 3 and not resumed:
                resumed = True
                self.shot("ecrire-before-quitting")
                w.close()                               # kept, as Quit keeps it
                saved, state, _ = saves.load_game()
                self.window = self.open_window(MainWindow, Settings, size, autosave=True)
                w = self.window
                c = w.resume(GameLeft(saved, state))
                wait_until(lambda: c.waiting_for_human and not c.busy, 20)
                self.put_guide_away()
                self.shot("ecrire-resumed")
                continue
            legal = c.state.legal_actions()
            kind = type(legal[0])
            first = (deal, kind) not in seen
            seen.add((deal, kind))
            action = self.rng.choice(legal)
            if kind is Exchange and first and deal <= 2:
                action = self.hint_shot(c, f"ecrire-deal{deal}-exchange-hint") or action
            elif kind is Declare:
                action = legal[0]
                if first and deal <= 2 and len(legal) > 1:
                    self.shot(f"ecrire-deal{deal}-declaring")
            elif kind is Play and first and deal <= 2:
                if self.by_keys(c, action.card, f"ecrire-deal{deal}-keyboard"):
                    continue
            c.submit(action)
        self.settle(0.5)
        self.shot("ecrire-stopped")
        self.after_summary = None
        w.close()
        self.window = main
        main.show()
        self.part = ""

    def put_guide_away(self) -> None:
        """The guide a new window shows over a game's first deal, read and put away by
        Esc as a player does."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        if self.window.guide is not None:
            self.activate()
            QTest.keyClick(self.window.view, Qt.Key.Key_Escape)
            self.settle(0.3)

    def open_window(self, window_type, settings_type, size, autosave: bool):
        w = window_type(settings_type(animation_speed=0.0, pause_after_deal=True),
                        autosave=autosave)
        w.resize(*size)
        w.move(0, 0)
        w.show()
        self.settle(0.5)
        return w

    # ----- Chouette Bézique ---------------------------------------------------------------
    def chouette(self, seed: int) -> None:
        """A sitting of three, the player the chouette against a line of two club
        players: the first game (its melds, a hint, a hint naming a card of the meld
        board when one comes, its end on the sheet), then the second game begun."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from parlour.engine.actions import Play
        from parlour.ui.chouette.dialog import ChouetteChoice
        from parlour.ui.chouette.table import begin
        from parlour.ui.shell.smoke import wait_until
        w = self.window
        table = begin(w, ChouetteChoice(3, "chouette", False, "ai:club", "me", 2), seed=seed)
        self.part = "chouette-"
        marks: set = set()
        games = 0
        while not table.over and games < 2:
            c = w.controller
            wait_until(lambda: c.over or (c.waiting_for_human and not c.busy)
                       or w.deal_summary_shown(), 60)
            if w.deal_summary_shown():
                self.shot("chouette-game-summary")
                w.deal_summary.accept()
                continue
            if c.over:
                games += 1
                self.settle(0.8)
                self.shot(f"chouette-game{games}-over")
                if w.game_end is not None and w.game_end.isVisible():
                    w.game_end.close()
                buttons = w.side.choice.buttons
                if buttons and "Next game" in buttons[0].text():
                    QTest.mouseClick(buttons[0], Qt.MouseButton.LeftButton)
                    self.settle(1.0)
                    self.shot(f"chouette-game{games + 1}-dealt")
                    if w.guide is not None:
                        self.activate()
                        QTest.keyClick(w.view, Qt.Key.Key_Escape)
                continue
            if not c.waiting_for_human:
                continue
            o = c.state.observation(c.human_seat)
            legal = c.state.legal_actions()
            melds = [a for a in legal if type(a) in (Meld, CarteBlanche)]
            board = [a for a in legal if type(a) is Play and a.from_table]
            if "start" not in marks:
                marks.add("start")
                self.shot("chouette-start")
                if w.guide is not None:
                    self.activate()
                    QTest.keyClick(w.view, Qt.Key.Key_Escape)
            elif melds and "meld" not in marks:
                marks.add("meld")
                self.shot("chouette-meld-to-choose")
            elif (o.stock or 0) < 40 and "hint" not in marks:
                marks.add("hint")
                self.hint_shot(c, "chouette-play-hint")
            elif board and "board" not in marks and len(marks) < 12:
                marks.add(f"asked{len(marks)}")
                hinted = self.hint_shot(c, "chouette-hint-with-board-cards")
                if type(hinted) is Play and hinted.from_table:
                    marks.add("board")
                    n = len(c.state.history)
                    place = w.view.cursor_place()
                    QTest.keyClick(w.view, Qt.Key.Key_Return)
                    wait_until(lambda: len(c.state.history) > n, 10)
                    print(f"a hint naming {hinted}: cursor {place}; Return played it: "
                          f"{len(c.state.history) > n}", flush=True)
                    continue
            action = self.rng.choice(melds) if melds and self.rng.random() < 0.8 \
                else self.rng.choice(legal)
            c.submit(action)
        self.part = ""


if __name__ == "__main__":
    sys.exit(main())
