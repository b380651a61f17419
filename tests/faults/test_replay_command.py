"""``parlour replay`` on damaged record files, end to end: status 2 and exactly one
line on stderr, never a traceback, never status 1 (an internal error)."""
import json
import os
import random
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from parlour import cli

from .helpers import VARIANTS, real_record
from .test_record_fuzz import mutate


def replay_in_process(path, capsys) -> tuple[int, str]:
    status = cli.main(["replay", str(path), "--json"])
    return status, capsys.readouterr().err


def assert_clean(status: int, err: str) -> None:
    assert status in (0, 2), f"status {status}: {err}"
    if status == 2:
        assert err.startswith("parlour: ") and err.count("\n") == 1, repr(err)
    assert "Traceback" not in err


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(which=st.sampled_from(VARIANTS), seed=st.integers(0, 2), data=st.data())
def test_damaged_records_give_status_2_and_one_line(which, seed, data, tmp_path, capsys):
    rec = mutate(real_record(*which, seed=seed, steps=80), data)
    path = tmp_path / "damaged.json"
    path.write_text(json.dumps(rec), encoding="utf-8")
    assert_clean(*replay_in_process(path, capsys))


@settings(max_examples=30, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(which=st.sampled_from(VARIANTS), cut=st.integers(0, 10_000),
       junk=st.binary(max_size=8))
def test_truncated_and_binary_files_give_status_2(which, cut, junk, tmp_path, capsys):
    text = json.dumps(real_record(*which, seed=0, steps=40)).encode()
    path = tmp_path / "cut.json"
    path.write_bytes(text[:cut % max(len(text), 1)] + junk)
    assert_clean(*replay_in_process(path, capsys))


def test_missing_file_and_folder_give_status_2(tmp_path, capsys):
    assert_clean(*replay_in_process(tmp_path / "nowhere.json", capsys))
    status, err = replay_in_process(tmp_path, capsys)
    assert status == 2, err
    assert_clean(status, err)


# ----- faults once found in records.py, fixed -----------------------------------------

def test_a_record_without_seat_names_replays(capsys, tmp_path):
    rec = real_record("piquet", "au-cent", seed=0, steps=30)
    del rec["seats"]
    path = tmp_path / "noseats.json"
    path.write_text(json.dumps(rec))
    status, err = replay_in_process(path, capsys)
    assert status == 0, err


@pytest.mark.parametrize("field,value", [("act", "pl\nay"), ("card", "Q\nS")])
def test_a_newline_inside_the_record_still_gives_one_line(field, value, capsys, tmp_path):
    rec = real_record("piquet", "au-cent", seed=0, steps=30)
    rec["deals"][0]["actions"][-1][field] = value
    path = tmp_path / "newline.json"
    path.write_text(json.dumps(rec))
    status, err = replay_in_process(path, capsys)
    assert status == 2 and err.count("\n") == 1, repr(err)


def test_json_nested_too_deep_gives_status_2(capsys, tmp_path):
    path = tmp_path / "deep.json"
    path.write_text("[" * 100_000)
    status, err = replay_in_process(path, capsys)
    assert status == 2, err


# ----- the real command, in its own process ------------------------------------------

@pytest.mark.slow
def test_the_real_command_on_damaged_files(tmp_path):
    """A few damaged files through ``python -m parlour.cli``, as a player would run it."""
    rng = random.Random(9)
    files = []
    for i, (game, variant) in enumerate(VARIANTS):
        rec = real_record(game, variant, seed=1, steps=50)
        deal = rec["deals"][0]
        damage = i % 4
        if damage == 0:
            deal["actions"][rng.randrange(len(deal["actions"]))]["seat"] = 7
        elif damage == 1:
            deal["hands"][0][0] = "11X"
        elif damage == 2:
            rec["version"] = 99
        else:
            deal["actions"].insert(3, dict(deal["actions"][3]))
        path = tmp_path / f"{game}-{variant}.json"
        path.write_text(json.dumps(rec))
        files.append(path)
    (tmp_path / "truncated.json").write_text(json.dumps(real_record("binocle", "48", 0, 20))[:200])
    files.append(tmp_path / "truncated.json")
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    env.pop("PARLOUR_DEBUG", None)
    for path in files:
        run = subprocess.run([sys.executable, "-m", "parlour.cli", "replay", str(path)],
                             capture_output=True, text=True, env=env, timeout=60)
        assert run.returncode == 2, (path.name, run.stderr)
        assert run.stderr.count("\n") == 1 and "Traceback" not in run.stderr, run.stderr
        assert run.stdout == ""
