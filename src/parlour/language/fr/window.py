"""French: any table and the windows around it: the screen reader's words, the games'
names, the guide to the table, the deal's summary, the computer players, the shell."""
from __future__ import annotations

MESSAGES: dict[str, str | tuple[str, str]] = {
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
}
