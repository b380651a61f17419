<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>&lt;h2&gt;Parlour {version}&lt;/h2&gt;
&lt;p&gt;Piquet (au cent, Rubicon, Normand for three, Voleur for four, and à écrire for a
sitting of three to seven), Rubicon Bézique, Chinese Bézique, Bézique with two packs,
Chouette Bézique, and Binocle: the card games of the Victorian parlour, played against
the computer.&lt;/p&gt;
&lt;p&gt;The rules follow R. F. Foster&apos;s &lt;i&gt;Complete Hoyle&lt;/i&gt; (1897, public domain), with the
gaps filled as most players fill them today; see Help › Rules of the games.&lt;/p&gt;
&lt;p&gt;Card faces are drawn by Parlour itself. Qt {qt} (PySide6), used under the LGPL 3.&lt;/p&gt;
&lt;p&gt;Parlour&apos;s log, to attach to a bug report, is in {log}.&lt;/p&gt;
&lt;p&gt;Copyright © The Parlour developers. Parlour is free software under the MIT licence;
the software it includes keeps its own licences (Third-party notices).&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Parlour {version}&lt;/h2&gt;
&lt;p&gt;Le piquet (au cent, rubicon, normand à trois, voleur à quatre, et à écrire pour une
séance de trois à sept joueurs), le bésigue rubicon, le bésigue chinois, le bésigue à deux jeux,
le bésigue en chouette et le binocle&#xa0;: les jeux de cartes du salon victorien, joués contre
l&apos;ordinateur.&lt;/p&gt;
&lt;p&gt;Les règles suivent le &lt;i&gt;Complete Hoyle&lt;/i&gt; de R. F. Foster (1897, domaine public), les
lacunes comblées comme la plupart des joueurs les comblent aujourd&apos;hui&#xa0;; voir Aide › Règles des jeux.&lt;/p&gt;
&lt;p&gt;Les faces des cartes sont dessinées par Parlour lui-même. Qt {qt} (PySide6), utilisé sous la LGPL 3.&lt;/p&gt;
&lt;p&gt;Le journal de Parlour, à joindre à un rapport d&apos;anomalie, se trouve dans {log}.&lt;/p&gt;
&lt;p&gt;Copyright © Les développeurs de Parlour. Parlour est un logiciel libre sous licence MIT&#xa0;;
les logiciels qu&apos;il contient gardent leurs propres licences (Mentions des tiers).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Parlour</source>
        <translation>À propos de Parlour</translation>
    </message>
    <message>
        <source>Third-party &amp;notices…</source>
        <translation>&amp;Mentions des tiers…</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>Third-party notices</source>
        <translation>Mentions des tiers</translation>
    </message>
    <message>
        <source>The third-party notices could not be read.</source>
        <translation>Les mentions des tiers n&apos;ont pas pu être lues.</translation>
    </message>
</context>
<context>
    <name>AnnouncementLog</name>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Could not tidy the statistics (%1); they are kept as they are.</source>
        <translation>Impossible de ranger les statistiques (%1)&#xa0;; elles sont gardées telles quelles.</translation>
    </message>
    <message>
        <source>Parlour is already open on %1 (process %2); use that window.</source>
        <translation>Parlour est déjà ouvert sur %1 (processus %2)&#xa0;; utilisez cette fenêtre.</translation>
    </message>
    <message>
        <source>Parlour is already open on %1; use that window.</source>
        <translation>Parlour est déjà ouvert sur %1&#xa0;; utilisez cette fenêtre.</translation>
    </message>
</context>
<context>
    <name>ChoicePanel</name>
    <message>
        <source>Your turn</source>
        <translation>À vous</translation>
    </message>
</context>
<context>
    <name>ChouetteController</name>
    <message>
        <source>The advisers failed (the log says why); the side plays on without their advice.</source>
        <translation>Les conseillers ont échoué (le journal dit pourquoi)&#xa0;; le camp continue sans leurs conseils.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Attendez votre tour.</translation>
    </message>
    <message>
        <source>Your proposal is noted; the line is still consulting.</source>
        <translation>Votre proposition est notée&#xa0;; la ligne délibère encore.</translation>
    </message>
    <message>
        <source>Your proposal is noted; the line is consulting…</source>
        <translation>Votre proposition est notée&#xa0;; la ligne délibère…</translation>
    </message>
    <message>
        <source>You are seated: the move is yours.</source>
        <translation>Vous êtes assis&#xa0;: le coup est à vous.</translation>
    </message>
    <message>
        <source>The line is still consulting.</source>
        <translation>La ligne délibère encore.</translation>
    </message>
    <message>
        <source>You left the move to the line.</source>
        <translation>Vous avez laissé le coup à la ligne.</translation>
    </message>
    <message>
        <source>The line plays your proposal (%1 of %2 votes).</source>
        <translation>La ligne joue votre proposition (%1 voix sur %2).</translation>
    </message>
    <message>
        <source>Outvoted: the line plays its majority&apos;s move (%1 of %2 votes).</source>
        <translation>Mis en minorité&#xa0;: la ligne joue le coup de sa majorité (%1 voix sur %2).</translation>
    </message>
    <message>
        <source>A game of the sitting cannot be started again.</source>
        <translation>Une partie de la séance ne peut pas être recommencée.</translation>
    </message>
</context>
<context>
    <name>ChouetteDialog</name>
    <message>
        <source>I take all bets (the chouette)</source>
        <translation>Je tiens tous les paris (la chouette)</translation>
    </message>
    <message>
        <source>I sit in the line against the chouette</source>
        <translation>Je suis dans la ligne contre la chouette</translation>
    </message>
    <message>
        <source>I deal first</source>
        <translation>Je donne le premier</translation>
    </message>
    <message>
        <source>My adversary deals first</source>
        <translation>Mon adversaire donne le premier</translation>
    </message>
    <message>
        <source>Chouette Bézique</source>
        <translation>Bésigue en chouette</translation>
    </message>
    <message>
        <source>Two against two, partners consulting</source>
        <translation>Deux contre deux, les partenaires se consultant</translation>
    </message>
    <message>
        <source>Rubicon Bézique games, one after another. The chouette player takes every adversary&apos;s bet and chooses the deal; the adversaries cut for who plays first and consult together. When the chouette wins, the next adversary takes the loser&apos;s place; when he loses, the same adversary plays him again. The net is set down in hundreds and settled at the end of the sitting.</source>
        <translation>Des parties de bésigue rubicon, l&apos;une après l&apos;autre. Le joueur en chouette tient le pari de chaque adversaire et choisit la donne&#xa0;; les adversaires coupent pour savoir qui joue le premier et se consultent. Quand la chouette gagne, l&apos;adversaire suivant prend la place du perdant&#xa0;; quand elle perd, le même adversaire rejoue contre elle. Le solde s&apos;inscrit en centaines et se règle à la fin de la séance.</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Joueurs&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;You:</source>
        <translation>&amp;Vous&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Computers play like:</source>
        <translation>Les &amp;ordinateurs jouent comme&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Deal (as chouette):</source>
        <translation>&amp;Donne (en chouette)&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Games in the sitting:</source>
        <translation>&amp;Parties de la séance&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Sit down</source>
        <translation>&amp;S&apos;asseoir</translation>
    </message>
