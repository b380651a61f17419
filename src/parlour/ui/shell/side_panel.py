"""Beside the table: the score, the running announcement log, and what you may do now."""
from __future__ import annotations

from ..binding.placeholders import fill
from ..binding.qt import QtCore, QtGui, QtWidgets, Signal
from ..windows.palette_tones import faint, text_tone
from .wrapping_button import WrappingButton

# the colour of a line of the log by its kind (a plain "said" line keeps the text's
# colour), made from the palette the log is read on, so it reads light or dark
KIND_COLOURS = {"heading": lambda p: text_tone(35, p), "score": lambda p: text_tone(140, p),
                "trick": faint, "hint": lambda p: text_tone(215, p)}
# where a line keeps its kind, so a hint can tell a hint said just before it
KIND_ROLE = QtCore.Qt.ItemDataRole.UserRole


class HangingLines(QtWidgets.QStyledItemDelegate):
    """A line of the log too long for the panel wraps with the rest indented under its
    first words, so that each thing said reads as one ("Trick 3: Computer K♠, You 7♠;"
    and, indented below it, "Computer wins")."""

    INDENT = 14

    def __init__(self, view: QtWidgets.QListView):
        super().__init__(view)
        self.view = view
        # a line's laid-out text by (text, font, width): the list asks for every line's
        # size whenever a line is added, and laying out text is what costs.  Forgotten
        # when the log is cleared or its width changes, so it holds about the lines shown
        # (kept for a whole sitting it grew by megabytes a game)
        self._laid: dict[tuple, QtGui.QTextDocument] = {}

    def forget(self) -> None:
        """Drop the laid-out lines (a new game, or a new width)."""
        self._laid.clear()

    def _document(self, option, index) -> QtGui.QTextDocument:
        font = index.data(QtCore.Qt.ItemDataRole.FontRole)
        font = font if isinstance(font, QtGui.QFont) else option.font
        text = index.data(QtCore.Qt.ItemDataRole.DisplayRole) or ""
        width = max(40, self.view.viewport().width() - 4)
        key = (text, font.toString(), width)
        doc = self._laid.get(key)
        if doc is not None:
            return doc
        if len(self._laid) > 4000:          # widths of long ago
            self._laid.clear()
        doc = QtGui.QTextDocument()
        doc.setDefaultFont(font)
        doc.setDocumentMargin(1)
        doc.setPlainText(text)
        block = QtGui.QTextBlockFormat()
        block.setLeftMargin(self.INDENT)
        block.setTextIndent(-self.INDENT)
        cursor = QtGui.QTextCursor(doc)
        cursor.select(QtGui.QTextCursor.SelectionType.Document)
        cursor.mergeBlockFormat(block)
        doc.setTextWidth(width)
        self._laid[key] = doc
        return doc

    def height_of(self, item: QtWidgets.QListWidgetItem) -> QtCore.QSize:
        """The size a line takes at the list's width.  Set on each item (its size hint)
        as it is said and when the width changes, so that the list's layout, which asks
        every line's size whenever a line is added, never comes back to Python."""
        option = QtWidgets.QStyleOptionViewItem()
        option.font = self.view.font()
        doc = self._document(option, self.view.indexFromItem(item))
        return QtCore.QSize(int(doc.textWidth()), int(doc.size().height() + 0.99))

    def paint(self, painter, option, index) -> None:
        doc = self._document(option, index)
        context = QtGui.QAbstractTextDocumentLayout.PaintContext()
        brush = index.data(QtCore.Qt.ItemDataRole.ForegroundRole)
        colour = brush.color() if isinstance(brush, QtGui.QBrush) else \
            option.palette.color(QtGui.QPalette.ColorRole.Text)
        context.palette.setColor(QtGui.QPalette.ColorRole.Text, colour)
        painter.save()
        painter.translate(option.rect.topLeft())
        painter.setClipRect(QtCore.QRectF(0, 0, option.rect.width(), option.rect.height()))
        doc.documentLayout().draw(painter, context)
        painter.restore()


