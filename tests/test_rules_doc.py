"""docs/rules.md names every rule option of every game, with all its values."""
import pathlib

from parlour.engine.games import GAMES, state_class

PAGE = (pathlib.Path(__file__).resolve().parents[1] / "docs" / "rules.md").read_text(encoding="utf-8")


def test_every_option_and_value_is_documented():
    missing = []
    for game, variants in GAMES.items():
        assert f"`{game}`" in PAGE, game
        for variant in variants.variant_names():
            assert f"`{variant}`" in PAGE, variant
            for name, (default, allowed) in state_class(game, variant).OPTIONS.items():
                row = next((line for line in PAGE.splitlines() if line.startswith(f"| `{name}`")), None)
                if row is None:
                    missing.append(name)
                    continue
                for value in allowed:
                    text = str(value).lower()
                    if isinstance(value, int) and not isinstance(value, bool):
                        ok = text in row or "to" in row
                    else:
                        ok = f"`{text}`" in row
                    assert ok, f"{name}: value {value!r} not in the table"
    assert missing == []
