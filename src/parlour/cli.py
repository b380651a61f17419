"""The ``parlour`` command (shared/INTERFACES.md).

Status 0 on success, 2 on bad input (one line, no traceback), 1 on an internal error.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Sequence

from . import __version__
from .store.record_file import RECORD_MOST  # noqa: F401  (a record's most bytes)


class BadInput(Exception):
    """The user's input is wrong: print the message on one line and exit 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # one line, not a usage block
        raise BadInput(message)


def _print_json(obj) -> None:
    print(json.dumps(obj, ensure_ascii=False))


def _say(line: str) -> None:
    """Print a line made from a record: its control characters escaped, so that a seat
    named "\\x1b[2J..." cannot clear or retitle the player's terminal."""
    print(escape_controls(line))


def escape_controls(text: str) -> str:
    """Control and format characters (C0, DEL, C1, bidi overrides) as \\xNN / \\uNNNN."""
    import unicodedata
    out = []
    for ch in text:
        if unicodedata.category(ch) in ("Cc", "Cf"):
            code = ord(ch)
            out.append(f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}")
        else:
            out.append(ch)
    return "".join(out)


def _options(text: str | None) -> dict | None:
    """--options: a JSON object, or BadInput (a 5,000-digit number and 100,000 '['
    included)."""
    if not text:
        return None
    try:
        options = json.loads(text)
    except json.JSONDecodeError as exc:
        raise BadInput(f"--options is not JSON: {exc.msg}") from None
    except (ValueError, RecursionError):
        raise BadInput("--options is not JSON this program can read (a number too long "
                       "or nesting too deep)") from None
    if not isinstance(options, dict):
        raise BadInput("--options must be a JSON object")
    return options


def _read_record(path: str) -> dict:
    """The record in ``path`` (store/record_file.py); RecordError when it cannot be
    read, which the commands print after the file's name."""
    from .store.record_file import read_record
    return read_record(path)


# ----- replay -------------------------------------------------------------------------

def _replay(args) -> int:
    from .engine import records
    try:
        state = records.replay(_read_record(args.file))
    except records.RecordError as exc:
        raise BadInput(f"{args.file}: {exc}") from None
    summary = records.summary(state)
    if args.json:
        _print_json(summary)
        return 0
    _say(f"{summary['game']} ({summary['variant']}): {' v. '.join(state.seats)}")
    for i, deal in enumerate(summary["deals"]):
        _say(f"Deal {i + 1} (dealer {state.seats[deal['dealer']]}): "
             + ", ".join(f"{state.seats[s]} {p}" for s, p in enumerate(deal["points"])))
        for e in deal["events"]:
            who = state.seats[e["seat"]] if e["seat"] is not None else ""
            _say(f"  {who:>12}  {e['points']:>5}  {e['text']}")
    _say("Totals: " + ", ".join(f"{state.seats[s]} {t}" for s, t in enumerate(summary["totals"])))
    if summary["winner"] is None:
        _say(summary["reason"].capitalize() + ".")
    else:
        _say(f"{state.seats[summary['winner']]} wins {summary['value']} ({summary['reason']}).")
    return 0


# ----- selfplay -----------------------------------------------------------------------

def _selfplay(args) -> int:
    from .ai.players import UnknownPlayer
    from .engine.games import UnknownGame, state_class
    from .selfplay import run
    specs = [s.strip() for s in args.seats.split(",") if s.strip()]
    options = _options(args.options)
    if args.games < 1:
        raise BadInput("--games must be at least 1")
    if args.out is not None:
        _check_out_folder(args.out)     # before the games are played, not after
    try:
        game_type = state_class(args.game, args.variant)
        probe = game_type(variant=args.variant, options=options, seed=0)
        if len(specs) != len(probe.seats):
            raise BadInput(f"{args.game} needs {len(probe.seats)} seats, "
                           f"--seats names {len(specs)}")
        summary = run(args.game, args.variant, specs, args.games, args.seed, args.out, options)
    except (UnknownGame, UnknownPlayer) as exc:
        raise BadInput(str(exc)) from None
    except ValueError as exc:  # a rule option the game does not have
        raise BadInput(str(exc)) from None
    if args.json:
        _print_json(summary)
    else:
        print(f"{summary['games']} games of {args.game}: "
              + ", ".join(f"{s} won {w}" for s, w in zip(specs, summary["wins"]))
              + f", {summary['draws']} drawn")
        m = summary["margin"]
        print(f"Mean margin for {specs[0]}: {m['mean']} (95% interval {m['ci95'][0]} to {m['ci95'][1]})")
        for s, d in zip(specs, summary["decision_ms"]):
            print(f"{s}: decision time p50 {d['p50']} ms, p95 {d['p95']} ms, p99 {d['p99']} ms")
        if args.out:
            print(f"Records written to {args.out}")
    return 0


