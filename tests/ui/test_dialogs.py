"""Settings and new-game dialogs, the rules reference, the about text."""
from parlour.store.settings import Settings, load_settings
from parlour.ui.windows.new_game_dialog import NewGameChoice, NewGameDialog, available_games
from parlour.ui.windows.rules_browser import RulesBrowser
from parlour.ui.windows.rules_text import RULE_FILES, rule_text, rules_html
from parlour.ui.windows.settings_dialog import SettingsDialog, card_themes

from piquet_driver import make_window


def test_settings_dialog_round_trip(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    s = Settings(animation_speed=1.5, back_style="blue", player_name="Sir Peter",
                 highlight_legal=False)
    d = SettingsDialog(s)
    qtbot.addWidget(d)
    assert d.settings() == s
    d.speed.setCurrentIndex(0)
    d.back.setCurrentIndex(d.back.findData("green"))
    out = d.settings()
    assert out.animation_speed == 0.0 and out.back_style == "green"
    w = make_window(qtbot)
    w.apply_settings(out)
    assert load_settings()[0] == out
    # the one speed the cards move at (the controller keeps none of its own)
    from parlour.ui.table import animation
    assert animation.duration("play") == 0
    d.speed.setCurrentIndex(d.speed.findData(1.5))
    w.apply_settings(d.settings())
    assert animation.duration("play") == round(1.5 * animation.ANIMATION_MS["play"])
    assert ("parlour", "Parlour") in card_themes()


def test_new_game_dialog_offers_piquet_and_its_rule_options(qtbot):
    assert "piquet" in available_games()
    d = NewGameDialog(None, NewGameChoice("piquet", "rubicon", {"english_point": True},
                                          "random", "me"))
    qtbot.addWidget(d)
    choice = d.choice()
    assert (choice.game, choice.variant, choice.deal) == ("piquet", "rubicon", "me")
    assert choice.options == {"english_point": True}    # the rest as Rubicon plays
    assert d.option_widgets["point_by"].currentData() == "cards"
    d.option_widgets["point_by"].setCurrentIndex(d.option_widgets["point_by"].findData("value"))
    assert d.choice().options == {"english_point": True, "point_by": "value"}


def test_who_deals_first_is_honoured(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    w = make_window(qtbot, autosave=False)
    for deal, seed in (("me", 3), ("computer", 3), ("me", 4), ("computer", 4)):
        c = w.start_new(NewGameChoice("piquet", "au-cent", {}, "random", deal), seed=seed)
        dealer = c.state.deals[0].setup.dealer
        assert (dealer == c.human_seat) == (deal == "me")
        assert c.state.seats[c.human_seat] == w.settings.player_name


def test_rules_render_with_headings():
    html = rules_html(rule_text("piquet.txt"))
    for heading in ("<h1>Piquet</h1>", "<h3>Declaring</h3>", "<h3>Repic</h3>",
                    "<h2>Rubicon Piquet, for Two Players</h2>"):
        assert heading in html
    assert "<table" in html       # the book's card diagrams
    binocle = rules_html(rule_text("binocle.txt"))
    assert "<h3>Dealing</h3>" in binocle and "_=" not in binocle


def test_rules_browser_shows_every_chapter(qtbot):
    b = RulesBrowser()
    qtbot.addWidget(b)
    for i, title in enumerate(RULE_FILES):
        b.chapters.setCurrentRow(i)
        assert len(b.text.toPlainText()) > 500, title
