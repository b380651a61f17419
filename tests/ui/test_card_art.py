"""Parlour's card art, the pixmap cache and system card themes (headless)."""
from __future__ import annotations

import gzip

import pytest

from parlour.engine.cards import ACE, HEARTS, KING, SPADES, card, card_name
from parlour.ui.table.cardart import faces
from parlour.ui.table.cardart.faces import back_svg, face_svg
from parlour.ui.table.cardart.renderer import CardRenderer
from parlour.ui.table.cardart.themes import (AISLERIOT, KDE, PARLOUR, Theme, available_themes,
                                       element_id, find_theme)
from parlour.ui.binding.qt import QtCore, QtGui, QtSvg

ALL_CARDS = list(range(32))


def svg_renderer(text: str) -> QtSvg.QSvgRenderer:
    return QtSvg.QSvgRenderer(QtCore.QByteArray(text.encode("utf-8")))


def render(text: str, width: int = 250) -> QtGui.QImage:
    r = svg_renderer(text)
    h = int(round(width * faces.ASPECT))
    img = QtGui.QImage(width, h, QtGui.QImage.Format.Format_ARGB32)
    img.fill(QtGui.QColor("white"))
    p = QtGui.QPainter(img)
    p.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
    r.render(p, QtCore.QRectF(0, 0, width, h))
    p.end()
    return img


def ink_in(img: QtGui.QImage, x0: int, y0: int, x1: int, y1: int) -> tuple[int, int]:
    """(dark pixels, red pixels) in a box: marks drawn there, and of which colour."""
    dark = red = 0
    for y in range(y0, y1):
        for x in range(x0, x1):
            c = img.pixelColor(x, y)
            if c.red() > 150 and c.green() < 90 and c.blue() < 100:
                red += 1
            elif c.red() < 90 and c.green() < 90 and c.blue() < 90:
                dark += 1
    return dark, red


@pytest.mark.parametrize("c", ALL_CARDS, ids=card_name)
def test_every_face_is_valid_svg_with_both_corner_indices(qapp, c):
    r = svg_renderer(face_svg(c))
    assert r.isValid()
    top = r.boundsOnElement("index-top")
    bottom = r.boundsOnElement("index-bottom")
    # top-left corner, and the same index turned about the centre into the bottom right
    assert top.right() < 60 and top.bottom() < 100
    assert bottom.left() > faces.WIDTH - 60 and bottom.top() > faces.HEIGHT - 100
    middle = (top.center() + bottom.center()) / 2
    assert middle.x() == pytest.approx(faces.WIDTH / 2, abs=0.5)
    assert middle.y() == pytest.approx(faces.HEIGHT / 2, abs=0.5)


@pytest.mark.parametrize("c", ALL_CARDS, ids=card_name)
def test_every_face_draws_its_indices_in_the_suit_colour(qapp, c):
    img = render(face_svg(c))
    w, h = img.width(), img.height()
    top = ink_in(img, 6, 6, 50, 96)
    bottom = ink_in(img, w - 50, h - 96, w - 6, h - 6)
    red_suit = c >> 3 in (1, 2)
    for dark, red in (top, bottom):
        assert (red if red_suit else dark) > 300      # a rank and a pip, not a speck
        assert (dark if red_suit else red) < 40       # and in one colour


def test_faces_are_all_different_and_courts_are_pictures(qapp):
    images = {c: render(face_svg(c), 100) for c in ALL_CARDS}
    keys = {bytes(img.constBits()) for img in images.values()}
    assert len(keys) == 32
    # a court is mostly coloured picture; a numeral mostly paper
    def coloured(img):
        return sum(1 for y in range(0, img.height(), 3) for x in range(0, img.width(), 3)
                   if img.pixelColor(x, y).saturation() > 60)
    assert coloured(images[card(KING, HEARTS)]) > 2 * coloured(images[card(0, HEARTS)])


def test_pip_counts_match_the_rank():
    for rank, count in ((0, 7), (1, 8), (2, 9), (3, 10)):
        assert len(faces._pip_layout(rank)) == count
        assert len(set(faces._pip_layout(rank))) == count


def test_backs_come_in_several_colours_and_unknown_is_refused(qapp):
    docs = [back_svg(style) for style in faces.BACK_STYLES]
    assert len(set(docs)) == len(docs) >= 2
    assert all(svg_renderer(d).isValid() for d in docs)
    with pytest.raises(ValueError):
        back_svg("tartan")
    with pytest.raises(ValueError):
        face_svg(32)


# ----- renderer ----------------------------------------------------------------------

