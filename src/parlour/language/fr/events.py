"""French: what happens at the table and why a game ended, as the engines say it
(engine/sentences.py)."""
from __future__ import annotations

MESSAGES: dict[str, str | tuple[str, str]] = {
    # ----- events -----
    "{who} plays {card}": "{who} joue {card}", "You play {card}": "Vous jouez {card}",
    "{who} plays {card} from the table": "{who} joue {card} de la table",
    "You play {card} from the table": "Vous jouez {card} de la table",
    "{who} wins the trick": "{who} fait la levée", "You win the trick": "Vous faites la levée",
    "{who} wins the trick and gathers the brisques":
        "{who} fait la levée et ramasse les brisques",
    "You win the trick and gather the brisques": "Vous faites la levée et ramassez les brisques",
    "{who} takes the turn-up {card}": "{who} prend la retourne {card}",
    "You take the turn-up {card}": "Vous prenez la retourne {card}",
    "{n} card left in the stock": ("{n} carte reste au talon", "{n} cartes restent au talon"),
    "{who} draws": "{who} pioche", "You draw": "Vous piochez",
    "I laid out the Seven of {suit}.": "J'ai écarté le sept de {suit}.",
    "I laid out the Eight of {suit}.": "J'ai écarté le huit de {suit}.",
    "I laid out the Nine of {suit}.": "J'ai écarté le neuf de {suit}.",
    "I laid out the Ten of {suit}.": "J'ai écarté le dix de {suit}.",
    "I laid out the Jack of {suit}.": "J'ai écarté le valet de {suit}.",
    "I laid out the Queen of {suit}.": "J'ai écarté la dame de {suit}.",
    "I laid out the King of {suit}.": "J'ai écarté le roi de {suit}.",
    "I laid out the Ace of {suit}.": "J'ai écarté l'as de {suit}.",
    "I laid out no Seven.": "Je n'ai écarté aucun sept.",
    "I laid out no Eight.": "Je n'ai écarté aucun huit.",
    "I laid out no Nine.": "Je n'ai écarté aucun neuf.",
    "I laid out no Ten.": "Je n'ai écarté aucun dix.",
    "I laid out no Jack.": "Je n'ai écarté aucun valet.",
    "I laid out no Queen.": "Je n'ai écarté aucune dame.",
    "I laid out no King.": "Je n'ai écarté aucun roi.",
    "I laid out no Ace.": "Je n'ai écarté aucun as.",
    "I leave {count}.": "J'en laisse {count}.",
    "{who} exchanges {count}": "{who} en échange {count}",
    "You exchange {count}": "Vous en échangez {count}",
    "{who} takes no cards": "{who} ne prend aucune carte",
    "You take no cards": "Vous ne prenez aucune carte",
    "{who} lays down {cards}": "{who} étale {cards}", "You lay down {cards}": "Vous étalez {cards}",
    "{who} scores what was announced": "{who} marque ce qui était annoncé",
    "You score what was announced": "Vous marquez ce qui était annoncé",
    "with {combination} to score": "avec {combination} à marquer",
    "{combination} to score is lost": "{combination} à marquer ne compte plus",
    "Spades are trumps": "Atout pique", "Hearts are trumps": "Atout cœur",
    "Diamonds are trumps": "Atout carreau", "Clubs are trumps": "Atout trèfle",
    "{dix} exchanged for {turnup}": "{dix} échangé contre {turnup}",
    "{card} turned up: {suit} are trumps": "La retourne est {card} : atout {suit}",
    "{card} turned up": "La retourne est {card}",
    "The stock is exhausted: the last tricks": "Le talon est épuisé : les dernières levées",
    "{who} deals {each} cards each": "{who} donne {each} cartes à chacun",
    "You deal {each} cards each": "Vous donnez {each} cartes à chacun",
    "{who} deals": "{who} donne", "You deal": "Vous donnez",
    "{who} cuts {card}": "{who} coupe {card}", "You cut {card}": "Vous coupez {card}",
    "{first}, {second}: {deals}": "{first}, {second} : {deals}",
    "No winner: {why}": "Pas de gagnant : {why}",
    "{who} wins {value} ({why})": "{who} gagne {value} ({why})",
    "You win {value} ({why})": "Vous gagnez {value} ({why})",
    "{who} wins ({why})": "{who} gagne ({why})", "You win ({why})": "Vous gagnez ({why})",
    "{who} asks for the brisques to be counted": "{who} demande qu'on compte les brisques",
    "You ask for the brisques to be counted": "Vous demandez qu'on compte les brisques",
    "{who} asks for no count of the brisques": "{who} ne demande pas le compte des brisques",
    "You ask for no count of the brisques": "Vous ne demandez pas le compte des brisques",
    "{who} claims {target} with {score}: right": "{who} annonce {target} avec {score} : juste",
    "You claim {target} with {score}: right": "Vous annoncez {target} avec {score} : juste",
    "{who} claims {target} with only {score}: a wrong claim loses":
        "{who} annonce {target} avec {score} seulement : une annonce fausse perd",
    "You claim {target} with only {score}: a wrong claim loses":
        "Vous annoncez {target} avec {score} seulement : une annonce fausse perd",
    "Both passed {passed} unclaimed: the game is now {target}":
        "Tous deux ont dépassé {passed} sans l'annoncer : la partie se joue maintenant en {target}",
    "Equal: nothing written": "Égalité : rien d'écrit",
    "{who} is charged {margin}": "{who} est débité de {margin}",
    "You are charged {margin}": "Vous êtes débité de {margin}",

    # ----- why a game ended -----
    "game": "partie", "lurch": "bredouille", "rubicon": "rubicon",
    "a tie after six deals: two more deals are played (a tie after eight is void)":
        "égalité après six donnes : on en joue deux de plus (égalité après huit : partie nulle)",
    "a tie after eight deals: the game is void": "égalité après huit donnes : la partie est nulle",
    " + 100 bonus (loser under 100)": " + 100 de prime (le perdant a moins de 100)",
    "rubicon with brisques counted: {won} + {lost} + 1300 for rubicon and brisques":
        "rubicon, brisques comptées : {won} + {lost} + 1300 pour le rubicon et les brisques",
    "rubicon: {won} + {lost} + 1300 for rubicon and brisques":
        "rubicon : {won} + {lost} + 1300 pour le rubicon et les brisques",
    " + 100 bonus": " + 100 de prime",
    "game with brisques counted: {won} - {lost} + 500":
        "partie, brisques comptées : {won} - {lost} + 500",
    "game: {won} - {lost} + 500": "partie : {won} - {lost} + 500",
    "a drawn game at {score} each": "partie nulle à {score} chacun",
    "a double game, {won} to {lost}: the loser is under {limit}":
        "partie double, {won} à {lost} : le perdant a moins de {limit}",
    "first to {limit}: {won} to {lost}": "premier à {limit} : {won} à {lost}",
    "nobody has reached {limit}: deal again": "personne n'a atteint {limit} : on redonne",
    "a tie at {score}: deal again": "égalité à {score} : on redonne",
    "{who} is first out at {limit}": "{who} sort le premier à {limit}",
    "You are first out at {limit}": "Vous sortez le premier à {limit}",
    "{one} and {other} are first out at {limit}; the adversaries are lurched":
        "{one} et {other} sortent les premiers à {limit} ; les adversaires sont bredouilles",
    "{one} and {other} are first out at {limit}": "{one} et {other} sortent les premiers à {limit}",
    "the sheet balanced after {limit} deals": "la feuille s'équilibre après {limit} donnes",
    "{who} has {score} at the end of the deal (not claimed)":
        "{who} a {score} à la fin de la donne (sans l'annoncer)",
    "You have {score} at the end of the deal (not claimed)":
        "Vous avez {score} à la fin de la donne (sans l'annoncer)",
    "Deal {number}: {made}": "Donne {number} : {made}",
    "; totals {totals}": " ; totaux {totals}",
    "; brisques {brisques}": " ; brisques {brisques}",
}
