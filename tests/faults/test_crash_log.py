"""Issue 26 item 10: a log and an error dialog.  An exception raised in a slot (a real
click) and in a worker thread reaches ``parlour.log`` in the log folder and shows one
dialog - what happened, the log's path, "Copy details" - and play goes on.  The log is
opened the guarded way; the About box and ``parlour --version --json`` name its folder."""
import json
import os
import stat
import subprocess
import sys
import threading

import pytest

from parlour import logbook
from parlour.store import paths


@pytest.fixture
def logged(tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    path = logbook.start()
    assert path == tmp_path / "log" / "parlour.log"
    yield path
    logbook.stop()


@pytest.fixture
def window(qtbot, logged):
    from parlour.ui.shell.app import open_window
    from parlour.store.settings import Settings, save_settings
    from parlour.ui.windows.error_dialog import ErrorReporter
    save_settings(Settings())           # not a first start: a game is dealt at once
    w, _ = open_window([])
    qtbot.addWidget(w)
    reporter = ErrorReporter(w)
    return w, reporter


def error_dialogs(qtbot, reporter):
    qtbot.waitUntil(lambda: reporter.dialog is not None and reporter.dialog.isVisible(),
                    timeout=5000)
    return reporter.dialog


def assert_told(dialog, log, what):
    text = dialog.message.text()
    assert what in text and str(log) in text, text
    assert dialog.copy_button.text().replace("&", "") == "Copy details"
    assert what in log.read_text(encoding="utf-8")


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_a_slot_reaches_the_log_and_one_dialog(qtbot, window, logged):
    from parlour.ui.binding.qt import QtCore, QtWidgets
    w, reporter = window
    button = QtWidgets.QPushButton("boom", w)

    def broken():
        raise RuntimeError("the slot broke on purpose")
    button.clicked.connect(broken)
    button.show()
    qtbot.mouseClick(button, QtCore.Qt.MouseButton.LeftButton)
    qtbot.mouseClick(button, QtCore.Qt.MouseButton.LeftButton)     # a second: no new box
    dialog = error_dialogs(qtbot, reporter)
    assert_told(dialog, logged, "the slot broke on purpose")
    assert logged.read_text().count("the slot broke on purpose") >= 2   # both logged
    shown = [d for d in QtWidgets.QApplication.topLevelWidgets()
             if type(d).__name__ == "ErrorDialog" and d.isVisible()]
    assert shown == [dialog]
    qtbot.mouseClick(dialog.copy_button, QtCore.Qt.MouseButton.LeftButton)
    copied = QtWidgets.QApplication.clipboard().text()
    assert "RuntimeError: the slot broke on purpose" in copied and "Traceback" in copied
    dialog.close()
    assert w.controller is not None and not w.controller.over   # play goes on
    assert w.isVisible()


@pytest.mark.qt_no_exception_capture
@pytest.mark.filterwarnings("ignore::pytest.PytestUnhandledThreadExceptionWarning")
def test_an_exception_in_a_worker_thread_reaches_the_log_and_the_dialog(qtbot, window,
                                                                          logged):
    w, reporter = window

    def work():
        raise ValueError("the worker broke on purpose")
    t = threading.Thread(target=work, name="a-worker")
    t.start()
    t.join(10)
    dialog = error_dialogs(qtbot, reporter)
    assert_told(dialog, logged, "the worker broke on purpose")
    assert "a-worker" in logged.read_text()
    dialog.close()


BROKEN_IN_THE_PROGRAM = (
    "import sys, threading\n"
    "from parlour.ui.binding.qt import QtCore, QtWidgets\n"
    "from parlour.ui.shell import app\n"
    "opened = app.open_window\n"
    "def broken():\n"
    "    raise RuntimeError('a slot broke in the running program')\n"
    "def worker():\n"
    "    raise ValueError('a worker broke in the running program')\n"
    "def told():\n"
    "    shown = [w for w in QtWidgets.QApplication.topLevelWidgets()\n"
    "             if type(w).__name__ == 'ErrorDialog' and w.isVisible()]\n"
    "    print('dialogs', len(shown), flush=True)\n"
    "def open_window(*a, **kw):\n"
    "    made = opened(*a, **kw)\n"
    "    QtCore.QTimer.singleShot(100, broken)\n"
    "    QtCore.QTimer.singleShot(100, broken)\n"
    "    QtCore.QTimer.singleShot(200, lambda: threading.Thread(target=worker,\n"
    "                                                           name='w1').start())\n"
    "    QtCore.QTimer.singleShot(1500, told)\n"
    "    return made\n"
    "app.open_window = open_window\n"
    "from parlour import cli\n"
    "sys.argv = ['parlour']\n"
    "sys.exit(cli.main([]))\n")


@pytest.mark.slow
@pytest.mark.skipif(os.name != "posix", reason="SIGTERM")
def test_the_running_program_logs_and_shows_what_broke(tmp_path):
    """Started as a player starts it: the window's copy opens the log and the dialog
    listens, so a slot's and a worker thread's exceptions reach both (one dialog)."""
    import signal
    env = {**os.environ, "PARLOUR_HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.Popen([sys.executable, "-c", BROKEN_IN_THE_PROGRAM], env=env,
                            text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        said = proc.stdout.readline()
        assert said == "dialogs 1\n", (said, proc.stderr.read() if not said else "")
        assert proc.poll() is None, "play did not go on"
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
    assert proc.returncode == 0, err
    log = (tmp_path / "log" / "parlour.log").read_text(encoding="utf-8")
    assert "Parlour started" in log
    assert log.count("a slot broke in the running program") >= 2
    assert "a worker broke in the running program" in log and "thread w1" in log


def test_a_computer_players_failure_is_logged(qtbot, window, logged):
    w, _ = window
    c = w.controller
    c._failed(c.thinker.ticket, RuntimeError("the computer player broke on purpose"))
    assert "the computer player broke on purpose" in logged.read_text()


def _device_node(path, notes):
    if os.geteuid() != 0:
        pytest.skip("making a device node needs root")
    os.mknod(path, 0o600 | stat.S_IFCHR, os.makedev(1, 5))      # /dev/zero's


ODD_LOGS = {
    "a link to a notes file": lambda path, notes: os.symlink(notes, path),
    "a link to /dev/zero": lambda path, notes: os.symlink("/dev/zero", path),
    "a FIFO": lambda path, notes: os.mkfifo(path),
    "a device": _device_node,
    "a folder": lambda path, notes: path.mkdir(),
}


@pytest.mark.skipif(os.name != "posix", reason="links, FIFOs and devices")
@pytest.mark.parametrize("odd", list(ODD_LOGS))
def test_an_odd_file_at_the_log_is_set_aside_not_written_through(odd, tmp_path,
                                                                  monkeypatch):
    """The log is opened the guarded way: nothing is written through a link, a FIFO
    does not stop the start, and the log goes on in a file of its own."""
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    notes = tmp_path / "notes.txt"
    notes.write_text("mine")
    paths.log_dir().mkdir(parents=True, exist_ok=True)
    ODD_LOGS[odd](paths.log_dir() / "parlour.log", notes)
    started = []
    taking = threading.Thread(target=lambda: started.append(logbook.start()), daemon=True)
    taking.start()
    taking.join(10)
    try:
        assert not taking.is_alive(), "the log's start waited on it"
        path, = started
        logbook.log.error("a line")
    finally:
        logbook.stop()
    assert notes.read_text() == "mine"
    assert not path.is_symlink() and "a line" in path.read_text()
    assert [p for p in path.parent.iterdir() if ".unreadable-" in p.name]


def test_the_log_is_rotated_at_a_start_once_large(tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    folder = paths.log_dir()
    (folder / "parlour.log").write_bytes(b"x" * (logbook.ROTATE_AT + 1))
    try:
        logbook.start()
    finally:
        logbook.stop()
    assert (folder / "parlour.log.1").stat().st_size == logbook.ROTATE_AT + 1
    assert (folder / "parlour.log").stat().st_size < 1000


def test_a_hard_crash_is_written_by_faulthandler(tmp_path):
    code = ("import faulthandler, os; from parlour import logbook; logbook.start(); "
            "faulthandler._sigsegv()")
    env = {**os.environ, "PARLOUR_HOME": str(tmp_path)}
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                          timeout=60)
    assert done.returncode != 0
    assert "Fatal Python error" in (tmp_path / "log" / "parlour.log").read_text()


def test_version_json_names_the_log_folder(tmp_path, monkeypatch, capsys):
    from parlour import __version__, cli
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    with pytest.raises(SystemExit) as done:
        cli.main(["--version", "--json"])
    assert done.value.code == 0
    got = json.loads(capsys.readouterr().out)
    assert got == {"version": __version__, "log_folder": str(tmp_path / "log")}
    assert not (tmp_path / "log").exists()          # named, not made


def test_the_about_box_names_the_log_folder(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    from parlour.ui.binding.qt import QtWidgets
    from parlour.ui.windows.about import AboutDialog
    box = AboutDialog()
    qtbot.addWidget(box)
    texts = [label.text() for label in box.findChildren(QtWidgets.QLabel)]
    assert any(str(tmp_path / "log") in t for t in texts), texts


def test_json_alone_is_bad_input(capsys):
    from parlour import cli
    assert cli.main(["--json"]) == 2
    assert "--json goes with --version" in capsys.readouterr().err
