import json

from parlour.store.settings import Settings, load_settings, save_settings, settings_path


def test_defaults_when_there_is_no_file():
    settings, notice = load_settings()
    assert settings == Settings() and notice is None


def test_settings_round_trip():
    s = Settings(animation_speed=0.5, card_theme="other", back_style="plain",
                 opponent="random", player_name="Lady Teazle", highlight_legal=False)
    save_settings(s)
    assert load_settings() == (s, None)


def test_settings_live_under_parlour_home(parlour_home):
    save_settings(Settings())
    assert settings_path() == parlour_home / "config" / "settings.json"
    assert settings_path().exists()


def test_wrong_type_is_moved_aside_and_defaults_used(parlour_home):
    save_settings(Settings())
    data = json.loads(settings_path().read_text())
    data["animation_speed"] = "very fast"
    settings_path().write_text(json.dumps(data))
    settings, notice = load_settings()
    assert settings == Settings()
    assert "moved to" in notice and "unreadable" in notice
    assert len(list((parlour_home / "config").glob("settings.unreadable-*.json"))) == 1


def test_version_1_speed_words_are_migrated():
    settings_path().write_text(json.dumps(
        {"format": "parlour-settings", "version": 1, "speed": "fast", "opponent": "random"}))
    settings, notice = load_settings()
    assert notice is None
    assert settings.animation_speed == 0.5 and settings.opponent == "random"


def test_future_version_is_moved_aside():
    settings_path().write_text(json.dumps({"format": "parlour-settings", "version": 99}))
    settings, notice = load_settings()
    assert settings == Settings() and "newer Parlour" in notice


def test_unknown_keys_are_ignored():
    settings_path().write_text(json.dumps(
        {"format": "parlour-settings", "version": 2, "a_later_option": 3}))
    assert load_settings() == (Settings(), None)
