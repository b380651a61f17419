"""The whole suite's ending.

Qt objects that tests leave to the garbage collector are torn down by the interpreter's
exit in no set order, and PySide6 can crash there ("shared QObject was deleted
directly", SIGSEGV) after every test has passed, turning a green run red.  Once pytest
has reported, the process leaves with pytest's own status and skips that teardown.
"""
from __future__ import annotations

import os
import sys

import pytest

_status: list[int] = []


def pytest_sessionfinish(session, exitstatus):
    _status.append(int(exitstatus))


@pytest.hookimpl(trylast=True)
def pytest_unconfigure(config):
    if _status and os.environ.get("QT_QPA_PLATFORM") == "offscreen":
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(_status[-1])
