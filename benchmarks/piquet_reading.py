"""How well a seat reads the other's hidden hand in two-handed Piquet: the expert's
reading against the sampler's, by the other's style.

A seat (the reader) plays seeded au cent deals (the ladder's deals: selfplay's deal of
game 2k for the seed, the reader in the first seat, then the second) against each
player named, the reader's own choices made by ``--reader`` (the club by default: what
is measured is the reading, not the play, and the club is cheap).  At each of the
reader's decisions from its first declaration on (its first declaration, then every
card it plays) it draws ``--samples`` hands for the other two ways, from the reader's
observation alone:

- expert: ``sample_other`` with the broad model (declarations weighed with SINK, the
  exchange count read), each hand weighed by how likely it made his cards played
  (PlayReading), as the expert's play does;
- sampler: every consistent hand alike (no model of the other: ``sink`` 1).

Of the other's hidden cards - what he holds now that the reader has never seen, less
what he has shown and the leftovers the dealer took - it measures how much probability
each reading puts on the truth: ``hit``, the mean share of them a drawn hand holds
(the weighted mean, over the drawn hands, of the share), and ``log2``, the mean of
log2 p(card) over them, p the (weighted) share of drawn hands holding the card
(smoothed by half a hand).  Each deal gives one figure per reading (the mean over the
reader's decisions in it); the table gives, by the other's style, the mean over deals
with its 95% interval, and the expert's figure less the sampler's, deal by deal; and
again for the deals in which the other took fewer cards than he might, where his
exchange count says something.

    nice .venv/bin/python benchmarks/piquet_reading.py --deals 40 --samples 60 --seed 1

``--at declare`` measures only the reader's first declaration (what the exchange count
and the first calls say); ``--at play`` only its cards.
"""
from __future__ import annotations

import argparse
import inspect
import json
import math
import random
import sys

from parlour.ai.brain import Budget
from parlour.ai.piquet.brain import SINK, PiquetBrain
from parlour.ai.piquet.play_reading import PlayReading
from parlour.ai.piquet.seat_masks import SeatMasks
from parlour.ai.players import make_player
from parlour.engine.cards import mask_of
from parlour.engine.games import new_game
from parlour.selfplay import deal_seed_of, mean_ci95, player_seed

STYLES = "ai:club,ai:beginner,ai:hider,ai:guards,ai:sampler"
READINGS = ("expert", "sampler")


def _models() -> dict[str, dict]:
    """The keyword arguments of sample_other for each reading: the broad model and no
    model at all.  (A brain from before the exchange count was read has no ``keep``:
    it is left out, so that the same script measures the code before and after.)"""
    params = inspect.signature(PiquetBrain.sample_other).parameters
    models = {"expert": {"sink": SINK}, "sampler": {"sink": 1.0}}
    if "keep" in params:
        from parlour.ai.piquet.brain import KEEP
        models["expert"]["keep"], models["sampler"]["keep"] = KEEP, 1.0
    return models


def hidden_cards(state, reader: int) -> int:
    """The other's cards that the reader cannot place: in his hand now, never seen by the
    reader, not shown in his declarations, not among the leftovers he took."""
    obs = state.observation(reader)
    known = SeatMasks(obs, reader)
    other = 1 - reader
    return state.hands[other] & known.unseen() & ~known.held_by_other(other) \
        & ~mask_of(obs.left_taken)


def read(brain, known, rng, samples: int, model: dict, weigh: bool) -> list[tuple[int, float]]:
    """``samples`` hands for the other with their weights (his play read when ``weigh``)."""
    reading = PlayReading(known) if weigh else None
    out = []
    for _ in range(samples):
        hand = brain.sample_other(known, rng, **model)
        out.append((hand, reading.weigh(hand)[0] if reading else 1.0))
    return out


def figures(drawn: list[tuple[int, float]], truth: int) -> tuple[float, float]:
    """(hit, log2) of weighed hands against the true hidden cards (module docstring)."""
    total = sum(w for _, w in drawn)
    if total <= 0:
        drawn, total = [(h, 1.0) for h, _ in drawn], float(len(drawn))
    cards = [c for c in range(32) if truth >> c & 1]
    n = len(drawn)
    shares = [sum(w for h, w in drawn if h >> c & 1) / total for c in cards]
    hit = sum(shares) / len(cards)
    log2 = sum(math.log2((p * n + 0.5) / (n + 1)) for p in shares) / len(cards)
    return hit, log2


def _decisions(state, reader: int, at: str, first_declaration: list[bool]) -> bool:
    """Whether the reader's present decision is one to measure."""
    if state.current_player() != reader:
        return False
    if state.phase == "declare" and at in ("all", "declare") and not first_declaration[0]:
        first_declaration[0] = True
        return True
    return state.phase == "play" and at in ("all", "play")


