"""The window's grammar for the player named "You"."""
from parlour.engine.core import Event
from parlour.engine.sentences import sentence
from parlour.ui.table.person import in_person
from parlour.engine.ending import Ending
from parlour.engine.events import Dealt, GameEnded


def test_you_take_the_plain_verb_others_the_third_person():
    assert in_person("You", "deal") == "You deal"
    assert in_person("North", "deal") == "North deals"
    assert in_person("You", "exchange") == "You exchange"


def test_engine_sentences_about_you_agree():
    won = Event(GameEnded(0, 1600, Ending("rubicon")), 0, (), 1600)
    assert sentence(won, ["You", "Computer"]) == "You win 1600 (rubicon)"
    assert sentence(won, ["Youngster", "Computer"]) == "Youngster wins 1600 (rubicon)"
    assert sentence(Event(Dealt(1), 1), ["You", "Computer"]) == "Computer deals"


def test_the_melding_table_says_you_win_and_the_computer_wins():
    from parlour.engine.core import Result
    from parlour.engine.games import new_game
    from parlour.ui.melding.presenter import MeldingPresenter
    state = new_game("rubicon-bezique", None, {}, seats=["You", "Computer"], seed=1)
    view = MeldingPresenter(state, 0, 0)
    assert view.result_text(state, Result(0, 1600, Ending("rubicon"))) == \
        "You win 1600 points: rubicon"
    assert view.result_text(state, Result(1, 1600, Ending("rubicon"))) == \
        "Computer wins 1600 points: rubicon"
