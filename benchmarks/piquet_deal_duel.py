"""Two Piquet players on single deals, mirrored: points a deal, and where they come from.

A whole game's winner is a coarse measure (a 200-game run takes an hour here); the
points of one deal, played twice with the seats swapped, show a change in play with far
fewer games.  Each pair plays the first deal of a seeded game twice (0 to 0, the
dealer as cut), the players changing seats; the first player's points minus the
second's, by class (point, sequence, set, play, pic/repic/capot), are averaged with a
95% interval.  ``as_elder`` and ``as_dealer`` are the first player's mean lead in the
deals where he was elder and where he dealt: each holds the elder's advantage (about
twelve to eighteen points a deal), which only their mean cancels, so they do not say in
which seat a player is the better.

    PARLOUR_AI_CLOCK=cpu .venv/bin/python benchmarks/piquet_deal_duel.py \
        --seats ai:expert,ai:club --pairs 200 --seed 1

``--club-exchange`` / ``--club-play`` make the first player's exchange or card play the
club's, to see which part of the expert earns its lead.  ``--cheat`` lets the first
player's card play see the other's hand (the expert's search on the real hand, or the
exact best answer to the club's real play; ``sees-all``: its exchange also sees the
talon and the other's hand): not a player, a bound on what any reading of the other
could earn.  ``--totals A B`` starts from a score; ``--whole`` plays
the games out (with no ``--totals``: whole games on the same deals as ``parlour
selfplay`` and ``ai_tournament.py`` with the same seed) and counts the games won.

``--first-pair N`` plays pairs N to N + pairs - 1, on the seeds a run from pair 0 would
give them, so a run stopped at a deadline is taken up later and the logs joined.

``--out DIR`` writes every game's record (parlour-record, as ``parlour selfplay --out``,
named by selfplay's game index 2 * pair + swap), so any figure can be replayed
(``parlour replay``); a deal-only game's record stops as the second deal is dealt.
``--cluster`` says where the deals are played (benchmarks/cluster.py: a Dask cluster
here by default, ``tcp://HOST:8786`` for a running scheduler, ``processes`` for a plain
pool); the figures are the same wherever they are played.
"""
from __future__ import annotations

import argparse
import json
import sys
from typing import Callable

import cluster
from parlour.ai.players import make_player
from parlour.engine.games import new_game
from parlour.engine.records import record_of
from parlour.selfplay import deal_seed_of, mean_ci95, player_seed, save_record
from parlour.engine.actions import Exchange, Play

# scoring classes reported as they are; every other category is the play of the cards
CLASSES = {"point", "sequence", "set", "pic", "repic", "capot", "carte_blanche"}


def _group(category: str) -> str:
    return category if category in CLASSES else "play"


def _parts(player, club_exchange: bool, club_play: bool):
    """Make some of an expert's decisions the club's (an ablation)."""
    if not (club_exchange or club_play):
        return player
    from parlour.ai.levels import ClubPlayer
    club = ClubPlayer(seed=1)
    original = player.choose

    def choose(obs, legal):
        kinds = {type(a) for a in legal}
        if club_exchange and kinds == {Exchange} or club_play and kinds == {Play}:
            return club.choose(obs, legal)
        return original(obs, legal)
    player.choose = choose
    return player


_TRUE_HAND: list = [None]      # the other's real hand while a cheat decides
_TRUE_DEAL: list = [None]      # (the talon in drawing order, his hand) while a cheat exchanges


def _see_the_talon():
    """Make the expert's exchange weigh its candidates on the real deal: my draw is the
    real talon's top; his hand is his real one (as dealer he has not exchanged yet, so
    his exchange is still the broad model's guess)."""
    from parlour.ai.piquet import exchange
    from parlour.ai.piquet.deal_model import broad_exchange
    from parlour.engine.cards import mask_of
    if getattr(exchange, "_cheats", False):
        return
    honest = exchange.deal_sampler

    def deal_sampler(known, rng, broad=True):
        sample = honest(known, rng, broad)
        if _TRUE_DEAL[0] is None or sample is None:
            return sample
        talon, his = _TRUE_DEAL[0]

        def hands(m: int) -> tuple[int, int]:
            k = m.bit_count()
            mine = known.hand & ~m | mask_of(talon[:k])
            return mine, broad_exchange(his, talon[k:], False, rng) if known.elder else his
        return lambda: hands
    exchange.deal_sampler = deal_sampler
    exchange._cheats = True


