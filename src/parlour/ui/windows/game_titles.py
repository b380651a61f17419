"""The names the window gives games and variants ("Piquet au cent (100 up)",
"Rubicon Bézique"): one place, so the dialog, the title bar and the sheets agree."""
from __future__ import annotations

from ...engine import games

GAME_TITLES = {"piquet": "Piquet", "rubicon-bezique": "Rubicon Bézique",
               "chinese-bezique": "Chinese Bézique", "bezique": "Bézique (two packs)",
               "binocle": "Binocle"}
VARIANT_TITLES = {"au-cent": "au cent (100 up)", "rubicon": "Rubicon (six deals)",
                  "normand": "Normand (three players)", "voleur": "Voleur (four players)",
                  "48": "48 cards", "64": "64 cards", "chinese": "six packs",
                  "two-pack": "two packs, eight cards each",
                  "ecrire": "à écrire (a sitting of three to seven)"}
# where a variant's name means something else in another game
GAME_VARIANT_TITLES = {("rubicon-bezique", "rubicon"): "one deal to the rubicon"}


def variant_title(game: str, variant: str) -> str:
    return GAME_VARIANT_TITLES.get((game, variant)) or VARIANT_TITLES.get(variant, variant)


def game_title(game: str, variant: str) -> str:
    """"Rubicon Bézique", "Piquet au cent (100 up)": the variant named only when the game
    has several."""
    name = GAME_TITLES.get(game, game)
    if game in games.game_names() and len(games.game_of(game).variants) > 1:
        return f"{name} {variant_title(game, variant)}"
    return name
