"""Random Piquet deals per CPU-second: Parlour against the public Python engine.

The public engine is abartnof/piquet (https://github.com/abartnof/piquet), the best
public Python Piquet engine we know of; its Python package (not its Rust crates) is
not part of Parlour and is never copied into this repository.  Put it somewhere
outside the repository and give its directory (the one holding ``piquet/``):

    PYTHONPATH=src .venv/bin/python benchmarks/piquet_versus_public.py \\
        --public /tmp/abartnof/piquet [--rounds 7 --deals 4000]

File versions measured (2026-12-06; the modules a deal needs, nothing else):
``piquet/rules.py`` and ``piquet/observation.py`` at commit 66a4da65a023 (23,675 and
7,017 characters), ``piquet/scoring.py`` at 6899b0eded70 (8,840), ``piquet/combos.py``
at 6497a9216a29 (9,862), ``piquet/cards.py`` at 89444851b094 (7,132),
``piquet/__init__.py`` at c2efb80052b4; no dependencies (pyproject.toml at
822f6f8b75f7).  Its ``match.py`` is not used: it needs its agents module
(``piquet/agents.py``, with its random agent), which could not be had, and a later
observation.py; the loop below is written from its ``match.play_deal``.

What each side does per deal (both: a fresh seeded deal, both seats choosing
uniformly at random among legal choices, exchange, declarations and all twelve
tricks, the deal's scores):

- Parlour, through its public State API exactly as ``benchmarks/piquet_deals.py``:
  ``PiquetState("au-cent", seed=...)`` for each game, ``sample_action(rng)`` then
  ``apply(action)`` until the game is over (a new game when one ends; each deal is
  shuffled from its own seed).  That is the cut, the deal, carte blanche, elder's
  exchange (uniform over all 1,585 discards of 1 to 5 cards), the dealer's (0 to
  what is left, looking at the remnant or not), each class declared by elder and
  answered by the dealer (uniform over: all that is held, the natural sinkings,
  nothing; the dealer only what is not known to be worse), every trick (uniform over
  the playable cards), repic, pic, cards and capot, and the game's end at 100 -
  with every action and event recorded in the game's log, as the window and the
  records need.
- The public engine, "engine" figure: through its public API the way its own
  ``match.play_deal`` drives a deal, without the agents' views:
  ``deal_shuffled(random.Random(seed))``, ``deal.exchange(player,
  Hand.of(*cards))`` for elder then younger (uniform over every discard of 1 to
  ``exchange_limit`` cards, drawn as Parlour draws), ``deal.declare(player,
  declaration)`` while ``deal.to_declare`` (uniform over: ``Declaration.full``, its
  best claim alone when it holds several, and ``Declaration.sink()``), then
  ``deal.play(player, card)`` with a card drawn from ``list(deal.legal_plays(
  player))`` until the deal is complete, and its two totals read from ``deal.log``.
  This is the least the public engine can do for a deal: the stricter ratio.
- The public engine, "own loop" figure: the same choices, but each made from
  ``observation.view_for(deal, player)``, built before every decision as its
  ``match.play_deal`` builds one for its agents (the hand, the exchange limit and
  the legal plays read from the view).  This is how its own code plays a deal, and
  the figure issue 25 measured its 6.7x with (561-600 public deals per CPU-second):
  the goal's ten times is read against it (benchmarks/README.md).

The three take turns in an order that rotates each round; each one's time is
``time.process_time`` over its share of the round.  Each round prints the three rates
and Parlour's ratio to each public figure; the end, the median ratios.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from math import comb
from pathlib import Path

from parlour.engine.piquet import PiquetState


def parlour_round(deals: int, seed: int) -> tuple[int, float]:
    """Deals played and CPU seconds: whole au cent games by sample_action + apply."""
    rng = random.Random(seed)
    done = game = 0
    c0 = time.process_time()
    while done < deals:
        s = PiquetState("au-cent", seed=seed * 100_003 + game)
        game += 1
        while not s.is_over():
            s.apply(s.sample_action(rng))
        done += len(s.deals)
    return done, time.process_time() - c0


class Public:
    """The public engine's modules, imported from ``path`` (never from this repository)."""

    def __init__(self, path: str):
        sys.path.insert(0, str(Path(path).resolve()))
        from piquet.cards import Hand
        from piquet.observation import view_for
        from piquet.rules import Declaration, Phase, deal_shuffled
        from piquet.scoring import Player
        self.Hand, self.Declaration, self.deal_shuffled = Hand, Declaration, deal_shuffled
        self.view_for = view_for
        self.PLAY, self.ELDER, self.YOUNGER = Phase.PLAY, Player.ELDER, Player.YOUNGER

    def discard(self, hand, high: int, rng: random.Random):
        """Uniform over every discard of 1..high cards of ``hand`` (size weighted by
        how many discards it has)."""
        cards = list(hand)
        pick = rng.randrange(sum(comb(len(cards), k) for k in range(1, high + 1)))
        for k in range(1, high + 1):
            if pick < comb(len(cards), k):
                return self.Hand.of(*rng.sample(cards, k))
            pick -= comb(len(cards), k)
        raise AssertionError("unreachable")

    def declarations(self, hand, category):
        Declaration = self.Declaration
        full = Declaration.full(hand, category)
        out = [full]
        if len(full.claims) > 1:
            out.append(Declaration.of(full.best))
        if full:
            out.append(Declaration.sink())
        return out

    def deal(self, seed: int, rng: random.Random) -> tuple[int, int]:
        """One deal on the engine alone."""
        deal = self.deal_shuffled(random.Random(seed))
        for player in (self.ELDER, self.YOUNGER):
            discard = self.discard(deal.hand_of(player), deal.exchange_limit(player), rng)
            deal = deal.exchange(player, discard)
        while (player := deal.to_declare) is not None:
            choices = self.declarations(deal.hand_of(player), deal.declaring_category)
            deal = deal.declare(player, rng.choice(choices))
        while deal.phase is self.PLAY:
            player = deal.to_play
            deal = deal.play(player, rng.choice(list(deal.legal_plays(player))))
        return deal.log.total(self.ELDER), deal.log.total(self.YOUNGER)

    def deal_seen(self, seed: int, rng: random.Random) -> tuple[int, int]:
        """The same deal, each choice made from the chooser's view (match.play_deal's
        loop, with these random choices for its agents)."""
        view_for = self.view_for
        deal = self.deal_shuffled(random.Random(seed))
        for player in (self.ELDER, self.YOUNGER):
            view = view_for(deal, player)
            deal = deal.exchange(player, self.discard(view.hand, view.exchange_limit, rng))
        while (player := deal.to_declare) is not None:
            category = deal.declaring_category
            view = view_for(deal, player)
            deal = deal.declare(player, rng.choice(self.declarations(view.hand, category)))
        while deal.phase is self.PLAY:
            player = deal.to_play
            view = view_for(deal, player)
            deal = deal.play(player, rng.choice(list(view.legal_plays)))
        return deal.log.total(self.ELDER), deal.log.total(self.YOUNGER)

    def round(self, deals: int, seed: int, seen: bool = False) -> tuple[int, float]:
        rng = random.Random(seed)
        play = self.deal_seen if seen else self.deal
        c0 = time.process_time()
        for i in range(deals):
            play(seed * 100_003 + i, rng)
        return deals, time.process_time() - c0


