"""The cards one player has declared and left face up on the table.

Each card laid down is an *instance* ``[card, tag_a, tag_b, uid]``: the tags are the
highest level it has served in class A (marriage 1, sequence 2) and class B (single 1 ...
quadruple 4).  Class C needs no tag: fours of different ranks share no card.  Instances
matter because duplicate cards differ in history: of two King of hearts on the table one
may have been in a sequence (so it can never marry again) and the other not.

The rules these instances enforce (rubicon-bezique.txt):
- a fresh declaration puts at least one new card from the hand on the table, and uses the
  cards already there first;
- re-forming (rules/SUPPLEMENT.md): a combination scored is scored again only after one of
  its cards has gone to a trick since: a card of it played from the table and a fresh one
  laid, or (the book's shortcut, "it amounts to the same thing if the new card in the
  hand is led or played") a card of the same rank and suit played from the hand while it
  lies unbroken, after which it is claimed again from the table with no new card.  Cards
  of a combination still unbroken serve in no other combination of the same kind: a
  fifth Ace laid beside four unbroken Aces re-forms nothing;
- no card on the table may serve in a lower combination of its class than one it
  already served in (a marriage from sequence cards, a single from a double bézique),
  nor in a second double, triple or quadruple bézique (only the single is re-formed);
- an announcement to score later ("with twenty and twenty to score") is made from cards
  on the table, at least one of them laid this turn and not yet used this turn in that
  kind of combination; it is lost when one of its cards is played or the stock runs out.
"""
from __future__ import annotations

from itertools import combinations_with_replacement

from .declarations import CLASS_A, CLASS_B, CLASS_C, FOUR_KINDS, Kind, needs
from ..cards import card


_FOURS = tuple((kind, tuple(card(kind[2], s) for s in range(4))) for kind in FOUR_KINDS)
_REQUIREMENTS: dict = {}


def _requirements(bezique: tuple[int, int], kinds) -> list:
    """(kind, ((card, n), ...), cards listed) for each class A and B kind: computed once
    for each bézique pair."""
    key = (bezique, kinds)
    got = _REQUIREMENTS.get(key)
    if got is None:
        got = []
        for kind in kinds:
            req = tuple(needs(kind, bezique))
            got.append((kind, req, tuple(c for c, n in req for _ in range(n))))
        _REQUIREMENTS[key] = got
    return got


def _tag(inst: list, meld_class: int) -> int:
    return inst[1] if meld_class == CLASS_A else inst[2] if meld_class == CLASS_B else 0


