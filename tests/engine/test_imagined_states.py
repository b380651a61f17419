"""A game imagined from one seat's observation plus the cards it cannot see (the other's
hand, the stock in drawing order) plays on exactly like the real game, wherever the
observation tells everything the engine keeps: here, positions with no meld yet on the
table (so neither the tables' meld history nor Rubicon's trump made mid-deal is
approximated) and no carte blanche shown.  Driven by the same actions, both offer the
same legal actions to the same seat and reach the same scores, to the end of the deal
(and the same result when that ends the game)."""
import random
from dataclasses import replace

import pytest

from parlour.engine.bezique.imagined import imagined as imagined_bezique
from parlour.engine.binocle.imagined import imagined as imagined_binocle
from parlour.engine.games import GAMES, new_game, state_class
from parlour.engine.events import DealEnded, Dealt
from parlour.engine.actions import Dix, Pass, Play

GAMES_PLAYED = [("rubicon-bezique", "rubicon", {}), ("chinese-bezique", "chinese", {}),
                ("bezique", "two-pack", {}), ("bezique", "two-pack", {"game_end": "at_once"}),
                ("binocle", "48", {}), ("binocle", "64", {})]
QUIET = (Play, Pass, Dix)     # before the snapshot: nothing laid on the table


def _cards(counts) -> list[int]:
    return [c for c in range(32) for _ in range(counts[c])]


def _hidden(real, obs) -> tuple[list[int], list[int]]:
    """The other's hand and the stock, first drawn first, turn-up apart: as the real
    game holds them."""
    other = 1 - obs.seat
    if real.game == "binocle":
        return _cards(real.hand[other]), real.stock[::-1]
    stock = real.stock[real.stock_pos:]
    if real.game == "bezique" and obs.turnup is not None:
        stock = stock[:-1]
    return _cards(real.hand[other]), stock


def _scores(s) -> list[int]:
    return list(s.scores if s.game == "binocle" else s.points)


def _snapshot(game: str, variant: str, options: dict, seed: int):
    """A real game played (seeded, at random, no meld or announcement) to a position
    with two cards or more played, the tables empty and no carte blanche; or None."""
    rng = random.Random(seed)
    real = new_game(game, variant, options=options, seed=seed)
    stop = rng.randrange(2, 40)
    for _ in range(stop):
        legal = [a for a in real.legal_actions() if type(a) in QUIET]
        if not legal or real.is_over():
            return None
        real.apply(rng.choice(legal))
    obs = real.observation(real.current_player())
    if (len(obs.played) < 2 or any(obs.tables) or getattr(obs, "carte_blanche", ())
            or obs.phase not in ("play", "declare", "meld") or obs.last_tricks):
        return None
    return real, obs, rng


def _this_deal(events) -> list:
    """The events of this deal (those of a next one cut off), a deal's number aside:
    an imagined game starts its count at its own first deal."""
    out = []
    for e in events:
        if isinstance(e.payload, Dealt):
            break
        if isinstance(e.payload, DealEnded):
            e = replace(e, payload=replace(e.payload, number=0))
        out.append(e)
    return out


@pytest.mark.parametrize("game,variant,options", GAMES_PLAYED)
def test_an_imagined_game_with_the_real_hidden_cards_plays_on_like_the_real_one(
        game, variant, options):
    build = imagined_binocle if game == "binocle" else imagined_bezique
    checked = 0
    for seed in range(200):
        snap = _snapshot(game, variant, options, seed)
        if snap is None:
            continue
        real, obs, rng = snap
        his, stock = _hidden(real, obs)
        w = build(obs, his, stock, seed)
        deals = len(real.deals)
        steps = 0
        while not real.is_over() and len(real.deals) == deals:
            assert w.current_player() == real.current_player(), (seed, steps)
            assert w.legal_actions() == real.legal_actions(), (seed, steps)
            assert _scores(w) == _scores(real), (seed, steps)
            a = rng.choice(real.legal_actions())
            said = _this_deal(real.apply(a))
            assert _this_deal(w.apply_unrecorded(a)) == said, (seed, steps, a)
            steps += 1
        assert w.is_over() == real.is_over()
        if real.is_over():
            assert _scores(w) == _scores(real)
            assert w.result().winner == real.result().winner
            assert w.result().value == real.result().value
        assert steps > 10
        checked += 1
        if checked == 12:
            break
    assert checked == 12


def test_every_game_applies_unrecorded_with_its_own_rules():
    for game, variants in GAMES.items():
        for variant in variants.variant_names():
            cls = state_class(game, variant)
            assert cls.apply_unrecorded is cls._apply


def test_applying_unrecorded_writes_no_history():
    s = new_game("binocle", "48", seed=1)
    a = s.legal_actions()[0]
    s.apply_unrecorded(a)
    assert s.history == [] and s.deals[-1].actions == []