def _cheat(player, mode: str | None, table: list):
    """Let the first player's card play see the table (``table[0]`` is the State): a
    bound on what better play could earn, never a way to play.  ``sees-hand``: the
    expert's own search, its samples replaced by the other's real hand; ``answers-club``:
    the best answer to the club's real replies (BookReply with exactly the cards the
    club has not seen)."""
    if not mode:
        return player
    from parlour.ai.piquet.book_reply import BookReply
    from parlour.ai.piquet.brain import PiquetBrain
    from parlour.ai.piquet.seat_masks import SeatMasks
    if mode == "sees-all":
        _see_the_talon()
    if mode in ("sees-hand", "sees-all") and not getattr(PiquetBrain, "_cheats", False):
        honest = PiquetBrain.sample_other

        def sample_other(self, known, rng, tries=300, **kw):
            hand = _TRUE_HAND[0]
            return honest(self, known, rng, tries, **kw) if hand is None else hand
        PiquetBrain.sample_other = sample_other
        PiquetBrain._cheats = True
    original = player.choose

    def choose(obs, legal):
        state = table[0]
        me, him = legal[0].seat, 1 - legal[0].seat
        if mode == "sees-all" and {type(a) for a in legal} == {Exchange}:
            _TRUE_DEAL[0] = (list(state.stock), state.hands[him])
            try:
                return original(obs, legal)
            finally:
                _TRUE_DEAL[0] = None
        if {type(a) for a in legal} != {Play}:
            return original(obs, legal)
        if mode in ("sees-hand", "sees-all"):
            _TRUE_HAND[0] = state.hands[him]
            try:
                return original(obs, legal)
            finally:
                _TRUE_HAND[0] = None
        mine = SeatMasks(obs, me)
        hidden = SeatMasks(state.observation(him), him).unseen() & ~state.hands[me]
        lead = mine.trick[0][1] if mine.trick else -1
        values = BookReply(mine.scoring, hidden).best(state.hands[me], state.hands[him], lead,
                                                      state.won[me], state.won[him])
        return max(legal, key=lambda a: (values[a.card], -legal.index(a)))
    player.choose = choose
    return player


def _deal(args) -> dict:
    variant, specs, pair, seed, swap, ablate, totals, whole, cheat, *keep = args
    game_seed = deal_seed_of(seed, 2 * pair + swap, 2)    # selfplay's deals for the seed
    order = [1, 0] if swap else [0, 1]           # order[seat] = player index
    players = []
    table: list = [None]
    for seat, p in enumerate(order):
        pl = make_player(specs[p], seed=player_seed(game_seed, seat))
        if p == 0:
            pl = _cheat(_parts(pl, *ablate), cheat, table)
        players.append(pl)
    state = new_game("piquet", variant, None, seats=[specs[p] for p in order],
                     seed=game_seed)
    if totals:                                   # a game already under way
        state.totals = [totals[order[0]], totals[order[1]]]
    # the next deal starts as soon as one ends: stop when it is dealt, unless --whole
    while not state.is_over() and (whole or len(state.deals) == 1):
        seat = state.current_player()
        table[0] = state
        state.apply(players[seat].choose(state.observation(seat), state.legal_actions()))
    row = _row(state, order, pair, swap)
    if whole:
        res = state.result()
        row["winner"] = order[res.winner] if res.winner is not None else None
        # what the game is worth to the first player: the winner's game (au cent, 2 for
        # a lurch) or points (Rubicon); negative when he lost
        row["game_value"] = (0 if res.winner is None
                             else res.value if order[res.winner] == 0 else -res.value)
        row["deals"] = len(state.deals)
    if keep and keep[0]:          # the record travels back with the row (see play_logged)
        row["record"] = record_of(state)
    return row


def _row(state, order: list[int], pair: int, swap: int) -> dict:
    """The first deal's points by player (``order[seat]`` = player), by class."""
    by: dict[str, int] = {}
    points = [0, 0]
    for e in state.deals[0].events:
        if e.category is None or e.seat is None:
            continue
        points[order[e.seat]] += e.points
        sign = 1 if order[e.seat] == 0 else -1
        g = _group(e.category)
        by[g] = by.get(g, 0) + sign * e.points
    elder_is_first = order[1 - state.deals[0].setup.dealer] == 0
    return {"pair": pair, "swap": swap, "elder_first": elder_is_first, "by": by,
            "points": points, "diff": points[0] - points[1]}


