"""The whole suite's watchdog and its ending.

A test that hangs (a thread waiting on another that never answers) would stall the run
until CI gives up: pytest prints every thread's stack after ``faulthandler_timeout``
(pyproject.toml), and half a minute later the watchdog ends the run, red.  The watchdog
is a Python thread, which a hang holding Python's lock (a C call that never lets go of
it) would stop too; so a few seconds after it, the kernel ends the process
(``SIGALRM`` left to its default, where the system has it): no lock can hold that up.

The suite reads English: Settings' language is "system" by default, and a machine whose
system language is French would otherwise run the window's tests in French.  Each test
sees an English system (``translation.system_language``) and starts in English; a test
of French installs it itself (tests/ui/test_french.py, test_language_choice.py).

Hypothesis's per-example deadline is off: on a shared machine an example that usually
takes microseconds can take 300 ms, and a timing is not what these properties check
(speed lives in benchmarks/).

Qt objects that tests leave to the garbage collector are torn down by the interpreter's
exit in no set order, and PySide6 can crash there ("shared QObject was deleted
directly", SIGSEGV) after every test has passed, turning a green run red.  Once pytest
has reported, the process leaves with pytest's own status and skips that teardown.
"""
from __future__ import annotations

import os
import signal
import sys
import threading
import time

import pytest
from hypothesis import settings

settings.register_profile("parlour", deadline=None)
settings.load_profile("parlour")

_status: list[int] = []
GRACE = 30          # the watchdog's, after pytest has printed the stacks
BACKSTOP = 5        # the kernel's, after the watchdog's


class _Watchdog:
    """One thread for the whole run (not one per test: tests count the threads they
    leave), ending the process when a test outlives its deadline."""

    def __init__(self, grace: float, say):
        self.grace, self.say = grace, say
        self.deadline: float | None = None
        self.test = ""
        self._woken = threading.Condition()
        threading.Thread(target=self._watch, name="test-watchdog", daemon=True).start()

    def start(self, test: str, seconds: float) -> None:
        with self._woken:
            self.test, self.deadline = test, time.monotonic() + seconds + self.grace
            self._woken.notify()

    def stop(self) -> None:
        with self._woken:
            self.deadline = None

    def _watch(self) -> None:
        with self._woken:
            while True:
                left = None if self.deadline is None else self.deadline - time.monotonic()
                if left is not None and left <= 0:
                    self.say(f"{self.test} hung: the run ends here")
                    os._exit(3)
                self._woken.wait(left)


_watchdog: _Watchdog | None = None


def _saying(config):
    """A way to write past pytest's capture (the run is ending: nothing is read back)."""
    def say(line: str) -> None:
        capture = config.pluginmanager.getplugin("capturemanager")
        if capture is not None:
            capture.suspend_global_capture(in_=False)
        os.write(2, f"\n{line}\n".encode())
    return say


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    global _watchdog
    seconds = float(item.config.getini("faulthandler_timeout") or 0)
    if seconds <= 0:
        yield
        return
    _watchdog = _watchdog or _Watchdog(GRACE, _saying(item.config))
    _watchdog.start(item.nodeid, seconds)
    alarm = getattr(signal, "alarm", None)          # not on Windows
    if alarm is not None:
        alarm(int(seconds + GRACE + BACKSTOP) + 1)
    try:
        yield
    finally:
        if alarm is not None:
            alarm(0)
        _watchdog.stop()


@pytest.fixture(autouse=True)
def _english_system(monkeypatch):
    """The system's language, as Parlour reads it, is English for every test; the
    message catalogue is English when a test begins."""
    from parlour import language
    try:
        from parlour.ui.binding import translation
    except ImportError:                     # no Qt here: only the catalogue to pin
        translation = None
    if translation is not None:
        monkeypatch.setattr(translation, "system_language", lambda: "en_GB")
    language.set_language(language.ENGLISH)
    yield


def pytest_sessionfinish(session, exitstatus):
    _status.append(int(exitstatus))


@pytest.hookimpl(trylast=True)
def pytest_unconfigure(config):
    if _status and os.environ.get("QT_QPA_PLATFORM") == "offscreen":
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(_status[-1])
