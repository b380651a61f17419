"""A card on the table: real mouse drags and clicks with QTest on a view, animated moves,
flips, marks, and the animation timing rule (headless)."""
from __future__ import annotations

import pytest

from parlour.engine.cards import ACE, HEARTS, QUEEN, SPADES, card
from parlour.ui.table import animation
from parlour.ui.table.card_item import DRAG_Z, CardItem
from parlour.ui.table.cardart.renderer import CardRenderer
from parlour.ui.binding.qt import QtCore, QtGui, QtWidgets

Qt = QtCore.Qt
LEFT = Qt.MouseButton.LeftButton
NOMOD = Qt.KeyboardModifier.NoModifier


@pytest.fixture
def renderer(qapp):
    return CardRenderer()


@pytest.fixture
def table(qtbot):
    """An unscrolled, unscaled 800 x 600 view: scene and viewport coordinates agree."""
    scene = QtWidgets.QGraphicsScene(0, 0, 800, 600)
    view = QtWidgets.QGraphicsView(scene)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    view.setFrameShape(QtWidgets.QFrame.Shape.NoFrame)
    view.resize(800, 600)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    return scene, view


def put(scene, renderer, c=card(QUEEN, HEARTS), at=(100, 100), draggable=True):
    item = CardItem(c, renderer, 100)
    item.setPos(QtCore.QPointF(*at))
    item.set_draggable(draggable)
    scene.addItem(item)
    return item


def viewport_point(view, scene_point: QtCore.QPointF) -> QtCore.QPoint:
    return view.mapFromScene(scene_point)


