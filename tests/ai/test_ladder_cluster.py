"""The duel, the ladder and the training data on a Dask cluster (benchmarks/cluster.py,
issue 29 item 4): a two-worker LocalCluster gives the process pool's figures, row for
row in the jobs' order; every game played can be written as a record that replays to
its points; and the game itself never imports Dask."""
import ast
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks"))
import cluster  # noqa: E402
import piquet_deal_duel as duel  # noqa: E402
import piquet_exchange_labels as labels  # noqa: E402

from parlour.engine import records  # noqa: E402
from parlour.selfplay import record_name  # noqa: E402

from ..source_trees import nodes  # noqa: E402

DUEL = ["--seats", "ai:club,random", "--pairs", "3", "--seed", "4"]


def _duel(tmp_path: Path, where: list[str]) -> tuple[dict, list[dict], Path]:
    """The duel as a player runs it (the script, so its jobs come from ``__main__``):
    its figures, its log's rows, its records' folder."""
    name = where[1]
    log, out = tmp_path / f"{name}.jsonl", tmp_path / name
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT / "src"),
                                                       os.environ.get("PYTHONPATH", "")]))
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "piquet_deal_duel.py"),
                           *DUEL, *where, "--workers", "2", "--log", str(log), "--out", str(out)],
                          capture_output=True, text=True, env=env, timeout=120, check=True)
    rows = [json.loads(line) for line in log.read_text().splitlines()]
    return json.loads(done.stdout), rows, out


def test_two_local_workers_give_the_process_pools_figures_and_records(tmp_path):
    on_dask, dask_rows, dask_out = _duel(tmp_path, ["--cluster", "local"])
    on_pool, pool_rows, pool_out = _duel(tmp_path, ["--cluster", "processes"])
    assert dask_rows == pool_rows                          # every deal, in the same order
    assert [(r["pair"], r["swap"]) for r in dask_rows] == [(k, s) for k in range(3)
                                                             for s in (0, 1)]
    assert on_dask == on_pool and on_dask["pairs"] == 3
    names = sorted(p.name for p in dask_out.iterdir())
    assert names == sorted(p.name for p in pool_out.iterdir())
    for name in names:
        assert (dask_out / name).read_bytes() == (pool_out / name).read_bytes()
    # each record replays to the points its row counted (row points by player; the
    # record's seats are the table's: the players change seats when swap is 1)
    for row in dask_rows:
        path = dask_out / record_name("piquet", "au-cent", 4, 2 * row["pair"] + row["swap"])
        state = records.replay(records.read(str(path)))
        by_seat = records.summary(state)["deals"][0]["points"]
        order = [1, 0] if row["swap"] else [0, 1]
        assert [by_seat[order.index(p)] for p in (0, 1)] == row["points"]


def test_the_local_cluster_has_the_workers_asked_for():
    with cluster.executor("local", 2) as pool:
        assert pool.threads == 2                           # two workers of one thread
        jobs = [("au-cent", ["random", "random"], 0, 1, s, (False, False), None, False, None)
                for s in (0, 1)]
        assert list(pool.map(duel._deal, jobs)) == [duel._deal(j) for j in jobs]


def test_a_labelled_deal_keeps_its_record(tmp_path):
    rows, folder = tmp_path / "rows.jsonl", tmp_path / "records"
    labels.main(["generate", "--out", str(rows), "--seed", "2", "--deals", "1",
                 "--records", str(folder)])
    (row,) = [json.loads(line) for line in rows.read_text().splitlines()]
    assert "record" not in row
    state = records.replay(records.read(str(folder / record_name("piquet", "au-cent", 2, 0))))
    assert len(state.deals[0].actions) == len(row["moves"])
    assert [state.hands[row["elder"]], state.hands[1 - row["elder"]]] == row["hands"]


def test_the_game_never_imports_dask():
    for path in (ROOT / "src" / "parlour").rglob("*.py"):
        for node in nodes(path):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            else:
                continue
            assert not any(n.split(".")[0] in ("dask", "distributed") for n in names), path
