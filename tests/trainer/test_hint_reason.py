"""The reason given with a Piquet exchange hint, from the exact odds."""
from parlour.engine.cards import parse_cards
from parlour.trainer.hint_reason import exchange_reason


def test_the_reason_names_the_point_suit_and_the_odds():
    hand = parse_cards("AH KH QH JH 9H AC KC 8C AD 7D 8S 9S")
    words = exchange_reason(hand, parse_cards("8S 9S 7D 8C 9H"), "elder")
    assert words.startswith("Throw ") and "hearts for the point" in words
    assert "%" in words and "quatorze" in words
