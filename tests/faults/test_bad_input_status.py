"""Issue 19 items 5, 9, 10 and 11: every bad input is status 2 and one line (never 1,
never a hang); a record's seat names reach the terminal with their control characters
escaped; ``selfplay --out`` checks its folder before it plays and writes whole records."""
import errno
import io
import json
import os
import subprocess
import sys
import threading

import pytest

from parlour import cli

from .helpers import real_record

HUGE = "1" * 5000


def run(argv, capsys) -> tuple[int, str, str]:
    status = cli.main(argv)
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def assert_bad_input(argv, capsys) -> str:
    status, _, err = run(argv, capsys)
    assert status == 2, err
    assert err.startswith("parlour: ") and err.count("\n") == 1, repr(err)
    return err


SELFPLAY = ["selfplay", "--game", "chinese-bezique", "--seats", "random,random",
            "--games", "1"]


@pytest.mark.parametrize("options", ["[1]", '"x"', "5", "[" * 100_000, f'{{"x": {HUGE}}}',
                                     '{"chinese_hand_size": 9.0}',
                                     '{"chinese_hand_size": true}'])
def test_selfplay_options_that_are_wrong_are_status_2(options, capsys):
    assert_bad_input([*SELFPLAY, "--options", options], capsys)


@pytest.mark.parametrize("options", ["[1]", f'{{"x": {HUGE}}}', "[" * 100_000])
def test_settle_options_that_are_wrong_are_status_2(options, capsys):
    assert_bad_input(["settle", "rubicon-piquet", "--scores", "100", "80", "--options",
                      options], capsys)


def test_settle_scores_of_5000_digits_are_status_2(capsys):
    assert_bad_input(["settle", "rubicon-piquet", "--scores", HUGE, "80"], capsys)


@pytest.mark.parametrize("where", ["a file", "/dev/null", "", "under a file"])
def test_selfplay_out_that_cannot_be_a_folder_is_refused_before_playing(where, tmp_path,
                                                                         capsys, monkeypatch):
    afile = tmp_path / "f"
    afile.write_text("x")
    out = {"a file": str(afile), "under a file": str(afile / "sub")}.get(where, where)
    from parlour import selfplay
    monkeypatch.setattr(selfplay, "_play_batch", lambda *a: pytest.fail("played first"))
    assert_bad_input([*SELFPLAY, "--out", out], capsys)


def test_selfplay_out_in_a_folder_that_cannot_be_written(tmp_path, capsys, monkeypatch):
    import tempfile

    def refused(*args, **kw):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(tempfile, "TemporaryFile", refused)   # root ignores chmod
    err = assert_bad_input([*SELFPLAY, "--out", str(tmp_path / "out")], capsys)
    assert "Permission denied" in err


def test_selfplay_writes_each_record_whole(tmp_path, capsys, monkeypatch):
    """A record is written to a temporary name and renamed: a kill leaves no half."""
    from parlour.store import jsonfile
    written = []
    real = jsonfile.write_atomic
    monkeypatch.setattr(jsonfile, "write_atomic",
                        lambda path, data: (written.append(path), real(path, data)))
    status, _, _ = run([*SELFPLAY, "--games", "2", "--out", str(tmp_path)], capsys)
    assert status == 0 and len(written) == 2
    for path in tmp_path.iterdir():
        json.loads(path.read_text())


def test_a_full_disk_for_the_output_is_status_2():
    done = subprocess.run([sys.executable, "-m", "parlour.cli", "settle", "rubicon-piquet",
                           "--scores", "113", "80"], stdout=open("/dev/full", "w"),
                          stderr=subprocess.PIPE, text=True, timeout=60)
    assert done.returncode == 2 and done.stderr.count("\n") == 1, done.stderr
    assert "No space left" in done.stderr


class FullDisk(io.RawIOBase):
    """An output whose disk is full: every write refused while ``full``."""

    full = True

    def writable(self) -> bool:
        return True

    def write(self, data) -> int:
        if self.full:
            raise OSError(errno.ENOSPC, "No space left on device")
        return len(data)


