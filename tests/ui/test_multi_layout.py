"""The round table for three and four: everything on the baize, nothing overlapping."""
import itertools

import pytest

from parlour.ui.table.round_layout import FULL, RoundTableGeometry, place_of
from parlour.ui.table.layout import Rect


def card_rect(g, x, y, rotation=0.0):
    if rotation == 90.0:                  # turned about its top-left corner
        return Rect(x - g.card_h, y, g.card_h, g.card_w)
    return Rect(x, y, g.card_w, g.card_h)


def overlap(a: Rect, b: Rect) -> bool:
    return a.x < b.x + b.w - 0.5 and b.x < a.x + a.w - 0.5 \
        and a.y < b.y + b.h - 0.5 and b.y < a.y + a.h - 0.5


def groups(g, seats):
    """Every card place of a full table, by group (a hand, the trick, a pile...)."""
    out = {}
    for place in {3: ("bottom", "left", "right"), 4: ("bottom", "left", "top", "right")}[seats]:
        out[f"hand_{place}"] = [card_rect(g, *p) for p in g.hand(place, FULL)]
        out[f"won_{place}"] = [card_rect(g, *g.won_at(place, 2 * i)) for i in range(FULL)]
    out["trick"] = [card_rect(g, *g.trick_at(place, i)) for i, place in
                    enumerate({3: ("bottom", "left", "right"),
                               4: ("bottom", "left", "top", "right")}[seats])]
    if seats == 3:
        out["talon"] = [card_rect(g, *g.talon(i, spread=True)[:2]) for i in range(2)]
        out["discards"] = [card_rect(g, *g.dealer_discard(i)) for i in range(2)]
    return out


@pytest.mark.parametrize("size", [(940, 740), (700, 480), (1600, 1000), (1200, 560)])
@pytest.mark.parametrize("seats", [3, 4])
def test_every_card_lies_on_the_table_and_no_two_groups_overlap(size, seats):
    g = RoundTableGeometry(*size)
    table = groups(g, seats)
    for name, rects in table.items():
        for r in rects:
            assert r.x >= 0 and r.y >= 0, name
            assert r.x + r.w <= g.width + 0.5 and r.y + r.h <= g.height + 0.5, name
    for (a, ra), (b, rb) in itertools.combinations(table.items(), 2):
        assert not any(overlap(x, y) for x in ra for y in rb), (a, b, size)


@pytest.mark.parametrize("seats", [3, 4])
def test_the_trick_cards_each_show_their_index(seats):
    """Each card of a trick lies in front of its player, its corner uncovered by the
    cards played after it."""
    g = RoundTableGeometry(940, 740)
    places = {3: ("bottom", "left", "right"), 4: ("bottom", "left", "top", "right")}[seats]
    for order in itertools.permutations(places):
        cards = [card_rect(g, *g.trick_at(p, i)) for i, p in enumerate(order)]
        for i, r in enumerate(cards):
            corner = Rect(r.x, r.y, g.card_w * 0.22, g.card_h * 0.25)
            assert not any(overlap(corner, later) for later in cards[i + 1:]), order


def test_captions_clear_of_the_cards_of_a_full_table():
    g = RoundTableGeometry(940, 740)
    rects = [r for rs in groups(g, 4).values() for r in rs]
    for place in ("bottom", "left", "top", "right"):
        x, y = g.name_at(place, FULL, 24)
        line = Rect(x, y, 24 * g.caption * 0.5, g.caption)
        assert not any(overlap(line, r) for r in rects), place
        x, y = g.won_label_at(place)
        assert not any(overlap(Rect(x, y, 6 * g.caption * 0.5, g.caption), r)
                       for r in rects), place


def test_play_passes_to_the_left_and_the_partner_sits_opposite():
    assert [place_of(s, 2, 4) for s in range(4)] == ["top", "right", "bottom", "left"]
    assert [place_of(s, 1, 3) for s in range(3)] == ["right", "bottom", "left"]