def test_pixmaps_are_rendered_once_and_cached(qapp):
    r = CardRenderer()
    a = r.pixmap(card(ACE, SPADES), 80)
    b = r.pixmap(card(ACE, SPADES), 80)
    assert a.cacheKey() == b.cacheKey()
    assert r.pixmap(card(ACE, SPADES), 81).cacheKey() != a.cacheKey()
    assert r.pixmap(None, 80).cacheKey() != a.cacheKey()
    assert r.cache_len() == 3


def test_warming_fills_the_cache_for_a_size(qapp):
    r = CardRenderer()
    r.warm(70, 2.0)
    assert r.cache_len() == 33
    r.pixmap(31, 70, 2.0)
    assert r.cache_len() == 33


def test_card_size_keeps_five_to_seven(qapp):
    r = CardRenderer()
    assert r.card_size(100) == QtCore.QSize(100, 140)
    pm = r.pixmap(3, 100)
    assert (pm.width(), pm.height()) == (100, 140)


def test_dpr_two_gives_twice_the_pixels_at_the_same_logical_size(qapp):
    r = CardRenderer()
    one = r.pixmap(5, 90, 1.0)
    two = r.pixmap(5, 90, 2.0)
    assert two.width() == 2 * one.width() and two.height() == 2 * one.height()
    assert two.devicePixelRatio() == 2.0
    assert two.deviceIndependentSize() == one.deviceIndependentSize()


def test_back_style_can_change_and_drops_old_backs(qapp):
    r = CardRenderer(back="classic")
    red_back = r.pixmap(None, 60).toImage()
    r.set_back("blue")
    blue_back = r.pixmap(None, 60).toImage()
    centre = QtCore.QPoint(10, 40)   # the lattice field
    assert red_back.pixelColor(centre).red() > red_back.pixelColor(centre).blue()
    assert blue_back.pixelColor(centre).blue() > blue_back.pixelColor(centre).red()


def test_cache_is_bounded(qapp):
    r = CardRenderer(cache_size=5)
    for w in range(40, 50):
        r.pixmap(0, w)
    assert r.cache_len() == 5


# ----- system themes -------------------------------------------------------------------

DECK_SVG = """<svg xmlns="http://www.w3.org/2000/svg" width="300" height="150"
 viewBox="0 0 300 150">
 <g id="1_spade"><rect x="0" y="0" width="100" height="150" fill="#00ff00"/></g>
 <g id="back" transform="translate(200,0)">
   <rect x="0" y="0" width="100" height="150" fill="#0000ff"/></g>
</svg>"""


def make_kde_deck(root, folder="svg-test", name="Test Deck"):
    deck = root / "carddecks" / folder
    deck.mkdir(parents=True)
    (deck / "index.desktop").write_text(
        f"[KDE Backdeck]\nName={name}\nName[de]=Testblatt\nSVG=test.svgz\n"
        "Comment=a test\n", encoding="utf-8")
    (deck / "test.svgz").write_bytes(gzip.compress(DECK_SVG.encode()))
    return deck


def make_aisleriot_deck(root, stem="tiny_deck"):
    folder = root / "aisleriot" / "cards"
    folder.mkdir(parents=True)
    (folder / f"{stem}.svg").write_text(DECK_SVG, encoding="utf-8")
    (folder / "README").write_text("not a deck", encoding="utf-8")


def test_element_ids_follow_the_kde_and_aisleriot_names():
    assert element_id(card(ACE, SPADES)) == "1_spade"
    assert element_id(card(KING, HEARTS)) == "king_heart"
    assert element_id(3 * 8 + 3) == "10_club"
    assert element_id(2 * 8 + 4) == "jack_diamond"
    assert element_id(None) == "back"


def test_kde_and_aisleriot_decks_are_found(tmp_path):
    make_kde_deck(tmp_path)
    (tmp_path / "carddecks" / "bitmap-only").mkdir()
    (tmp_path / "carddecks" / "bitmap-only" / "index.desktop").write_text(
        "[KDE Backdeck]\nName=Old\n", encoding="utf-8")
    make_aisleriot_deck(tmp_path)
    themes = available_themes([tmp_path])
    assert themes[0].kind == PARLOUR
    by_kind = {t.kind: t for t in themes[1:]}
    assert len(themes) == 3
    assert by_kind[KDE].name == "Test Deck" and by_kind[KDE].key == "kde:svg-test"
    assert by_kind[AISLERIOT].name == "Tiny Deck"
    assert by_kind[AISLERIOT].key == "aisleriot:tiny_deck"
    assert find_theme("kde:svg-test", [tmp_path]) == by_kind[KDE]
    assert find_theme("Tiny Deck", [tmp_path]) == by_kind[AISLERIOT]
    assert find_theme("no such deck", [tmp_path]).kind == PARLOUR