def test_a_full_disk_met_only_when_the_output_is_flushed_is_status_2(monkeypatch,
                                                                     capsys):
    """A file on a full disk takes the line into its buffer and refuses it only when
    flushed: main flushes before it returns, so that is status 2 and one line too, not
    status 0 and an error after main has gone."""
    disk = FullDisk()
    out = io.TextIOWrapper(io.BufferedWriter(disk, buffer_size=1 << 16))
    monkeypatch.setattr(sys, "stdout", out)
    try:
        status = cli.main(["settle", "rubicon-piquet", "--scores", "113", "80"])
    finally:
        disk.full = False
        out.flush()                 # what is left goes nowhere
    err = capsys.readouterr().err
    assert status == 2 and err.count("\n") == 1 and "No space left" in err, (status, err)


def test_a_record_of_huge_numbers_is_status_2(tmp_path, capsys):
    record = json.dumps(real_record("piquet", "au-cent", 1, 20))
    path = tmp_path / "r.json"
    path.write_text(record.replace('"dealer": 1', f'"dealer": {HUGE}', 1)
                    .replace('"dealer": 0', f'"dealer": {HUGE}', 1))
    assert_bad_input(["replay", str(path)], capsys)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_replay_of_a_fifo_is_refused_not_waited_on(tmp_path, capsys):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    result = []
    t = threading.Thread(target=lambda: result.append(run(["replay", str(fifo)], capsys)),
                         daemon=True)
    t.start()
    t.join(10)
    if t.is_alive():            # unblock the reader so the test run can end
        with open(fifo, "w"):
            pass
        pytest.fail("replay waited on a FIFO")
    status, _, err = result[0]
    assert status == 2 and "not a regular file" in err


READERS = ["replay", "review"]      # every command that reads a record


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
@pytest.mark.parametrize("command", READERS)
def test_replay_of_dev_zero_is_refused(command, capsys):
    err = assert_bad_input([command, "/dev/zero"], capsys)
    assert "not a regular file" in err


@pytest.mark.parametrize("command", READERS)
def test_a_record_larger_than_the_limit_is_refused_and_the_limit_said(command, tmp_path,
                                                                      capsys):
    path = tmp_path / "big.json"
    with open(path, "w") as f:
        f.write('{"seats": ["' + "x" * (cli.RECORD_MOST + 10) + '"]}')
    err = assert_bad_input([command, str(path)], capsys)
    assert "8 MB" in err


def test_a_seat_name_cannot_reach_the_terminal_as_control_characters(tmp_path, capsys):
    record = real_record("piquet", "au-cent", 1)
    evil = "\x1b[2J\x1b]0;TITLE\x07Eve\u202e\x9b"
    record["seats"] = [evil, "Bob"]
    path = tmp_path / "r.json"
    path.write_text(json.dumps(record))
    status, out, err = run(["replay", str(path)], capsys)
    assert status == 0, err
    assert "Eve" in out and "\\x1b[2J" in out and "\\u202e" in out and "\\x9b" in out
    assert not any(ord(c) < 32 and c != "\n" or 0x7f <= ord(c) < 0xa0 or c == "\u202e"
                   for c in out)
    record["deals"][0]["actions"][0]["kind"] = "\x1b[2Jmeld"      # and in a refusal
    path.write_text(json.dumps(record))
    err = assert_bad_input(["replay", str(path)], capsys)
    assert "\x1b" not in err


@pytest.mark.slow
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="RLIMIT_AS")
def test_selfplay_streams_a_billion_game_numbers():
    """Issue 26 item 9: the games are numbered as they are played, not listed first
    (a list of a billion numbers was a MemoryError).  Under a 2 GB address-space limit
    (so that the old way fails fast rather than filling the machine) the games begin
    and go on until stopped."""
    import resource
    import signal
    import time

    def limited():
        resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))
    proc = subprocess.Popen([sys.executable, "-m", "parlour.cli", "selfplay", "--game",
                             "piquet", "--seats", "random,random", "--games",
                             "1000000000"], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, preexec_fn=limited,
                            start_new_session=True)
    try:
        time.sleep(8)
        assert proc.poll() is None, proc.communicate()
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)     # the pool's workers too
        proc.wait(30)


def test_closed_standard_output_is_status_2_with_one_line():
    done = subprocess.run([sys.executable, "-m", "parlour.cli", "settle", "rubicon-piquet",
                           "--scores", "113", "80"], stdout=subprocess.DEVNULL,
                          stderr=subprocess.PIPE, text=True, timeout=60,
                          preexec_fn=lambda: os.close(1))
    assert done.returncode == 2 and done.stderr.count("\n") == 1, done.stderr
    assert "standard output is closed" in done.stderr
