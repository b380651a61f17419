"""The parlour command: replay, selfplay, settle; statuses 0, 2 and 1."""
import json

import pytest

from parlour import cli

from .engine.toy_game import register_toy

@pytest.fixture(autouse=True)
def toy_registered(monkeypatch):
    register_toy(monkeypatch)


def run(capsys, *argv):
    status = cli.main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_selfplay_writes_records_that_replay(capsys, tmp_path):
    status, out, _ = run(capsys, "selfplay", "--game", "toy", "--seats", "random,random",
                         "--games", "4", "--seed", "7", "--out", str(tmp_path), "--json")
    assert status == 0
    summary = json.loads(out)
    assert summary["games"] == 4 and sum(summary["wins"]) + summary["draws"] == 4
    assert set(summary["margin"]) == {"mean", "ci95"} and len(summary["decision_ms"]) == 2
    assert set(summary["decision_ms"][0]) == {"p50", "p95", "p99"}
    files = sorted(tmp_path.iterdir())
    assert len(files) == 4
    status, out, _ = run(capsys, "replay", str(files[0]), "--json")
    assert status == 0
    rep = json.loads(out)
    assert {"game", "variant", "deals", "totals", "winner", "value", "reason"} <= set(rep)
    assert rep["deals"][0]["events"][0]["category"] == "play"
    status, out, _ = run(capsys, "replay", str(files[0]))
    assert status == 0 and "Totals" in out


def test_mirrored_games_share_their_deals(tmp_path, capsys):
    run(capsys, "selfplay", "--game", "toy", "--seats", "random,random", "--games", "2",
        "--seed", "3", "--out", str(tmp_path))
    a, b = (json.loads(p.read_text()) for p in sorted(tmp_path.iterdir()))
    assert [d["hands"] for d in a["deals"]] == [d["hands"] for d in b["deals"]]


def test_bad_record_is_one_line_and_status_2(capsys, tmp_path):
    p = tmp_path / "bad.json"
    p.write_text("{nonsense")
    status, out, err = run(capsys, "replay", str(p))
    assert status == 2 and out == "" and err.count("\n") == 1 and "not JSON" in err


@pytest.mark.parametrize("argv", [
    ["selfplay", "--game", "whist", "--seats", "random,random"],
    ["selfplay", "--game", "toy", "--seats", "random,robot"],
    ["selfplay", "--game", "toy", "--seats", "random"],
    ["selfplay", "--game", "toy", "--seats", "random,random", "--options", "{"],
    ["selfplay", "--game", "toy", "--seats", "random,random", "--games", "0"],
    ["settle", "bridge", "--scores", "1", "2"],
    ["nonsense"],
    ["replay"],
])
def test_bad_input_is_status_2_with_one_line(capsys, argv):
    status, out, err = run(capsys, *argv)
    assert status == 2 and err.startswith("parlour: ") and err.count("\n") == 1


def test_version(capsys):
    with pytest.raises(SystemExit) as done:
        cli.main(["--version"])
    assert done.value.code == 0 and capsys.readouterr().out.startswith("parlour ")


def test_settle_two_pack_bezique_with_its_options(capsys):
    status, out, _ = run(capsys, "settle", "bezique", "--scores", "480", "1010", "--json")
    got = json.loads(out)
    assert status == 0 and (got["game"], got["variant"]) == ("bezique", "two-pack")
    assert (got["winner"], got["value"]) == (1, 2)
    status, out, _ = run(capsys, "settle", "bezique", "--scores", "480", "1010",
                         "--options", '{"double_game": false}', "--json")
    assert json.loads(out)["value"] == 1
    status, out, _ = run(capsys, "settle", "bezique", "--scores", "930", "700")
    assert status == 0 and out.startswith("No winner")
    for bad in ('{"game_points": 3}', '[1]', '{'):
        status, _, err = run(capsys, "settle", "bezique", "--scores", "1", "2",
                             "--options", bad)
        assert status == 2 and err.startswith("parlour: ")