</context>
<context>
    <name>ChouettePanel</name>
    <message>
        <source>2nd in line</source>
        <translation>2e de la ligne</translation>
    </message>
    <message>
        <source>3rd in line</source>
        <translation>3e de la ligne</translation>
    </message>
    <message>
        <source>4th in line</source>
        <translation>4e de la ligne</translation>
    </message>
    <message>
        <source>5th in line</source>
        <translation>5e de la ligne</translation>
    </message>
    <message>
        <source>Chouette Bézique</source>
        <translation>Bésigue en chouette</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Joue</translation>
    </message>
    <message>
        <source>Hundreds</source>
        <translation>Centaines</translation>
    </message>
    <message>
        <source>&amp;Leave it to the line</source>
        <translation>&amp;Laisser faire la ligne</translation>
    </message>
    <message>
        <source>Make no proposal: the computer members decide</source>
        <translation>Ne rien proposer&#xa0;: les membres de l&apos;ordinateur décident</translation>
    </message>
    <message>
        <source>The &amp;sheet…</source>
        <translation>La &amp;feuille…</translation>
    </message>
    <message>
        <source>Chouette Bézique: settled after %1 games</source>
        <translation>Bésigue en chouette&#xa0;: réglé après %1 parties</translation>
    </message>
    <message>
        <source>Chouette Bézique: %1 of %2 games played</source>
        <translation>Bésigue en chouette&#xa0;: %1 sur %2 parties jouées</translation>
    </message>
    <message>
        <source>Chouette Bézique: game %1 of %2</source>
        <translation>Bésigue en chouette&#xa0;: partie %1 sur %2</translation>
    </message>
    <message>
        <source>chouette</source>
        <translation>chouette</translation>
    </message>
    <message>
        <source>partner</source>
        <translation>partenaire</translation>
    </message>
    <message>
        <source>line</source>
        <translation>ligne</translation>
    </message>
    <message>
        <source>seated</source>
        <translation>assis</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>ChouetteTable</name>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>A drawn game: nothing passes.</source>
        <translation>Partie nulle&#xa0;: rien ne passe.</translation>
    </message>
    <message>
        <source>each adversary</source>
        <translation>chaque adversaire</translation>
    </message>
    <message>
        <source>%1 win %2 hundred each, one from each adversary.</source>
        <translation>%1 gagnent %2 cents chacun, un de chaque adversaire.</translation>
    </message>
    <message>
        <source>%1 pay %2 hundred each, one to each adversary.</source>
        <translation>%1 paient %2 cents chacun, un à chaque adversaire.</translation>
    </message>
    <message>
        <source>%1 win %2 hundred from %3.</source>
        <translation>%1 gagnez %2 cents de %3.</translation>
    </message>
    <message>
        <source>%1 wins %2 hundred from %3.</source>
        <translation>%1 gagne %2 cents de %3.</translation>
    </message>
    <message>
        <source>%1 pay %2 %3 hundred.</source>
        <translation>%1 payez %3 cents à %2.</translation>
    </message>
    <message>
        <source>%1 pays %2 %3 hundred.</source>
        <translation>%1 paie %3 cents à %2.</translation>
    </message>
    <message>
        <source>Chouette Bézique, game %1 of %2</source>
        <translation>Bésigue en chouette, partie %1 sur %2</translation>
    </message>
    <message>
        <source>%1 (seated)</source>
        <translation>%1 (assis)</translation>
    </message>
    <message>
        <source>Your side proposes:</source>
        <translation>Votre camp propose&#xa0;:</translation>
    </message>
    <message>
        <source>%1 is seated; your move is one vote:</source>
        <translation>%1 est assis&#xa0;; votre coup est une voix&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Next game: %1 against %2</source>
        <translation>Partie &amp;suivante&#xa0;: %1 contre %2</translation>
    </message>
    <message>
        <source>The chouette won: the next adversary takes the loser&apos;s place.</source>
        <translation>La chouette a gagné&#xa0;: l&apos;adversaire suivant prend la place du perdant.</translation>
    </message>
    <message>
        <source>The chouette lost: the same adversary plays him again.</source>
        <translation>La chouette a perdu&#xa0;: le même adversaire rejoue contre elle.</translation>
    </message>
    <message>
        <source>A drawn game: the same adversary again.</source>
        <translation>Partie nulle&#xa0;: le même adversaire de nouveau.</translation>
    </message>
    <message>
        <source>&amp;End the sitting and settle</source>
        <translation>&amp;Finir la séance et régler</translation>
    </message>
    <message>
        <source>Chouette Bézique</source>
        <translation>Bésigue en chouette</translation>
    </message>
    <message>
        <source>The game cut short could not be followed again; it is dealt afresh.</source>
        <translation>La partie interrompue n&apos;a pas pu être reprise&#xa0;; elle est redistribuée.</translation>
    </message>
    <message>
        <source>The sitting is over. %1</source>
        <translation>La séance est finie. %1</translation>
    </message>
    <message>
        <source>The sitting is over and settled.</source>
        <translation>La séance est finie et réglée.</translation>
    </message>
    <message>
        <source>&amp;The sheet…</source>
        <translation>La &amp;feuille…</translation>
    </message>
    <message>
        <source>&amp;New sitting…</source>
        <translation>&amp;Nouvelle séance…</translation>
    </message>
    <message>
        <source>Sitting settled</source>
        <translation>Séance réglée</translation>
    </message>
    <message>
        <source>Could not save the sheet: %1</source>
        <translation>Impossible d&apos;enregistrer la feuille&#xa0;: %1</translation>
    </message>
    <message>
        <source>Could not keep the sitting: %1</source>
        <translation>Impossible de garder la séance&#xa0;: %1</translation>
    </message>
    <message>
        <source>Carry on the sitting of %1? %2 of %3 games are set down; the game cut short goes on where it stopped.</source>
        <translation>Continuer la séance de %1&#xa0;? %2 parties sur %3 sont inscrites&#xa0;; la partie interrompue reprend là où elle s&apos;est arrêtée.</translation>
    </message>
    <message>
        <source>Carry on the sitting of %1? %2 of %3 games are set down.</source>
        <translation>Continuer la séance de %1&#xa0;? %2 parties sur %3 sont inscrites.</translation>
    </message>
