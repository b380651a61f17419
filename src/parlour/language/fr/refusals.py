"""French: the engine's refusals: a card or meld refused, an action the rules do not
allow, a deal that is not one (engine/core.py, each game's state.py)."""
from __future__ import annotations

MESSAGES: dict[str, str | tuple[str, str]] = {
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
}
