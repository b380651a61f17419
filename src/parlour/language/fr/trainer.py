"""French: the discard trainer and the exchange's hint (trainer/)."""
from __future__ import annotations

MESSAGES: dict[str, str | tuple[str, str]] = {
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
    "{ev} points a deal (over every draw)": "{ev} points par donne (sur tous les tirages)",
    "{ev} points a deal (± {se} over {n} draws)":
        "{ev} points par donne (± {se} sur {n} tirages)",
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
}
