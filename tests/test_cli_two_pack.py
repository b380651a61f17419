"""``parlour selfplay`` and ``parlour replay`` for two-pack Bézique (game ``bezique``,
variant ``two-pack``), with the default rules and with the game ended at once."""
import json

import pytest

from parlour import cli


@pytest.mark.parametrize("options", [None, '{"game_end": "at_once", "double_game": false}'])
def test_selfplay_writes_two_pack_records_that_replay(capsys, tmp_path, options):
    argv = ["selfplay", "--game", "bezique", "--variant", "two-pack", "--seats",
            "random,random", "--games", "3", "--seed", "4", "--out", str(tmp_path), "--json"]
    if options:
        argv += ["--options", options]
    assert cli.main(argv) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["games"] == 3 and sum(summary["wins"]) + summary["draws"] == 3
    files = sorted(tmp_path.glob("bezique-two-pack-*.json"))
    assert len(files) == 3
    for f in files:
        record = json.loads(f.read_text(encoding="utf-8"))
        assert (record["game"], record["variant"]) == ("bezique", "two-pack")
        assert cli.main(["replay", str(f), "--json"]) == 0
        got = json.loads(capsys.readouterr().out)
        assert got["winner"] in (0, 1) and got["value"] in (1, 2)
        assert max(got["totals"]) >= 1000
        assert all("brisques" in d for d in got["deals"])
        assert cli.main(["replay", str(f)]) == 0          # the words too
        assert capsys.readouterr().out.startswith("bezique (two-pack)")
