"""French: the cards' and the combinations' names, and what scores: the books' own terms
(engine/sentences.py names them; the deal's summary too)."""
from __future__ import annotations

MESSAGES: dict[str, str | tuple[str, str]] = {
    # ----- names: players, suits, ranks, cards -----
    "You": "Vous",
    "Someone": "Quelqu'un",
    "spades": "pique", "hearts": "cœur", "diamonds": "carreau", "clubs": "trèfle",
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
}