def took_fewer(state, seat: int) -> bool:
    """Whether ``seat`` took fewer cards than he might (elder five; the dealer all that
    elder left him and his three)."""
    elder = 1 - state.dealer
    most = 5 if seat == elder else 8 - state.exchanged[elder]
    return state.exchanged[seat] is not None and state.exchanged[seat] < most


def deal(style: str, pair: int, swap: int, seed: int, reader_spec: str, samples: int,
         at: str, models: dict, other_worlds: int | None = None) -> dict | None:
    """One deal's mean figures by reading (None: no decision measured)."""
    game_seed = deal_seed_of(seed, 2 * pair + swap, 2)
    reader = swap                       # the reader in the first seat, then the second
    specs = [style, style]
    specs[reader] = reader_spec
    players = [make_player(specs[s], seed=player_seed(game_seed, s)) for s in (0, 1)]
    if other_worlds:                    # a searching other: the same choices on any machine
        players[1 - reader].budget = Budget(seconds=3600.0, samples=other_worlds)
    state = new_game("piquet", "au-cent", None, seats=specs, seed=game_seed)
    brain, rng = PiquetBrain(), random.Random(game_seed)
    sums = {r: [0.0, 0.0] for r in READINGS}
    n, first, fewer = 0, [False], False
    # the first deal only (applying its last card deals the next)
    while len(state.deals) == 1 and state.phase not in ("waiting", "over"):
        seat = state.current_player()
        if _decisions(state, reader, at, first):
            fewer = took_fewer(state, 1 - reader)
            truth = hidden_cards(state, reader)
            if truth:
                known = SeatMasks(state.observation(reader), reader)
                for r in READINGS:
                    drawn = read(brain, known, rng, samples, models[r], weigh=r == "expert")
                    hit, log2 = figures(drawn, truth)
                    sums[r][0] += hit
                    sums[r][1] += log2
                n += 1
                if at == "declare":
                    break                # nothing more to measure in this deal
        state.apply(players[seat].choose(state.observation(seat), state.legal_actions()))
    if not n:
        return None
    return {"style": style, "pair": pair, "swap": swap, "decisions": n, "took_fewer": fewer,
            **{f"{r}_{k}": sums[r][i] / n for r in READINGS
               for i, k in enumerate(("hit", "log2"))}}


def table(rows: list[dict]) -> str:
    """The markdown table: by style, each reading's mean figures and the difference."""
    out = ["| Other | Deals | Decisions | hit: expert | hit: sampler | expert less sampler "
           "| log2: expert | log2: sampler | expert less sampler |",
           "|---|---|---|---|---|---|---|---|---|"]
    groups = []
    for style in dict.fromkeys(r["style"] for r in rows):
        mine = [r for r in rows if r["style"] == style]
        groups.append((style, mine))
        fewer = [r for r in mine if r.get("took_fewer")]
        if 1 < len(fewer) < len(mine):
            groups.append((f"{style}, took fewer", fewer))
    for style, mine in groups:
        cells = []
        for k in ("hit", "log2"):
            for xs in ([r[f"expert_{k}"] for r in mine], [r[f"sampler_{k}"] for r in mine],
                       [r[f"expert_{k}"] - r[f"sampler_{k}"] for r in mine]):
                m, h = mean_ci95(xs)
                cells.append(f"{m:+.3f} ± {h:.3f}")
        decisions = sum(r["decisions"] for r in mine)
        out.append(f"| {style} | {len(mine)} | {decisions} | " + " | ".join(cells) + " |")
    return "\n".join(out)


def main(argv=None) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--players", default=STYLES)
    p.add_argument("--reader", default="ai:club")
    p.add_argument("--deals", type=int, default=40, help="deals per style (pairs of seats)")
    p.add_argument("--samples", type=int, default=60)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--at", choices=("all", "declare", "play"), default="all")
    p.add_argument("--log", help="every deal's figures, one JSON line each")
    p.add_argument("--other-worlds", type=int,
                   help="the other's budget in worlds, not seconds (the sampler's choices "
                        "then do not depend on the machine's load)")
    a = p.parse_args(argv)
    models = _models()
    rows = []
    for style in a.players.split(","):
        for k in range(a.deals):
            row = deal(style, k // 2, k % 2, a.seed, a.reader, a.samples, a.at, models,
                       a.other_worlds)
            if row is None:
                continue
            rows.append(row)
            if a.log:
                with open(a.log, "a", encoding="utf-8") as f:
                    f.write(json.dumps(row) + "\n")
        print(f"{style}: {sum(r['style'] == style for r in rows)} deals", file=sys.stderr)
    print(table(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