def test_themes_are_looked_for_in_the_xdg_data_dirs(tmp_path, monkeypatch):
    home, system = tmp_path / "home", tmp_path / "system"
    make_kde_deck(home, "svg-mine", "Mine")
    make_kde_deck(system, "svg-mine", "System copy")
    make_aisleriot_deck(system)
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    monkeypatch.setenv("XDG_DATA_DIRS", str(system))
    names = [t.name for t in available_themes()]
    assert names == ["Parlour", "Mine", "Tiny Deck"]    # the user's copy wins


def test_a_system_deck_draws_its_own_cards_and_parlour_fills_the_gaps(qapp, tmp_path):
    make_kde_deck(tmp_path)
    r = CardRenderer("kde:svg-test", theme_dirs=[tmp_path])
    assert r.theme.kind == KDE
    assert r.aspect == pytest.approx(1.5)
    assert r.card_size(100) == QtCore.QSize(100, 150)
    ace = r.pixmap(card(ACE, SPADES), 40).toImage()
    assert ace.pixelColor(20, 30) == QtGui.QColor("#00ff00")
    back = r.pixmap(None, 40).toImage()
    assert back.pixelColor(20, 30) == QtGui.QColor("#0000ff")
    assert r.has_element(None) and not r.has_element(card(KING, HEARTS))
    king = r.pixmap(card(KING, HEARTS), 40).toImage()   # not in the deck: Parlour's
    assert king.pixelColor(20, 30) != QtGui.QColor("#00ff00")
    assert king.pixelColor(20, 30).alpha() == 255


def test_a_broken_deck_file_falls_back_to_parlour(qapp, tmp_path):
    deck = make_kde_deck(tmp_path)
    (deck / "test.svgz").write_bytes(b"not svg at all")
    r = CardRenderer(Theme("Broken", deck / "test.svgz", KDE))
    assert r.aspect == faces.ASPECT
    assert not r.pixmap(0, 50).isNull()


def test_shadow_and_glow_are_painted_once_per_size(qapp):
    from parlour.ui.table.cardart.decor import decoration
    glow = decoration("glow", 100, 140, 5.6, 9, 1.0)
    assert decoration("glow", 100, 140, 5.6, 9, 1.0).cacheKey() == glow.cacheKey()
    assert (glow.width(), glow.height()) == (118, 158)
    assert decoration("glow", 100, 140, 5.6, 9, 2.0).width() == 236
    edge = glow.toImage().pixelColor(6, 79)          # just outside the card's left side
    assert edge.alpha() > 100 and edge.red() > edge.blue()
    shadow = decoration("shadow", 100, 140, 5.6, 9, 1.0).toImage()
    assert shadow.pixelColor(60, 150).alpha() > 0     # just below the card
    with pytest.raises(ValueError):
        decoration("sparkles", 100, 140, 5.6, 9, 1.0)


GRID_SVG = """<svg xmlns="http://www.w3.org/2000/svg" width="260" height="140"
 viewBox="0 0 260 140">
 <rect id="1_spade" x="2" y="86" width="16" height="24" fill="#00ff00"/>
 <g id="king_heart"><rect x="242" y="58" width="16" height="24" fill="#ff0000"/></g>
 <rect id="back" x="40" y="112" width="20" height="28" fill="#0000ff"/>
</svg>"""


def test_an_aisleriot_deck_is_a_grid_and_each_card_keeps_its_place_in_its_cell(
        qapp, tmp_path):
    """13 columns (Ace .. King) by 5 rows (clubs, diamonds, hearts, spades, extras);
    cells 20 x 28 here, so the cards are 5:7 and an element inset in its cell stays
    inset on the card."""
    folder = tmp_path / "aisleriot" / "cards"
    folder.mkdir(parents=True)
    (folder / "grid.svgz").write_bytes(gzip.compress(GRID_SVG.encode()))
    r = CardRenderer("aisleriot:grid", theme_dirs=[tmp_path])
    assert r.theme.kind == AISLERIOT
    assert r.aspect == pytest.approx(1.4)
    ace = r.pixmap(card(ACE, SPADES), 40).toImage()          # 2 pixels per unit
    assert ace.pixelColor(1, 1).alpha() == 0                  # the inset shows
    assert ace.pixelColor(20, 28) == QtGui.QColor("#00ff00")
    king = r.pixmap(card(KING, HEARTS), 40).toImage()
    assert king.pixelColor(1, 1).alpha() == 0
    assert king.pixelColor(20, 28) == QtGui.QColor("#ff0000")
    back = r.pixmap(None, 40).toImage()
    assert back.pixelColor(1, 1) == QtGui.QColor("#0000ff")
    assert back.pixelColor(38, 54) == QtGui.QColor("#0000ff")
