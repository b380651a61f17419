"""The meld board's captions say what is still on the table: a declaration broken by
play ("Royal marriage ♣ 40" over a lone K♣, its Queen played) loses its caption."""
from __future__ import annotations

from parlour.engine.cards import parse_card, parse_cards
from parlour.engine.copies import CardCopy
from parlour.ui.table.meld_board import group_table


def _table(text):
    return parse_cards(text)


def _names(cards):
    from parlour.engine.cards import card_name
    return " ".join(card_name(c) for c in cards)


MARRIAGE = (parse_cards("KC QC"), "Royal marriage ♣", 40)
BEZIQUE = (parse_cards("QS JD"), "Bézique", 40)
SPADES = (parse_cards("KS QS"), "Royal marriage ♠", 40)


def test_a_whole_declaration_keeps_its_caption():
    groups = group_table(_table("KC QC"), [MARRIAGE])
    assert [(g.title, g.points, _names(g.cards)) for g in groups] == \
        [("Royal marriage ♣", 40, "KC QC")]


def test_the_queen_played_from_a_royal_marriage_leaves_the_king_uncaptioned():
    groups = group_table(_table("KC"), [MARRIAGE])
    assert [(g.title, g.points, _names(g.cards)) for g in groups] == [("", 0, "KC")]


def test_a_card_serving_again_in_another_combination_keeps_both_captions():
    # the Queen of spades laid in the bézique serves again in the marriage of spades
    groups = group_table(_table("QS JD KS"), [BEZIQUE, SPADES])
    assert [(g.title, _names(g.cards)) for g in groups] == \
        [("Bézique", "QS JD"), ("Royal marriage ♠", "KS")]


def test_a_broken_declaration_gives_its_cards_to_a_whole_one_that_uses_them():
    # the Jack of diamonds played: the bézique is gone, the marriage holds its Queen
    groups = group_table(_table("QS KS"), [BEZIQUE, SPADES])
    assert [(g.title, _names(g.cards)) for g in groups] == [("Royal marriage ♠", "KS QS")]
    # and the Queen played: neither stands
    groups = group_table(_table("JD KS"), [BEZIQUE, SPADES])
    assert [(g.title, g.points) for g in groups] == [("", 0)]
    assert _names(groups[0].cards) == "JD KS"


def test_with_several_packs_a_combination_never_shares_a_card_with_its_like():
    kc, qc = parse_card("KC"), parse_card("QC")
    table = [CardCopy(kc, 0), CardCopy(kc, 1), CardCopy(qc, 1)]      # one Queen played
    groups = group_table(table, [MARRIAGE, MARRIAGE], lambda k: k.card)
    assert [(g.title, g.cards) for g in groups] == \
        [("Royal marriage ♣", [CardCopy(kc, 0), CardCopy(qc, 1)]), ("", [CardCopy(kc, 1)])]
    # a double bézique laid over a bézique serves again with it; a Queen of it played
    qs, jd = parse_card("QS"), parse_card("JD")
    double = ([qs, jd, qs, jd], "Double bézique", 500)
    both = [CardCopy(qs, 0), CardCopy(jd, 0), CardCopy(qs, 1), CardCopy(jd, 1)]
    assert [g.title for g in group_table(both, [BEZIQUE, double], lambda k: k.card)] == \
        ["Bézique", "Double bézique"]
    three = [CardCopy(qs, 0), CardCopy(jd, 0), CardCopy(jd, 1)]
    assert [g.title for g in group_table(three, [BEZIQUE, double], lambda k: k.card)] == \
        ["Bézique", ""]
