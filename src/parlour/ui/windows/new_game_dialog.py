"""The new-game dialog: game, variant, rule options, opponent level, who deals."""
from __future__ import annotations

from dataclasses import dataclass, field

from ...engine.games import game_names, game_of, state_class
from ..binding.placeholders import fill
from ..binding.marks import translate
from ..binding.qt import QtCore, QtWidgets
from .dialog_buttons import ok_cancel

from .game_titles import GAME_TITLES, VARIANT_TITLES, variant_title  # noqa: F401
QT_TRANSLATE_NOOP = QtCore.QT_TRANSLATE_NOOP     # the name lupdate reads


def _tr(text: str) -> str:
    return QtCore.QCoreApplication.translate("NewGameDialog", text)


DEALS = (("cut", QT_TRANSLATE_NOOP("NewGameDialog", "Cut for deal")),
         ("me", QT_TRANSLATE_NOOP("NewGameDialog", "I deal first")),
         ("computer", QT_TRANSLATE_NOOP("NewGameDialog", "The computer deals first")))
# the variants the table seats (à écrire: a sitting of 3-7, two of them at the table)
TWO_HANDED = {"piquet": ("au-cent", "rubicon", "normand", "voleur", "ecrire")}
# variants where the player chooses how many sit down: (fewest, most)
SITTING_SIZES = {("piquet", "ecrire"): (3, 7)}


@dataclass
class NewGameChoice:
    game: str = "piquet"
    variant: str = "au-cent"
    options: dict = field(default_factory=dict)
    opponent: str = "ai:club"
    deal: str = "cut"          # cut | me | computer
    players: int = 0           # how many sit down, where the variant lets you choose


def available_variants(game: str) -> list[str]:
    """Variants the table can seat."""
    return [v for v in game_of(game).variant_names()
            if game not in TWO_HANDED or v in TWO_HANDED[game]]


def available_games() -> list[str]:
    return [g for g in game_names() if available_variants(g)]


def opponent_levels() -> list[str]:
    from ...ai.players import player_specs
    specs = player_specs()
    return [s for s in specs if s.startswith("ai:")] + [s for s in specs if s == "random"]


def opponent_combo() -> QtWidgets.QComboBox:
    """The computer's levels to choose from, each by its player's name and grade ("Lady
    Cavendish (expert)", ai/personas.py) with its style as a tooltip, each carrying its
    player spec (the id saves and settings keep)."""
    from ...ai.personas import persona
    combo = QtWidgets.QComboBox()
    for spec in opponent_levels():
        who = persona(spec)
        combo.addItem(who.title(), spec)
        combo.setItemData(combo.count() - 1, who.style, QtCore.Qt.ItemDataRole.ToolTipRole)
    return combo


def opponent_style(combo: QtWidgets.QComboBox) -> QtWidgets.QLabel:
    """One line under the levels saying how the chosen one plays; it follows the choice."""
    from ...ai.personas import persona
    label = QtWidgets.QLabel()
    label.setWordWrap(True)

    def show() -> None:
        who = persona(combo.currentData() or "")
        label.setText(f"{who.name} {who.style}." if who.style else "")
    combo.currentIndexChanged.connect(show)
    show()
    return label