</context>
<context>
    <name>DealSummaryDialog</name>
    <message>
        <source>Deal %1</source>
        <translation>Donne %1</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>&amp;Next deal</source>
        <translation>Donne &amp;suivante</translation>
    </message>
    <message>
        <source>&amp;Review this deal…</source>
        <translation>&amp;Revoir cette donne…</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>Something went wrong</source>
        <translation>Un incident s&apos;est produit</translation>
    </message>
    <message>
        <source>The details are in the log, %1.</source>
        <translation>Les détails sont dans le journal, %1.</translation>
    </message>
    <message>
        <source>The log could not be written, so copy the details below.</source>
        <translation>Le journal n&apos;a pas pu être écrit&#xa0;: copiez donc les détails ci-dessous.</translation>
    </message>
    <message>
        <source>Something went wrong inside Parlour (%1), and the game goes on where it can. %2</source>
        <translation>Un incident s&apos;est produit dans Parlour (%1), et la partie continue là où elle le peut. %2</translation>
    </message>
    <message>
        <source>&amp;Copy details</source>
        <translation>&amp;Copier les détails</translation>
    </message>
</context>
<context>
    <name>FrontDoor</name>
    <message>
        <source>Parlour is already open here, so the second copy closed.</source>
        <translation>Parlour est déjà ouvert ici&#xa0;: le second exemplaire s&apos;est donc fermé.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The computer player failed (the log says why); it plays a plain move this turn.</source>
        <translation>Le joueur de l&apos;ordinateur a échoué (le journal dit pourquoi)&#xa0;; il joue un coup simple ce tour-ci.</translation>
    </message>
    <message>
        <source>That is not your seat.</source>
        <translation>Ce n&apos;est pas votre place.</translation>
    </message>
    <message>
        <source>Not allowed now.</source>
        <translation>Pas permis maintenant.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est finie.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Attendez votre tour.</translation>
    </message>
    <message>
        <source>The deal is over: press Next deal to go on.</source>
        <translation>La donne est finie&#xa0;: appuyez sur Donne suivante pour continuer.</translation>
    </message>
    <message>
        <source>The game before the restart is back.</source>
        <translation>La partie d&apos;avant le recommencement est revenue.</translation>
    </message>
    <message>
        <source>Move taken back (this game is now marked as assisted).</source>
        <translation>Coup annulé (cette partie est désormais marquée comme assistée).</translation>
    </message>
    <message>
        <source>The game starts again with the same cards (marked as assisted); Undo brings back the game you left.</source>
        <translation>La partie recommence avec les mêmes cartes (marquée comme assistée)&#xa0;; Annuler ramène la partie quittée.</translation>
    </message>
    <message>
        <source>Thinking about a hint...</source>
        <translation>Recherche d&apos;un conseil…</translation>
    </message>
    <message>
        <source>The hint failed (the log says why).</source>
        <translation>Le conseil a échoué (le journal dit pourquoi).</translation>
    </message>
</context>
<context>
    <name>GameEndDialog</name>
    <message>
        <source>Game over</source>
        <translation>Partie finie</translation>
    </message>
    <message>
        <source>&amp;Same again</source>
        <translation>&amp;La même</translation>
    </message>
    <message>
        <source>&amp;Review…</source>
        <translation>&amp;Revoir…</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>The same game, rules and opponent, newly dealt.</source>
        <translation>Le même jeu, les mêmes règles et le même adversaire, avec une nouvelle donne.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source> — read-only, nothing is kept</source>
        <translation> — lecture seule, rien n&apos;est gardé</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Open record…</source>
        <translation>&amp;Ouvrir un enregistrement…</translation>
    </message>
    <message>
        <source>&amp;Export record…</source>
        <translation>&amp;Exporter l&apos;enregistrement…</translation>
    </message>
    <message>
        <source>&amp;Restart this game</source>
        <translation>&amp;Recommencer cette partie</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <source>The &amp;last trick</source>
        <translation>La &amp;dernière levée</translation>
    </message>
    <message>
        <source>Re&amp;view this deal…</source>
        <translation>Re&amp;voir cette donne…</translation>
    </message>
    <message>
        <source>Review this &amp;partie…</source>
        <translation>Revoir cette &amp;partie…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>Para&amp;mètres…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <source>S&amp;itting sheet…</source>
        <translation>&amp;Feuille de séance…</translation>
    </message>
    <message>
        <source>&amp;Chouette Bézique…</source>
        <translation>&amp;Bésigue en chouette…</translation>
    </message>
    <message>
        <source>&amp;Discard practice (Piquet)…</source>
        <translation>E&amp;xercice d&apos;écart (piquet)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;Rules of the games</source>
        <translation>&amp;Règles des jeux</translation>
    </message>
    <message>
        <source>How this &amp;table works</source>
        <translation>Comment fonctionne cette &amp;table</translation>
    </message>
    <message>
        <source>&amp;About Parlour</source>
        <translation>À &amp;propos de Parlour</translation>
    </message>
    <message>
        <source>The game in progress will be given up.</source>
        <translation>La partie en cours sera abandonnée.</translation>
    </message>
    <message>
        <source>%1? %2</source>
        <translation>%1&#xa0;? %2</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Continuer à jouer</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>L&apos;ordinateur réfléchit…</translation>
    </message>
    <message>
        <source> This replaces the cards you had chosen.</source>
        <translation> Ceci remplace les cartes que vous aviez choisies.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Conseil&#xa0;: %1</translation>
    </message>
    <message>
        <source>Hint: %1 (why: in the announcements).</source>
        <translation>Conseil&#xa0;: %1 (pourquoi&#xa0;: dans les annonces).</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie finie</translation>
    </message>
    <message>
        <source>Nothing of yours to take back.</source>
        <translation>Rien de vous à annuler.</translation>
    </message>
    <message>
        <source>Hints are for your turn.</source>
        <translation>Les conseils sont pour votre tour.</translation>
    </message>
    <message>
        <source>Restart this game</source>
        <translation>Recommencer cette partie</translation>
    </message>
    <message>
        <source>It starts again with the same cards; Undo brings back the game you left.</source>
        <translation>Elle recommence avec les mêmes cartes&#xa0;; Annuler ramène la partie quittée.</translation>
    </message>
</context>
<context>
    <name>Mode</name>
    <message>
        <source>The Chouette sitting is carried on where it stopped.</source>
        <translation>La séance de chouette reprend là où elle s&apos;est arrêtée.</translation>
    </message>