def _check_out_folder(out: str) -> None:
    """--out must be a folder this program can make and write in."""
    from .store.paths import check_writable
    if not out:
        raise BadInput("--out needs a folder name")
    try:
        check_writable(out)
    except FileExistsError:
        raise BadInput(f"--out {out}: not a folder") from None
    except OSError as exc:
        raise BadInput(f"--out {out}: {exc.strerror or 'cannot write there'}") from None


# ----- settle -------------------------------------------------------------------------

def _settle(args) -> int:
    import inspect

    from .engine.games import UnknownGame, settlement, state_class
    from .engine.sentences import ending_words
    try:
        entry = settlement(args.game)
    except UnknownGame as exc:
        raise BadInput(str(exc)) from None
    if any(s < 0 for s in args.scores):
        raise BadInput("scores cannot be negative")
    settle, game, variant = entry.settle, entry.game, entry.variant
    options = _options(args.options) or {}
    try:   # the game's own rule options, checked as a game would; those the sum uses
        state_class(game, variant).resolve_options(options)
        takes = inspect.signature(settle).parameters
        given = {k: v for k, v in options.items() if k in takes}
        if args.deals is not None:
            if "deals" not in takes:
                raise BadInput(f"--deals is not used in settling {args.game}")
            given["deals"] = args.deals
        res = settle(list(args.scores), list(args.brisques) if args.brisques else None,
                     **given)
    except ValueError as exc:
        raise BadInput(str(exc)) from None
    out = {"game": game, "variant": variant, "deals": [],
           "totals": list(res.totals), "winner": res.winner, "value": res.value,
           "reason": ending_words(res.ending, ())}
    if args.json:
        _print_json(out)
    elif res.winner is None:
        print(f"No winner: {out['reason']}.")
    else:
        print(f"Player {res.winner + 1} wins {res.value} ({out['reason']}).")
    return 0


# ----- discard -----------------------------------------------------------------------

def _discard(args) -> int:
    from .trainer import cli_entry
    try:
        return cli_entry(args.hand, args.seat, args.json)
    except ValueError as exc:
        raise BadInput(str(exc)) from None


# ----- review -------------------------------------------------------------------------

def _review(args) -> int:
    from .ai.piquet.review import as_json, review
    from .ai.piquet.review_words import Z95, sentence
    from .engine import records
    try:
        data = _read_record(args.file)
        seats = list(records.replay(data).seats)
        if args.seat is not None and not 0 <= args.seat < len(seats):
            raise BadInput(f"--seat must be 0 to {len(seats) - 1}")
        seat, decisions = review(data, args.seat, progress=_progress_bar())
    except records.RecordError as exc:
        raise BadInput(f"{args.file}: {exc}") from None
    except ValueError as exc:
        raise BadInput(f"{args.file}: {exc}") from None
    out = as_json(seat, decisions, seats)
    if args.json:
        _print_json(out)
        return 0
    _say(f"Review of {out['player']}'s decisions ({len(decisions)} with a choice)")
    costly = [d for d in decisions if d.costly()]    # within its margin, no mistake
    for d in costly:
        _say(f"Deal {d.deal}, action {d.index}: {sentence(d)}.")
    if not costly:
        _say("Every choice was as good as the expert's, within the noise of the estimate.")
    print(f"Estimated cost of the choices above: {out['cost']:.1f} points "
          f"(± {Z95 * out['se']:.1f}).")
    return 0


def _progress_bar():
    """A progress line on standard error while a long review runs (a terminal only)."""
    if not sys.stderr.isatty():
        return None

    def show(done: int, total: int) -> None:
        width = 30
        filled = width * done // max(total, 1)
        end = "\n" if done == total else ""
        print(f"\rReviewing [{'#' * filled}{'.' * (width - filled)}] {done}/{total}",
              end=end, file=sys.stderr, flush=True)
    return show


# ----- the window ---------------------------------------------------------------------

def _window(smoke: bool, record: str | None = None) -> int:
    """The window; ``record``: a record file to put on its table (``parlour FILE``)."""
    early: list[int] = []       # SIGINT/SIGTERM while Qt loads: kept for the window
    if not smoke:
        import signal
        for name in ("SIGINT", "SIGTERM"):
            if hasattr(signal, name):
                signal.signal(getattr(signal, name), lambda signum, _: early.append(signum))
    try:
        from .ui.shell import app
    except ImportError as exc:
        print(f"parlour: the window cannot start here: {exc}", file=sys.stderr)
        return 1
    return app.smoke_test() if smoke else app.run(sys.argv[:1], early_signals=early,
                                                     record=record)


