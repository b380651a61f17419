"""French: Parlour's messages in the book's own French terms.

Piquet: le point, les séquences (tierce, quatrième, quinte ... huitième; « majeure » à
l'as), le quatorze et le brelan, pique, repique, capot, carte blanche, l'écart, le talon,
le premier (elder) et le second (younger, the dealer), « Bon », « Pas bon », « Égal »,
les levées, la dernière, les cartes.  Bésigue: le bésigue, le double bésigue, le
mariage et le mariage d'atout, la séquence d'atout, les quatre as, dix de der, les
brisques, le sept d'atout, la retourne.  Binocle: binocle, double binocle, grand
binocle.  The terms come from the French rule books (pagat.com and the French
descriptions of Piquet and Bésigue); the sentences are Parlour's own.

``MESSAGES`` maps each English source to its French; a message said of a number is a
pair (one, many), French's "one" taking 0 and 1.
"""
from __future__ import annotations

RANK_LETTERS = ("7", "8", "9", "10", "V", "D", "R", "A")

_ONES = ("Zéro", "Un", "Deux", "Trois", "Quatre", "Cinq", "Six", "Sept", "Huit", "Neuf",
         "Dix", "Onze", "Douze", "Treize", "Quatorze", "Quinze", "Seize", "Dix-sept",
         "Dix-huit", "Dix-neuf")
_TENS = ("", "", "Vingt", "Trente", "Quarante", "Cinquante", "Soixante", "Soixante",
         "Quatre-vingt", "Quatre-vingt")


def is_one(n: int) -> bool:
    return -2 < n < 2


def number_words(n: int) -> str:
    """``41`` -> ``Quarante et un``, ``80`` -> ``Quatre-vingts``, ``200`` -> ``Deux cents``."""
    if n < 0:
        return "Moins " + number_words(-n).lower()
    if n < 20:
        return _ONES[n]
    if n < 100:
        tens, ones = divmod(n, 10)
        if tens in (7, 9):               # soixante-dix, quatre-vingt-dix: on the teens
            ones += 10
        head = _TENS[tens]
        if ones == 0:
            return head + ("s" if tens == 8 else "")
        if ones in (1, 11) and tens < 8:
            return f"{head} et {_ONES[ones].lower()}"
        return f"{head}-{_ONES[ones].lower()}"
    hundreds, rest = divmod(n, 100)
    head = "Cent" if hundreds == 1 else f"{_ONES[hundreds]} cent"
    if rest == 0:
        return head + ("s" if hundreds > 1 else "")
    return f"{head} {number_words(rest).lower()}"