SIDES = ("parlour", "engine", "own loop")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--public", required=True,
                    help="directory holding the public engine's piquet/ package")
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--deals", type=int, default=4000, help="Parlour's deals per round")
    ap.add_argument("--public-deals", type=int, default=0,
                    help="the public engine's deals per round, each way (default: a "
                         "fifth of --deals)")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    public = Public(args.public)
    public_deals = args.public_deals or max(1, args.deals // 5)
    public.round(20, 0)                  # warm all three up (imports, caches)
    public.round(20, 0, seen=True)
    parlour_round(20, 0)
    ratios: dict[str, list[float]] = {"engine": [], "own loop": []}
    for r in range(args.rounds):
        seed = args.seed + r
        rate = {}
        for side in SIDES[r % 3:] + SIDES[:r % 3]:
            n, cpu = (parlour_round(args.deals, seed) if side == "parlour"
                      else public.round(public_deals, seed, seen=side == "own loop"))
            rate[side] = n / cpu
        for side in ratios:
            ratios[side].append(rate["parlour"] / rate[side])
        print(f"round {r + 1}: deals per CPU-second: Parlour {rate['parlour']:,.0f}, "
              f"public engine {rate['engine']:,.0f} (ratio {ratios['engine'][-1]:.2f}), "
              f"public own loop {rate['own loop']:,.0f} "
              f"(ratio {ratios['own loop'][-1]:.2f})", flush=True)
    for side, rs in ratios.items():
        print(f"median ratio to the public {side}: {statistics.median(rs):.2f} over "
              f"{args.rounds} rounds (range {min(rs):.2f}-{max(rs):.2f})")


if __name__ == "__main__":
    main()
