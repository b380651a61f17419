"""The labelled deals for the evaluator after the exchange
(benchmarks/piquet_exchange_labels.py): a row replays exactly from its game seed and its
moves, its positions are what each seat knew, and a stopped run resumes."""
import json
import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
import piquet_exchange_labels as labels  # noqa: E402

from parlour.ai.piquet import after_exchange as ax  # noqa: E402
from parlour.ai.piquet.deal_model import hand_scores  # noqa: E402
from parlour.ai.piquet.tricks import Solver  # noqa: E402
from parlour.engine.games import new_game  # noqa: E402


def test_a_row_replays_to_its_hands_and_its_label():
    row = labels.label_deal(3, 4, "au-cent", None)
    assert row == labels.label_deal(3, 4, "au-cent", None) | {"cpu": row["cpu"]}
    state = new_game("piquet", "au-cent", None, seats=["ai:expert", "ai:expert"],
                     seed=row["game_seed"])
    dealt = list(state.hands)
    for i in row["moves"]:
        state.apply(state.legal_actions()[i])
    elder = row["elder"]
    hands = [state.hands[elder], state.hands[1 - elder]]
    assert hands == row["hands"]
    for k, seat in enumerate((elder, 1 - elder)):
        now = ax.position_of(state.observation(seat), seat,
                             drawn=state.hands[seat] & ~dealt[seat])
        if k == 0:          # elder's was taken before the dealer's exchange
            now = replace(now, other_took=-1)
        assert ax.Position.from_row(row["seats"][k]["position"]) == now
        # a row written before positions kept the cards drawn: they come by replay
        old = {**row, "seats": [{**s, "position": {f: v for f, v in s["position"].items()
                                                   if f != "drawn"}} for s in row["seats"]]}
        assert labels.position_of_row(old, k) == now
    _, he, hd = hand_scores(*hands, "value", False)
    play = Solver("ten_or_better").search(*hands, -1, 0, 0)
    assert row["dd"] == {"hand": he - hd, "play": play, "value": he - hd + play}


def test_a_stopped_run_resumes(tmp_path):
    out = tmp_path / "rows.jsonl"
    labels.main(["generate", "--out", str(out), "--seed", "2", "--deals", "2"])
    labels.main(["generate", "--out", str(out), "--seed", "2", "--deals", "3"])
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["index"] for r in rows] == [0, 1, 2]