MESSAGES: dict[str, str | tuple[str, str]] = {
    # ----- names: players, suits, ranks, cards -----
    "You": "Vous",
    "Someone": "Quelqu'un",
    "spades": "pique", "hearts": "cœur", "diamonds": "carreau", "clubs": "trèfle",
    "Seven": "Sept", "Eight": "Huit", "Nine": "Neuf", "Ten": "Dix", "Jack": "Valet",
    "Queen": "Dame", "King": "Roi", "Ace": "As",
    "Sevens": "Sept", "Eights": "Huit", "Nines": "Neuf", "Tens": "Dix", "Jacks": "Valets",
    "Queens": "Dames", "Kings": "Rois", "Aces": "As",
    "Seven of {suit}": "Sept de {suit}", "Eight of {suit}": "Huit de {suit}",
    "Nine of {suit}": "Neuf de {suit}", "Ten of {suit}": "Dix de {suit}",
    "Jack of {suit}": "Valet de {suit}", "Queen of {suit}": "Dame de {suit}",
    "King of {suit}": "Roi de {suit}", "Ace of {suit}": "As de {suit}",

    # ----- Piquet's combinations -----
    "Point of {count}": "Point de {count}",
    "Tierce {to_the}": "Tierce {to_the}", "Quatrième {to_the}": "Quatrième {to_the}",
    "Quinte {to_the}": "Quinte {to_the}", "Sixième {to_the}": "Sixième {to_the}",
    "Septième {to_the}": "Septième {to_the}", "Huitième {to_the}": "Huitième {to_the}",
    "to the Seven": "au sept", "to the Eight": "au huit", "to the Nine": "au neuf",
    "to the Ten": "au dix", "to the Jack": "au valet", "to the Queen": "à la dame",
    "to the King": "au roi", "to the Ace": "majeure",
    "Quatorze Sevens": "Quatorze de sept", "Quatorze Eights": "Quatorze de huit",
    "Quatorze Nines": "Quatorze de neuf", "Quatorze Tens": "Quatorze de dix",
    "Quatorze Jacks": "Quatorze de valets", "Quatorze Queens": "Quatorze de dames",
    "Quatorze Kings": "Quatorze de rois", "Quatorze Aces": "Quatorze d'as",
    "Three Sevens": "Brelan de sept", "Three Eights": "Brelan de huit",
    "Three Nines": "Brelan de neuf", "Three Tens": "Brelan de dix",
    "Three Jacks": "Brelan de valets", "Three Queens": "Brelan de dames",
    "Three Kings": "Brelan de rois", "Three Aces": "Brelan d'as",
    "No point": "Pas de point", "No sequence": "Pas de séquence",
    "No sets": "Ni quatorze ni brelan",
    "Good.": "Bon.", "Not good.": "Pas bon.", "Equal.": "Égal.", "Making?": "Combien ?",
    "Carte blanche.": "Carte blanche.", "Pic.": "Pique.", "Repic.": "Repique.",

    # ----- Bésigue's and Binocle's combinations -----
    "Bézique": "Bésigue", "Double bézique": "Double bésigue",
    "Triple bézique": "Triple bésigue", "Quadruple bézique": "Quadruple bésigue",
    "Binocle": "Binocle", "Double binocle": "Double binocle", "Grand binocle": "Grand binocle",
    "Four Sevens": "Quatre sept", "Four Eights": "Quatre huit", "Four Nines": "Quatre neuf",
    "Four Tens": "Quatre dix", "Four Jacks": "Quatre valets", "Four Queens": "Quatre dames",
    "Four Kings": "Quatre rois", "Four Aces": "Quatre as",
    "Eight Sevens": "Huit sept", "Eight Eights": "Huit huit", "Eight Nines": "Huit neuf",
    "Eight Tens": "Huit dix", "Eight Jacks": "Huit valets", "Eight Queens": "Huit dames",
    "Eight Kings": "Huit rois", "Eight Aces": "Huit as",
    "Marriage": "Mariage", "Royal marriage": "Mariage d'atout",
    "Sequence": "Séquence", "Royal sequence": "Séquence d'atout",
    "in {suit}": "à {suit}", "in all four suits": "dans les quatre couleurs",
    "in {suits} and {last}": "à {suits} et {last}",

    # ----- scores -----
    "Card led": "Carte d'entame", "Trick won": "Levée faite", "Last trick": "La dernière",
    "Ten for cards": "Dix pour les cartes", "The cards": "Les cartes",
    "The cards divided": "Les cartes partagées", "Capot": "Capot",
    "Capot between two": "Capot à deux", "Pic": "Pique", "Repic": "Repique",
    "Carte blanche": "Carte blanche", "Seven turned up": "Sept retourné",
    "Seven of trumps played": "Sept d'atout joué", "Seven of trumps shown": "Sept d'atout montré",
    "Seven of trumps exchanged for the turn-up": "Sept d'atout échangé contre la retourne",
    "Dix turned up": "Sept d'atout retourné", "Dix shown": "Sept d'atout montré",
    "Dix exchanged for the turn-up": "Sept d'atout échangé contre la retourne",
    "Leading {card}": "Entame {card}", "Winning with {card}": "Levée prise par {card}",
    "Carte blanche again: drew {card}": "Encore carte blanche : {card} tiré",
    "Cards won: {cards}": "Cartes gagnées : {cards}",
    "a brisque": ("une brisque", "{n} brisques"),

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
    "{card} turned up: {suit} are trumps": "{card} retourné : atout {suit}",
    "{card} turned up": "{card} retourné",
    "The stock is exhausted: the last tricks": "Le talon est épuisé : les dernières levées",
    "{who} deals {each} cards each": "{who} donne {each} cartes à chacun",
    "You deal {each} cards each": "Vous donnez {each} cartes à chacun",
    "{who} deals": "{who} donne", "You deal": "Vous donnez",
    "{who} cuts {card}": "{who} coupe {card}", "You cut {card}": "Vous coupez {card}",
    "No winner: {why}": "Pas de gagnant : {why}",
    "{who} wins {value} ({why})": "{who} gagne {value} ({why})",
    "You win {value} ({why})": "Vous gagnez {value} ({why})",
    "{who} wins ({why})": "{who} gagne ({why})", "You win ({why})": "Vous gagnez ({why})",
    "{who} asks for the brisques to be counted": "{who} demande qu'on compte les brisques",
    "You ask for the brisques to be counted": "Vous demandez qu'on compte les brisques",
    "{who} asks for no count of the brisques": "{who} ne demande pas le compte des brisques",
    "You ask for no count of the brisques": "Vous ne demandez pas le compte des brisques",
    "{who} claims {target} with {score}: right": "{who} annonce {target} avec {score} : juste",
    "You claim {target} with {score}: right": "Vous annoncez {target} avec {score} : juste",
    "{who} claims {target} with only {score}: a wrong claim loses":
        "{who} annonce {target} avec {score} seulement : une annonce fausse perd",
    "You claim {target} with only {score}: a wrong claim loses":
        "Vous annoncez {target} avec {score} seulement : une annonce fausse perd",
    "Both passed {passed} unclaimed: the game is now {target}":
        "Tous deux ont dépassé {passed} sans l'annoncer : la partie se joue maintenant en {target}",
    "Equal: nothing written": "Égalité : rien d'écrit",
    "{who} is charged {margin}": "{who} est débité de {margin}",
    "You are charged {margin}": "Vous êtes débité de {margin}",

    # ----- why a game ended -----
    "game": "partie", "lurch": "bredouille", "rubicon": "rubicon",
    "a tie after six deals: two more deals are played (a tie after eight is void)":
        "égalité après six donnes : on en joue deux de plus (égalité après huit : partie nulle)",
    "a tie after eight deals: the game is void": "égalité après huit donnes : la partie est nulle",
    " + 100 bonus (loser under 100)": " + 100 de prime (le perdant a moins de 100)",
    "rubicon with brisques counted: {won} + {lost} + 1300 for rubicon and brisques":
        "rubicon, brisques comptées : {won} + {lost} + 1300 pour le rubicon et les brisques",
    "rubicon: {won} + {lost} + 1300 for rubicon and brisques":
        "rubicon : {won} + {lost} + 1300 pour le rubicon et les brisques",
    " + 100 bonus": " + 100 de prime",
    "game with brisques counted: {won} - {lost} + 500":
        "partie, brisques comptées : {won} - {lost} + 500",
    "game: {won} - {lost} + 500": "partie : {won} - {lost} + 500",
    "a drawn game at {score} each": "partie nulle à {score} chacun",
    "a double game, {won} to {lost}: the loser is under {limit}":
        "partie double, {won} à {lost} : le perdant a moins de {limit}",
    "first to {limit}: {won} to {lost}": "premier à {limit} : {won} à {lost}",
    "nobody has reached {limit}: deal again": "personne n'a atteint {limit} : on redonne",
    "a tie at {score}: deal again": "égalité à {score} : on redonne",
    "{who} is first out at {limit}": "{who} sort le premier à {limit}",
    "You are first out at {limit}": "Vous sortez le premier à {limit}",
    "{one} and {other} are first out at {limit}; the adversaries are lurched":
        "{one} et {other} sortent les premiers à {limit} ; les adversaires sont bredouilles",
    "{one} and {other} are first out at {limit}": "{one} et {other} sortent les premiers à {limit}",
    "the sheet balanced after {limit} deals": "la feuille s'équilibre après {limit} donnes",
    "{who} has {score} at the end of the deal (not claimed)":
        "{who} a {score} à la fin de la donne (sans l'annoncer)",
    "You have {score} at the end of the deal (not claimed)":
        "Vous avez {score} à la fin de la donne (sans l'annoncer)",
    "Deal {number}: {made}": "Donne {number} : {made}",
    "; totals {totals}": " ; totaux {totals}",
    "; brisques {brisques}": " ; brisques {brisques}",
}