OPTION_TITLES = {
    "point_by": QT_TRANSLATE_NOOP("NewGameDialog", "Point decided by"),
    "english_point": QT_TRANSLATE_NOOP("NewGameDialog", "English point (7-8-9 one less)"),
    "dealer_must_draw": QT_TRANSLATE_NOOP("NewGameDialog", "Dealer must draw (French rule)"),
    "play_scoring": QT_TRANSLATE_NOOP("NewGameDialog", "Points in play"),
    "game_points": QT_TRANSLATE_NOOP("NewGameDialog", "Points to win"),
    "game_end": QT_TRANSLATE_NOOP("NewGameDialog", "The game ends"),
    "double_game": QT_TRANSLATE_NOOP("NewGameDialog", "Double game (loser under half)"),
    "dix_on_play": QT_TRANSLATE_NOOP("NewGameDialog", "Seven of trumps scores when played"),
    "double_bezique_suits": QT_TRANSLATE_NOOP("NewGameDialog", "Bézique is Q♣ J♥ when ♠ or ♦ are trumps"),
    "reform_double_bezique": QT_TRANSLATE_NOOP("NewGameDialog", "Double bézique and above may be re-formed"),
    "rotation": QT_TRANSLATE_NOOP("NewGameDialog", "Who plays"),
    "tours": QT_TRANSLATE_NOOP("NewGameDialog", "Tours"),
}
VALUE_TITLES = {
    "value": QT_TRANSLATE_NOOP("NewGameDialog", "pip value"),
    "cards": QT_TRANSLATE_NOOP("NewGameDialog", "number of cards"),
    "ten_or_better": QT_TRANSLATE_NOOP("NewGameDialog", "Ten or better"),
    "every_card": QT_TRANSLATE_NOOP("NewGameDialog", "every card"),
    "turns": QT_TRANSLATE_NOOP("NewGameDialog", "in turns (two deals each)"),
    "winner_stays": QT_TRANSLATE_NOOP("NewGameDialog", "the winner stays"),
    "deal": QT_TRANSLATE_NOOP("NewGameDialog", "at the end of the deal"),
    "at_once": QT_TRANSLATE_NOOP("NewGameDialog", "the moment it is reached"),
}


# Piquet's rule options in one order for every variant (au cent's): the rest keep theirs
PIQUET_ORDER = ("point_by", "english_point", "dealer_must_draw", "play_scoring")


def in_dialog_order(names) -> list[str]:
    names = list(names)
    return sorted(names, key=lambda n: (PIQUET_ORDER.index(n) if n in PIQUET_ORDER
                                        else len(PIQUET_ORDER) + names.index(n)))


def opponents_title(game: str, variant: str) -> str:
    """The computer players' label: one opponent, several, or opponents and a partner
    (Voleur)."""
    from ...engine.piquet.multi_hand import MultiHandState
    if (game, variant) in SITTING_SIZES:
        return translate("NewGameDialog", "&Opponents:")
    rules = state_class(game, variant)
    if not issubclass(rules, MultiHandState):
        return translate("NewGameDialog", "&Opponent:")
    return translate("NewGameDialog", "&Opponents:") if len(set(rules.SIDES)) == rules.SEATS else \
        translate("NewGameDialog", "&Opponents and partner:")


def option_title(name: str) -> str:
    title = OPTION_TITLES.get(name)
    return _tr(title) if title else name.replace("_", " ").capitalize()


def variant_defaults(game: str, variant: str) -> dict:
    """The options a variant plays by unless changed (Rubicon Piquet counts the point by
    cards, for instance), read from a fresh game."""
    from ...engine.games import new_game
    try:
        return dict(new_game(game, variant, seed=0).options)
    except Exception:  # a game that cannot start with defaults: use the class's
        return {k: v[0] for k, v in state_class(game, variant).OPTIONS.items()}


