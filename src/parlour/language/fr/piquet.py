"""French: the Piquet tables: the log's words of a player, the table's prompts and buttons,
Piquet à écrire's sheet (ui/piquet/, ui/ecrire/presenter.py)."""
from __future__ import annotations

MESSAGES: dict[str, str | tuple[str, str]] = {
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
}