</context>
<context>
    <name>MovePresentation</name>
    <message>
        <source>The deal is over: its summary is on the table.</source>
        <translation>La donne est finie&#xa0;: son bilan est sur la table.</translation>
    </message>
    <message>
        <source>The deal is over: its summary is on the table; the next deal is dealt when you press Next deal.</source>
        <translation>La donne est finie&#xa0;: son bilan est sur la table&#xa0;; la donne suivante sera distribuée quand vous appuierez sur Donne suivante.</translation>
    </message>
    <message>
        <source>The trick stays on the table: click the table or press a key to go on.</source>
        <translation>La levée reste sur la table&#xa0;: cliquez sur la table ou appuyez sur une touche pour continuer.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Cut for deal</source>
        <translation>Couper pour la donne</translation>
    </message>
    <message>
        <source>I deal first</source>
        <translation>Je donne le premier</translation>
    </message>
    <message>
        <source>The computer deals first</source>
        <translation>L&apos;ordinateur donne le premier</translation>
    </message>
    <message>
        <source>Point decided by</source>
        <translation>Le point se décide par</translation>
    </message>
    <message>
        <source>English point (7-8-9 one less)</source>
        <translation>Point anglais (7-8-9&#xa0;: un de moins)</translation>
    </message>
    <message>
        <source>Dealer must draw (French rule)</source>
        <translation>Le donneur doit prendre (règle française)</translation>
    </message>
    <message>
        <source>Points in play</source>
        <translation>Points du jeu</translation>
    </message>
    <message>
        <source>Points to win</source>
        <translation>Points pour gagner</translation>
    </message>
    <message>
        <source>The game ends</source>
        <translation>La partie finit</translation>
    </message>
    <message>
        <source>Double game (loser under half)</source>
        <translation>Partie double (perdant sous la moitié)</translation>
    </message>
    <message>
        <source>Seven of trumps scores when played</source>
        <translation>Le sept d&apos;atout marque quand il est joué</translation>
    </message>
    <message>
        <source>Bézique is Q♣ J♥ when ♠ or ♦ are trumps</source>
        <translation>Le bésigue est D♣ V♥ quand ♠ ou ♦ est atout</translation>
    </message>
    <message>
        <source>Double bézique and above may be re-formed</source>
        <translation>Le double bésigue et au-delà peuvent se reformer</translation>
    </message>
    <message>
        <source>Who plays</source>
        <translation>Qui joue</translation>
    </message>
    <message>
        <source>Tours</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>pip value</source>
        <translation>valeur des cartes</translation>
    </message>
    <message>
        <source>number of cards</source>
        <translation>nombre de cartes</translation>
    </message>
    <message>
        <source>Ten or better</source>
        <translation>Dix ou mieux</translation>
    </message>
    <message>
        <source>every card</source>
        <translation>toutes les cartes</translation>
    </message>
    <message>
        <source>in turns (two deals each)</source>
        <translation>à tour de rôle (deux donnes chacun)</translation>
    </message>
    <message>
        <source>the winner stays</source>
        <translation>le gagnant reste</translation>
    </message>
    <message>
        <source>at the end of the deal</source>
        <translation>à la fin de la donne</translation>
    </message>
    <message>
        <source>the moment it is reached</source>
        <translation>dès qu&apos;il est atteint</translation>
    </message>
    <message>
        <source>&amp;Opponents:</source>
        <translation>&amp;Adversaires&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Opponents and partner:</source>
        <translation>&amp;Adversaires et partenaire&#xa0;:</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Rule options</source>
        <translation>Options de règle</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante&#xa0;:</translation>
    </message>
    <message>
        <source>P&amp;layers:</source>
        <translation>Jou&amp;eurs&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>&amp;Adversaire&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Deal:</source>
        <translation>&amp;Donne&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>J&amp;ouer</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1&#xa0;:</translation>
    </message>
</context>
<context>
    <name>NewGames</name>
    <message>
        <source>West</source>
        <translation>Ouest</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Commencer une nouvelle partie</translation>
    </message>
</context>
<context>
    <name>OtherWindows</name>
    <message>
        <source>Could not save the settings: %1</source>
        <translation>Impossible d&apos;enregistrer les paramètres&#xa0;: %1</translation>
    </message>
    <message>
        <source>Piquet discard practice</source>
        <translation>Exercice d&apos;écart au piquet</translation>
    </message>
</context>
<context>
    <name>RecordFiles</name>
    <message>
        <source>Parlour records (*.json)</source>
        <translation>Enregistrements Parlour (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Could not open %1 as a game record: %2; the game on the table goes on.</source>
        <translation>Impossible d&apos;ouvrir %1 comme enregistrement de partie&#xa0;: %2&#xa0;; la partie sur la table continue.</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>Ouvrir un enregistrement de partie</translation>
    </message>
    <message>
        <source>There is no game on the table to export.</source>
        <translation>Il n&apos;y a pas de partie sur la table à exporter.</translation>
    </message>
    <message>
        <source>Export the game as a record</source>
        <translation>Exporter la partie en enregistrement</translation>
    </message>
    <message>
        <source>Could not write %1: %2; nothing was written.</source>
        <translation>Impossible d&apos;écrire %1&#xa0;: %2&#xa0;; rien n&apos;a été écrit.</translation>
    </message>
    <message>
        <source>The record of this game is in %1.</source>
        <translation>L&apos;enregistrement de cette partie est dans %1.</translation>
    </message>
</context>
<context>
    <name>RecordMode</name>
    <message>
        <source>Record: %1</source>
        <translation>Enregistrement&#xa0;: %1</translation>
    </message>
    <message>
        <source>Back to &amp;your game</source>
        <translation>Retour à &amp;votre partie</translation>
    </message>
    <message>
        <source>&amp;Close the record</source>
        <translation>&amp;Fermer l&apos;enregistrement</translation>
    </message>
    <message>
        <source>The record %1 is on the table: Page Down steps forward, Page Up back.</source>
        <translation>L&apos;enregistrement %1 est sur la table&#xa0;: Page suivante avance d&apos;un pas, Page précédente recule.</translation>
    </message>
</context>
<context>
    <name>RecordStepper</name>
    <message>
        <source>To the start of the record (Home)</source>
        <translation>Au début de l&apos;enregistrement (Début)</translation>
    </message>
    <message>
        <source>◀ &amp;Back</source>
        <translation>◀ &amp;Reculer</translation>
    </message>
    <message>
        <source>One step back (Page Up)</source>
        <translation>Un pas en arrière (Page précédente)</translation>
    </message>
    <message>
        <source>&amp;Forward ▶</source>
        <translation>A&amp;vancer ▶</translation>
    </message>
    <message>
        <source>One step forward (Page Down)</source>
        <translation>Un pas en avant (Page suivante)</translation>
    </message>
    <message>
        <source>To the end of the record (End)</source>
        <translation>À la fin de l&apos;enregistrement (Fin)</translation>
    </message>
    <message>
        <source>&amp;Review the partie…</source>
        <translation>Revoir la &amp;partie…</translation>
    </message>
    <message>
        <source>The expert goes over the decisions of the player at the foot of the table</source>
        <translation>L&apos;expert passe en revue les décisions du joueur au bas de la table</translation>
    </message>
    <message>
        <source>as dealt</source>
        <translation>tel que donné</translation>
    </message>
    <message>
        <source>the end</source>
        <translation>la fin</translation>
    </message>
    <message>
        <source>step %1 of %2</source>
        <translation>pas %1 sur %2</translation>
    </message>
    <message>
        <source>Deal %1 of %2 · %3</source>
        <translation>Donne %1 sur %2 · %3</translation>
    </message>
    <message>
        <source>%1 steps in all</source>
        <translation>%1 pas en tout</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Décision</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>Le vôtre</translation>
    </message>
    <message>
        <source>The expert&apos;s</source>
        <translation>Celui de l&apos;expert</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Pourquoi</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Écart</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Declaration</source>
        <translation>Annonce</translation>
    </message>
    <message>
        <source>Review of deal %1</source>
        <translation>Revue de la donne %1</translation>
    </message>
    <message>
        <source>The expert goes over your decisions in deal %1, from what you could see at each one. The cost is in points a deal, with its 95% margin.</source>
        <translation>L&apos;expert passe en revue vos décisions dans la donne %1, d&apos;après ce que vous pouviez voir à chacune. Le coût est en points par donne, avec sa marge à 95&#xa0;%.</translation>
    </message>
    <message>
        <source>Review of the partie</source>
        <translation>Revue de la partie</translation>
    </message>
    <message>
        <source>The expert goes over your decisions in the partie, from what you could see at each one. The cost is in points a deal, with its 95% margin.</source>
        <translation>L&apos;expert passe en revue vos décisions dans la partie, d&apos;après ce que vous pouviez voir à chacune. Le coût est en points par donne, avec sa marge à 95&#xa0;%.</translation>
    </message>
    <message>
        <source>Reading the record…</source>
        <translation>Lecture de l&apos;enregistrement…</translation>
    </message>
    <message>
        <source>Select a decision to see the hand you held.</source>
        <translation>Choisissez une décision pour voir la main que vous teniez.</translation>
    </message>
    <message>
        <source>&amp;Stop the review</source>
        <translation>&amp;Arrêter la revue</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Weighing decision %1 of %2…</source>
        <translation>Pesée de la décision %1 sur %2…</translation>
    </message>
    <message>
        <source>1 decision weighed.</source>
        <translation>1 décision pesée.</translation>
    </message>
    <message numerus="yes">
        <source>%n decisions weighed.</source>
        <translation>
            <numerusform>%n décision pesée.</numerusform>
            <numerusform>%n décisions pesées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped after %1 of %2 decisions.</source>
        <translation>Arrêtée après %1 décisions sur %2.</translation>
    </message>
    <message>
        <source>You had no choice to make here.</source>
        <translation>Vous n&apos;aviez aucun choix à faire ici.</translation>
    </message>
    <message>
        <source>1 decision weighed</source>
        <translation>1 décision pesée</translation>
    </message>
    <message numerus="yes">
        <source>%n decisions weighed</source>
        <translation>
            <numerusform>%n décision pesée</numerusform>
            <numerusform>%n décisions pesées</numerusform>
        </translation>
    </message>
    <message>
        <source> (1 more had only one choice)</source>
        <translation> (1 autre n&apos;avait qu&apos;un seul choix)</translation>
    </message>
    <message numerus="yes">
        <source> (%n more had only one choice)</source>
        <translation>
            <numerusform> (%n autre n&apos;avait qu&apos;un seul choix)</numerusform>
            <numerusform> (%n autres n&apos;avaient qu&apos;un seul choix)</numerusform>
        </translation>
    </message>
    <message>
        <source>: yours cost nothing against the expert&apos;s.</source>
        <translation>&#xa0;: les vôtres ne coûtent rien face à celles de l&apos;expert.</translation>
    </message>
    <message>
        <source>: yours cost %1 points (± %2) against the expert&apos;s.</source>
        <translation>&#xa0;: les vôtres coûtent %1 points (± %2) face à celles de l&apos;expert.</translation>
    </message>
    <message>
        <source>The review could not go on.</source>
        <translation>La revue n&apos;a pas pu continuer.</translation>
    </message>
    <message>
        <source>Deal %1, your hand: %2. You: %3; the expert: %4.</source>
        <translation>Donne %1, votre main&#xa0;: %2. Vous&#xa0;: %3&#xa0;; l&apos;expert&#xa0;: %4.</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Arrêt…</translation>
    </message>
    <message>
        <source>A review is for two-handed Piquet, once you have made a choice.</source>
        <translation>Une revue est pour le piquet à deux, une fois que vous avez fait un choix.</translation>
    </message>
</context>
<context>
    <name>RulesBrowser</name>
    <message>
        <source>Rules of the games</source>
        <translation>Règles des jeux</translation>
    </message>
</context>
<context>
    <name>ScoreMarkers</name>
    <message>
        <source> (+%1 past %2)</source>
        <translation> (+%1 au-delà de %2)</translation>
    </message>
    <message>
        <source> (+%1 not pegged)</source>
        <translation> (+%1 non marqués)</translation>
    </message>
    <message>
        <source> · round %1</source>
        <translation> · tour %1</translation>
    </message>
    <message>
        <source>◯ %1: game</source>
        <translation>◯ partie en %1</translation>
    </message>
    <message>
        <source>one hole a point</source>
        <translation>un trou par point</translation>
    </message>
    <message>
        <source>%1 points a hole</source>
        <translation>%1 points par trou</translation>
    </message>
    <message>
        <source>; points past %1 are written beside the name</source>
        <translation>&#xa0;; les points au-delà de %1 s&apos;écrivent à côté du nom</translation>
    </message>
    <message>
        <source>Cribbage board, %1. Each player has two pegs: the front one is the score, the back one the score before. The ringed hole is the game (%2)%3.</source>
        <translation>Planchette de cribbage, %1. Chaque joueur a deux fiches&#xa0;: celle de devant est la marque, celle de derrière la marque précédente. Le trou cerclé est la partie (%2)%3.</translation>
    </message>
    <message>
        <source>Pull-up board: the outer row counts tens, the inner row hundreds, the centre thousands. A number in brackets is the rest below ten.</source>
        <translation>Marqueur à tirettes&#xa0;: la rangée extérieure compte les dizaines, la rangée intérieure les centaines, le centre les milliers. Un nombre entre parenthèses est le reste sous dix.</translation>
    </message>
    <message>
        <source>Counters (%1), moved from each player&apos;s left to his right as he scores. A number in brackets is what the counters cannot show.</source>
        <translation>Jetons (%1), passés de la gauche à la droite de chaque joueur à mesure qu&apos;il marque. Un nombre entre parenthèses est ce que les jetons ne peuvent montrer.</translation>
    </message>
    <message>
        <source>white</source>
        <translation>blanc</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <source>copper</source>
        <translation>cuivre</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Off (cards jump)</source>
        <translation>Aucune (les cartes sautent)</translation>
    </message>
    <message>
        <source>Brisk</source>
        <translation>Vive</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Leisurely</source>
        <translation>Tranquille</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classique</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Highlight the cards I may play</source>
        <translation>Mettre en évidence les cartes que je peux jouer</translation>
    </message>
    <message>
        <source>After each deal, show what it was worth and wait</source>
        <translation>Après chaque donne, montrer ce qu&apos;elle a valu et attendre</translation>
    </message>
    <message>
        <source>Leave each finished trick on the table until I click or press a key</source>
        <translation>Laisser chaque levée finie sur la table jusqu&apos;à ce que je clique ou appuie sur une touche</translation>
    </message>
    <message>
        <source>Otherwise a trick is gathered after a moment (the deal&apos;s last stays under its summary)</source>
        <translation>Sinon une levée est ramassée après un instant (la dernière de la donne reste sous son bilan)</translation>
    </message>
    <message>
        <source>Four-colour suits: diamonds blue, clubs green</source>
        <translation>Couleurs en quatre teintes&#xa0;: carreau bleu, trèfle vert</translation>
    </message>
    <message>
        <source>As four-colour packs print them: every suit its own colour, on the cards and in the text</source>
        <translation>Comme les jeux à quatre teintes les impriment&#xa0;: chaque couleur sa teinte, sur les cartes et dans le texte</translation>
    </message>
    <message>
        <source>How the score is kept beside the table: the book&apos;s usual marker for each game, a cribbage board (the pull-up board for Bézique), or counters.</source>
        <translation>Comment la marque est tenue à côté de la table&#xa0;: le marqueur habituel du livre pour chaque jeu, une planchette de cribbage (le marqueur à tirettes pour le bésigue), ou des jetons.</translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation>&amp;Animation&#xa0;:</translation>
    </message>
    <message>
        <source>Card &amp;faces:</source>
        <translation>&amp;Faces des cartes&#xa0;:</translation>
    </message>
    <message>
        <source>Card &amp;backs:</source>
        <translation>&amp;Dos des cartes&#xa0;:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom&#xa0;:</translation>
    </message>
    <message>
        <source>Score &amp;marker:</source>
        <translation>&amp;Marqueur&#xa0;:</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>Takes effect when Parlour next starts.</source>
        <translation>Prend effet au prochain démarrage de Parlour.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
</context>
<context>
    <name>SheetBody</name>
    <message>
        <source>Deal %1 is being played.</source>
        <translation>La donne %1 est en cours.</translation>
    </message>
    <message>
        <source>After deal %1: %2</source>
        <translation>Après la donne %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>SheetFoot</name>
    <message>
        <source>Net</source>
        <translation>Net</translation>
    </message>
</context>
<context>
    <name>SheetHead</name>
    <message>
        <source>No.</source>
        <translation>N°</translation>
    </message>
</context>
<context>
    <name>SheetPanel</name>
    <message>
        <source>Score sheet</source>
        <translation>Feuille de marque</translation>
    </message>
    <message>
        <source>S&amp;kip this deal</source>
        <translation>&amp;Passer cette donne</translation>
    </message>
    <message>
        <source>Play the rest of the computers&apos; deal at once</source>
        <translation>Jouer d&apos;un coup le reste de la donne des ordinateurs</translation>
    </message>
    <message>
        <source>Skip to &amp;my deal</source>
        <translation>Aller à &amp;ma donne</translation>
    </message>
    <message>
        <source>Play the computers&apos; deals at once until you play</source>
        <translation>Jouer d&apos;un coup les donnes des ordinateurs jusqu&apos;à ce que vous jouiez</translation>
    </message>
    <message>
        <source>&amp;Whole sheet…</source>
        <translation>Feuille &amp;entière…</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Score</source>
        <translation>Marque</translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>A&amp;nnuler</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
</context>
<context>
    <name>SittingWindow</name>
    <message>
        <source>in hundreds (the book sets down the hundreds only)</source>
        <translation>en centaines (le livre n&apos;inscrit que les centaines)</translation>
    </message>
    <message>
        <source>in points</source>
        <translation>en points</translation>
    </message>
    <message>
        <source>in games</source>
        <translation>en parties</translation>
    </message>
    <message>
        <source>hundreds</source>
        <translation>centaines</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>games</source>
        <translation>parties</translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>1 game</source>
        <translation>1 partie</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source> v </source>
        <translation> contre </translation>
    </message>
    <message>
        <source>No games yet in this sitting.</source>
        <translation>Pas encore de partie dans cette séance.</translation>
    </message>
    <message>
        <source>All square: nothing to settle.</source>
        <translation>Quittes&#xa0;: rien à régler.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>&#xa0;; </translation>
    </message>
    <message>
        <source>%1 pay %2 %3</source>
        <translation>%1 payez %3 à %2</translation>
    </message>
    <message>
        <source>%1 pays %2 %3</source>
        <translation>%1 paie %3 à %2</translation>
    </message>
    <message>
        <source>Settled: %1.</source>
        <translation>Réglé&#xa0;: %1.</translation>
    </message>
    <message>
        <source>To settle: %1.</source>
        <translation>À régler&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Sitting sheet after %1: %2 (%3)</source>
        <translation>Feuille de séance après %1&#xa0;: %2 (%3)</translation>
    </message>
    <message>
        <source>Sitting sheet</source>
        <translation>Feuille de séance</translation>
    </message>
    <message>
        <source>games played</source>
        <translation>parties jouées</translation>
    </message>
    <message>
        <source>Each player&apos;s running net shows here, game by game, once the first game of the sitting is finished.</source>
        <translation>Le solde courant de chaque joueur s&apos;affiche ici, partie par partie, une fois la première partie de la séance finie.</translation>
    </message>
    <message>
        <source>&amp;New sitting</source>
        <translation>&amp;Nouvelle séance</translation>
    </message>
    <message>
        <source>Close this sitting (it stays under the past sittings) and start a fresh sheet</source>
        <translation>Clore cette séance (elle reste parmi les séances passées) et commencer une nouvelle feuille</translation>
    </message>
    <message>
        <source>&amp;Sitting:</source>
        <translation>&amp;Séance&#xa0;:</translation>
    </message>
    <message>
        <source>This sitting</source>
        <translation>Cette séance</translation>
    </message>
    <message>
        <source>Past</source>
        <translation>Passée</translation>
    </message>
    <message>
        <source>%1: %2, begun %3 (%4)</source>
        <translation>%1&#xa0;: %2, commencée le %3 (%4)</translation>
    </message>
    <message>
        <source>Could not start a new sitting: %1</source>
        <translation>Impossible de commencer une nouvelle séance&#xa0;: %1</translation>
    </message>
    <message>
        <source>No sitting yet: every game you finish is set down here, with each player&apos;s net and the running total.</source>
        <translation>Pas encore de séance&#xa0;: chaque partie que vous finissez s&apos;inscrit ici, avec le solde de chaque joueur et le total courant.</translation>
    </message>
    <message>
        <source> (a lurch counts two)</source>
        <translation> (une partie double compte deux)</translation>
    </message>
    <message>
        <source>%1 played; games won: %2.</source>
        <translation>%1 jouée(s)&#xa0;; parties gagnées&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 played.</source>
        <translation>%1 jouée(s).</translation>
    </message>
    <message>
        <source>Net %1.</source>
        <translation>Solde %1.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Won by</source>
        <translation>Gagnée par</translation>
    </message>
    <message>
        <source>%1
this game</source>
        <translation>%1
cette partie</translation>
    </message>
    <message>
        <source>%1
running</source>
        <translation>%1
cumul</translation>
    </message>
    <message>
        <source>How it was reckoned</source>
        <translation>Comment elle a été comptée</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>nulle</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>running net (%1)</source>
        <translation>solde courant (%1)</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>scoring events</source>
        <translation>points marqués</translation>
    </message>
    <message>
        <source>score</source>
        <translation>marque</translation>
    </message>
    <message>
        <source>The score through each game you finish shows here, from the first deal to the last.</source>
        <translation>La marque au fil de chaque partie que vous finissez s&apos;affiche ici, de la première donne à la dernière.</translation>
    </message>
    <message>
        <source>&amp;Score through a game</source>
        <translation>&amp;Marque au fil d&apos;une partie</translation>
    </message>
    <message>
        <source>Your games won and lost show here, by game and by opponent, once you have finished one.</source>
        <translation>Vos parties gagnées et perdues s&apos;affichent ici, par jeu et par adversaire, dès que vous en avez fini une.</translation>
    </message>
    <message>
        <source>&amp;Results by game and level</source>
        <translation>&amp;Résultats par jeu et niveau</translation>
    </message>
    <message numerus="yes">
        <source>How your share of games won moves shows here, a line for each game and opponent, once you have finished %n games of one against the same opponent.</source>
        <translation>
            <numerusform>L&apos;évolution de votre part de parties gagnées s&apos;affiche ici, une ligne par jeu et par adversaire, dès que vous avez fini %n partie d&apos;un même jeu contre le même adversaire.</numerusform>
            <numerusform>L&apos;évolution de votre part de parties gagnées s&apos;affiche ici, une ligne par jeu et par adversaire, dès que vous avez fini %n parties d&apos;un même jeu contre le même adversaire.</numerusform>
        </translation>
    </message>
    <message>
        <source>share of games won</source>
        <translation>part des parties gagnées</translation>
    </message>
    <message>
        <source>games played</source>
        <translation>parties jouées</translation>
    </message>
    <message>
        <source>&amp;Win rate</source>
        <translation>&amp;Taux de victoire</translation>
    </message>
    <message>
        <source>No finished games yet: play one to the end and it will be counted here.</source>
        <translation>Pas encore de partie finie&#xa0;: jouez-en une jusqu&apos;au bout et elle sera comptée ici.</translation>
    </message>
    <message>
        <source>1 game finished: %1 won, %2 lost (%3 with undo, hints or a restart).</source>
        <translation>1 partie finie&#xa0;: %1 gagnée, %2 perdue (%3 avec annulation, conseils ou recommencement).</translation>
    </message>
    <message numerus="yes">
        <source>%n games finished: %1 won, %2 lost (%3 with undo, hints or a restart).</source>
        <translation>
            <numerusform>%n partie finie&#xa0;: %1 gagnée(s), %2 perdue(s) (%3 avec annulation, conseils ou recommencement).</numerusform>
            <numerusform>%n parties finies&#xa0;: %1 gagnées, %2 perdues (%3 avec annulation, conseils ou recommencement).</numerusform>
        </translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>%1
v %2</source>
        <translation>%1
contre %2</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gagnée</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdue</translation>
    </message>
    <message>
        <source>no winner</source>
        <translation>sans gagnant</translation>
    </message>
    <message>
        <source>%1  %2 v %3: %4 %5</source>
        <translation>%1  %2 contre %3&#xa0;: %4 %5</translation>
    </message>
    <message>
        <source>games</source>
        <translation>parties</translation>
    </message>
    <message>
        <source>Game and opponent</source>
        <translation>Jeu et adversaire</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdues</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Assistées</translation>
    </message>
    <message>
        <source>%1 v %2</source>
        <translation>%1 contre %2</translation>
    </message>
</context>
<context>
    <name>TableAnnouncer</name>
    <message>
        <source>The card table</source>
        <translation>La table de jeu</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Marque</translation>
    </message>
    <message>
        <source>Score marker</source>
        <translation>Marqueur</translation>
    </message>
</context>
<context>
    <name>TableGuide</name>
    <message>
        <source>Click here or press Esc to put this away; Help › How this table works brings it back.</source>
        <translation>Cliquez ici ou appuyez sur Échap pour ranger ceci&#xa0;; Aide › Comment fonctionne cette table le ramène.</translation>
    </message>
</context>
<context>
    <name>TalonCounter</name>
    <message>
        <source>Cards left in the stock. Each trick is followed by a draw of two cards until the stock is gone; the bar empties as it is drawn. Then the last %1 tricks are played, following suit and winning the trick if you can.</source>
        <translation>Cartes restant au talon. Chaque levée est suivie d&apos;une pioche de deux cartes jusqu&apos;à épuisement du talon&#xa0;; la barre se vide à mesure. Puis les %1 dernières levées se jouent en fournissant et en prenant la levée si vous le pouvez.</translation>
    </message>
    <message>
        <source>Stock gone: the last %1 tricks</source>
        <translation>Talon épuisé&#xa0;: les %1 dernières levées</translation>
    </message>
    <message>
        <source>%1 in the stock · %2 to the last %3</source>
        <translation>%1 au talon · %2 avant les %3 dernières</translation>
    </message>
    <message>
        <source>1 draw</source>
        <translation>1 pioche</translation>
    </message>
    <message numerus="yes">
        <source>%n draws</source>
        <translation>
            <numerusform>%n pioche</numerusform>
            <numerusform>%n pioches</numerusform>
        </translation>
    </message>
    <message>
        <source>stock gone</source>
        <translation>talon épuisé</translation>
    </message>
    <message>
        <source>the last %1 tricks</source>
        <translation>les %1 dernières levées</translation>
    </message>
    <message>
        <source>in stock</source>
        <translation>au talon</translation>
    </message>
    <message>
        <source>◂ last %1</source>
        <translation>◂ %1 der.</translation>
    </message>
</context>
<context>
    <name>TrainerWindow</name>
    <message>
        <source>Discard</source>
        <translation>Écart</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Marque</translation>
    </message>
    <message>
        <source>± se</source>
        <translation>± é.-t.</translation>
    </message>
    <message>
        <source>Declarations</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Elder</source>
        <translation>Premier</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Donneur</translation>
    </message>
    <message>
        <source>Piquet discard practice</source>
        <translation>Exercice d&apos;écart au piquet</translation>
    </message>
    <message>
        <source>no target</source>
        <translation>sans objectif</translation>
    </message>
    <message>
        <source>Points you need this deal (e.g. to cross the Rubicon)</source>
        <translation>Les points qu&apos;il vous faut dans cette donne (par ex. pour passer le rubicon)</translation>
    </message>
    <message>
        <source>Deal a hand</source>
        <translation>Donner une main</translation>
    </message>
    <message>
        <source>Discard these</source>
        <translation>Écarter celles-ci</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Stop weighing the discards (the exact odds stay)</source>
        <translation>Arrêter la pesée des écarts (les chances exactes restent)</translation>
    </message>
    <message>
        <source>Seat:</source>
        <translation>Place&#xa0;:</translation>
    </message>
    <message>
        <source>Need:</source>
        <translation>Objectif&#xa0;:</translation>
    </message>
    <message>
        <source>Your cost a hand, by session</source>
        <translation>Votre coût par main, par séance</translation>
    </message>
    <message>
        <source>Your cost a hand shows here, session by session, once you have discarded.</source>
        <translation>Votre coût par main s&apos;affiche ici, séance par séance, une fois que vous avez écarté.</translation>
    </message>
    <message>
        <source>%1: click the cards to discard (%2 to %3); %4 chosen.</source>
        <translation>%1&#xa0;: cliquez les cartes à écarter (%2 à %3)&#xa0;; %4 choisies.</translation>
    </message>
    <message>
        <source>That is not a legal number of cards to discard.</source>
        <translation>Ce n&apos;est pas un nombre de cartes permis pour l&apos;écart.</translation>
    </message>
    <message>
        <source>Counting every draw for every discard...</source>
        <translation>Compte de chaque rentrée pour chaque écart…</translation>
    </message>
    <message>
        <source>Stopped. </source>
        <translation>Arrêté. </translation>
    </message>
    <message>
        <source>The table ranks the discards by declaration value alone. </source>
        <translation>Le tableau classe les écarts par la seule valeur des annonces. </translation>
    </message>
    <message>
        <source>Press &quot;Discard these&quot; to weigh them again.</source>
        <translation>Appuyez sur «&#xa0;Écarter celles-ci&#xa0;» pour les peser de nouveau.</translation>
    </message>
    <message>
        <source>The analysis failed: %1</source>
        <translation>L&apos;analyse a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <source>Valued: points a deal</source>
        <translation>Valeur&#xa0;: points par donne</translation>
    </message>
    <message>
        <source>Over the draws: yours, the best</source>
        <translation>Sur les tirages&#xa0;: vous, le meilleur</translation>
    </message>
    <message>
        <source>The best discards&apos; values show here once every discard is valued.</source>
        <translation>La valeur des meilleurs écarts s&apos;affiche ici une fois chaque écart évalué.</translation>
    </message>
    <message>
        <source>The spread of your discard&apos;s value over the draws shows here once it is valued.</source>
        <translation>La répartition de la valeur de votre écart sur les tirages s&apos;affiche ici une fois évaluée.</translation>
    </message>
    <message>
        <source>Exact odds (%1 s): by declaration value alone your discard ranks %2 of %3.  Now every discard is valued for the whole deal, as the hint and the review value it...</source>
        <translation>Chances exactes (%1 s) : à la seule valeur des annonces, votre écart est classé %2 sur %3.  Chaque écart est maintenant évalué sur la donne entière, comme le conseil et la revue l&apos;évaluent...</translation>
    </message>
    <message>
        <source>the best</source>
        <translation>le meilleur</translation>
    </message>
    <message>
        <source>as good as the best, within the noise</source>
        <translation>aussi bon que le meilleur, aux aléas près</translation>
    </message>
    <message>
        <source>%1 points worse than the best</source>
        <translation>%1 points de moins que le meilleur</translation>
    </message>
    <message>
        <source>Your discard ranks %1 of %2: %3.</source>
        <translation>Votre écart est classé %1 sur %2&#xa0;: %3.</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>le vôtre</translation>
    </message>
    <message>
        <source>= best</source>
        <translation>= meilleur</translation>
    </message>
    <message>
        <source>Point (cards)</source>
        <translation>Point (cartes)</translation>
    </message>
    <message>
        <source>Best sequence</source>
        <translation>Meilleure séquence</translation>
    </message>
    <message>
        <source>Quatorze</source>
        <translation>Quatorze</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Brelan</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>environ %1</translation>
    </message>
    <message>
        <source>Full deal %1%2; declarations %3</source>
        <translation>Donne entière %1%2&#xa0;; annonces %3</translation>
    </message>
    <message>
        <source>Declarations %1</source>
        <translation>Annonces %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>Le vôtre</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Meilleur</translation>
    </message>
    <message>
        <source>discard (best first)</source>
        <translation>écart (le meilleur d&apos;abord)</translation>
    </message>
    <message>
        <source>points a deal</source>
        <translation>points par donne</translation>
    </message>
    <message>
        <source>best</source>
        <translation>meilleur</translation>
    </message>
    <message>
        <source>value after the draw (yours minus the other&apos;s)</source>
        <translation>valeur après le tirage (la vôtre moins l&apos;autre)</translation>
    </message>
    <message>
        <source>% of draws</source>
        <translation>% des tirages</translation>
    </message>
    <message>
        <source>session</source>
        <translation>séance</translation>
    </message>
    <message>
        <source>points lost a hand</source>
        <translation>points perdus par main</translation>
    </message>
</context>
<context>
    <name>TrickReview</name>
    <message>
        <source>No trick has been played yet.</source>
        <translation>Aucune levée n&apos;a encore été jouée.</translation>
    </message>
    <message>
        <source>Last trick: %1</source>
        <translation>Dernière levée&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>The classic game for two: exchange, declare your point, sequences and quatorzes, then play the tricks; a hundred up.</source>
        <translation>Le jeu classique à deux&#xa0;: l&apos;écart, puis annoncez votre point, vos séquences et vos quatorzes, et jouez les levées&#xa0;; en cent.</translation>
    </message>
    <message>
        <source>Four packs and one deal: lay down marriages, béziques and fours as you win tricks; reach 1000 or be rubiconed.</source>
        <translation>Quatre jeux et une seule donne&#xa0;: posez mariages, bésigues et carrés à mesure que vous faites des levées&#xa0;; atteignez 1000 ou soyez rubiconné.</translation>
    </message>
    <message>
        <source>Rubicon Bézique with six packs: double and triple béziques come often, and so do enormous scores.</source>
        <translation>Le bésigue rubicon à six jeux&#xa0;: doubles et triples bésigues arrivent souvent, et les marques énormes aussi.</translation>
    </message>
    <message>
        <source>The original Bézique: two packs, eight cards each, a turned-up trump, deals to 1000.</source>
        <translation>Le bésigue d&apos;origine&#xa0;: deux jeux, huit cartes chacun, un atout retourné, des donnes jusqu&apos;à 1000.</translation>
    </message>
    <message>
        <source>Two-handed Pinochle: melds and counting cards, first to 1000.</source>
        <translation>Le pinochle à deux&#xa0;: combinaisons et cartes qui comptent, le premier à 1000.</translation>
    </message>
    <message>
        <source>Welcome to Parlour</source>
        <translation>Bienvenue dans Parlour</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Welcome to Parlour&lt;/h2&gt;&lt;p&gt;Which game would you like to play? You can change it at any time from Game › New game.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Bienvenue dans Parlour&lt;/h2&gt;&lt;p&gt;À quel jeu voulez-vous jouer&#xa0;? Vous pouvez en changer à tout moment par Partie › Nouvelle partie.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Learn the rules</source>
        <translation>&amp;Apprendre les règles</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
</context>
</TS>