class Table:
    __slots__ = ("insts", "count", "pending", "fresh", "uid", "reform_multiple",
                 "no_reform", "in_four", "scored")

    def __init__(self, reform_multiple: bool = False, no_reform: bool = False) -> None:
        # Ordinary Bézique (bezique-ordinary.txt): "Cards once used in combination cannot
        # again be used in combinations of equal value of the same class": with
        # ``no_reform`` a card serves only in higher kinds of its class than before, and
        # a card that served in a four never serves in another.
        self.no_reform = no_reform
        self.in_four: set = set()         # uids that served in a four
        # "In the bézique combinations, a new card simply re-forms the single bézique":
        # a card that served in a double (triple...) bézique cannot serve in another of
        # the same size; they are built up from lower ones.  The option
        # ``reform_double_bezique`` lets a new card re-form them as any combination.
        self.reform_multiple = reform_multiple
        self.insts: list[list[int]] = []
        self.count = [0] * 32
        self.pending: list[tuple[Kind, tuple[int, ...], tuple[int, ...]]] = []
        self.fresh: dict[int, set] = {}   # uid laid this turn -> kinds it served in
        self.uid = 0
        # combinations declared, for re-forming: [kind, uids, cards, broken since?]
        self.scored: list[list] = []

    def copy(self) -> "Table":
        t = Table.__new__(Table)
        t.insts = [i[:] for i in self.insts]
        t.count = self.count[:]
        t.pending = self.pending[:]
        t.fresh = {k: set(v) for k, v in self.fresh.items()}
        t.uid = self.uid
        t.reform_multiple = self.reform_multiple
        t.no_reform = self.no_reform
        t.in_four = set(self.in_four)
        t.scored = [r[:] for r in self.scored]
        return t

    def cards(self) -> list[int]:
        return sorted(i[0] for i in self.insts)

    # ----- choosing instances -------------------------------------------------------
    def _pending_uses(self, uid: int) -> int:
        return sum(1 for p in self.pending if uid in p[1])

    def _scored_uids(self, kind: Kind) -> tuple[set, set]:
        """Cards (uids) of combinations of ``kind`` scored: those still unbroken, and
        those broken since (one pass: the melds offered ask for both, card by card)."""
        whole: set = set()
        broken: set = set()
        for r in self.scored:
            if r[0] == kind:
                (broken if r[3] else whole).update(r[1])
        return whole, broken

    def _usable(self, c: int, kind: Kind, taken: set) -> list[list[int]]:
        """Instances of ``c`` that may serve in ``kind``, best first: those of a broken
        combination of that kind (re-forming it), those already served at the highest
        level (keeping freer ones for later), then those in no announcement."""
        meld_class, level, _ = kind
        top = level - 1 if (meld_class == CLASS_B and level > 1 and not self.reform_multiple) \
            or self.no_reform else level
        locked, broken = self._scored_uids(kind) if self.scored else ((), ())
        out = [i for i in self.insts if i[0] == c and i[3] not in taken
               and i[3] not in locked
               and _tag(i, meld_class) <= top
               and not (meld_class == CLASS_C and i[3] in self.in_four)]
        out.sort(key=lambda i: (i[3] not in broken, -_tag(i, meld_class),
                                self._pending_uses(i[3]), i[3]))
        return out

    def reforms(self, kind: Kind, uids) -> bool:
        """Do these table cards make whole again a combination of ``kind`` broken since
        it was scored?  (Then no new card is needed.)"""
        return any(r[0] == kind and r[3] and r[1] & set(uids) for r in self.scored)

    def claimable(self) -> list[tuple[int, ...]]:
        """The cards of combinations broken since scored (public: both saw them)."""
        return [] if self.no_reform else [r[2] for r in self.scored if r[3]]

    def broken_on_table(self, kind: Kind, cards) -> None:
        """Note a combination of ``kind`` as scored and broken since, on the cards of
        the table that bear these names (a sampled world rebuilt from an observation)."""
        uids: set = set()
        for c in cards:
            inst = next((i for i in self.insts if i[0] == c and i[3] not in uids), None)
            if inst is not None:
                uids.add(inst[3])
        if uids:
            self.scored.append([kind, frozenset(uids), tuple(sorted(cards)), True])

    def played(self, c: int, from_hand: bool, uid: int | None = None) -> None:
        """A card of this player went to a trick: from the table (``uid``), it breaks
        every combination it was in; from the hand, it stands for a card of the same
        rank and suit in one unbroken combination of each kind."""
        done: set = set()
        for r in self.scored:
            if r[3]:
                continue
            if (uid in r[1]) if not from_hand else (c in r[2] and r[0] not in done):
                r[3] = True
                done.add(r[0])

    def assign_meld(self, kind: Kind, cards: list[int], hand: list[int]):
        """Split a fresh declaration into table instances and cards from the hand.

        Table first; if every card could come from the table, the first card listed that
        the hand holds comes from the hand instead.  Returns (uids, hand_cards) or None.
        """
        need: dict[int, int] = {}
        for c in cards:
            need[c] = need.get(c, 0) + 1
        taken: set = set()
        chosen: dict[int, list[int]] = {}
        from_hand: dict[int, int] = {}
        for c, n in need.items():
            usable = self._usable(c, kind, taken)[:n]
            if hand[c] < n - len(usable):
                return None
            chosen[c] = [i[3] for i in usable]
            taken.update(chosen[c])
            from_hand[c] = n - len(usable)
        if not any(from_hand.values()):
            uids = tuple(u for c in need for u in chosen[c])
            if self.reforms(kind, uids):
                return uids, []       # claimed again: a card of it went to a trick
            first = next((c for c in cards if hand[c] > 0), None)
            if first is None:
                return None   # nothing new: a declaration must add a card from the hand
            chosen[first].pop()
            from_hand[first] = 1
        uids = tuple(u for c in need for u in chosen[c])
        hand_cards = [c for c in need for _ in range(from_hand[c])]
        return uids, hand_cards

    def _reformable(self, kind: Kind, c: int) -> bool:
        """Could a new ``c`` replace one on the table in ``kind``? (Every card of the
        combination lies on the table, so yes if a usable copy of ``c`` is there.)"""
        return bool(self._usable(c, kind, set()))

    def assign_announce(self, kind: Kind, cards: list[int]):
        """Table instances for an announcement, or None (see the module rules)."""
        need: dict[int, int] = {}
        for c in cards:
            need[c] = need.get(c, 0) + 1
        seed_card = seed = None
        for c in need:
            for i in self._usable(c, kind, set()):
                if i[3] in self.fresh and kind not in self.fresh[i[3]]:
                    seed_card, seed = c, i
                    break
            if seed is not None:
                break
        if seed is None:
            return None
        taken = {seed[3]}
        uids = [seed[3]]
        for c, n in need.items():
            n -= c == seed_card
            usable = self._usable(c, kind, taken)
            # keep this turn's cards for the other announcements when possible
            usable.sort(key=lambda i: i[3] in self.fresh)
            if len(usable) < n:
                return None
            uids += [i[3] for i in usable[:n]]
            taken.update(uids)
        if kind[0] == CLASS_B and kind[1] > 1 and not self._new_to_bezique(kind, uids):
            return None
        return tuple(uids)

    def _new_to_bezique(self, kind: Kind, uids: list) -> bool:
        """A double (triple...) bézique announced must hold a card that has scored in
        no bézique yet, swapping one in if the table has it: "a player is not allowed to
        score 40 for the second bézique, and then 500 for the two combined"."""
        chosen = [i for i in self.insts if i[3] in uids]
        if any(i[2] == 0 for i in chosen):
            return True
        spare = next((i for i in self.insts if i[2] == 0 and i[3] not in uids
                      and any(j[0] == i[0] for j in chosen)), None)
        if spare is None:
            return False
        # the seed (laid this turn) stays: each card is there twice or more
        out = next(j for j in chosen[::-1] if j[0] == spare[0] and j[3] != uids[0])
        uids[uids.index(out[3])] = spare[3]
        return True

    # ----- changing the table -------------------------------------------------------
    def lay(self, cards: list[int]) -> list[int]:
        """New instances for cards laid from the hand this turn; returns their uids."""
        uids = []
        for c in cards:
            self.uid += 1
            self.insts.append([c, 0, 0, self.uid])
            self.count[c] += 1
            self.fresh[self.uid] = set()
            uids.append(self.uid)
        return uids

    def declare(self, kind: Kind, uids) -> None:
        """Mark the instances as having served in ``kind``; the combination replaces
        the broken ones of that kind it re-forms."""
        uids = set(uids)
        self.scored = [r for r in self.scored if r[0] != kind or not r[1] & uids]
        self.scored.append([kind, frozenset(uids),
                            tuple(sorted(i[0] for i in self.insts if i[3] in uids)), False])
        meld_class, level, _ = kind
        if meld_class == CLASS_C and self.no_reform:
            self.in_four.update(uids)
        for i in self.insts:
            if i[3] in uids:
                if meld_class == CLASS_A and i[1] < level:
                    i[1] = level
                elif meld_class == CLASS_B and i[2] < level:
                    i[2] = level
                if i[3] in self.fresh:
                    self.fresh[i[3]].add(kind)

    def take(self, c: int) -> tuple[int, list]:
        """Remove one instance of ``c`` (played from the table): one in no announcement
        if possible, else the most used.  Returns its uid (the uid-th card laid on this
        table) and the announcements lost by it."""
        cands = [i for i in self.insts if i[0] == c]
        cands.sort(key=lambda i: (self._pending_uses(i[3]), -(i[1] + i[2]), -i[3]))
        inst = cands[0]
        self.insts.remove(inst)
        self.count[c] -= 1
        self.played(c, False, inst[3])
        live = {i[3] for i in self.insts}
        self.scored = [r for r in self.scored if r[1] & live]
        lost = [p for p in self.pending if inst[3] in p[1]]
        if lost:
            self.pending = [p for p in self.pending if inst[3] not in p[1]]
        return inst[3], lost

    def clear(self) -> list:
        """Stock exhausted: the cards go back to the hand, announcements are lost."""
        lost = self.pending
        self.insts, self.count, self.pending, self.fresh = [], [0] * 32, [], {}
        self.scored = []
        return lost

    def end_turn(self) -> None:
        if self.fresh:
            self.fresh = {}

    # ----- what can be declared ------------------------------------------------------
    def fresh_melds(self, hand: list[int], bezique: tuple[int, int], ab_kinds) -> list:
        """Every fresh declaration possible now: (kind, cards listed) pairs."""
        out = []
        count = self.count
        broken = {r[0] for r in self.scored if r[3]}
        for kind, req, cards in _requirements(bezique, ab_kinds):
            new = kind in broken      # may be claimed again from the table alone
            for c, n in req:          # cheap screen before looking at instances
                h = hand[c]
                if h + count[c] < n:
                    break
                if h:
                    new = True
            else:
                split = self.assign_meld(kind, cards, hand) if new else None
                if split is None:
                    continue
                out.append((kind, list(cards)))
                if not split[1]:
                    continue
                if len(split[1]) == 1 and len(split[0]) == len(cards) - 1:
                    # the whole combination lies on the table (its cards serving in
                    # other kinds): which card is the new one is a choice; listed
                    # first, it is that one
                    first = split[1][0]
                    for c in dict.fromkeys(cards):
                        if c != first and hand[c] and self._reformable(kind, c):
                            rest = list(cards)
                            rest.remove(c)
                            out.append((kind, [c] + rest))
        for kind, suit_cards in _FOURS:
            held = [hand[c] for c in suit_cards]
            if kind in broken:
                out += self._fours_reformed(kind)
            if not any(held):
                continue
            on_table: list[int] = [c for c in suit_cards for _ in range(count[c])]
            if (self.no_reform and self.in_four) or self.scored:
                locked = self._scored_uids(kind)[0]
                on_table = sorted(i[0] for i in self.insts if i[0] in suit_cards
                                  and i[3] not in self.in_four and i[3] not in locked)
            if sum(held) + len(on_table) < 4:
                continue
            use = on_table[:3]
            suits = [s for s in range(4) if held[s]]
            seen = set()
            for combo in combinations_with_replacement(suits, 4 - len(use)):
                if any(combo.count(s) > held[s] for s in set(combo)):
                    continue
                cards = [suit_cards[s] for s in combo] + use
                key = tuple(sorted(cards))
                if key not in seen:
                    seen.add(key)
                    out.append((kind, cards))
        return out

    def _fours_reformed(self, kind: Kind) -> list:
        """Broken fours whose cards lie on the table again (those laid since included),
        claimed with no new card."""
        out = []
        for r in self.scored:
            if r[0] == kind and r[3]:
                split = self.assign_meld(kind, list(r[2]), [0] * 32)
                if split is not None and (kind, list(r[2])) not in out:
                    out.append((kind, list(r[2])))
        return out

    def announcements(self, bezique: tuple[int, int], ab_kinds) -> list:
        """Announcements possible now (after this turn's meld): (kind, cards)."""
        if not self.fresh:
            return []
        out = []
        for kind, req, cards in _requirements(bezique, ab_kinds):
            if any(self.count[c] < n for c, n in req):
                continue
            if self.assign_announce(kind, list(cards)) is not None:
                out.append((kind, list(cards)))
        fresh_ranks = {i[0] & 7 for i in self.insts if i[3] in self.fresh}
        for kind in FOUR_KINDS:
            rank = kind[2]
            if rank not in fresh_ranks:
                continue
            locked = self._scored_uids(kind)[0] if self.scored else ()
            insts = [i for i in self.insts
                     if i[0] & 7 == rank and i[3] not in self.in_four and i[3] not in locked]
            seeds = [i for i in insts if i[3] in self.fresh and kind not in self.fresh[i[3]]]
            if len(insts) < 4 or not seeds:
                continue
            rest = sorted((i for i in insts if i is not seeds[0]),
                          key=lambda i: (i[3] in self.fresh, self._pending_uses(i[3])))
            out.append((kind, [seeds[0][0]] + [i[0] for i in rest[:3]]))
        return out