def _record_to_open(argv: list[str], parser: argparse.ArgumentParser) -> str | None:
    """``parlour FILE`` (and so the file associations, which start us that way): one
    argument that names an existing file, not a command."""
    if len(argv) != 1 or argv[0].startswith("-"):
        return None
    if argv[0] in parser.commands or not os.path.isfile(argv[0]):
        return None             # a command, or a mistyped one argparse names
    return os.path.abspath(argv[0])      # a copy already open may be elsewhere


def _version(as_json: bool):
    """``--version``: the version (and, as JSON, where the log is), then exit 0."""
    if as_json:
        from .store import paths
        _print_json({"version": __version__,
                     "log_folder": str(paths.log_dir(make=False))})
    else:
        print(f"parlour {__version__}")
    sys.stdout.flush()
    raise SystemExit(0)


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="parlour", description="Piquet, Bézique and Binocle.")
    p.add_argument("--version", action="store_true", help="the version, and exit")
    p.add_argument("--json", action="store_true",
                   help="with --version: the version and the log folder as JSON")
    p.add_argument("--smoke-test", action="store_true",
                   help="build the window, play a deal of each game automatically, exit")
    sub = p.add_subparsers(dest="command", parser_class=_Parser)

    r = sub.add_parser("replay", help="replay a game record, checking every action")
    r.add_argument("file")
    r.add_argument("--json", action="store_true")
    r.set_defaults(func=_replay)

    s = sub.add_parser("selfplay", help="computer players play each other")
    s.add_argument("--game", required=True)
    s.add_argument("--variant")
    s.add_argument("--seats", required=True, help="comma-separated: random, ai:club, ...")
    s.add_argument("--games", type=int, default=10)
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--out")
    s.add_argument("--options", help="rule options as a JSON object")
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=_selfplay)

    t = sub.add_parser("settle", help="the end-of-game arithmetic alone")
    t.add_argument("game", help="rubicon-piquet, rubicon-bezique or bezique (two-pack)")
    t.add_argument("--scores", type=int, nargs="+", required=True)
    t.add_argument("--brisques", type=int, nargs="+")
    t.add_argument("--options", help="the game's rule options as a JSON object")
    t.add_argument("--deals", type=int,
                   help="Rubicon Piquet: deals played, 6 or 8 (after a tie at six)")
    t.add_argument("--json", action="store_true")
    t.set_defaults(func=_settle)
    d = sub.add_parser("discard", help="the Piquet discard analysis for one hand")
    d.add_argument("--hand", required=True, help='twelve cards, e.g. "AH KH QH ..."')
    d.add_argument("--seat", required=True, choices=["elder", "younger"])
    d.add_argument("--json", action="store_true")
    d.set_defaults(func=_discard)

    v = sub.add_parser("review", help="the expert goes over a player's Piquet decisions")
    v.add_argument("file")
    v.add_argument("--seat", type=int, help="the seat to review (default: the person's)")
    v.add_argument("--json", action="store_true")
    v.set_defaults(func=_review)
    p.commands = frozenset(sub.choices)     # ``parlour FILE`` is none of these
    return p


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        parser = build_parser()
        record = _record_to_open(argv, parser)
        if record is not None:
            return _window(False, record)
        args = parser.parse_args(argv)
        if sys.stdout is None and (args.version or getattr(args, "func", None)):
            # started with standard output closed (``>&-``): nowhere to say anything
            if sys.stderr is not None:
                print("parlour: cannot write: standard output is closed", file=sys.stderr)
            return 2
        if args.version:
            _version(args.json)
        if args.json and getattr(args, "func", None) is None:
            raise BadInput("--json goes with --version or after a command")
        if getattr(args, "func", None) is None:
            return _window(args.smoke_test)
        status = args.func(args)
        sys.stdout.flush()      # a full disk shows here, not after main has returned
        return status
    except BadInput as exc:
        print("parlour: " + escape_controls(" ".join(str(exc).splitlines())), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # output piped into head and the like: not an error
        sys.stderr.close()
        return 0
    except OSError as exc:   # the output or --out cannot be written: a full disk, say
        print(f"parlour: cannot write: {exc.strerror or exc}", file=sys.stderr)
        return 2
    except Exception as exc:  # an internal error: say so plainly, status 1
        print(f"parlour: internal error: {type(exc).__name__}: {exc}", file=sys.stderr)
        if "PARLOUR_DEBUG" in os.environ:
            raise
        return 1


if __name__ == "__main__":
    sys.exit(main())
