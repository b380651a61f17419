"""The melding games cut for the first deal (issue 28, item 13): the higher card, as in
play, chooses and lets his adversary deal; a record or a save keeps its own dealer."""
import pytest

from parlour.engine.events import Cut, Dealt
from parlour.engine.games import new_game
from parlour.engine.melding.tricks import strength
from parlour.engine.records import record_of, replay

GAMES = [("binocle", "48"), ("binocle", "64"), ("rubicon-bezique", "rubicon"),
         ("chinese-bezique", "chinese"), ("bezique", "two-pack")]


@pytest.mark.parametrize("game,variant", GAMES)
def test_the_higher_cut_lets_his_adversary_deal_and_the_cut_is_shown(game, variant):
    """binocle.txt: "the player cutting the higher card may deal or not, as he pleases.
    It is usual for the player having the choice to make his adversary deal";
    rubicon-bezique.txt: "the player cutting the higher card having first choice [...]
    In cutting, the cards rank as in play".  SUPPLEMENT.md: the app "shows the two cut
    cards" and the computer "follows the book's usual choice".  Binocle once let seat 1
    deal every game."""
    dealers = set()
    for seed in range(30):
        s = new_game(game, variant, seed=seed)
        first = s.deals[0].events[0]
        assert isinstance(first.payload, Cut)
        assert isinstance(s.deals[0].events[1].payload, Dealt)
        a, b = first.payload.cards
        assert strength(a) != strength(b)            # equal cards cut again
        higher = 0 if strength(a) > strength(b) else 1
        assert s.deals[0].setup.dealer == first.payload.dealer == 1 - higher
        dealers.add(s.deals[0].setup.dealer)
        if len(s.deals) > 1:                          # later deals are not cut for
            assert not any(isinstance(e.payload, Cut) for e in s.deals[1].events)
    assert dealers == {0, 1}


def test_a_ten_cut_beats_a_king_as_in_play():
    """The cut's order is the play's, A 10 K Q J 9: a seed where a Ten meets a King."""
    for seed in range(200):
        s = new_game("binocle", "48", seed=seed)
        cut = s.deals[0].events[0].payload
        ranks = sorted(c & 7 for c in cut.cards)
        if ranks == [3, 6]:                           # TEN, KING
            ten = 0 if cut.cards[0] & 7 == 3 else 1
            assert cut.dealer == 1 - ten
            return
    pytest.fail("no seed cut a Ten against a King")


@pytest.mark.parametrize("game,variant", GAMES)
def test_a_record_keeps_its_dealer_and_is_not_cut_again(game, variant):
    """Records carry each deal's dealer (INTERFACES.md): replaying one, whoever dealt
    first, deals first again, with no cut; a record written before the cut replays."""
    for dealer in (0, 1):
        s = new_game(game, variant, seed=1)
        setup = s.deals[0].setup
        other = type(setup)(dealer, setup.hands, setup.stock, setup.turnup)
        again = new_game(game, variant, deals=[other])
        assert again.deals[0].setup.dealer == dealer
        assert not any(isinstance(e.payload, Cut) for e in again.deals[0].events)
        assert replay(record_of(again)).deals[0].setup.dealer == dealer
