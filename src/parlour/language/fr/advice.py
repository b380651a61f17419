"""French: the advice: the hint at the table and the game review's words
(ui/shell/hint_words.py, ai/piquet/review_words.py)."""
from __future__ import annotations

MESSAGES: dict[str, str | tuple[str, str]] = {
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
    "the learned evaluator over all {n} draws": "l'évaluateur appris sur les {n} tirages",
    "the learned evaluator over {n} sampled draws":
        "l'évaluateur appris sur {n} tirages au sort",
    "{odds} Worth {ev} points a deal.": "{odds} Vaut {ev} points par donne.",
    "{odds} Worth {ev} points a deal (± {se} over the draws).":
        "{odds} Vaut {ev} points par donne (± {se} sur les tirages).",

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
}
