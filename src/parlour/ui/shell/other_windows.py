"""The windows and dialogs the menus open beside the table: the expert's review,
a record's file (opened, exported), settings, statistics, a Chouette sitting, the sitting sheet, the discard practice and
the rules.  A part of MainWindow (main_window.py), kept apart so that the window's own
file holds the table and the game's life cycle.  Each is imported when first opened:
none of them is needed to start a game."""
from __future__ import annotations

from ...store.settings import Settings, save_settings
from ..binding.placeholders import fill
from ..binding.qt import QtWidgets
from ..table import animation


class OtherWindows:
    """Mixed into MainWindow; uses its settings, controller, scene and status bar."""

    def review(self, whole: bool, deal: int | None = None):
        """The expert's review of your decisions: the deal (``deal``, or the last you
        played in) or the whole partie (review/window.py)."""
        from ..review.window import open_review
        return open_review(self, whole, deal)

    def open_record_dialog(self) -> None:
        """Game > Open record…: a record file replayed on the table (ui/records)."""
        from ..records.files import choose_record
        choose_record(self)

    def open_record(self, path) -> bool:
        """The record in ``path`` on the table; False, with one sentence, when it cannot
        be (the game on the table stays)."""
        from ..records.files import open_record
        return open_record(self, path)

    def export_record_dialog(self) -> None:
        """Game > Export record…: the game on the table written as a record."""
        from ..records.files import choose_export
        choose_export(self)

    def show_guide(self) -> None:
        """Help › How this table works: the short guide to the table of the game on it
        (windows/table_guide.py)."""
        from ...engine.games import family_of
        from ..table.score_markers.model import marker_for
        from ..windows.table_guide import TableGuide
        from ..windows.table_guide_words import guide_for
        if self.controller is None:
            return
        state = self.controller.state
        self.put_guide_away(remember=False)
        marker = marker_for(state.game, self.settings.score_marker) \
            if len(state.seats) == 2 else None
        family = family_of(state.game)
        self.guide = TableGuide(guide_for(family, marker), self.view)
        self.guide.dismissed.connect(lambda: self._guide_seen(family.value))
        self.guide.show()
        self.guide.raise_()

    def guide_once(self) -> None:
        """The guide on the first deal of each family of games the player sits at."""
        from ...engine.games import family_of
        c = self.controller
        if c is None or c.human_seat is None:
            return
        if family_of(c.state.game).value not in self.settings.guides_seen.split(","):
            self.show_guide()

    def put_guide_away(self, remember: bool = True) -> None:
        guide, self.guide = self.guide, None
        if guide is not None:
            if not remember:
                guide.blockSignals(True)
            guide.dismiss()

    def _guide_seen(self, family: str) -> None:
        self.guide = None
        seen = [f for f in self.settings.guides_seen.split(",") if f]
        if family not in seen:
            self.settings.guides_seen = ",".join(seen + [family])
            self._save_settings()

    def settings_dialog(self) -> None:
        from ..windows.settings_dialog import SettingsDialog
        dialog = SettingsDialog(self.settings, self)
        if dialog.exec() == QtWidgets.QDialog.DialogCode.Accepted:
            self.apply_settings(dialog.settings())

    def apply_settings(self, settings: Settings) -> None:
        changed_art = (settings.card_theme, settings.back_style,
                       settings.four_colour_suits) != (
            self.settings.card_theme, self.settings.back_style,
            self.settings.four_colour_suits)
        self.settings = settings
        animation.set_speed(settings.animation_speed)
        if changed_art:
            self.renderer = self._make_renderer()
            self.scene.set_renderer(self.renderer)
        self._relayout()
        if self.controller is not None and self.presenter is not None:
            self._update_score(self.controller.state)     # the marker may have changed
        self._save_settings()

    def _save_settings(self) -> None:
        if not self.autosave:
            return
        try:
            save_settings(self.settings)
        except OSError as exc:
            self.statusBar().showMessage(fill(self.tr("Could not save the settings: %1"), exc), 6000)

    def show_statistics(self) -> None:
        from ..windows.statistics_window import StatisticsWindow
        StatisticsWindow(self).show()

    def chouette_dialog(self) -> None:
        from ..chouette.table import open_chouette
        open_chouette(self)

    def show_sitting(self) -> None:
        """The sitting sheet: one window, brought to the front and read afresh."""
        from ..sitting.window import SittingWindow
        if self._sitting is None:
            self._sitting = SittingWindow(self)
        else:
            self._sitting.reload()
        self._sitting.show()
        self._sitting.raise_()

    def show_trainer(self) -> None:
        from ..trainer import TrainerWindow
        if self._trainer is None:
            # a window of its own beside the game, owned by this one: it closes and goes
            # with the main window, its analysis stopped (not left to Python's exit)
            self._trainer = TrainerWindow(self)
            self._trainer.setWindowTitle(self.tr("Piquet discard practice"))
        self._trainer.show()
        self._trainer.raise_()

    def show_rules(self) -> None:
        self.show_rules_of(self.controller.state.game if self.controller is not None
                           else "piquet")

    def show_rules_of(self, game: str, over: QtWidgets.QWidget | None = None) -> None:
        """The rules on ``game``'s page; ``over`` a modal dialog they are opened from
        (the welcome), whose child they must be, or it blocks them."""
        from ..windows.rules_browser import RulesBrowser
        from ..windows.rules_text import GAME_PAGES
        RulesBrowser(over or self, GAME_PAGES.get(game, "Piquet"),
                     self.settings.four_colour_suits).show()
