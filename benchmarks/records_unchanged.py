"""Do two trees write the same records and say the same words?  A check, not a timing.

Plays seeded self-play games of every game and variant through the command line of each
tree (``parlour selfplay --out DIR --json``), then replays every record it wrote with
``parlour replay FILE`` and ``--json``, sets each finished game down on a sitting sheet,
and runs ``parlour settle`` on a spread of scores.  Every byte printed or written goes
into one transcript per tree; the two are compared line by line.

    .venv/bin/python benchmarks/records_unchanged.py /work/wt/base/src src --games 200

Only the selfplay summary's decision times differ from run to run: they are left out.
"""
from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

SETTLES = [["rubicon-piquet", "--scores", a, b] for a, b in
           (("113", "80"), ("150", "99"), ("99", "99"), ("104", "81"))] + \
          [["rubicon-bezique", "--scores", a, b, "--brisques", x, y] for a, b, x, y in
           (("1830", "1260", "7", "25"), ("1200", "90", "20", "12"),
            ("800", "800", "16", "16"), ("2550", "1010", "0", "32"))] + \
          [["bezique", "--scores", a, b] for a, b in
           (("1500", "600"), ("1520", "1490"), ("900", "700"), ("1400", "1400"))]


def transcript(games: int, seed: int) -> list[str]:
    """Everything this tree's command line prints and writes for the games, in order."""
    from parlour import cli
    from parlour.engine.games import GAMES, state_class
    from parlour.engine.records import read, replay
    from parlour.sitting import entry_from_state

    def run(argv: list[str]) -> tuple[int, str]:
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            code = cli.main(argv)
        return code, out.getvalue()

    lines: list[str] = []
    for game, variants in GAMES.items():
        # a tree before the typed registry held each game's variants as a dict
        names = variants.variant_names() if hasattr(variants, "variant_names") else variants
        for variant in names:
            seats = len(state_class(game, variant)(variant=variant, seed=0).seats)
            with tempfile.TemporaryDirectory() as folder:
                code, text = run(["selfplay", "--game", game, "--variant", variant,
                                  "--seats", ",".join(["random"] * seats),
                                  "--games", str(games), "--seed", str(seed),
                                  "--out", folder, "--json"])
                summary = json.loads(text)
                summary.pop("decision_ms", None)
                lines.append(f"selfplay {game} {variant} {code} "
                             + json.dumps(summary, sort_keys=True))
                for path in sorted(Path(folder).iterdir()):
                    lines.append(f"record {path.name}")
                    lines += path.read_text(encoding="utf-8").splitlines()
                    for how in ([], ["--json"]):
                        code, text = run(["replay", str(path), *how])
                        lines.append(f"replay {' '.join(how)} {code}")
                        lines += text.splitlines()
                    entry = entry_from_state(replay(read(str(path))))
                    lines.append(f"sheet {entry.detail if entry else None}")
    for argv in SETTLES:
        for how in ([], ["--json"]):
            code, text = run(["settle", *argv, *how])
            lines.append(f"settle {' '.join(argv + how)} {code}")
            lines += text.splitlines()
    return lines


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("old", nargs="?", help="the first tree's src folder")
    ap.add_argument("new", nargs="?", help="the second tree's src folder")
    ap.add_argument("--games", type=int, default=200, help="games per variant")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--emit", action="store_true", help="(inner) print this tree's transcript")
    args = ap.parse_args()
    if args.emit:
        sys.stdout.write("\n".join(transcript(args.games, args.seed)) + "\n")
        return
    texts = []
    for src in (args.old, args.new):
        env = dict(os.environ, PYTHONPATH=str(Path(src).resolve()))
        done = subprocess.run([sys.executable, __file__, "--emit", "--games", str(args.games),
                               "--seed", str(args.seed)], env=env, capture_output=True,
                              text=True, check=True)
        texts.append(done.stdout.splitlines())
    old, new = texts
    records = sum(1 for line in old if line.startswith("record "))
    print(f"{records} records, {len(old)} lines from {args.old}, {len(new)} from {args.new}")
    for i, (a, b) in enumerate(zip(old, new)):
        if a != b:
            print(f"first difference at line {i + 1}:\n- {a[:300]}\n+ {b[:300]}")
            sys.exit(1)
    if len(old) != len(new):
        print("one transcript is longer")
        sys.exit(1)
    print("identical")


if __name__ == "__main__":
    main()
