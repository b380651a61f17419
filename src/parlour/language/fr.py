"""French: Parlour's messages in the book's own French terms.

Piquet: le point, les séquences (tierce, quatrième, quinte ... huitième; « majeure » à
l'as), le quatorze et le brelan, pic, repic, capot, carte blanche, l'écart, le talon,
le premier (elder) et le second (younger, the dealer), « Bon », « Pas bon », « Égal »,
les levées, la dernière, les cartes.  Bésigue: le bésigue, le double bésigue, le
mariage et le mariage d'atout, la séquence d'atout, les quatre as, dix de der, les
brisques, le sept d'atout, la retourne.  Binocle: binocle, double binocle, grand
binocle.  The terms come from the French rule books (pagat.com and the French
descriptions of Piquet and Bésigue); the sentences are Parlour's own.

``MESSAGES`` maps each English source to its French; a message said of a number is a
pair (one, many), French's "one" taking 0 and 1.  French typography: a no-break space
(U+00A0) before : ; ? ! % and inside « », so a sign never starts a line.
"""
from __future__ import annotations

DECIMAL_POINT = ","
PERCENT = "{}\u00a0%"      # French sets the sign apart, never at a line's start
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
    # said inside a sentence ("un quatorze de valets"): lower case, as French writes ranks
    "Sevens": "sept", "Eights": "Huit", "Nines": "neuf", "Tens": "dix", "Jacks": "valets",
    "Queens": "dames", "Kings": "rois", "Aces": "as",
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
    "Good.": "Bon.", "Not good.": "Pas bon.", "Equal.": "Égal.", "Making?": "Combien ?",
    "Carte blanche.": "Carte blanche.", "Pic.": "Pic.", "Repic.": "Repic.",

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
    "Capot between two": "Capot à deux", "Pic": "Pic", "Repic": "Repic",
    "Carte blanche": "Carte blanche", "Seven turned up": "Sept retourné",
    "Seven of trumps played": "Sept d'atout joué", "Seven of trumps shown": "Sept d'atout montré",
    "Seven of trumps exchanged for the turn-up": "Sept d'atout échangé contre la retourne",
    "Dix turned up": "Sept d'atout retourné", "Dix shown": "Sept d'atout montré",
    "Dix exchanged for the turn-up": "Sept d'atout échangé contre la retourne",
    "Leading {card}": "Entame {card}", "Winning with {card}": "Levée prise par {card}",
    "Carte blanche again: drew {card}": "Encore carte blanche : {card} tiré",
    "Cards won: {cards}": "Cartes gagnées : {cards}",
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

    # ----- the window's log, words of a player (ui/piquet/words.py, ui/table/person.py) -----
    "{who} deals.": "{who} donne.", "You deal.": "Vous donnez.",
    "{who} scores": "{who} marque", "You score": "Vous marquez",
    "{who} exchanges": "{who} échange", "You exchange": "Vous échangez",
    "{who} takes": "{who} prend", "You take": "Vous prenez",
    "{who} wins": "{who} gagne", "You win": "Vous gagnez",
    "{who} scores {points}: {what}": "{who} marque {points} : {what}",
    "You score {points}: {what}": "Vous marquez {points} : {what}",
    "{who} exchanges no cards.": "{who} n'échange aucune carte.",
    "You exchange no cards.": "Vous n'échangez aucune carte.",
    "{who} exchanges 1 card.": "{who} échange 1 carte.",
    "You exchange 1 card.": "Vous échangez 1 carte.",
    "{who} exchanges {n} cards.": "{who} échange {n} cartes.",
    "You exchange {n} cards.": "Vous échangez {n} cartes.",
    "{who} takes nothing from the talon.": "{who} ne prend rien au talon.",
    "You take nothing from the talon.": "Vous ne prenez rien au talon.",
    "{who} exchanges 1 card with the talon.": "{who} échange 1 carte avec le talon.",
    "You exchange 1 card with the talon.": "Vous échangez 1 carte avec le talon.",
    "{who} exchanges {n} cards with the talon.": "{who} échange {n} cartes avec le talon.",
    "You exchange {n} cards with the talon.": "Vous échangez {n} cartes avec le talon.",
    "Deal {number}: {who} deals.": "Donne {number} : {who} donne.",
    "Deal {number}: You deal.": "Donne {number} : vous donnez.",
    "Cut: {one} {a}, {other} {b}; the lower deals.":
        "Coupe : {one} {a}, {other} {b} ; la plus basse donne.",
    "Trick {number}:": "Levée {number} :",
    "Trick {number}\n{who} wins it": "Levée {number}\n{who} la fait",
    "Trick {number}\nYou win it": "Levée {number}\nVous la faites",
    "the point": "le point", "sequences": "les séquences",
    "quatorzes and trios": "les quatorzes et les brelans",
    "Say nothing": "Ne rien dire", "Under-call: {text}": "Annonce au-dessous : {text}",
    "Making? {text}": "Combien ? {text}", "Not good: {text}": "Pas bon : {text}",
    "Equal: {text}": "Égal : {text}", "Good: {text}": "Bon : {text}",
    "play {card}": "jouer {card}", "take no cards": "ne prendre aucune carte",
    "discard {cards}": "écarter {cards}",

    # ----- the hint (ui/shell/hint_words.py) -----
    "{card} from the table": "{card} de la table", "passing": "passer",
    "taking no card": "ne prendre aucune carte", "throwing {cards}": "écarter {cards}",
    "as good as {other}": "équivaut à {other}",
    "about {n} point better than {other}": ("environ {n} point de mieux que l'autre choix ({other})",
                                            "environ {n} points de mieux que l'autre choix ({other})"),
    "solved exactly with every card known": "résolu exactement, toutes les cartes connues",
    "solved exactly over {n} sampled hands": "résolu exactement sur {n} mains tirées au sort",
    "played out over {n} sampled deal": ("joué sur {n} donne tirée au sort",
                                         "joué sur {n} donnes tirées au sort"),
    "{meld} with {cards}": "{meld} avec {cards}", "the same with {cards}": "la même avec {cards}",
    "it takes the trick": "elle fait la levée", "it lets the trick go": "elle laisse la levée",
    "the expert's choice": "le choix de l'expert",
    "{advice}: {reason} ({how}).": "{advice} : {reason} ({how}).",
    "{advice} ({how}).": "{advice} ({how}).", "; ": " ; ",
    "{odds} {compared} ({how}).": "{odds} {compared} ({how}).",

    # ----- the game review (ai/piquet/review_words.py) -----
    "no cost": "sans perte", "{cards} and {last}": "{cards} et {last}",
    "playing the {card}": "jouer {card}", "declaring {cards}": "annoncer {cards}",
    "declaring nothing": "ne rien annoncer",
    "no card": "aucune carte", "one card": "une carte", "two cards": "deux cartes",
    "three cards": "trois cartes", "four cards": "quatre cartes", "five cards": "cinq cartes",
    "{n} cards": "{n} cartes",
    "the sequences": "les séquences", "the sets": "les quatorzes et brelans",
    "the chance of a pic or repic": "la chance d'un pic ou d'un repic",
    "the play of the cards": "le jeu de la carte",
    "keeps the {combination} ({cards})": "garde son annonce : {combination} ({cards})",
    "keeps {cards}, and with it the chance of a pic or repic":
        "garde {cards}, et avec elle la chance d'un pic ou d'un repic",
    "keeps {cards}, and with them the chance of a pic or repic":
        "garde {cards}, et avec elles la chance d'un pic ou d'un repic",
    "keeps {cards} for the play of the cards": "garde {cards} pour le jeu de la carte",
    "keeps the {cards} guarded": "garde {cards} gardé",
    "draws {count} more, which gains most in {part}":
        "prend {count} de plus, ce qui rapporte le plus dans {part}",
    "wins the trick": "fait la levée",
    "wins the trick as well and keeps your {cards} for later":
        "fait la levée aussi et garde votre {cards} pour plus tard",
    "is a sure trick: nothing he may hold beats it":
        "est une levée sûre : rien de ce qu'il peut tenir ne la bat",
    "does not run into a higher card": "ne tombe pas sur une carte plus haute",
    "meets a higher card less often: he may hold one in {risk} of the hands that fit what "
    "you had seen, against {best}":
        "tombe moins souvent sur une carte plus haute : il peut en tenir une dans {risk} des "
        "mains qui s'accordent à ce que vous aviez vu, contre {best}",
    "keeps your {cards} for the tricks to come": "garde votre {cards} pour les levées à venir",
    "{n}th": "{n}e", "{n}st": "{n}re", "{n}nd": "{n}e", "{n}rd": "{n}e",
    "keeps your {cards}, which in the expert's play-outs over the hands he may hold wins a "
    "later trick in {share} of them, most often the {nth}":
        "garde votre {cards}, qui, dans les parties jouées par l'expert sur les mains qu'il "
        "peut tenir, fait une levée plus tard dans {share} d'entre elles, le plus souvent la "
        "{nth}",
    ", taking his {card} in {share}": ", prenant son {card} dans {share}",
    "the other playing the book on a guess at your hand from what he heard":
        "l'autre jouant selon le livre, devinant votre main d'après ce qu'il a entendu",
    "{choice} (keeping back {cards})": "{choice} (en gardant {cards} sans l'annoncer)",
    "{choice} (an under-call keeping back {cards})":
        "{choice} (une annonce au-dessous, en gardant {cards})",
    "{choice} could not be weighed: no deal fitting what you had seen could be drawn":
        "{choice} n'a pu être pesé : aucune donne s'accordant à ce que vous aviez vu n'a pu "
        "être tirée",
    " and {points} in pic and repic (the {bonus} changes in {share} of the deals)":
        " et {points} en pic et repic (le {bonus} change dans {share} des donnes)",
    "pic": "pic", "repic": "repic", "capot": "capot",
    "{choice} gained {gain} points a deal {margin} over {best}: that scores {hand} more in "
    "hand{bonus}, but what it shows costs {play} in the play ({model})":
        "{choice} a gagné {gain} points par donne {margin} sur {best} : cela marque {hand} de "
        "plus en main{bonus}, mais ce qu'il montre coûte {play} dans le jeu de la carte "
        "({model})",
    "and the other learned little from it in the play":
        "et l'autre n'en a guère appris pour le jeu de la carte",
    "though what it shows him costs {play} in the play":
        "bien que ce qu'il lui montre coûte {play} dans le jeu de la carte",
    "and {play} more in the play": "et {play} de plus dans le jeu de la carte",
    "{choice} cost {cost} points a deal {margin}: {best} instead scores {hand} more in "
    "hand{bonus}, {play} ({model})":
        "{choice} a coûté {cost} points par donne {margin} : {best} à la place marque {hand} "
        "de plus en main{bonus}, {play} ({model})",
    "the other's declarations showed the {cards}": "les annonces de l'autre ont montré {cards}",
    "the other had shown out of {suit}": "l'autre avait montré qu'il n'avait plus de {suit}",
    " and ": " et ",
    "{choice} was the expert's choice": "{choice} était le choix de l'expert",
    "{choice} was as good as the expert's choice, {expert}":
        "{choice} valait le choix de l'expert, {expert}",
    "{choice} was as good as the expert's choice, {expert}: the {cost} points between them "
    "(± {se}) are within the noise of the estimate":
        "{choice} valait le choix de l'expert, {expert} : les {cost} points qui les séparent "
        "(± {se}) sont dans le bruit de l'estimation",
    "{expert} instead {gain}": "{expert} à la place {gain}",
    "{choice} cost {cost} points a deal (± {se}): {why}":
        "{choice} a coûté {cost} points par donne (± {se}) : {why}",

    # ----- the melding table (ui/melding/presenter.py, shown.py) -----
    "the Seven of trumps": "le sept d'atout", "the Nine of trumps": "le neuf d'atout",
    "A new declaration needs at least one fresh card from your hand. A card on the table "
    "may serve again in another class (marriages and sequences, béziques, fours). A "
    "combination you scored scores again only after one of its cards has gone to a trick: "
    "play a card of it from the board and lay a fresh one, or lead or play the like card "
    "from your hand and claim it again from the board; a card of a double bézique never "
    "serves in another.":
        "Toute nouvelle annonce demande au moins une carte fraîche de votre main. Une carte "
        "posée peut resservir dans une autre classe (mariages et séquences, bésigues, quatre "
        "cartes). Une combinaison marquée ne marque de nouveau qu'après qu'une de ses "
        "cartes est partie dans une levée : jouez-en une carte du tableau et posez-en une "
        "fraîche, ou entamez ou jouez la carte pareille de votre main et réclamez-la de "
        "nouveau du tableau ; une carte d'un double bésigue ne sert jamais dans une autre.",
    "Every declaration needs at least one fresh card from your hand. A card on the table "
    "may serve again in another class (marriages and sequence, béziques, fours) but never "
    "again in the same class: a combination broken by play is not re-formed with a new card.":
        "Toute annonce demande au moins une carte fraîche de votre main. Une carte posée "
        "peut resservir dans une autre classe (mariages et séquence, bésigues, quatre "
        "cartes), jamais dans la même : une combinaison rompue par le jeu ne se reforme pas "
        "avec une carte nouvelle.",
    "Cards may be added to melds, never taken away: a card on the table may serve again in "
    "another class, or in its own class only in a bigger meld that keeps every card of the "
    "earlier one. Every meld needs a fresh card from your hand, and the dix must be scored "
    "first.":
        "On peut ajouter des cartes aux combinaisons, jamais en retirer : une carte posée "
        "peut resservir dans une autre classe, ou dans la sienne seulement dans une "
        "combinaison plus grande qui garde toutes les cartes de la première. Toute "
        "combinaison demande une carte fraîche de votre main, et le dix d'atout doit être "
        "marqué d'abord.",
    "Trumps: {suit}": "Atout : {suit}", "No trumps yet": "Pas encore d'atout",
    "dealer": "donneur", "pone": "premier",
    "game 1000": "partie en 1000", "one deal, rubicon 1000": "une donne, rubicon 1000",
    "deal {deal}, game {game}": "donne {deal}, partie en {game}",
    "deal {deal} is over, game {game}": "la donne {deal} est finie, partie en {game}",
    "the deal is over · {goal}": "la donne est finie · {goal}",
    "{n} in the stock · ": "{n} au talon · ",
    "You won the trick holding {dix}: exchange it or show it.":
        "Vous avez fait la levée avec {dix} en main : échangez-le ou montrez-le.",
    "You are behind: ask for the brisques to be counted, or not.":
        "Vous êtes en retard : demandez ou non qu'on compte les brisques.",
    "You won the trick: meld (drag cards to your board) or pass.":
        "Vous avez fait la levée : annoncez (glissez des cartes sur votre tableau) ou passez.",
    "Your lead: drag a card (from your hand or board) to the middle.":
        "À vous d'entamer : glissez une carte (de votre main ou du tableau) au milieu.",
    "Your reply to {card}: any card, from your hand or board, while the stock lasts.":
        "Votre réponse à {card} : n'importe quelle carte, de la main ou du tableau, tant "
        "que dure le talon.",
    "The last tricks: your lead. Drag a card to the middle.":
        "Les dernières levées : à vous d'entamer. Glissez une carte au milieu.",
    "The last tricks: your reply to {card}. Follow suit and win the trick if you can; trump "
    "if you cannot follow.":
        "Les dernières levées : votre réponse à {card}. Fournissez et prenez la levée si "
        "vous pouvez ; coupez si vous ne pouvez fournir.",
    "play {card} from the table": "jouer {card} du tableau",
    "announce": "annoncer",
    "That card is not yours to use.": "Cette carte n'est pas à vous.",
    "You may meld only after winning a trick, before drawing.":
        "On n'annonce qu'après avoir fait une levée, avant de piocher.",
    "Drop the card in the middle of the table to play it.":
        "Posez la carte au milieu de la table pour la jouer.",
    "Meld or pass first.": "Annoncez ou passez d'abord.",
    "Only {dix} is exchanged for the turn-up.": "Seul {dix} s'échange contre la retourne.",
    "Exchange the dix for the turn-up": "Échanger le sept d'atout contre la retourne",
    "Show the dix": "Montrer le sept d'atout",
    " laying {cards}": " en posant {cards}",
    "&Meld the chosen cards": "&Annoncer les cartes choisies",
    "&Pass (draw)": "&Passer (piocher)", "&No more announcements": "&Plus d'annonce",
    "You may announce a further combination to score on a later trick (“with … to score”).":
        "Vous pouvez annoncer une autre combinaison à marquer sur une levée suivante "
        "(« avec … à marquer »).",
    "You won the trick. Meld now, before drawing: drag cards onto your board, or choose "
    "one of these.":
        "Vous avez fait la levée. Annoncez maintenant, avant de piocher : glissez des cartes "
        "sur votre tableau, ou choisissez l'une de celles-ci.",
    "You won the trick and hold {dix} (the dix): it scores 10, exchanged for the turn-up "
    "(drag it onto the talon) or simply shown. You may meld after.":
        "Vous avez fait la levée et tenez {dix} : il marque 10, échangé contre la retourne "
        "(glissez-le sur le talon) ou simplement montré. Vous pourrez annoncer ensuite.",
    "Declare": "Annoncer", "Announce": "Annonce à marquer",
    "The last trick is played: you have {mine_score}, {other_name} {other_score}. You took "
    "{mine} brisques ({points} points if counted), your adversary {other}. Brisques are "
    "counted only at your demand, and the count stands only if it changes the winner, "
    "lowers what you pay, or saves your rubicon.":
        "La dernière levée est jouée : vous avez {mine_score}, {other_name} {other_score}. "
        "Vous avez pris {mine} brisques ({points} points si on les compte), votre adversaire "
        "{other}. Les brisques ne se comptent qu'à votre demande, et le compte ne vaut que "
        "s'il change le gagnant, réduit ce que vous payez ou vous sauve du rubicon.",
    "&Count the brisques": "&Compter les brisques", "&Do not count": "&Ne pas compter",
    "Brisques": "Brisques",
    "The game is over.": "La partie est finie.",
    "Nobody wins: {why}": "Personne ne gagne : {why}",
    "You win the game, {won} to {lost}.": "Vous gagnez la partie, {won} à {lost}.",
    "{who} wins the game, {won} to {lost}.": "{who} gagne la partie, {won} à {lost}.",
    "You win {points} points: {why}": "Vous gagnez {points} points : {why}",
    "{who} wins {points} points: {why}": "{who} gagne {points} points : {why}",
    "You win: {why}": "Vous gagnez : {why}", "{who} wins: {why}": "{who} gagne : {why}",
    "Chosen to meld": "Choisies pour annoncer", "Still to score:": "Reste à marquer :",
    "Cut: {cut}, the higher card's usual choice.":
        "Coupe : {cut}, au choix habituel de la plus haute carte.",
    "on the table": "sur la table",

    # ----- the table for a screen reader (ui/table/spoken.py) -----
    "in your hand": "dans votre main", "on your meld board": "sur votre tableau",
    ", chosen": ", choisie", ", may be played": ", jouable",
    "{card}, {where}, card {place} of {count}": "{card}, {where}, carte {place} sur {count}",
    "No trick on the table.": "Pas de levée sur la table.",
    "The trick: {played}.": "La levée : {played}.",
    "{who} led the {card}": "{who} a entamé : {card}",
    "{who} played the {card}": "{who} a joué : {card}", "someone": "quelqu'un",
    "Your meld board is empty.": "Votre tableau est vide.",
    "{owner}'s meld board is empty.": "{owner} n'a rien posé.",
    "Your meld board: {cards}.": "Votre tableau : {cards}.",
    "{owner}'s meld board: {cards}.": "Posé par {owner} : {cards}.",
    " Declared: {melds}.": " Annoncé : {melds}.",

    # ----- any table (ui/table/presenter.py) -----
    "That card cannot be played now.": "Cette carte ne peut pas être jouée maintenant.",
    "Seat {seat}": "Place {seat}", "Your turn": "À vous",

    # ----- the games' names (ui/windows/game_titles.py) -----
    "Piquet": "Piquet", "Rubicon Bézique": "Bésigue rubicon",
    "Chinese Bézique": "Bésigue chinois", "Bézique (two packs)": "Bésigue (deux jeux)",
    "au cent (100 up)": "au cent (en 100)", "Rubicon (six deals)": "rubicon (six donnes)",
    "Normand (three players)": "normand (à trois)", "Voleur (four players)": "voleur (à quatre)",
    "48 cards": "48 cartes", "64 cards": "64 cartes", "six packs": "six jeux",
    "two packs, eight cards each": "deux jeux, huit cartes chacun",
    "à écrire (a sitting of three to seven)": "à écrire (une séance de trois à sept)",
    "one deal to the rubicon": "une donne jusqu'au rubicon",

    # ----- the guide to the table (ui/windows/table_guide_words.py) -----
    "The board beside the score is the marker: each player's front peg is his score, the "
    "back peg the score before, and the ringed hole is the game.":
        "La planchette sous la marque compte les points : la fiche de devant de chaque "
        "joueur est sa marque, celle de derrière sa marque d'avant, et le trou cerclé est "
        "la partie.",
    "The board beside the score is the marker: the outer row counts tens, the inner row "
    "hundreds, the centre thousands.":
        "La planchette sous la marque compte les points : la rangée extérieure compte les "
        "dizaines, l'intérieure les centaines, le centre les milliers.",
    "The counters beside the score are the marker: each player's counters move from his "
    "left to his right as he scores.":
        "Les jetons sous la marque comptent les points : ceux de chaque joueur passent de sa "
        "gauche à sa droite à mesure qu'il marque.",
    " Hover over it to read what each piece is worth.":
        " Survolez-la pour lire ce que vaut chaque pièce.",
    "L lays the last trick out again, H gives a hint, Ctrl+Z takes a move back and F1 opens "
    "the rules.":
        "L remontre la dernière levée, H donne un conseil, Ctrl+Z reprend un coup et F1 ouvre "
        "les règles.",
    "How this table works: Piquet": "Comment jouer à cette table : piquet",
    "How this table works: Binocle": "Comment jouer à cette table : binocle",
    "How this table works: the Bézique games": "Comment jouer à cette table : les bésigues",
    "Your hand lies at the foot of the table. In the exchange click the cards to throw (they "
    "rise), then press the Exchange button; in the play drag a card to the middle, or click "
    "it. The arrow keys and Return do the same.":
        "Votre main est au pied de la table. À l'écart, cliquez les cartes à écarter (elles "
        "se lèvent), puis appuyez sur le bouton Échanger ; au jeu de la carte, glissez une "
        "carte au milieu, ou cliquez-la. Les flèches et Entrée font de même.",
    "The answers (the exchange, each declaration) are the buttons on the right, under the "
    "announcements, where every call and score is written; Undo and Hint are below them.":
        "Les réponses (l'écart, chaque annonce) sont les boutons de droite, sous les "
        "annonces, où chaque parole et chaque point marqué est écrit ; Annuler et Conseil sont "
        "dessous.",
    "Your hand lies at the foot of the table and your board of declared cards just above "
    "it. To play, drag a card from either to the middle, or click it; the arrow keys and "
    "Return do the same.":
        "Votre main est au pied de la table et votre tableau de cartes annoncées juste "
        "au-dessus. Pour jouer, glissez une carte de l'une ou de l'autre au milieu, ou "
        "cliquez-la ; les flèches et Entrée font de même.",
    "After you win a trick you may declare: drag the cards onto your board, or press one of "
    "the buttons on the right, where the dix (the lowest trump) is exchanged or shown too; "
    "or pass. Every declaration and score is written in the announcements there.":
        "Après avoir fait une levée, vous pouvez annoncer : glissez les cartes sur votre "
        "tableau, ou appuyez sur l'un des boutons de droite, où le sept d'atout (le plus "
        "petit atout) s'échange ou se montre aussi ; ou passez. Chaque annonce et chaque "
        "score sont écrits là, dans les annonces.",
    "The plate by the stock counts the cards left and the draws before the last tricks, "
    "when you must follow suit.":
        "La plaque près du talon compte les cartes qui restent et les tirages avant les "
        "dernières levées, où il faut fournir.",

    # ----- the Piquet tables (ui/piquet/presenter.py, round_table.py) -----
    "Deal {deal} · 100 up": "Donne {deal} · en 100",
    "Deal {deal} of {deals} · six deals": "Donne {deal} sur {deals} · six donnes",
    "Deal {deal} of {deals} · two more deals after a tie":
        "Donne {deal} sur {deals} · deux donnes de plus après une égalité",
    "Sink to: ": "Cacher jusqu'à : ", "Sink &part of it…": "En &cacher une partie…",
    "elder": "premier", "{who} shows": "{who} montre", "Talon: {n}": "Talon : {n}",
    "Scores: {scores}": "Marques : {scores}",
    "Rule options": "Options de règle", "The book: Piquet": "Le livre : piquet",
    "The book: Rubicon Bézique": "Le livre : bésigue rubicon",
    "The book: Binocle": "Le livre : binocle",
    "{n} hundred": ("{n} cent", "{n} cents"), "{n} game": ("{n} partie", "{n} parties"),
    "{n} point": ("{n} point", "{n} points"),
    "{meld}: {cards}": "{meld} : {cards}",
    "{who}: “{said}”": "{who} : « {said} »",
    "Your discards\ngo here": "Votre écart\nici",
    "{n} trick": ("{n} levée", "{n} levées"),
    " · {n} deal scored": (" · {n} donne marquée", " · {n} donnes marquées"),
    "Deal": "Donne", "Game": "Partie",
    "Your lead: drag a card to the middle, or click it.":
        "À vous d'entamer : glissez une carte au milieu, ou cliquez-la.",
    "Your play: follow suit if you can.": "À vous de jouer : fournissez si vous pouvez.",
    "A drawn game ({one} to {other}).": "Partie nulle ({one} à {other}).",
    "A drawn game.": "Partie nulle.",
    "{won} to {lost}": "{won} à {lost}",
    "{who} wins {points} points, {score}, and the loser is rubiconed.":
        "{who} gagne {points} points, {score}, et le perdant est rubiconé.",
    "You win {points} points, {score}, and the loser is rubiconed.":
        "Vous gagnez {points} points, {score}, et le perdant est rubiconé.",
    "{who} wins {points} points, {score}.": "{who} gagne {points} points, {score}.",
    "You win {points} points, {score}.": "Vous gagnez {points} points, {score}.",
    "{who} wins with a lurch, a double game, {score}.":
        "{who} gagne bredouille, partie double, {score}.",
    "You win with a lurch, a double game, {score}.":
        "Vous gagnez bredouille, partie double, {score}.",
    "{who} wins the game, {score}.": "{who} gagne la partie, {score}.",
    "You win the game, {score}.": "Vous gagnez la partie, {score}.",
    "You may exchange at most {n} cards.": "Vous pouvez échanger au plus {n} cartes.",
    "Answer the declaration first (beside the table).":
        "Répondez d'abord à l'annonce (à côté de la table).",
    "Ask which Seven {who} laid out": "Demander quel sept {who} a écarté",
    "Ask which Eight {who} laid out": "Demander quel huit {who} a écarté",
    "Ask which Nine {who} laid out": "Demander quel neuf {who} a écarté",
    "Ask which Ten {who} laid out": "Demander quel dix {who} a écarté",
    "Ask which Jack {who} laid out": "Demander quel valet {who} a écarté",
    "Ask which Queen {who} laid out": "Demander quelle dame {who} a écartée",
    "Ask which King {who} laid out": "Demander quel roi {who} a écarté",
    "Ask which Ace {who} laid out": "Demander quel as {who} a écarté",
    " or ": " ou ",
    "{who} scored {sets}, and you hold none: four were possible. You may ask the suit of the "
    "one laid out, or just play a card.":
        "{who} a marqué {sets}, et vous n'en tenez aucun : le quatorze était possible. Vous "
        "pouvez demander la couleur de celui qui est écarté, ou simplement jouer une carte.",
    "Your right to ask": "Votre droit de demander",
    "You are elder: choose {low} to {high} cards to discard (click them or drag them to your "
    "discard pile). You take as many from the top five of the talon; any you leave you may "
    "look at.":
        "Vous êtes premier : choisissez de {low} à {high} cartes à écarter (cliquez-les ou "
        "glissez-les sur votre écart). Vous en prenez autant parmi les cinq premières du "
        "talon ; celles que vous laissez, vous pouvez les voir.",
    "You are the dealer: discard up to {high} cards and take as many from the talon, "
    "elder's leftovers first. You may look at any you leave (elder then sees them after his "
    "first lead), or leave them unseen by both.":
        "Vous êtes le donneur : écartez jusqu'à {high} cartes et prenez-en autant au talon, "
        "d'abord celles que le premier a laissées. Vous pouvez voir celles que vous laissez "
        "(le premier les voit alors après sa première entame), ou les laisser cachées à "
        "tous deux.",
    "E&xchange {n}": "É&changer {n}", "Take &none": "Ne &rien prendre",
    "&Clear selection": "&Effacer le choix",
    "{take}, &leave the rest unseen": "{take}, &laisser le reste caché",
    "The exchange": "L'écart",
    "Declare {what}.": "Annoncez {what}.",
    "{who} says “{call}” Your answer:": "{who} dit « {call} » Votre réponse :",
    "{who} has nothing to declare for {what}.": "{who} n'a rien à annoncer pour {what}.",
    "For me: {words}": "Pour moi : {words}",
    "Declare for me: {words}": "J'annonce : {words}",
    "Good. (sink what I hold)": "Bon. (je cache ce que je tiens)",
    "Sink: say nothing": "Cacher : ne rien dire",
    "Declaring {what}": "Annonce : {what}",
    "{who} is first out at 100 and takes the pool ({score}).":
        "{who} sort le premier à 100 et prend la poule ({score}).",
    "You are first out at 100 and take the pool ({score}).":
        "Vous sortez le premier à 100 et prenez la poule ({score}).",
    "You deal: lay out up to {high} cards (click them, or drag them beside the talon) and "
    "take as many from the talon, in order. Nobody else sees them; you may look at a talon "
    "card you leave.":
        "Vous donnez : écartez jusqu'à {high} cartes (cliquez-les, ou glissez-les près du "
        "talon) et prenez-en autant au talon, dans l'ordre. Personne d'autre ne les voit ; "
        "vous pouvez voir une carte du talon que vous laissez.",
    "This deal by player: {each}<br>Deal {deal} · 100 up · partners count together; a side "
    "under 50 when the other reaches 100 is lurched":
        "Cette donne par joueur : {each}<br>Donne {deal} · en 100 · les partenaires comptent "
        "ensemble ; un camp sous 50 quand l'autre atteint 100 est bredouille",
    "Deal {deal} · 100 up · the first out takes the pool":
        "Donne {deal} · en 100 · le premier sorti prend la poule",
    "{who} win the game, first out at 100 ({score}); {how}.":
        "{who} gagnent la partie, sortis les premiers à 100 ({score}) ; {how}.",
    "the adversaries are lurched: a double game": "les adversaires sont bredouilles : partie double",
    "a single game": "partie simple",
    " Already said: {said}": " Déjà dit : {said}",
    " (No point under thirty may be announced.)": " (Aucun point sous trente ne s'annonce.)",
    " (partner)": " (partenaire)", "Dealer's discards": "Écart du donneur",

    # ----- Piquet à écrire (ui/ecrire/presenter.py) -----
    "in turns": "à tour de rôle", "the winner stays": "le gagnant reste",
    "Deal {number} of {count}: {said}": "Donne {number} sur {count} : {said}",
    "Deal {number} of {count}": "Donne {number} sur {count}",
    "On the sheet: {what}.": "Sur la feuille : {what}.",
    "Equal points: nothing is written on the sheet.":
        "Points égaux : rien ne s'écrit sur la feuille.",
    "On the sheet: {who} is charged {margin}, {won} credited.":
        "Sur la feuille : {who} est débité de {margin}, {won} crédité.",
    "On the sheet: You are charged {margin}, {won} credited.":
        "Sur la feuille : vous êtes débité de {margin}, {won} crédité.",
    "The sitting is over.": "La séance est finie.",
    "The sitting is over: {n} deals.": "La séance est finie : {n} donnes.",
    "<b>The sitting is over</b>: {n} deals, {rotation}.":
        "<b>La séance est finie</b> : {n} donnes, {rotation}.",
    "The sheet is balanced: {who} wins the sitting, {best}.":
        "La feuille est soldée : {who} gagne la séance, {best}.",
    "The sheet is balanced: You win the sitting, {best}.":
        "La feuille est soldée : vous gagnez la séance, {best}.",
    "The sheet is balanced: {who} share the best balance, {best}.":
        "La feuille est soldée : {who} partagent le meilleur solde, {best}.",
    " (dealer)": " (donneur)", "Points": "Points",
    "<b>Deal {number} of {count}</b> · tour {tour} of {tours} · {rotation}":
        "<b>Donne {number} sur {count}</b> · tour {tour} sur {tours} · {rotation}",
    "{who} is elder": "{who} est premier", "You are elder": "vous êtes premier",
    "<b>Deal {number} of {count} is over</b> · tour {tour} of {tours} · {rotation}":
        "<b>La donne {number} sur {count} est finie</b> · tour {tour} sur {tours} · "
        "{rotation}",
    "{deal} is over": "{deal} (finie)",
    "{who} dealt": "{who} a donné", "You dealt": "Vous avez donné",
    "{who} was elder": "{who} était premier", "You were elder": "vous étiez premier",
    "; sitting out: {who}": " ; hors jeu : {who}",
    "Next: {who} deals to {other}.": "Ensuite : {who} donne à {other}.",
    "Next: You deal to {other}.": "Ensuite : vous donnez à {other}.",
    "Next: {who} deals to you.": "Ensuite : {who} vous donne.",
    "Next: this deal's winner against {who}.": "Ensuite : le gagnant de cette donne contre {who}.",
    "This is the last deal.": "C'est la dernière donne.",
    "<b>Settlement</b>: all square, nobody pays.":
        "<b>Règlement</b> : tout est quitte, personne ne paie.",
    "<b>Settlement</b> (points):<br>{said}": "<b>Règlement</b> (points) :<br>{said}",
    "{who} pays {other} <b>{points}</b>": "{who} paie {other} <b>{points}</b>",
    "You pay {other} <b>{points}</b>": "Vous payez {other} <b>{points}</b>",
    "You sit out this deal, watching {who}'s hand.":
        "Vous êtes hors jeu cette donne ; vous regardez la main que tient {who}.",
    "The computers play on without pause…": "Les ordinateurs jouent sans pause…",
    "The score sheet": "La feuille de marque",

    # ----- the deal's summary (ui/windows/deal_summary.py) -----
    "Point": "Point", "Sequences": "Séquences", "Quatorzes and trios": "Quatorzes et brelans",
    "Play": "Jeu de la carte", "Marriages": "Mariages", "Béziques": "Bésigues",
    "Binocles": "Binocles", "Fours": "Quatre",
    "Dix": "Sept d'atout", "Cards won": "Cartes gagnées", "Rubicon": "Rubicon",
    "Deal {number}": "Donne {number}", "{cards} in {n} tricks": "{cards} en {n} levées",
    ", counted in the cards won": ", comptées dans les cartes gagnées",
    ", counted at the trailing player's demand": ", comptées à la demande du joueur en retard",
    "; not counted (only at the trailing player's demand, to decide the winner or save a "
    "rubicon)":
        " ; non comptées (seulement à la demande du joueur en retard, pour décider du gagnant "
        "ou sauver un rubicon)",
    "The hands after the exchange": "Les mains après l'écart",
    "The hands as dealt": "Les mains telles que données",
    "Declared": "Annoncé", "nothing": "rien", "none": "aucune",
    "<b>Brisques</b> (aces and tens) taken in tricks: {taken}":
        "<b>Brisques</b> (as et dix) prises dans les levées : {taken}",
    "Scored": "Marqué", "This deal": "Cette donne",
    "<b>The score sheet</b> (each deal's loser charged the difference, its winner credited)":
        "<b>La feuille de marque</b> (le perdant de chaque donne est débité de l'écart, son "
        "gagnant crédité)",
    "Balance": "Solde", "Total": "Total", "Partners count together:":
        "Les partenaires comptent ensemble :",
    "With the brisques counted": "Brisques comptées", "At the end": "À la fin",

    # ----- the computer players (ai/personas.py: the names stay, the words go) -----
    "novice": "novice", "beginner": "débutante", "club player": "joueur de cercle",
    "expert": "experte", "calculator": "calculateur", "close player": "joueur secret",
    "card player": "joueuse", "computer": "ordinateur",
    "plays any card the rules allow: someone to practise on":
        "joue n'importe quelle carte permise : de quoi s'exercer",
    "knows the rules and takes what scores now; seldom thinks ahead":
        "connaît les règles et prend ce qui marque tout de suite ; voit rarement plus loin",
    "plays by the book: sound, steady, never subtle":
        "joue selon le livre : solide, régulier, jamais subtil",
    "thinks hard; reads your declarations and your discards; the strongest here":
        "réfléchit longuement ; lit vos annonces et vos écarts ; la plus forte ici",
    "plays by the book, then reckons the last tricks exactly; pays no heed to what you "
    "declare":
        "joue selon le livre, puis calcule exactement les dernières levées ; ne tient pas "
        "compte de vos annonces",
    "plays by the book but sinks lesser sequences and sets to tell you less (Piquet)":
        "joue selon le livre mais cache les petites séquences et les brelans pour vous en "
        "dire moins (piquet)",
    "plays by the book but discards to keep her Aces and Kings and her guards (Piquet)":
        "joue selon le livre mais écarte de façon à garder ses as, ses rois et ses gardes "
        "(piquet)",

    # ----- the discard trainer and the exchange's hint (trainer/) -----
    "under 1%": "moins de 1 %", "for certain": "à coup sûr",
    "Keep all twelve: every card is worth more than a draw.":
        "Gardez les douze : chaque carte vaut mieux qu'un tirage.",
    "Keep all ten: every card is worth more than a draw.":
        "Gardez les dix : chaque carte vaut mieux qu'un tirage.",
    " Counted over all {draws} draws of {n} from the {unseen} cards you have not seen.":
        " Compté sur les {draws} tirages de {n} parmi les {unseen} cartes que vous n'avez "
        "pas vues.",
    "keeps the {suit} for the point (a point of five or more {chance})":
        "garde le {suit} pour le point (un point de cinq ou plus {chance})",
    "a sequence {chance}": "une séquence {chance}",
    "a quatorze {chance} (of {ranks} {of_these})": "un quatorze {chance} (en {ranks} {of_these})",
    "Throw {cards}: it {why}.": "Écartez {cards} : cela {why}.",
    "{ev} points a deal (± {se})": "{ev} points par donne (± {se})",
    "{ev} points a deal (declarations only)": "{ev} points par donne (annonces seules)",
    "Best: throw {cards}, worth {basis}.": "Le mieux : écarter {cards}, qui vaut {basis}.",
    "It keeps the point suit, {suit} ({n} cards); the draw makes the point longer {chance} "
    "of the time.":
        "Il garde la couleur du point, {suit} ({n} cartes) ; le tirage allonge le point "
        "{chance} du temps.",
    "It breaks the {suit} ({cards} go), because what it keeps is worth more than that point "
    "here.":
        "Il rompt le {suit} ({cards} partent), car ce qu'il garde vaut mieux ici que ce point.",
    "It clears the {suits} entirely ({n} card) rather than keep a short suit that neither "
    "scores nor stops a trick.":
        ("Il vide entièrement le {suits} ({n} carte) plutôt que de garder une couleur courte "
         "qui ne marque ni n'arrête une levée.",
         "Il vide entièrement le {suits} ({n} cartes) plutôt que de garder une couleur courte "
         "qui ne marque ni n'arrête une levée."),
    " and the ": " et le ",
    "the guarded King of {suit}": "le roi gardé de {suit}",
    "the twice-guarded Queen of {suit}": "la dame deux fois gardée de {suit}",
    "It keeps {guards} to stop elder's long suits.":
        "Il garde {guards} pour arrêter les longues couleurs du premier.",
    "It keeps the three {ranks}: quatorze {chance} of the time, a bonus here rather than the "
    "aim.":
        "Il garde le brelan de {ranks} : quatorze {chance} du temps, un bonus ici plutôt que "
        "le but.",
    "It keeps the three {ranks}: quatorze {chance} of the time, and three of them are often "
    "good on their own.":
        "Il garde le brelan de {ranks} : quatorze {chance} du temps, et le brelan seul est "
        "souvent bon.",
    "Keeping the three {ranks} for a quatorze (drawn {chance} of the time) would cost {cost} "
    "points.":
        "Garder le brelan de {ranks} pour un quatorze (tiré {chance} du temps) coûterait "
        "{cost} points.",
    "It gives a repic about {chance} of the time.":
        "Il donne un repic environ {chance} du temps.",
    " and {n} more": " et {n} autres",
    "Within the noise of the estimate, equally good: {cards}{more}.":
        "Dans le bruit de l'estimation, aussi bons : {cards}{more}.",
    "Needing {need}, it is also the surest: you make {need} or more in {chance} of the deals "
    "played.":
        "Avec {need} à faire, c'est aussi le plus sûr : vous faites {need} ou plus dans "
        "{chance} des donnes jouées.",
    "Needing {need}, mind the score: {cards} makes it in {chance} of the deals against "
    "{mine}, for {cost} points less on average.":
        "Avec {need} à faire, attention au score : {cards} y parvient dans {chance} des "
        "donnes contre {mine}, pour {cost} points de moins en moyenne.",

    # ----- the shell, the score marker's choice, the Chouette's cut -----
    "Your game is back where you left it.": "Votre partie reprend là où vous l'aviez laissée.",
    "Your unfinished game is resumed where you left it.":
        "Votre partie inachevée reprend là où vous l'aviez laissée.",
    "Could not save the game: {why}": "Impossible d'enregistrer la partie : {why}",
    "As the book says": "Comme le dit le livre", "Cribbage board": "Planchette de cribbage",
    "Counters": "Jetons", "None": "Aucune",
    "The adversaries cut ({cut}): {who} plays first.":
        "Les adversaires coupent ({cut}) : {who} joue le premier.",
    "The adversaries cut ({cut}): You play first.":
        "Les adversaires coupent ({cut}) : vous jouez le premier.",

    # ----- a card or meld refused, as the engine says why (the window's status line) -----
    "you must follow suit": "il faut fournir",
    "you must follow suit to {card}": "il faut fournir à {card}",
    "you do not hold {card}": "vous ne tenez pas {card}",
    "{card}: follow suit and win the trick if you can, trump if void":
        "{card} : fournissez et prenez la levée si vous pouvez, coupez si vous n'en avez plus",
    "{meld} cannot be declared with these cards now":
        "{meld} ne peut pas s'annoncer maintenant avec ces cartes",
    "{meld} cannot be announced: its cards must lie on the table, one of them laid this turn":
        "{meld} ne peut pas s'annoncer à marquer : ses cartes doivent être sur la table, "
        "l'une posée à ce tour",
    "score the {card} first (dix)": "marquez d'abord le {card} (le sept d'atout)",
    "the Seven of trumps is scored after winning a trick, before drawing":
        "le sept d'atout se marque après avoir fait une levée, avant de piocher",
    "{card} is not allowed: in the last tricks you must follow suit and win if you can, "
    "else trump":
        "{card} n'est pas permis : aux dernières levées il faut fournir et prendre si l'on "
        "peut, sinon couper",
    "you do not hold the {meld}": "vous ne tenez pas : {meld}",
    "a meld needs at least one fresh card from the hand":
        "une combinaison demande au moins une carte fraîche de la main",
    "the {meld} would take cards from a meld of the same class worth as much or more":
        "{meld} prendrait des cartes à une combinaison de même classe qui vaut autant ou plus",

    # ----- the store's notices: a file moved aside, the lock, a folder (the window's notices) -----
    "Your settings file": "votre fichier de paramètres",
    "Your unfinished game": "votre partie inachevée",
    "Your statistics file": "votre fichier de statistiques",
    "Your sitting sheets": "vos feuilles de séance",
    "Your Chouette sitting": "votre séance de Chouette",
    "{what} could not be read ({reason}), so it was moved to {moved} and Parlour carried on "
    "with a fresh one.":
        "Impossible de lire {what} ({reason}) : le fichier a été déplacé vers {moved} et "
        "Parlour est reparti d'un fichier neuf.",
    "{what} could not be read ({reason}) and could not be moved aside, so Parlour is using "
    "defaults: {path}":
        "Impossible de lire {what} ({reason}) et de le mettre de côté : Parlour utilise les "
        "valeurs par défaut : {path}",
    "damaged": "endommagé",
    "not a JSON object": "pas un objet JSON",
    "not a {kind} file": "pas un fichier {kind}",
    "no schema version": "pas de version de schéma",
    "written by a newer Parlour (version {found})":
        "écrit par un Parlour plus récent (version {found})",
    "old version {found} with no migration": "ancienne version {found} sans migration",
    "it is a link, which Parlour does not follow": "c'est un lien, que Parlour ne suit pas",
    "it is a folder, not a file": "c'est un dossier, pas un fichier",
    "it is not a regular file": "ce n'est pas un fichier ordinaire",
    "it is larger than {mb} MB": "il dépasse {mb} Mo",
    "'{name}' has the wrong type": "« {name} » n'a pas le bon type",
    "'{name}' is too long": "« {name} » est trop long",
    "animation speed out of range": "vitesse d'animation hors limites",
    "'past' must be a list": "« past » doit être une liste",
    "not a statistics file of this Parlour": "pas un fichier de statistiques de ce Parlour",
    "the sitting's seats do not agree": "les places de la séance ne concordent pas",
    "the line names someone not at the sitting":
        "la ligne nomme quelqu'un qui n'est pas à la séance",
    "the human's seat is not at the table": "la place du joueur n'est pas à la table",
    "bad action or deal: {why}": "action ou donne invalide : {why}",
    "the moves do not replay": "les coups ne se rejouent pas",
    "the moves do not replay: {why}": "les coups ne se rejouent pas : {why}",
    "Your unfinished game could not be replayed ({why}), so it was moved to {moved} and a "
    "new game can begin.":
        "Impossible de rejouer votre partie inachevée ({why}) : elle a été déplacée vers "
        "{moved} et une nouvelle partie peut commencer.",
    "Your unfinished game could not be replayed ({why}) and could not be moved aside, so it "
    "is left where it is and ignored: {path}":
        "Impossible de rejouer votre partie inachevée ({why}) et de la mettre de côté : elle "
        "reste en place et n'est pas lue : {path}",
    "Parlour is already open on {folder}": "Parlour est déjà ouvert sur {folder}",
    "Parlour cannot hold its lock {path} ({why}), so this window is read-only and keeps "
    "nothing: remove that file and start Parlour again.":
        "Parlour ne peut pas tenir son verrou {path} ({why}) : cette fenêtre est en lecture "
        "seule et ne garde rien ; supprimez ce fichier et relancez Parlour.",
    "it was replaced while Parlour took it": "il a été remplacé pendant que Parlour le prenait",
    "settings": "paramètres", "games": "parties",
    "Parlour cannot use its {what} folder {path} ({why}), so nothing from this session will "
    "be kept: make that folder one you can read and write, or set PARLOUR_HOME to another.":
        "Parlour ne peut pas utiliser son dossier des {what} {path} ({why}) : rien de cette "
        "session ne sera gardé ; rendez ce dossier lisible et modifiable, ou indiquez-en un "
        "autre dans PARLOUR_HOME.",
    "record the result": "enregistrer le résultat",
    "write the sitting sheet": "écrire la feuille de séance",
    "recorded": "enregistré", "written": "écrit",
    "Could not {what} ({why}); it will be {later} at the next start.":
        "Échec : {what} ({why}) ; ce sera {later} au prochain démarrage.",
    "Could not {what} ({why}).": "Échec : {what} ({why}).",
    "Could not clear the finished game ({why}); its result is recorded and will not be "
    "counted twice.":
        "Impossible d'effacer la partie finie ({why}) ; son résultat est enregistré et ne sera "
        "pas compté deux fois.",

    # ----- the engine's refusals: a damaged record, an action the rules do not allow -----
    "the game is over": "la partie est finie",
    "no cards have been dealt": "aucune carte n'a été donnée",
    "nobody is to act": "personne n'a la main",
    "no action to choose": "aucune action à choisir",
    "the sitting is over": "la séance est finie",
    "this record has no cards for the next deal":
        "cet enregistrement n'a pas les cartes de la donne suivante",
    "the record holds no further deal": "l'enregistrement n'a pas d'autre donne",
    "the next deal's cards are not known": "les cartes de la donne suivante ne sont pas connues",
    "it is {who}'s turn": "c'est à {who} de jouer",
    "it is {who}'s turn, not seat {seat}'s": "c'est à {who} de jouer, pas à la place {seat}",
    "it is seat {turn}'s turn, not seat {seat}'s":
        "c'est à la place {turn} de jouer, pas à la place {seat}",
    "no seat {seat}": "pas de place {seat}",
    "{card} is not a card": "{card} n'est pas une carte",
    "a card is named twice": "une carte est nommée deux fois",
    "{who} does not hold {cards}": "{who} ne tient pas {cards}",
    "nothing to undo": "rien à reprendre",
    "only {n} actions to take back": "seulement {n} actions à reprendre",
    "the dealer must be seat 0 or 1, not {dealer}":
        "le donneur doit être la place 0 ou 1, pas {dealer}",
    "deal 1: the dealer must be seat 0 or 1, not {dealer}":
        "donne 1 : le donneur doit être la place 0 ou 1, pas {dealer}",
    "deal {n}: the dealer must be seat 0 or 1, not {dealer}":
        "donne {n} : le donneur doit être la place 0 ou 1, pas {dealer}",
    "deal {n}: the dealer should be seat {dealer}, not {found}":
        "donne {n} : le donneur devrait être la place {dealer}, pas {found}",
    "deal 1: Bézique turns up no card": "donne 1 : le bésigue ne retourne aucune carte",
    "deal 1: each player must hold {n} cards": "donne 1 : chaque joueur doit tenir {n} cartes",
    "deal {n}: each player must hold {size} cards":
        "donne {n} : chaque joueur doit tenir {size} cartes",
    "each player must hold {n} cards": "chaque joueur doit tenir {n} cartes",
    "deal 1: the cards are not {packs} piquet packs":
        "donne 1 : les cartes ne font pas {packs} jeux de piquet",
    "deal {n}: the cards are not two piquet packs":
        "donne {n} : les cartes ne font pas deux jeux de piquet",
    "the cards are not two {n}-card packs": "les cartes ne font pas deux jeux de {n} cartes",
    "deal {n}: a card must be turned up for trumps":
        "donne {n} : une carte doit être retournée pour l'atout",
    "Binocle needs a turn-up card": "le binocle demande une retourne",
    "Piquet turns up no card": "le piquet ne retourne aucune carte",
    "a Piquet deal is twelve cards each and a talon of eight, from one pack of thirty-two":
        "une donne de piquet, c'est douze cartes chacun et un talon de huit, d'un jeu de "
        "trente-deux",
    "deal {n}: {seats} hands of {hand} and a talon of {talon} are needed":
        "donne {n} : il faut {seats} mains de {hand} et un talon de {talon}",
    "a deal of Piquet à écrire has the two players' hands":
        "une donne du piquet à écrire porte les mains des deux joueurs",
    "carte blanche must be shown first": "il faut d'abord montrer la carte blanche",
    "carte blanche shows exactly the cards held (or drawn)":
        "la carte blanche montre exactement les cartes tenues (ou piochées)",
    "'from' must be 'hand' or 'table'": "« from » doit valoir « hand » ou « table »",
    "'from' must be \"hand\" or \"table\"": "« from » doit valoir « hand » ou « table »",
    "no {card} on the table": "pas de {card} sur la table",
    "no {card} in hand": "pas de {card} en main",
    "{card} is not in your hand": "{card} n'est pas dans votre main",
    "{card} is not among your melded cards": "{card} n'est pas parmi vos cartes posées",
    "{cards} is no combination": "{cards} ne fait pas une combinaison",
    "{cards} is not a combination": "{cards} ne fait pas une combinaison",
    "{cards} is not a combination ({why})": "{cards} ne fait pas une combinaison ({why})",
    'brisques takes only "count": true or false':
        "les brisques ne prennent que « count » : true ou false",
    "no more melds: announcements end when the stock is exhausted":
        "plus de combinaisons : les annonces cessent quand le talon est épuisé",
    "only the winner of a trick may meld, once the trick is won: play a card to this one":
        "seul le gagnant d'une levée pose, une fois la levée faite : jouez une carte sur "
        "celle-ci",
    "melds are made only after winning a trick: lead a card":
        "on ne pose qu'après avoir fait une levée : entamez",
    "one meld after each trick won, and only before the draw: the cards are drawn, so "
    "lead a card":
        "une combinaison après chaque levée faite, et seulement avant la pioche : les cartes "
        "sont piochées, entamez donc",
    "only one combination is scored after a trick: announce others to score later, or pass":
        "une seule combinaison se marque après une levée : annoncez les autres pour plus "
        "tard, ou passez",
    "'{kind}' is not allowed now (time to {expected})":
        "« {kind} » n'est pas permis maintenant (il faut {expected})",
    "play a card": "jouer une carte", "meld or pass": "poser ou passer",
    "announce or pass": "annoncer ou passer",
    "say whether the brisques are counted": "dire si les brisques se comptent",
    "the Seven of trumps is {card}": "le sept d'atout est {card}",
    "the dix is {card}": "le dix est {card}",
    "'exchange' must be true or false": "« exchange » doit valoir true ou false",
    "you hold no {card} that has not scored": "vous ne tenez aucun {card} qui n'ait pas marqué",
    "there is no turn-up to exchange the Seven for":
        "il n'y a pas de retourne contre laquelle échanger le sept",
    "there is no turn-up to exchange the dix for":
        "il n'y a pas de retourne contre laquelle échanger le dix",
    "score the dix first": "marquez d'abord le dix",
    "claims are made for you (auto_claim is on)":
        "les réclamations se font pour vous (auto_claim est actif)",
    "'{kind}' is not a Binocle action ({kinds})":
        "« {kind} » n'est pas une action du binocle ({kinds})",
    "the trick's winner melds or passes before the next lead":
        "le gagnant de la levée pose ou passe avant d'entamer la suivante",
    "cannot {kind} now: only after winning a trick, before drawing, while the stock lasts":
        "pas de « {kind} » maintenant : seulement après une levée faite, avant de piocher, "
        "tant que dure le talon",
    "cannot {kind} now": "pas de « {kind} » maintenant",
    "cannot {kind} now: play one card": "pas de « {kind} » maintenant : jouez une carte",
    "cannot {kind} now: it is time to {phase}":
        "pas de « {kind} » maintenant : c'est le moment de « {phase} »",
    "one may ask only after playing a card, of a trio the other scored when one holds none "
    "of that rank and four were possible":
        "on ne peut demander qu'après avoir joué une carte, et d'un brelan que l'autre a "
        "marqué quand on ne tient aucune carte de ce rang et qu'un quatorze était possible",
    "declare the {category} now": "annoncez maintenant : {category}",
    'declare the {category} now ("class": "{category}")':
        'annoncez maintenant : {category} ("class": "{category}")',
    "those cards are not {what}": "ces cartes ne sont pas valables pour {what}",
    "a point": "un point", "trios or quatorzes": "des brelans ou des quatorze",
    "under-calling is a Rubicon rule, for sequences and sets":
        "annoncer moins que l'on tient est une règle du Rubicon, pour les séquences et les "
        "brelans",
    "an under-call names a lesser combination than one holds":
        "annoncer moins, c'est nommer une combinaison moindre que celle que l'on tient",
    "that is not as good as the elder's: say Good":
        "cela ne vaut pas celle du premier : dites « Bon »",
    "a play has no 'from'": "un « play » n'a pas de « from »",
    "a declare has no 'undercall'": "un « declare » n'a pas de « undercall »",
    "an exchange here has no 'look'": "un « exchange » n'a pas ici de « look »",
    "lay out at most {n} different cards": "écartez au plus {n} cartes différentes",
    "declare only cards you hold, each once":
        "n'annoncez que des cartes que vous tenez, chacune une fois",
    "no point under {n} may be announced": "aucun point sous {n} ne peut s'annoncer",
    "the dealer must first exchange (or take nothing)":
        "le donneur doit d'abord écarter (ou ne rien prendre)",
    "declare first: point, then sequences, then sets":
        "annoncez d'abord : le point, puis les séquences, puis les brelans",
    "the elder must exchange {low} to {high} cards": "le premier doit écarter {low} à {high} cartes",
    "the dealer must exchange {low} to {high} cards":
        "le donneur doit écarter {low} à {high} cartes",
    "only the dealer, leaving cards in the talon, may decline to look at them":
        "seul le donneur, s'il laisse des cartes au talon, peut refuser de les voir",

    # ----- a record that cannot be read or replayed (the window's notice on opening it) -----
    "deal {n}": "donne {n}", "action {n}": "action {n}",
    "not JSON ({why} at line {line})": "pas du JSON ({why} à la ligne {line})",
    "not a record: its JSON is nested far too deeply":
        "pas un enregistrement : son JSON est imbriqué bien trop profondément",
    "cannot read {path}: {why}": "impossible de lire {path} : {why}",
    "{path} is not UTF-8 text": "{path} n'est pas du texte UTF-8",
    "too many {cards}": "en trop : {cards}", "missing {cards}": "manquent : {cards}",
    "the cards are not one proper pack: {parts}":
        "les cartes ne font pas un jeu correct : {parts}",
    "{n} seats, but this game has {has}": "{n} places, mais ce jeu en a {has}",
    "the game was over after this deal, but the record goes on":
        "la partie était finie après cette donne, mais l'enregistrement continue",
    "the record says {key} {written}, but the cards and actions give {mine}":
        "l'enregistrement dit {key} {written}, mais les cartes et les actions donnent {mine}",
    "the game is already over": "la partie est déjà finie",
    "this deal is already over": "cette donne est déjà finie",
    "the record goes on to another deal before this one is finished":
        "l'enregistrement passe à une autre donne avant la fin de celle-ci",
    "a record is at most {mb} MB; this file is larger":
        "un enregistrement fait au plus {mb} Mo ; ce fichier est plus gros",
    "not a record: a number in it is far too long":
        "pas un enregistrement : un nombre y est bien trop long",

    # ----- a card badly written (a record's or the command line's notation) -----
    "a card must be written as text, not {kind}": "une carte s'écrit en texte, pas en {kind}",
    "'{text}' is not a card (write rank then suit, like 10H or QS)":
        "« {text} » n'est pas une carte (écrivez le rang puis la couleur, comme 10H ou QS)",
    "'{text}': no {rank} in the parlour packs (7 to Ace only)":
        "« {text} » : pas de {rank} dans les jeux de Parlour (du 7 à l'as seulement)",
    "'{text}': '{suit}' is not a suit (S H D C)":
        "« {text} » : « {suit} » n'est pas une couleur (S H D C)",
    "{name} is not a card in the notation (like QS or 10H)":
        "{name} n'est pas une carte de la notation (comme QS ou 10H)",
}
