"""French: the melding table: Bézique's and Binocle's prompts, buttons and endings
(ui/melding/presenter.py, shown.py)."""
from __future__ import annotations

MESSAGES: dict[str, str | tuple[str, str]] = {
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
}