def drag(qtbot, view, start: QtCore.QPointF, end: QtCore.QPointF, steps: int = 6):
    vp = view.viewport()
    a, b = viewport_point(view, start), viewport_point(view, end)
    qtbot.mousePress(vp, LEFT, NOMOD, a)
    for i in range(1, steps + 1):
        p = QtCore.QPoint(a.x() + (b.x() - a.x()) * i // steps,
                          a.y() + (b.y() - a.y()) * i // steps)
        qtbot.mouseMove(vp, p)
    qtbot.mouseRelease(vp, LEFT, NOMOD, b)
    return b


def test_a_mouse_drag_moves_the_card_and_reports_where_it_was_dropped(qtbot, table,
                                                                      renderer):
    scene, view = table
    item = put(scene, renderer)
    started, drops, clicks = [], [], []
    item.drag_started.connect(started.append)
    item.dropped.connect(lambda it, pos: drops.append((it, QtCore.QPointF(pos))))
    item.clicked.connect(clicks.append)
    grab = QtCore.QPointF(150, 170)               # inside the card, off its centre
    release = drag(qtbot, view, grab, QtCore.QPointF(450, 320))
    assert started == [item]
    assert len(drops) == 1 and drops[0][0] is item
    assert drops[0][1] == view.mapToScene(release)
    assert item.pos() == QtCore.QPointF(100 + 300, 100 + 150)   # moved with the pointer
    assert clicks == []
    assert item.zValue() == DRAG_Z                # still on top until it lands


def test_slide_back_returns_a_refused_card_to_where_the_drag_began(qtbot, table,
                                                                   renderer):
    scene, view = table
    item = put(scene, renderer)
    item.setZValue(3)
    drag(qtbot, view, QtCore.QPointF(150, 170), QtCore.QPointF(500, 400))
    assert item.pos() != QtCore.QPointF(100, 100)
    with qtbot.waitSignal(item.arrived, timeout=1000):
        item.slide_back(0)
    assert item.pos() == QtCore.QPointF(100, 100)
    assert item.zValue() == 3                     # back in its place in the pile


def test_slide_back_animates_when_asked(qtbot, table, renderer):
    scene, view = table
    item = put(scene, renderer)
    drag(qtbot, view, QtCore.QPointF(150, 170), QtCore.QPointF(300, 170))
    item.slide_back(60)
    assert item.is_moving()
    # a 60 ms slide: the wait is long only for a loaded machine
    qtbot.waitUntil(lambda: not item.is_moving(), timeout=10000)
    assert item.pos() == QtCore.QPointF(100, 100)


def test_a_click_emits_clicked_and_does_not_move(qtbot, table, renderer):
    scene, view = table
    item = put(scene, renderer)
    clicks, drops = [], []
    item.clicked.connect(clicks.append)
    item.dropped.connect(lambda *a: drops.append(a))
    qtbot.mouseClick(view.viewport(), LEFT, NOMOD, viewport_point(view, QtCore.QPointF(140, 150)))
    assert clicks == [item] and drops == []
    assert item.pos() == QtCore.QPointF(100, 100)


def test_a_card_that_is_not_draggable_stays_put_but_still_clicks(qtbot, table, renderer):
    scene, view = table
    item = put(scene, renderer, draggable=False)
    clicks, started = [], []
    item.clicked.connect(clicks.append)
    item.drag_started.connect(started.append)
    drag(qtbot, view, QtCore.QPointF(150, 170), QtCore.QPointF(160, 180), steps=2)
    assert started == [] and item.pos() == QtCore.QPointF(100, 100)
    assert clicks == [item]


def test_the_top_card_of_an_overlap_takes_the_click(qtbot, table, renderer):
    scene, view = table
    under = put(scene, renderer, card(ACE, SPADES), at=(100, 100))
    over = put(scene, renderer, card(ACE, HEARTS), at=(130, 100))
    over.setZValue(1)
    hits = []
    under.clicked.connect(hits.append)
    over.clicked.connect(hits.append)
    qtbot.mouseClick(view.viewport(), LEFT, NOMOD, QtCore.QPoint(150, 150))
    qtbot.mouseClick(view.viewport(), LEFT, NOMOD, QtCore.QPoint(110, 150))
    assert hits == [over, under]


def test_move_to_is_instant_at_zero_and_animated_otherwise(qtbot, table, renderer):
    scene, _ = table
    item = put(scene, renderer)
    arrivals = []
    item.arrived.connect(arrivals.append)
    assert item.move_to(QtCore.QPointF(300, 200), 0) is None
    assert item.pos() == QtCore.QPointF(300, 200) and arrivals == [item]
    with qtbot.waitSignal(item.arrived, timeout=2000):
        anim = item.move_to(QtCore.QPointF(10, 20), 80, rotation=12)
        assert anim is not None and item.is_moving()
    assert item.pos() == QtCore.QPointF(10, 20) and item.rotation() == 12
    # the speed setting decides the default duration: 0 means at once
    item.move_to(QtCore.QPointF(50, 60))
    assert item.pos() == QtCore.QPointF(50, 60)


def test_a_new_move_replaces_one_in_flight(qtbot, table, renderer):
    scene, _ = table
    item = put(scene, renderer)
    arrivals = []
    item.arrived.connect(arrivals.append)
    item.move_to(QtCore.QPointF(700, 500), 5000)
    item.move_to(QtCore.QPointF(20, 30), 0)
    assert item.pos() == QtCore.QPointF(20, 30) and arrivals == [item]
    qtbot.wait(30)
    assert item.pos() == QtCore.QPointF(20, 30)


def test_flip_turns_the_card_and_hides_its_name_face_down(qtbot, renderer):
    item = CardItem(card(ACE, SPADES), renderer, 80, face_up=False)
    assert item.toolTip() == ""
    item.set_face_up(True, 60)
    assert item.is_flipping()
    qtbot.waitUntil(lambda: not item.is_flipping(), timeout=2000)
    assert item.face_up and item.toolTip() == "Ace of spades"
    assert item.transform().isIdentity()
    item.flip()
    assert not item.face_up and item.toolTip() == ""
    unknown = CardItem(None, renderer, 80, face_up=True)
    assert unknown.toolTip() == ""


def test_selected_cards_rise_and_marks_are_remembered(qapp, renderer):
    scene = QtWidgets.QGraphicsScene()
    item = CardItem(card(QUEEN, SPADES), renderer, 100)
    scene.addItem(item)
    top = item.sceneBoundingRect().top()
    item.set_selected(True)
    assert item.selected and item.sceneBoundingRect().top() < top - 20
    item.set_selected(False)
    assert item.sceneBoundingRect().top() == pytest.approx(top)
    item.set_highlight(True)
    item.set_focus_mark(True)
    assert item.highlighted and item.focus_mark
    assert item.size() == QtCore.QSizeF(100, 140)


def render_scene(scene, rect, scale=1.0) -> QtGui.QImage:
    img = QtGui.QImage(int(rect.width() * scale), int(rect.height() * scale),
                       QtGui.QImage.Format.Format_ARGB32)
    img.fill(QtGui.QColor("#1e5a3c"))
    p = QtGui.QPainter(img)
    scene.render(p, QtCore.QRectF(img.rect()), rect)
    p.end()
    return img


def test_highlight_glows_gold_around_the_card(qapp, renderer):
    scene = QtWidgets.QGraphicsScene(0, 0, 200, 220)
    item = CardItem(card(QUEEN, SPADES), renderer, 100)
    item.setPos(50, 40)
    scene.addItem(item)
    plain = render_scene(scene, QtCore.QRectF(0, 0, 200, 220)).pixelColor(47, 110)
    item.set_highlight(True)
    glow = render_scene(scene, QtCore.QRectF(0, 0, 200, 220)).pixelColor(47, 110)
    assert glow.red() > plain.red() + 60 and glow.green() > plain.green() + 40


def test_a_legal_card_gets_a_gilt_edge_and_an_unplayable_one_is_shaded(qapp, renderer):
    scene = QtWidgets.QGraphicsScene(0, 0, 200, 220)
    item = CardItem(card(0, SPADES), renderer, 100)     # the Seven: paper at the edge
    item.setPos(50, 40)
    scene.addItem(item)
    rect = QtCore.QRectF(0, 0, 200, 220)
    at_edge, inside = (52, 110), (100, 60)
    plain = render_scene(scene, rect)
    item.set_highlight(True)
    gilt = render_scene(scene, rect)
    assert gilt.pixelColor(*at_edge).blue() < plain.pixelColor(*at_edge).blue() - 80
    assert gilt.pixelColor(*inside) == plain.pixelColor(*inside)
    item.set_highlight(False)
    item.set_dimmed(True)
    assert item.dimmed
    shaded = render_scene(scene, rect)
    assert shaded.pixelColor(*inside).lightness() < plain.pixelColor(*inside).lightness() - 30


def test_painting_at_a_larger_scale_uses_a_sharper_pixmap(qapp):
    renderer = CardRenderer()
    scene = QtWidgets.QGraphicsScene(0, 0, 200, 200)
    item = CardItem(card(ACE, HEARTS), renderer, 100)
    scene.addItem(item)
    render_scene(scene, QtCore.QRectF(0, 0, 200, 200), scale=2.0)
    big = renderer.pixmap(card(ACE, HEARTS), 100, 2.0)
    assert big.width() == 200
    assert renderer.cache_len() == 1     # the scaled paint rendered exactly that one


def test_set_card_and_width(qapp, renderer):
    item = CardItem(None, renderer, 60)
    assert item.toolTip() == ""
    item.set_card(card(ACE, HEARTS))
    assert item.card == card(ACE, HEARTS) and item.toolTip() == "Ace of hearts"
    item.set_width(90)
    assert item.boundingRect().contains(QtCore.QRectF(0, 0, 90, 126))


def test_durations_are_one_constant_times_one_speed():
    animation.set_speed(1.0)
    assert animation.duration("deal") == animation.ANIMATION_MS["deal"]
    assert animation.duration("gather", 2.0) == 2 * animation.ANIMATION_MS["gather"]
    animation.set_speed(0.5)
    assert animation.duration("play") == round(animation.ANIMATION_MS["play"] / 2)
    animation.set_speed(0)
    assert all(animation.duration(k) == 0 for k in animation.ANIMATION_MS)
    with pytest.raises(ValueError):
        animation.set_speed(-1)


def test_a_click_does_not_stop_a_card_on_its_way(qtbot, table, renderer):
    scene, view = table
    item = put(scene, renderer)
    item.move_to(QtCore.QPointF(130, 100), 150)
    clicks = []
    item.clicked.connect(clicks.append)
    qtbot.mouseClick(view.viewport(), LEFT, NOMOD, QtCore.QPoint(180, 170))
    qtbot.waitUntil(lambda: not item.is_moving(), timeout=2000)
    assert clicks == [item] and item.pos() == QtCore.QPointF(130, 100)


def test_a_card_dragged_in_flight_slides_back_to_where_it_was_going(qtbot, table,
                                                                    renderer):
    scene, view = table
    item = put(scene, renderer)
    item.move_to(QtCore.QPointF(110, 100), 5000)
    drag(qtbot, view, QtCore.QPointF(150, 170), QtCore.QPointF(400, 400))
    assert not item.is_moving()
    assert item.drag_origin == QtCore.QPointF(110, 100)
    item.slide_back(0)
    assert item.pos() == QtCore.QPointF(110, 100)


def test_a_card_inside_a_turned_group_stays_under_the_pointer(qtbot, table, renderer):
    scene, view = table
    group = QtWidgets.QGraphicsRectItem(0, 0, 10, 10)
    group.setPos(300, 50)
    group.setRotation(90)             # e.g. a hand along the side of the table
    scene.addItem(group)
    item = CardItem(card(ACE, SPADES), renderer, 100, parent=group)
    item.set_draggable(True)
    item.setPos(20, 20)
    grab_local = QtCore.QPointF(50, 70)
    grab = item.mapToScene(grab_local)
    drops = []
    item.dropped.connect(lambda it, p: drops.append(QtCore.QPointF(p)))
    release = drag(qtbot, view, grab, grab + QtCore.QPointF(200, 120))
    assert drops == [view.mapToScene(release)]
    under = item.mapToScene(grab_local)
    assert (under - drops[0]).manhattanLength() < 2


def test_cards_turned_with_animation_can_be_thrown_away(qtbot, renderer):
    """Regression: a flip wired through a closure crashed PySide 6.12 (SIGBUS) when the
    item was deleted after its animation had finished."""
    app = QtWidgets.QApplication.instance()
    for _ in range(40):
        item = CardItem(7, renderer, 80, face_up=False)
        item.set_face_up(True, 1)
        while item.is_flipping():
            app.processEvents()
        del item
        app.processEvents()
