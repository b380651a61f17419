"""The measures of what a perfect Piquet exchange would earn (benchmarks/
trainer_long_search.py's headroom, benchmarks/piquet_exchange_regret.py's halved
regret): a mirrored pair's deal holds one exchange a seat, and the best of noisy means
taken as the truth leans high where the halved regret does not."""
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
import piquet_exchange_regret as regret  # noqa: E402
import trainer_long_search as long_search  # noqa: E402


def test_a_deals_headroom_is_the_mean_of_elders_and_the_dealers():
    rows = [{"seat": "elder", "expert_loss": x, "now_loss": x / 2} for x in (1.0, 3.0)] \
        + [{"seat": "younger", "expert_loss": x, "now_loss": 0.0} for x in (0.0, 2.0)]
    got = long_search.headroom(rows)
    assert got["headroom_a_deal_over_expert_1x"]["mean"] == 1.5     # (2 + 1) / 2
    assert got["headroom_a_deal_over_expert_now"]["mean"] == 0.5    # (1 + 0) / 2
    lo, hi = got["headroom_a_deal_over_expert_1x"]["95"]
    assert lo < 1.5 < hi
    assert long_search.headroom(rows[:2]) == {}                     # one seat: no deal


def test_the_halved_regret_has_no_winners_curse():
    # ten candidates all worth the same: any choice's true regret is 0
    rng = random.Random(3)
    plain, halved = [], []
    for _ in range(2000):
        halves = {str(m): [rng.gauss(0, 1), rng.gauss(0, 1)] for m in range(10)}
        value = {m: sum(h) / 2 for m, h in halves.items()}
        row = {"picks": {"table": "0"}, "halves": halves}
        plain.append(max(value.values()) - value["0"])
        halved.append(regret.halved_regret(row, "table"))
    assert sum(plain) / len(plain) > 0.8          # the best of ten noisy means leans high
    assert abs(sum(halved) / len(halved)) < 0.1


def test_the_halved_regret_finds_a_worse_choice():
    halves = {"1": [10.0, 12.0], "2": [4.0, 6.0], "3": [11.0, 9.0]}
    row = {"picks": {"expert": "2"}, "halves": halves}
    # the best of half 0 is "3", valued 9 on half 1 (less "2"'s 6); of half 1 "1",
    # valued 10 on half 0 (less 4)
    assert regret.halved_regret(row, "expert") == (3 + 6) / 2