class AnnouncementLog(QtWidgets.QListWidget):
    """The declarations and scores as said aloud, newest at the bottom."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWordWrap(True)
        self.setUniformItemSizes(False)
        self.lines_delegate = HangingLines(self)
        self.setItemDelegate(self.lines_delegate)
        # the bar always there: the lines are wrapped at one width, not two
        self.setVerticalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.setSelectionMode(QtWidgets.QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(QtCore.Qt.FocusPolicy.NoFocus)
        self.setVerticalScrollMode(QtWidgets.QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setAlternatingRowColors(False)
        # Follow the newest line: whenever the list's height or its contents change the
        # scroll range, stay at the bottom unless the player has scrolled up to read.
        self._following = True
        bar = self.verticalScrollBar()
        bar.valueChanged.connect(self._scrolled)
        bar.rangeChanged.connect(self._range_changed)

    def sizeHint(self) -> QtCore.QSize:
        # Small on purpose: the side panel's scroll area sizes the panel by its
        # preferred height; the log takes the room that is left (its stretch), so a
        # small screen shows the answers and Undo/Hint without scrolling.
        return QtCore.QSize(super().sizeHint().width(), 90)

    def _scrolled(self, value: int) -> None:
        self._following = value >= self.verticalScrollBar().maximum()

    def _range_changed(self, _low: int, high: int) -> None:
        if self._following:
            self.verticalScrollBar().setValue(high)

    def resizeEvent(self, event) -> None:
        following = self._following
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.lines_delegate.forget()
            for i in range(self.count()):        # the lines wrap anew at this width
                self.item(i).setSizeHint(self.lines_delegate.height_of(self.item(i)))
        if following:
            self._following = True
            self.scrollToBottom()

    def clear(self) -> None:
        super().clear()
        self.lines_delegate.forget()
        self._following = True

    def say(self, who: str, text: str, kind: str = "said") -> None:
        last = self.item(self.count() - 1) if self.count() else None
        if kind == "hint" and last is not None and last.data(KIND_ROLE) == "hint":
            # asking again before anything happened: the new hint takes the old one's
            # line, so pressing H does not push the declarations out of sight
            self.takeItem(self.count() - 1)
        item = QtWidgets.QListWidgetItem(
            fill(self.tr("%1: %2"), who, text) if who else text)
        item.setData(KIND_ROLE, kind)
        if kind == "heading":
            f = item.font()
            f.setBold(True)
            item.setFont(f)
        if kind in KIND_COLOURS:
            item.setForeground(KIND_COLOURS[kind](self.palette()))
        self.addItem(item)
        item.setSizeHint(self.lines_delegate.height_of(item))
        self._following = True          # something new is said: show it
        self.scrollToBottom()
        # again once the wrapped lines have their heights
        QtCore.QTimer.singleShot(0, self, self.scrollToBottom)

    def lines(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]


class ChoicePanel(QtWidgets.QGroupBox):
    """A question for the human and its answers as buttons; the first is the default
    (Enter).  Used for the exchange, the declarations, and any choice that is not a
    card.  An answer whose value is a list of (words, value) is one button opening a
    menu of them (the rarer answers, kept from crowding the log out)."""

    chosen = Signal(object)   # the value attached to the button pressed

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setTitle(self.tr("Your turn"))
        self.question = QtWidgets.QLabel()
        self.question.setWordWrap(True)
        self.question.setTextFormat(QtCore.Qt.TextFormat.RichText)
        self.buttons_box = QtWidgets.QVBoxLayout()
        layout = QtWidgets.QVBoxLayout(self)
        layout.addWidget(self.question)
        layout.addLayout(self.buttons_box)
        self.buttons: list[QtWidgets.QPushButton] = []
        self.hide()

    def ask(self, question: str, answers: list[tuple[str, object]], title: str | None = None,
            enabled: list[bool] | None = None) -> None:
        self.setTitle(self.tr("Your turn") if title is None else title)
        self.question.setText(question)
        self.question.setVisible(bool(question))
        for b in self.buttons:
            # hidden at once: deleteLater alone leaves it drawn until the event loop
            # next runs at this level
            self.buttons_box.removeWidget(b)
            b.hide()
            b.setParent(None)
            b.deleteLater()
        self.buttons = []
        for i, (text, value) in enumerate(answers):
            b = WrappingButton(text)
            b.setAutoDefault(i == 0)
            b.setDefault(i == 0)
            if enabled is not None:
                b.setEnabled(enabled[i])
            if isinstance(value, list):     # a button of several answers, as a menu
                menu = QtWidgets.QMenu(b)
                for words, v in value:
                    menu.addAction(words).triggered.connect(
                        lambda _=False, v=v: self.chosen.emit(v))
                b.setMenu(menu)
            else:
                b.clicked.connect(lambda _=False, v=value: self.chosen.emit(v))
            self.buttons_box.addWidget(b)
            self.buttons.append(b)
        self.show()

    def press_default(self) -> bool:
        for b in self.buttons:
            if b.isEnabled() and b.isDefault():
                b.click()
                return True
        return False

    def clear(self) -> None:
        self.hide()


class SidePanel(QtWidgets.QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.score = QtWidgets.QLabel()
        self.score.setTextFormat(QtCore.Qt.TextFormat.RichText)
        self.score.setWordWrap(True)
        self.score.setAlignment(QtCore.Qt.AlignmentFlag.AlignTop)
        score_box = QtWidgets.QGroupBox(self.tr("Score"))
        QtWidgets.QVBoxLayout(score_box).addWidget(self.score)
        self.log = AnnouncementLog()
        log_box = QtWidgets.QGroupBox(self.tr("Announcements"))
        QtWidgets.QVBoxLayout(log_box).addWidget(self.log)
        self.choice = ChoicePanel()
        self.undo_button = QtWidgets.QPushButton(self.tr("&Undo"))
        self.hint_button = QtWidgets.QPushButton(self.tr("&Hint"))
        tools = QtWidgets.QHBoxLayout()
        tools.addWidget(self.undo_button)
        tools.addWidget(self.hint_button)
        layout = QtWidgets.QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(score_box)
        layout.addWidget(log_box, 1)
        layout.addWidget(self.choice)
        layout.addLayout(tools)
        self.setMinimumWidth(200)
        self.setMaximumWidth(360)


class SideScroll(QtWidgets.QScrollArea):
    """Holds the side panel: as tall as the window when that is enough, otherwise as
    tall as the panel's smallest layout (then it scrolls).  QScrollArea's own resizing
    gives a panel with wrapping words its preferred height, not its least, so a small
    window scrolled (and hid the answers) when shrinking the log would have been enough."""

    def __init__(self, panel: QtWidgets.QWidget, parent=None):
        super().__init__(parent)
        self.setWidget(panel)
        self.setWidgetResizable(False)
        self.setFrameShape(QtWidgets.QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMinimumWidth(panel.minimumWidth())
        self.setMaximumWidth(panel.maximumWidth())
        panel.installEventFilter(self)

    def fit(self) -> None:
        panel, layout = self.widget(), self.widget().layout()
        width = self.viewport().width()
        bar = self.verticalScrollBar()
        least = layout.minimumHeightForWidth(width) if layout.hasHeightForWidth() \
            else layout.minimumSize().height()
        if least > self.viewport().height() and not bar.isVisible():
            width -= bar.sizeHint().width()          # the bar will take its room
            least = layout.minimumHeightForWidth(width) if layout.hasHeightForWidth() \
                else least
        height = max(self.viewport().height(), least)
        if panel.size() != QtCore.QSize(width, height):
            panel.resize(width, height)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit()

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QtCore.QEvent.Type.LayoutRequest:
            QtCore.QTimer.singleShot(0, self, self.fit)
        return super().eventFilter(watched, event)
