"""Worlds for the melding expert: full game states consistent with one observation.

The expert sees its hand, both tables, every card played this deal, what the other is
known to hold (carte blanche shown, a dix, the turn-up he took, his melds back in hand)
and how many cards he holds.  Every other card is in his hand or in the stock, in an
order nobody knows: a world deals those unseen cards at random, his known cards staying
with him, and builds an engine state around them to play out.

What the observation does not tell exactly is approximated, the same for both players:
the table cards are one fresh lay-out (which earlier melds each card served in is not
kept, so a re-meld the rules would refuse may be allowed), and brisques won so far are
counted from the tricks with today's trump.
"""
from __future__ import annotations

import random

from ...engine.cards import packs, parse_card, parse_cards, suit_in
from ...engine.core import DealLog, DealSetup
from ...engine.games import new_game
from ...engine.melding.tricks import beats

_TEMPLATES: dict = {}


def _template(game: str, variant: str, options: dict):
    key = (game, variant, tuple(sorted(options.items())))
    t = _TEMPLATES.get(key)
    if t is None:
        t = _TEMPLATES[key] = new_game(game, variant, options=dict(options), seed=0)
    return t.clone()


def _counts(cs) -> list[int]:
    out = [0] * 32
    for c in cs:
        out[c] += 1
    return out


def unseen_pool(pack: list[int], seen: list[int]) -> list[int] | None:
    """The pack less the cards seen (a list with repeats), or None if they do not fit."""
    left = _counts(pack)
    for c in seen:
        left[c] -= 1
        if left[c] < 0:
            return None
    return [c for c in range(32) for _ in range(left[c])]


def deal_hidden(pool: list[int], known: list[int], size: int, rng: random.Random):
    """(his hand, the stock in drawing order): his known cards plus a random share of
    the pool, the rest of the pool shuffled."""
    rest = pool[:]
    rng.shuffle(rest)
    need = size - len(known)
    if need < 0 or need > len(rest):
        return None
    return known + rest[:need], rest[need:]


# ----- Bézique (Rubicon, Chinese, two-pack) --------------------------------------------
def bezique_world(obs, rng: random.Random):
    from ...engine.bezique.declarations import ALL_AB_KINDS, bezique_cards, kind_of
    game = obs.game
    w = _template(game, obs.variant, obs.options)
    me = obs.seat
    other = 1 - me
    two_pack = game == "bezique"
    hand = parse_cards(obs.hand)
    tables = [parse_cards(t) for t in obs.tables]
    played = [(p.seat, parse_card(p.card)) for p in obs.played]
    known = parse_cards(obs.known[other])
    turnup = parse_card(obs.turnup) if two_pack and obs.turnup is not None else None
    seen = hand + tables[0] + tables[1] + [c for _, c in played] + known
    if turnup is not None:
        seen.append(turnup)
    pool = unseen_pool(packs(w.PACKS), seen)
    if pool is None:
        return None
    size = obs.cards_held[other] - len(tables[other])
    stock_n = obs.stock - (1 if turnup is not None else 0)
    if len(pool) - (size - len(known)) != stock_n:
        return None
    dealt = deal_hidden(pool, known, size, rng)
    if dealt is None:
        return None
    his, stock = dealt
    if turnup is not None:
        stock.append(turnup)              # the turn-up is the last card drawn
    trump = suit_in(obs.trump)
    w.trump = trump
    w.hand = [None, None]
    w.hand[me], w.hand[other] = _counts(hand), _counts(his)
    pair = bezique_cards(trump, bool(w.other_bezique))
    for s in (0, 1):
        t = w._new_table()
        t.lay(tables[s])
        t.end_turn()
        for said in obs.announced[s]:
            cs = tuple(sorted(parse_cards(said)))
            kind = kind_of(cs, pair)
            if kind:
                uids = tuple(i[3] for i in t.insts if i[0] in cs)[:len(cs)]
                t.pending.append((kind, uids, cs))
        for said in obs.claimable[s]:
            cs = tuple(sorted(parse_cards(said)))
            kind = kind_of(cs, pair)
            if kind:
                t.broken_on_table(kind, cs)
        w.table[s] = t
    w.stock, w.stock_pos = stock, 0
    w.points = list(obs.scores)
    w.brisques = [0, 0]
    loose = parse_cards(obs.face_up)
    for i in range(0, len(played) - 1, 2):
        (ls, lc), (_, fc) = played[i], played[i + 1]
        win = 1 - ls if beats(fc, lc, trump) else ls
        w.brisques[win] += (lc & 7 in (3, 7)) + (fc & 7 in (3, 7))
    w.loose = loose
    w.played = played
    w.shown = [[0] * 32, [0] * 32]
    for s in (0, 1):
        w.shown[s] = _counts(parse_cards(obs.known[s]))
    trick = obs.trick
    w.lead = parse_card(trick.cards[0].card) if trick else None
    w.leader = trick.leader if trick else obs.to_act
    w.turn = obs.to_act
    w.phase = obs.phase if obs.phase in ("play", "declare", "announce") else "play"
    w.last_nine = obs.last_tricks
    w.forced, w.streak, w.dealer_blanche = [], [False, False], False
    w.choices = []
    w.over, w._result = False, None
    w.dealer, w.pone = obs.dealer, 1 - obs.dealer
    if two_pack:
        from ...engine.bezique.two_pack import ordinary_kinds
        from ...engine.cards import card, SEVEN
        w.ab_kinds = ordinary_kinds(trump)
        w.dix = card(SEVEN, trump)
        w.dix_held = list(obs.dix_shown)
        w.totals = list(obs.totals)
        w.target = obs.game_points
        w.deal_over = False
    else:
        w.ab_kinds = ALL_AB_KINDS
    w.card_moves = None                   # no physical cards in an imagined world
    w.deals = [DealLog(DealSetup(w.dealer, [[], []], []))]
    w.history = []
    w.rng = random.Random(rng.random())
    if w.phase != "play":
        w.choices = w._meld_choices(w.turn)
    return w


