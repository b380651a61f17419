"""The names the window gives games and variants ("Piquet au cent (100 up)",
"Rubicon Bézique"): one place, so the dialog, the title bar and the sheets agree.  Each
table says its names in the player's language when read (``language.Said``)."""
from __future__ import annotations

from ...engine import games
from ...language import Said, message

GAME_TITLES = Said({"piquet": message("Piquet"), "rubicon-bezique": message("Rubicon Bézique"),
                    "chinese-bezique": message("Chinese Bézique"),
                    "bezique": message("Bézique (two packs)"), "binocle": message("Binocle")})
VARIANT_TITLES = Said({"au-cent": message("au cent (100 up)"),
                       "rubicon": message("Rubicon (six deals)"),
                       "normand": message("Normand (three players)"),
                       "voleur": message("Voleur (four players)"),
                       "48": message("48 cards"), "64": message("64 cards"),
                       "chinese": message("six packs"),
                       "two-pack": message("two packs, eight cards each"),
                       "ecrire": message("à écrire (a sitting of three to seven)")})
# where a variant's name means something else in another game
GAME_VARIANT_TITLES = Said({("rubicon-bezique", "rubicon"): message("one deal to the rubicon")})


def variant_title(game: str, variant: str) -> str:
    return GAME_VARIANT_TITLES.get((game, variant)) or VARIANT_TITLES.get(variant, variant)


def game_title(game: str, variant: str) -> str:
    """"Rubicon Bézique", "Piquet au cent (100 up)": the variant named only when the game
    has several."""
    name = GAME_TITLES.get(game, game)
    if game in games.game_names() and len(games.game_of(game).variants) > 1:
        return f"{name} {variant_title(game, variant)}"
    return name
