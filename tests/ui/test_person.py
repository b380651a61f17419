"""The window's grammar for the player named "You"."""
from parlour.engine.core import Event
from parlour.ui.person import in_person, you_agree


def test_you_take_the_plain_verb_others_the_third_person():
    assert in_person("You", "deal") == "You deal"
    assert in_person("North", "deal") == "North deals"


def test_engine_sentences_about_you_agree():
    assert you_agree("You wins 1600 to 1200 (game 11 hundred)") == "You win 1600 to 1200 (game 11 hundred)"
    assert you_agree("You scores 40") == "You score 40"
    assert you_agree("Youngster wins") == "Youngster wins"     # a name, not "You"
    assert you_agree("Computer wins 1600") == "Computer wins 1600"


def test_the_melding_log_says_you_win():
    from parlour.engine.games import new_game
    from parlour.ui.melding_view import MeldingView
    state = new_game("rubicon-bezique", None, {}, seats=["You", "Computer"], seed=1)
    view = MeldingView(state, 0, 0)
    lines = view.log_lines(state, [Event("game_end", 0, (), 0, "", "You wins 1600")])
    assert lines == [("", "You win 1600", "said")]