# ----- Binocle --------------------------------------------------------------------------
class _Laid:
    """A lay-out of table cards with no meld history (class 9 meets no real class)."""
    cls, value = 9, 0


_PLENTY = [8] * 32


def _board(obs, seat: int, table: list[int], combo_of: dict):
    """The seat's melds this deal laid again in order, each using the table's cards as
    far as the rules allow; then the cards since played from the table are taken off
    (the latest laid first).  Cards that fit no listed meld lie as a plain lay-out."""
    from ...engine.binocle.board import MeldBoard
    board = MeldBoard()
    for meld in obs.melds:
        combo = combo_of.get(tuple(sorted(meld.combination.cards)))
        if meld.seat != seat or combo is None:
            continue
        way = board.make_up(combo, _PLENTY)
        if way is not None:
            board.add(combo, *way)
    want = _counts(table)
    extra = []
    for c in range(32):
        while board.count[c] > want[c]:
            board.take(c)
        extra += [c] * (want[c] - board.count[c])
    if extra:
        board.add(_Laid, 0, extra)
    return board


def binocle_world(obs, rng: random.Random):
    from ...engine.binocle.combinations import table_for
    from ...engine.cards import card
    w = _template("binocle", obs.variant, obs.options)
    me = obs.seat
    other = 1 - me
    hand = parse_cards(obs.hand)
    tables = [parse_cards(t) for t in obs.tables]
    played = [(p.seat, parse_card(p.card)) for p in obs.played]
    known = parse_cards(obs.opponent_known)
    turnup = None if obs.turnup is None else parse_card(obs.turnup)
    seen = hand + tables[0] + tables[1] + [c for _, c in played] + known
    if turnup is not None:
        seen.append(turnup)
    pool = unseen_pool(w.pack, seen)
    if pool is None:
        return None
    size = obs.hand_sizes[other]
    if len(pool) - (size - len(known)) != obs.stock:
        return None
    dealt = deal_hidden(pool, known, size, rng)
    if dealt is None:
        return None
    his, stock = dealt
    trump = suit_in(obs.trump)
    w.dealer = obs.dealer
    w.trump = trump
    w.dix = card(w.low, trump)
    w.combos, w.combo_of = table_for(trump, w.modern)
    w.hand = [None, None]
    w.hand[me], w.hand[other] = _counts(hand), _counts(his)
    w.stock = stock
    w.turnup = turnup
    w.turnup_scored = turnup is not None and turnup == w.dix
    w.board = [_board(obs, s, tables[s], w.combo_of) for s in (0, 1)]
    w.known = [[0] * 32, [0] * 32]
    w.known[other] = _counts(known)
    w.dix_scored_held = list(obs.dix_held)
    w.final = obs.last_tricks
    w.tricks_left = len(hand) if w.final else 0     # this seat is to play a card
    trick = obs.trick
    w.lead = parse_card(trick.cards[0].card) if trick else None
    w.leader = obs.leader
    w.scores = list(obs.scores)
    w.target = obs.target
    w.deal_points = list(obs.deal_points)
    w.options_now = None
    w.phase = 1 if obs.phase == "meld" else 0
    w.last_trick = None
    w._result = None
    w.card_moves = None                   # no physical cards in an imagined world
    w.deals = [DealLog(DealSetup(w.dealer, [[], []], [], turnup))]
    w.history = []
    w.rng = random.Random(rng.random())
    return w