class NewGameDialog(QtWidgets.QDialog):
    def __init__(self, parent=None, choice: NewGameChoice | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        start = choice or NewGameChoice()
        self.game = QtWidgets.QComboBox()
        for g in available_games():
            self.game.addItem(GAME_TITLES.get(g, g), g)
        self.variant = QtWidgets.QComboBox()
        self.opponent = opponent_combo()
        self.players = QtWidgets.QSpinBox()
        self.players.setRange(3, 7)
        self.players.setValue(start.players or 3)
        self.deal = QtWidgets.QComboBox()
        for key, title in DEALS:
            self.deal.addItem(self.tr(title), key)
        self.options_box = QtWidgets.QGroupBox(self.tr("Rule options"))
        self.options_form = QtWidgets.QFormLayout(self.options_box)
        self.option_widgets: dict[str, QtWidgets.QWidget] = {}

        form = QtWidgets.QFormLayout()
        form.addRow(self.tr("&Game:"), self.game)
        form.addRow(self.tr("&Variant:"), self.variant)
        form.addRow(self.tr("P&layers:"), self.players)
        self.form = form
        form.addRow(self.tr("&Opponent:"), self.opponent)
        self.opponent_style = opponent_style(self.opponent)
        form.addRow("", self.opponent_style)
        form.addRow(self.tr("&Deal:"), self.deal)
        buttons = ok_cancel(self, self.tr("&Play"))
        layout = QtWidgets.QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.options_box)
        layout.addStretch(1)             # a game of fewer options leaves room below them
        layout.addWidget(buttons)

        self.game.currentIndexChanged.connect(self._game_changed)
        self.variant.currentIndexChanged.connect(self._variant_changed)
        self._steady_size()
        self._select(self.game, start.game)
        self._game_changed()
        self._select(self.variant, start.variant)
        self._variant_changed()
        self._select(self.opponent, start.opponent)
        self._select(self.deal, start.deal)
        for name, value in start.options.items():
            self._set_option(name, value)

    def _steady_size(self) -> None:
        """As large as the largest game's rows, from the start: it grew, moved and kept
        a stale size as the game was changed."""
        layout = self.layout()
        margins = layout.contentsMargins()
        others = layout.itemAt(layout.count() - 1).sizeHint()      # the buttons
        most = QtCore.QSize(0, 0)
        self._game_changed()
        for i in range(self.game.count()):
            self.game.setCurrentIndex(i)
            for j in range(self.variant.count()):
                self.variant.setCurrentIndex(j)
                # summed here: the layouts keep their last sizes until the dialog is shown
                self.form.invalidate()
                form, box = self.form.sizeHint(), self.options_box.sizeHint()
                shown = self.options_box.isVisibleTo(self)
                most = most.expandedTo(QtCore.QSize(
                    max(form.width(), box.width() if shown else 0, others.width()),
                    form.height() + (box.height() + layout.spacing() if shown else 0)
                    + layout.spacing() + others.height()))
        most += QtCore.QSize(margins.left() + margins.right(), margins.top() + margins.bottom())
        self.setMinimumSize(most)
        self.resize(most)

    @staticmethod
    def _select(combo: QtWidgets.QComboBox, data) -> None:
        i = combo.findData(data)
        if i >= 0:
            combo.setCurrentIndex(i)

    def _game_changed(self) -> None:
        game = self.game.currentData()
        self.variant.blockSignals(True)
        self.variant.clear()
        for v in available_variants(game or ""):
            self.variant.addItem(variant_title(game, v), v)
        self.variant.blockSignals(False)
        self._variant_changed()

    def _variant_changed(self) -> None:
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_widgets.clear()
        game, variant = self.game.currentData(), self.variant.currentData()
        sizes = SITTING_SIZES.get((game, variant))
        if hasattr(self, "form"):
            self.form.setRowVisible(self.players, sizes is not None)
        if sizes is not None:
            self.players.setRange(*sizes)
        if not game or not variant:
            self.options_box.setVisible(False)
            return
        game_type = state_class(game, variant)
        self.defaults = variant_defaults(game, variant)
        self.form.labelForField(self.opponent).setText(opponents_title(game, variant))
        for name in in_dialog_order(game_type.OPTIONS):
            default, allowed = game_type.OPTIONS[name]
            default = self.defaults.get(name, default)
            if isinstance(default, bool):
                w = QtWidgets.QCheckBox()
                w.setChecked(default)
            else:
                w = QtWidgets.QComboBox()
                for value in allowed or (default,):
                    title = VALUE_TITLES.get(value)
                    w.addItem(self.tr(title) if title else str(value).replace("_", " "), value)
                self._select(w, default)
            self.option_widgets[name] = w
            self.options_form.addRow(fill(self.tr("%1:"), option_title(name)), w)
        self.options_box.setVisible(bool(game_type.OPTIONS))

    def _set_option(self, name: str, value) -> None:
        w = self.option_widgets.get(name)
        if isinstance(w, QtWidgets.QCheckBox):
            w.setChecked(bool(value))
        elif isinstance(w, QtWidgets.QComboBox):
            self._select(w, value)

    def choice(self) -> NewGameChoice:
        opts = {}
        for name, w in self.option_widgets.items():
            value = w.isChecked() if isinstance(w, QtWidgets.QCheckBox) else w.currentData()
            if value != getattr(self, "defaults", {}).get(name, object()):
                opts[name] = value      # only what differs from the variant's own rules
        sized = (self.game.currentData(), self.variant.currentData()) in SITTING_SIZES
        return NewGameChoice(self.game.currentData(), self.variant.currentData(), opts,
                             self.opponent.currentData(), self.deal.currentData(),
                             self.players.value() if sized else 0)