def play_logged(play, jobs: list, where: argparse.Namespace, log: str | None,
                chunksize: int = 1, keep: Callable[[dict, dict], None] | None = None):
    """Each job's row from ``play`` on ``where.cluster`` (``where.workers`` workers
    here), in the jobs' order, each appended to ``log`` (one JSON line) as it comes, so a
    stopped run keeps what it did.  A row's ``record`` is taken out and handed to
    ``keep(row, record)`` here, not written by the worker: a remote worker's disk is not
    this one."""
    for row in cluster.mapped(play, jobs, where.cluster, where.workers, chunksize):
        record = row.pop("record", None)
        if record is not None and keep is not None:
            keep(row, record)
        if log:
            with open(log, "a", encoding="utf-8") as f:
                f.write(json.dumps(row) + "\n")
        yield row


def whole_games(rows: list[dict]) -> dict:
    """Whole games: each player's wins, the first player's share of the games won (ties
    and void games count half) and the game's value to him (games or points, lost
    negative), each by pair (the two games of a deal's seed) with a 95% interval."""
    share: dict[int, float] = {}
    value: dict[int, float] = {}
    for r in rows:
        w = r.get("winner")
        share[r["pair"]] = share.get(r["pair"], 0) + (0.25 if w is None else 0.5 * (w == 0))
        value[r["pair"]] = value.get(r["pair"], 0) + r.get("game_value", 0) / 2
    s, s_half = mean_ci95(list(share.values()))
    v, v_half = mean_ci95(list(value.values()))
    return {"games_won": [sum(r.get("winner") == k for r in rows) for k in (0, 1)],
            "share_won": round(s, 3), "share_ci95": [round(s - s_half, 3), round(s + s_half, 3)],
            "game_value": round(v, 2), "game_value_ci95": [round(v - v_half, 2),
                                                           round(v + v_half, 2)],
            "deals_a_game": round(sum(r.get("deals", 0) for r in rows) / len(rows), 2)}


def main(argv=None) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--variant", default="au-cent")
    p.add_argument("--seats", default="ai:expert,ai:club")
    p.add_argument("--pairs", type=int, default=100)
    p.add_argument("--first-pair", type=int, default=0,
                   help="start at this pair (its seeds as in a run from 0): a later run "
                   "goes on where an earlier one stopped, and the two logs join")
    p.add_argument("--seed", type=int, default=1)
    cluster.add_options(p)
    p.add_argument("--club-exchange", action="store_true")
    p.add_argument("--club-play", action="store_true")
    p.add_argument("--totals", type=int, nargs=2, metavar=("FIRST", "SECOND"),
                   help="start from this score (by player), not 0 to 0")
    p.add_argument("--whole", action="store_true",
                   help="play on to the end of the game and count the games won")
    p.add_argument("--cheat", choices=("sees-hand", "sees-all", "answers-club"),
                   help="an experiment: the first player's card play sees the other's hand")
    p.add_argument("--log")
    p.add_argument("--out", help="a folder for every game's record")
    a = p.parse_args(argv)
    if a.out and a.totals:
        p.error("--out and --totals: a record starts at 0 to 0, so it would not replay")
    specs = a.seats.split(",")
    ablate = (a.club_exchange, a.club_play)
    jobs = [(a.variant, specs, i, a.seed, s, ablate, a.totals, a.whole, a.cheat, bool(a.out))
            for i in range(a.first_pair, a.first_pair + a.pairs) for s in (0, 1)]

    def keep(row: dict, record: dict) -> None:
        save_record(a.out, "piquet", a.variant, a.seed, 2 * row["pair"] + row["swap"], record)
    rows = list(play_logged(_deal, jobs, a, a.log, chunksize=2, keep=keep))
    pairs: dict[int, float] = {}
    for r in rows:
        pairs[r["pair"]] = pairs.get(r["pair"], 0) + r["diff"] / 2
    m, half = mean_ci95(list(pairs.values()))
    lo, hi = m - half, m + half
    out = {"pairs": len(pairs), "points_a_deal": round(m, 2), "ci95": [round(lo, 2), round(hi, 2)]}
    groups = sorted({g for r in rows for g in r["by"]})
    out["by_class"] = {g: round(sum(r["by"].get(g, 0) for r in rows) / len(rows), 2)
                       for g in groups}
    for label, want in (("as_elder", True), ("as_dealer", False)):
        xs = [r["diff"] for r in rows if r["elder_first"] == want]
        out[label] = round(sum(xs) / len(xs), 2) if xs else None
    if a.whole:
        out.update(whole_games(rows))
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
