"""Whether two trees write the same saves and records, byte for byte.

Plays seeded selfplay games of every game and variant (random seats, and a few with the
club level; à écrire with three and five players), and for each writes: the record as
selfplay writes it, the record again after replaying it through the rules, and a save of
the game cut halfway, before and after restoring it (records_unchanged.py compares what
the command line prints and writes).  Run under two trees and compare, one line a game:

    .venv/bin/python benchmarks/saves_unchanged.py --base /work/wt/base
    .venv/bin/python benchmarks/saves_unchanged.py --emit > mine.txt   # one tree alone

With ``--base`` it runs itself once with each tree's ``src`` first on the path and says
where the first difference is (exit status 1), or how many games agree.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent

# (game, variant, seats): every game and variant, with each seating Piquet à écrire has
TABLES = [
    ("piquet", "au-cent", 2), ("piquet", "rubicon", 2), ("piquet", "normand", 3),
    ("piquet", "voleur", 4), ("piquet", "ecrire", 3), ("piquet", "ecrire", 5),
    ("rubicon-bezique", "rubicon", 2), ("chinese-bezique", "chinese", 2),
    ("bezique", "two-pack", 2), ("binocle", "48", 2), ("binocle", "64", 2),
]


def _dump(obj) -> str:
    # as store/jsonfile.write_atomic writes a record or a save
    return json.dumps(obj, indent=1, ensure_ascii=False)


def emit(games: int, club: int, seed: int, out) -> None:
    for game, variant, n in TABLES:
        for index in range(games + club):
            spec = "random" if index < games else "ai:club"
            try:
                digest = _game(game, variant, n, spec, index, seed)
            except Exception as exc:      # a tree that cannot replay its own record: say so
                digest = f"{type(exc).__name__}: {' '.join(str(exc).split())}"
            out.write(f"{game} {variant} {n} {spec} {index} {digest}\n")
            out.flush()


def _game(game: str, variant: str, n: int, spec: str, index: int, seed: int) -> str:
    """The digest of one game's record, replayed record, save and restored save."""
    from parlour.engine import records
    from parlour.engine.games import new_game
    from parlour.engine.replay import play_through
    from parlour.selfplay import play_one
    from parlour.store import saves

    o = play_one(game, variant, None, [spec] * n, index, seed, True)
    texts = [_dump(o.record)]
    again = records.replay(json.loads(texts[0]))
    texts.append(_dump(records.record_of(again)))
    # a save of the game cut halfway, and the same save once restored
    half = again.history[:len(again.history) // 2]
    cut = play_through(new_game(game, variant, None, list(again.seats), o.seed),
                       half)
    saved = saves.snapshot(cut, 0, spec, game_id="check")
    saved.saved_at = "2000-01-01T00:00:00"
    texts.append(_dump(saved.to_json()))
    back = saves.snapshot(saves.restore(saves.SavedGame.from_json(saved.to_json())),
                          0, spec, game_id="check")
    back.saved_at = saved.saved_at
    texts.append(_dump(back.to_json()))
    return hashlib.sha256("\n".join(texts).encode("utf-8")).hexdigest()


def run_tree(tree: str, args) -> list[str]:
    env = dict(os.environ, PYTHONPATH=str(Path(tree) / "src"))
    cmd = [sys.executable, str(Path(__file__).resolve()), "--emit", "--games",
           str(args.games), "--club", str(args.club), "--seed", str(args.seed)]
    done = subprocess.run(cmd, env=env, capture_output=True, text=True, check=False)
    if done.returncode:
        sys.exit(f"{tree}: {done.stderr.strip().splitlines()[-1:]}")
    return done.stdout.splitlines()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--base", help="the other tree (its src/ is put first on the path)")
    ap.add_argument("--tree", default=str(HERE), help="this tree (default: the script's)")
    ap.add_argument("--emit", action="store_true", help="print one line per game and stop")
    ap.add_argument("--games", type=int, default=300, help="random games per variant")
    ap.add_argument("--club", type=int, default=3, help="club-level games per variant")
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args()
    if args.emit:
        emit(args.games, args.club, args.seed, sys.stdout)
        return
    if not args.base:
        ap.error("give --base TREE to compare with, or --emit")
    base, mine = run_tree(args.base, args), run_tree(args.tree, args)
    if len(base) != len(mine):
        sys.exit(f"{len(base)} games in base, {len(mine)} in this tree")
    differ = [(a, b) for a, b in zip(base, mine) if a != b]
    for a, b in differ[:5]:
        print(f"differ: base {a!r}\n        this tree {b!r}")
    if differ:
        sys.exit(f"{len(differ)} of {len(base)} games differ")
    print(f"{len(base)} games over {len(TABLES)} tables: records and saves identical")


if __name__ == "__main__":
    main()
