"""Why a game ended is data (``Result.ending``); its words come from sentences.py alone,
and they are the words the records have always written (outside scorers read them)."""
from __future__ import annotations

import pytest

from parlour.engine import ending
from parlour.engine.bezique import settle_rubicon as settle_bezique
from parlour.engine.bezique.two_pack import settle_two_pack
from parlour.engine.core import Result
from parlour.engine.ending import Ending, EndingKind
from parlour.engine.piquet import settle_rubicon as settle_piquet
from parlour.engine.records import result_json
from parlour.engine.sentences import ending_words

SEATS = ["Ann", "Bob", "Cat", "Dan"]

# every kind, with the words the engine wrote before the ending was typed
WORDS = [
    (Ending(ending.GAME), "game"),
    (Ending(ending.LURCH), "lurch"),
    (Ending(ending.RUBICON), "rubicon"),
    (Ending(ending.TIE_PLAY_ON),
     "a tie after six deals: two more deals are played (a tie after eight is void)"),
    (Ending(ending.TIE_VOID), "a tie after eight deals: the game is void"),
    (Ending(ending.GAME_SCORED, (1800, 1200)), "game: 1800 - 1200 + 500"),
    (Ending(ending.GAME_SCORED, (1400, 1300), counted=True, bonus=True),
     "game with brisques counted: 1400 - 1300 + 500 + 100 bonus"),
    (Ending(ending.RUBICON_SCORED, (2000, 500)),
     "rubicon: 2000 + 500 + 1300 for rubicon and brisques"),
    (Ending(ending.RUBICON_SCORED, (2000, 0), counted=True, bonus=True),
     "rubicon with brisques counted: 2000 + 0 + 1300 for rubicon and brisques"
     " + 100 bonus (loser under 100)"),
    (Ending(ending.DRAWN, (1500,)), "a drawn game at 1500 each"),
    (Ending(ending.DOUBLE_GAME, (1010, 430), 500),
     "a double game, 1010 to 430: the loser is under 500"),
    (Ending(ending.FIRST_TO, (1010, 730), 1000), "first to 1000: 1010 to 730"),
    (Ending(ending.NOT_REACHED, limit=1000), "nobody has reached 1000: deal again"),
    (Ending(ending.TIE_AGAIN, (1020,)), "a tie at 1020: deal again"),
    (Ending(ending.FIRST_OUT, limit=100, seat=2), "Cat is first out at 100"),
    (Ending(ending.PAIR_FIRST_OUT, limit=100, seat=1), "Bob and Dan are first out at 100"),
    (Ending(ending.PAIR_FIRST_OUT, limit=100, seat=0, lurched=True),
     "Ann and Cat are first out at 100; the adversaries are lurched"),
    (Ending(ending.SHEET_BALANCED, limit=6), "the sheet balanced after 6 deals"),
    (Ending(ending.CLAIMED, (1010,), 1000, 1), "Bob claims 1000 with 1010: right"),
    (Ending(ending.CLAIMED, (990,), 1000, 0),
     "Ann claims 1000 with only 990: a wrong claim loses"),
    (Ending(ending.UNCLAIMED, (1040,), seat=1),
     "Bob has 1040 at the end of the deal (not claimed)"),
]


@pytest.mark.parametrize("why,words", WORDS, ids=lambda x: x if isinstance(x, str) else x.kind)
def test_each_ending_keeps_its_words(why, words):
    assert ending_words(why, SEATS) == words


def test_every_kind_is_said():
    assert {why.kind for why, _ in WORDS} == set(EndingKind)


def test_an_ending_of_no_known_kind_is_refused():
    with pytest.raises(ValueError):
        Ending("won by a mile")


def test_you_are_spoken_to():
    assert ending_words(Ending(ending.FIRST_OUT, limit=100, seat=0), ["You"]) == \
        "You are first out at 100"
    assert ending_words(Ending(ending.CLAIMED, (1010,), 1000, 0), ["You"]) == \
        "You claim 1000 with 1010: right"


def test_results_carry_the_meaning_and_the_records_keep_the_words():
    r = settle_bezique([1830, 1260])
    assert r.ending == Ending(ending.GAME_SCORED, (1800, 1200))
    assert result_json(r, SEATS)["reason"] == "game: 1800 - 1200 + 500"
    r = settle_piquet([80, 130])
    assert (r.winner, r.ending.kind, ending_words(r.ending, SEATS)) == \
        (1, ending.RUBICON, "rubicon")
    r = settle_two_pack([1010, 430])
    assert (r.ending.kind, r.value) == (ending.DOUBLE_GAME, 2)
    r = Result(0, 1, Ending(ending.FIRST_OUT, limit=100, seat=0), [101, 40, 30])
    assert result_json(r, SEATS) == {"winner": 0, "value": 1, "reason": "Ann is first out at 100",
                           "totals": [101, 40, 30]}
