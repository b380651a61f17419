"""``parlour discard --hand "..." --seat elder|younger [--json]``: print the analysis."""
from __future__ import annotations

import json

from .analysis import analyse

SHOWN = 15     # rows of the text table


def cli_entry(hand_text: str, seat: str, as_json: bool) -> int:
    """Analyse one hand and print it; returns the exit status (0).

    Raises ValueError with a one-line message for a bad hand or seat (the command line
    turns it into status 2)."""
    if seat not in ("elder", "younger"):
        raise ValueError(f"--seat must be elder or younger, not {seat!r}")
    result = analyse(hand_text, seat)
    if as_json:
        print(json.dumps(result, ensure_ascii=False))
        return 0
    print(f"{seat.capitalize()} hand: {' '.join(result['hand'])}  ({result['assumption']})")
    print(f"{len(result['options'])} legal discards; exact table {result['timing']['exact_s']:.2f} s,"
          f" valued {result['timing']['valued_s']:.2f} s")
    print(f"{'rank':>4}  {'discard':<16} {'ev':>7} {'se':>5} {'draws':<6} {'decl':>6} "
          f"{'cost':>6}")
    for i, o in enumerate(result["options"][:SHOWN], 1):
        se = f"{o['se']:.1f}" if o["se"] is not None else "-"
        draws = "all" if o["every_draw"] else str(o["draws"]) if o["draws"] else "-"
        mark = " =" if o["equivalent"] and i > 1 else ""
        print(f"{i:>4}  {' '.join(o['discard']):<16} {o['ev']:>7.1f} {se:>5} {draws:<6} "
              f"{o['declaration_ev']:>6.1f} {o['cost']:>6.1f}{mark}")
    if len(result["options"]) > SHOWN:
        print(f"  ... {len(result['options']) - SHOWN} more (--json lists them all)")
    print("ev: expected points a deal (yours minus the other's) by the learned evaluator of "
          "the position after the draw, averaged over every draw (all) or a common sample; "
          "se: over the draws only; =: as good as the best within the margin, which "
          "counts the evaluator's own error")
    print()
    print(result["explanation"])
    return 0
