"""French: the records and the store: a file moved aside, the lock, a folder, a record
that cannot be read or replayed, a card badly written (store/, engine/records.py,
engine/replay.py, engine/cards.py)."""
from __future__ import annotations

MESSAGES: dict[str, str | tuple[str, str]] = {
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
