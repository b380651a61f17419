"""A Bézique game imagined from one seat's observation and the cards it cannot see.

Rubicon, Chinese and two-pack Bézique.  The computer players deal the unseen cards at
random (ai/melding/worlds.py: the other's hand, the stock's order) and play the state
built here to the end of the deal, many times a decision; it goes on exactly as the
real game would with those cards, except where the observation does not tell what the
engine keeps, which is approximated the same way for both players:
- the table cards are one fresh lay-out: which earlier melds each card served in is not
  kept, so a re-meld the rules would refuse may be allowed (announcements still to
  score, and combinations broken that may be claimed again, are kept);
- brisques won so far are counted from the tricks with today's trump (Rubicon's tricks
  played before the trump was made are judged as if it had been);
- carte blanche: a showing due now, and the dealer's still to show before his first
  card or a player's still going on with each card drawn, are forgotten;
- a meld window (declare or announce) is opened afresh: its choices are the winner's
  melds now, as after a trick;
- the state keeps no record (no setup, no actions, no physical cards): it is for
  playing on, not for replaying or saving.
"""
from __future__ import annotations

from typing import Sequence

from ..cards import suit_in
from ..melding.imagined import blank, counts, unrecorded
from ..melding.tricks import beats
from .declarations import ALL_AB_KINDS, kind_of
from .observed import BeziqueObservation, TwoPackObservation
from .phase import ANNOUNCE, DECLARE, PLAY
from .state import IS_BRISQUE, RubiconBeziqueState
from .two_pack import TwoPackBeziqueState


def imagined(obs: BeziqueObservation, his_hand: Sequence[int], stock: Sequence[int],
             seed: float | None = None) -> RubiconBeziqueState:
    """The game as ``obs`` sees it with the other player holding ``his_hand`` (in hand,
    his table apart) and ``stock`` the cards still to draw, first drawn first (the
    two-pack turn-up not among them: the observation shows it).  ``seed`` shuffles any
    later deal (two-pack Bézique)."""
    dealer, to_act = obs.dealer, obs.to_act
    if dealer is None or to_act is None:
        raise ValueError("a game is imagined only while a deal is played, a seat to act")
    w = blank(RubiconBeziqueState, obs.game, obs.variant, obs.options)
    me = obs.seat
    trump = suit_in(obs.trump)
    w.seats = list(obs.seats)
    w.trump = trump
    w.dealer, w.pone = dealer, 1 - dealer
    mine, his = counts(obs.hand), counts(his_hand)
    w.hand = [mine, his] if me == 0 else [his, mine]
    pair = w.bezique_pair()
    w.table = [_table(w, obs, s, pair) for s in (0, 1)]
    w.stock, w.stock_pos = list(stock), 0
    if isinstance(obs, TwoPackObservation) and obs.turnup is not None:
        w.stock.append(obs.turnup)      # the turn-up is the last card drawn
    w.points = list(obs.scores)
    played: list[tuple[int, int]] = [(p.seat, p.card) for p in obs.played]
    w.brisques = _brisques(played, trump)
    w.loose = list(obs.face_up)
    w.played = played
    w.shown = [counts(obs.known[s]) for s in (0, 1)]
    w.blanche_shown = [(b.seat, b.cards) for b in obs.carte_blanche]
    trick = obs.trick
    w.lead = trick.cards[0].card if trick else None
    w.leader = trick.leader if trick else to_act
    w.turn = to_act
    w.phase = obs.phase if obs.phase in (PLAY, DECLARE, ANNOUNCE) else PLAY
    w.last_nine = obs.last_tricks
    w.forced, w.streak, w.dealer_blanche = [], [False, False], False
    w.choices = []
    w.outcome = None
    if isinstance(w, TwoPackBeziqueState):
        if not isinstance(obs, TwoPackObservation) or trump is None:
            raise ValueError("a two-pack game is imagined from its own observation")
        w._set_trump(trump)
        w.dix_held = list(obs.dix_shown)
        w.totals = list(obs.totals)
        w.deal_totals_before = tuple(obs.totals)
        w.target = obs.game_points
        # game_end at_once scores brisques as they are won: all those won are scored
        w.brisques_scored = list(w.brisques) if w.at_once else [0, 0]
        w.deal_over = False
    else:
        w.ab_kinds = ALL_AB_KINDS
    unrecorded(w, seed)
    if w.phase is not PLAY:
        w.choices = w._meld_choices(w.turn)
    return w


def _table(w: RubiconBeziqueState, obs: BeziqueObservation, seat: int, pair):
    """The seat's table cards laid as one lay-out, with his announcements still to score
    and the combinations he may claim again."""
    t = w._new_table()
    t.lay(list(obs.tables[seat]))
    t.end_turn()
    for kind, cs in _combinations(obs.announced[seat], pair):
        uids = tuple(i[3] for i in t.insts if i[0] in cs)[:len(cs)]
        t.pending.append((kind, uids, cs))
    for kind, cs in _combinations(obs.claimable[seat], pair):
        t.broken_on_table(kind, cs)
    return t


def _combinations(said, pair):
    """Each combination named in ``said`` that is one, as its kind and its cards sorted."""
    for cards in said:
        cs = tuple(sorted(cards))
        kind = kind_of(cs, pair)
        if kind:
            yield kind, cs


def _brisques(played: list[tuple[int, int]], trump: int | None) -> list[int]:
    """Aces and Tens each seat has won in the tricks of ``played`` (a card led and not
    yet followed aside)."""
    won = [0, 0]
    for i in range(0, len(played) - 1, 2):
        (ls, lc), (_, fc) = played[i], played[i + 1]
        win = 1 - ls if beats(fc, lc, trump) else ls
        won[win] += IS_BRISQUE[lc] + IS_BRISQUE[fc]
    return won
