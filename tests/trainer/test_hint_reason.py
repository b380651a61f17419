"""The reason given with a Piquet exchange hint, from the exact odds."""
from parlour.engine.cards import parse_cards
from parlour.trainer.hint_reason import exchange_reason


def test_the_reason_names_the_point_suit_and_the_odds():
    hand = parse_cards("AH KH QH JH 9H AC KC 8C AD 7D 8S 9S")
    words = exchange_reason(hand, parse_cards("8S 9S 7D 8C 9H"), "elder")
    assert words.startswith("Throw ") and "hearts for the point" in words
    assert "%" in words and "quatorze" in words


def test_the_normand_dealers_odds_are_counted_over_his_own_draws():
    """Ten cards, 0 to 2 thrown, each draw of the talon's cards any of the 22 unseen:
    the table's count of a quatorze of Aces agrees with counting the pairs by hand."""
    from itertools import combinations
    from parlour.odds.exact import NORMAND_DEALER, exact_table
    hand = parse_cards("AH AC AD KH QH JH 9C 8C 7S 8S")
    table = exact_table(hand, NORMAND_DEALER)
    assert len(table) == 1 + 10 + 45
    thrown = tuple(sorted(parse_cards("7S 8S")))
    row = table.row_of(thrown)
    unseen = [c for c in range(32) if c not in hand]
    assert table.draws[row] == 231 == len(list(combinations(unseen, 2)))
    aces = sum(1 for pair in combinations(unseen, 2) if any(c & 7 == 7 for c in pair))
    assert table.quatorze_counts[row][-1] == aces == 21
    words = exchange_reason(hand, thrown, NORMAND_DEALER, counted=True)
    assert "hearts for the point" in words and "231 draws of 2 from the 22" in words
    assert exchange_reason(hand, (), NORMAND_DEALER).startswith("Keep all ten")
