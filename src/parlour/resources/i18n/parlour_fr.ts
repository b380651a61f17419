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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Parlour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Third-party &amp;notices…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Third-party notices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The third-party notices could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Could not tidy the statistics (%1); they are kept as they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parlour is already open on %1 (process %2); use that window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parlour is already open on %1; use that window.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChoicePanel</name>
    <message>
        <source>Your turn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DealSummary</name>
    <message>
        <source>Carte blanche</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quatorzes and trios</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marriages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Béziques</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Binocles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brisques</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rubicon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, counted in the cards won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, counted at the trailing player&apos;s demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; not counted (only at the trailing player&apos;s demand, to decide the winner or save a rubicon)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hands after the exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hands as dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Brisques&lt;/b&gt; (aces and tens) taken in tricks: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;The score sheet&lt;/b&gt; (each deal&apos;s loser charged the difference, its winner credited)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Partners count together:&lt;/b&gt; %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the brisques counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the end</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DealSummaryDialog</name>
    <message>
        <source>Deal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Review this deal…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>Something went wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The details are in the log, %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log could not be written, so copy the details below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something went wrong inside Parlour (%1), and the game goes on where it can. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy details</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FrontDoor</name>
    <message>
        <source>Parlour is already open here, so the second copy closed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The computer player failed (the log says why); it plays a plain move this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not your seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal is over: press Next deal to go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game before the restart is back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move taken back (this game is now marked as assisted).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game starts again with the same cards (marked as assisted); Undo brings back the game you left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking about a hint...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hint failed (the log says why).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameEndDialog</name>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Same again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Review…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same game, rules and opponent, newly dealt.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source> — read-only, nothing is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open record…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export record…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restart this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The &amp;last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;view this deal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review this &amp;partie…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;itting sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Chouette Bézique…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Discard practice (Piquet)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules of the games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How this &amp;table works</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Parlour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game in progress will be given up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1? %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> This replaces the cards you had chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1 (why: in the announcements).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing of yours to take back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hints are for your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It starts again with the same cards; Undo brings back the game you left.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MeldingPresenter</name>
    <message>
        <source>A new declaration needs at least one fresh card from your hand. A card on the table may serve again in another class (marriages and sequences, béziques, fours). A combination you scored scores again only after one of its cards has gone to a trick: play a card of it from the board and lay a fresh one, or lead or play the like card from your hand and claim it again from the board; a card of a double bézique never serves in another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every declaration needs at least one fresh card from your hand. A card on the table may serve again in another class (marriages and sequence, béziques, fours) but never again in the same class: a combination broken by play is not re-formed with a new card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards may be added to melds, never taken away: a card on the table may serve again in another class, or in its own class only in a bigger meld that keeps every card of the earlier one. Every meld needs a fresh card from your hand, and the dix must be scored first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 of trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chosen to meld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still to score:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trumps: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No trumps yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cut: %1, the higher card&apos;s usual choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game 1000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one deal, rubicon 1000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deal %1, game %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deal %1 is over, game %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the deal is over · </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in the stock · </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You won the trick holding %1: exchange it or show it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are behind: ask for the brisques to be counted, or not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You won the trick: meld (drag cards to your board) or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your lead: drag a card (from your hand or board) to the middle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your reply to %1: any card, from your hand or board, while the stock lasts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last tricks: your lead. Drag a card to the middle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last tricks: your reply to %1. Follow suit and win the trick if you can; trump if you cannot follow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play %1 from the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card is not yours to use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may meld only after winning a trick, before drawing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the card in the middle of the table to play it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meld or pass first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only %1 is exchanged for the turn-up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange the dix for the turn-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the dix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> laying %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Meld the chosen cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pass (draw)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;No more announcements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may announce a further combination to score on a later trick (“with … to score”).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You won the trick. Meld now, before drawing: drag cards onto your board, or choose one of these.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You won the trick and hold %1 (the dix): it scores 10, exchanged for the turn-up (drag it onto the talon) or simply shown. You may meld after.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Announce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last trick is played: you have %1, %2 %3. You took %4 brisques (%5 points if counted), your adversary %6. Brisques are counted only at your demand, and the count stands only if it changes the winner, lowers what you pay, or saves your rubicon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Count the brisques</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Do not count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brisques</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody wins: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 win the game, %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the game, %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 win %2 points: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins %2 points: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 win: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on the table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mode</name>
    <message>
        <source>Your game is back where you left it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save the game: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your unfinished game is resumed where you left it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MovePresentation</name>
    <message>
        <source>The deal is over: its summary is on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal is over: its summary is on the table; the next deal is dealt when you press Next deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trick stays on the table: click the table or press a key to go on.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Cut for deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I deal first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer deals first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point decided by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>English point (7-8-9 one less)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer must draw (French rule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points to win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double game (loser under half)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seven of trumps scores when played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bézique is Q♣ J♥ when ♠ or ♦ are trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double bézique and above may be re-formed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pip value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>number of cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ten or better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in turns (two deals each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the winner stays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at the end of the deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the moment it is reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Opponents:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Opponents and partner:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;layers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Deal:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGames</name>
    <message>
        <source>West</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>East</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OtherWindows</name>
    <message>
        <source>Could not save the settings: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Piquet discard practice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PiquetPresenter</name>
    <message>
        <source>Deal %1 · 100 up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal %1 of %2 · two more deals after a tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal %1 of %2 · six deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sink &amp;part of it…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sink to: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>elder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n tricks</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Talon: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your discards
go here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · 1 deal scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> · %n deals scored</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Your lead: drag a card to the middle, or click it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your play: follow suit if you can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A drawn game (%1 to %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A drawn game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 win %2 points, %3, and the loser is rubiconed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins %2 points, %3, and the loser is rubiconed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 win %2 points, %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins %2 points, %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 win with a lurch, a double game, %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins with a lurch, a double game, %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 win the game, %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the game, %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may exchange at most %1 cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer the declaration first (beside the table).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the card in the middle of the table to play it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask which %1 %2 laid out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 scored three %2, and you hold none: four were possible. You may ask the suit of the one laid out, or just play a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your right to ask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are elder: choose %1 to %2 cards to discard (click them or drag them to your discard pile). You take as many from the top five of the talon; any you leave you may look at.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are the dealer: discard up to %1 cards and take as many from the talon, elder&apos;s leftovers first. You may look at any you leave (elder then sees them after his first lead), or leave them unseen by both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xchange %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take &amp;none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, &amp;leave the rest unseen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 says “%2” Your answer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has nothing to declare for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For me: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare for me: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Good. (sink what I hold)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sink: say nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declaring %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecordFiles</name>
    <message>
        <source>Parlour records (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not open %1 as a game record: %2; the game on the table goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no game on the table to export.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the game as a record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2; nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The record of this game is in %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecordMode</name>
    <message>
        <source>Record: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to &amp;your game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close the record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The record %1 is on the table: Page Down steps forward, Page Up back.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecordStepper</name>
    <message>
        <source>To the start of the record (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ &amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One step back (Page Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Forward ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One step forward (Page Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To the end of the record (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Review the partie…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The expert goes over the decisions of the player at the foot of the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal %1 of %2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 steps in all</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The expert&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declaration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review of deal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The expert goes over your decisions in deal %1, from what you could see at each one. The cost is in points a deal, with its 95% margin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review of the partie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The expert goes over your decisions in the partie, from what you could see at each one. The cost is in points a deal, with its 95% margin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the record…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a decision to see the hand you held.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stop the review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weighing decision %1 of %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 decision weighed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n decisions weighed.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped after %1 of %2 decisions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You had no choice to make here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 decision weighed</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n decisions weighed</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source> (1 more had only one choice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> (%n more had only one choice)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>: yours cost nothing against the expert&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: yours cost %1 points (± %2) against the expert&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The review could not go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal %1, your hand: %2. You: %3; the expert: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A review is for two-handed Piquet, once you have made a choice.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesBrowser</name>
    <message>
        <source>Rules of the games</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesChapters</name>
    <message>
        <source>Piquet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rubicon Bézique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chinese Bézique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bézique (two packs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Binocle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The book: Piquet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The book: Rubicon Bézique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The book: Binocle</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreMarkers</name>
    <message>
        <source>As the book says</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cribbage board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (+%1 past %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (+%1 not pegged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◯ %1: game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one hole a point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 points a hole</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; points past %1 are written beside the name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cribbage board, %1. Each player has two pegs: the front one is the score, the back one the score before. The ringed hole is the game (%2)%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pull-up board: the outer row counts tens, the inner row hundreds, the centre thousands. A number in brackets is the rest below ten.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counters (%1), moved from each player&apos;s left to his right as he scores. A number in brackets is what the counters cannot show.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>copper</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Off (cards jump)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brisk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leisurely</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highlight the cards I may play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After each deal, show what it was worth and wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave each finished trick on the table until I click or press a key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Otherwise a trick is gathered after a moment (the deal&apos;s last stays under its summary)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four-colour suits: diamonds blue, clubs green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As four-colour packs print them: every suit its own colour, on the cards and in the text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the score is kept beside the table: the book&apos;s usual marker for each game, a cribbage board (the pull-up board for Bézique), or counters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card &amp;faces:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card &amp;backs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score &amp;marker:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SittingWindow</name>
    <message>
        <source>in hundreds (the book sets down the hundreds only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hundreds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>games</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>1 game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> v </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No games yet in this sitting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All square: nothing to settle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pay %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pays %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settled: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To settle: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sitting sheet after %1: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sitting sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>games played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player&apos;s running net shows here, game by game, once the first game of the sitting is finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New sitting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close this sitting (it stays under the past sittings) and start a fresh sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sitting:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This sitting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Past</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, begun %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not start a new sitting: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No sitting yet: every game you finish is set down here, with each player&apos;s net and the running total.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (a lurch counts two)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 played; games won: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How it was reckoned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running net (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scoring events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The score through each game you finish shows here, from the first deal to the last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Score through a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your games won and lost show here, by game and by opponent, once you have finished one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Results by game and level</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>How your share of games won moves shows here, a line for each game and opponent, once you have finished %n games of one against the same opponent.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>share of games won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>games played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Win rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished games yet: play one to the end and it will be counted here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 game finished: %1 won, %2 lost (%3 with undo, hints or a restart).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n games finished: %1 won, %2 lost (%3 with undo, hints or a restart).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
v %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  %2 v %3: %4 %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game and opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 v %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableAnnouncer</name>
    <message>
        <source>The card table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score marker</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableGuide</name>
    <message>
        <source>Click here or press Esc to put this away; Help › How this table works brings it back.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TablePresenter</name>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the card in the middle of the table to play it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card cannot be played now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TalonCounter</name>
    <message>
        <source>Cards left in the stock. Each trick is followed by a draw of two cards until the stock is gone; the bar empties as it is drawn. Then the last %1 tricks are played, following suit and winning the trick if you can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stock gone: the last %1 tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in the stock · %2 to the last %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n draws</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>stock gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last %1 tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◂ last %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrickReview</name>
    <message>
        <source>No trick has been played yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last trick: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>The classic game for two: exchange, declare your point, sequences and quatorzes, then play the tricks; a hundred up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four packs and one deal: lay down marriages, béziques and fours as you win tricks; reach 1000 or be rubiconed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rubicon Bézique with six packs: double and triple béziques come often, and so do enormous scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The original Bézique: two packs, eight cards each, a turned-up trump, deals to 1000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two-handed Pinochle: melds and counting cards, first to 1000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome to Parlour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;Welcome to Parlour&lt;/h2&gt;&lt;p&gt;Which game would you like to play? You can change it at any time from Game › New game.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Learn the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
