"""Shared setup for the window tests: headless Qt, one QApplication for the session.

The platform must be chosen before the first QApplication exists, so it is set here at
import time; pytest-qt's ``qapp`` / ``qtbot`` fixtures then create the application.
"""
from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Keep test runs deterministic: no user-specific scale factor sneaking in.
os.environ.pop("QT_SCALE_FACTOR", None)

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def animations_off():
    """Every window test starts with animation off (DESIGN: tests set the speed to zero)
    and leaves the process-wide speed as it found it; a test may still pass explicit
    durations or set another speed itself."""
    from parlour.ui.table import animation
    before = animation.current_speed()
    animation.set_speed(0)
    yield
    animation.set_speed(before)


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    """A main window whose files (autosave, statistics, sittings) go to this test's own
    folder, not the user's."""
    from piquet_driver import make_window
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path))
    return make_window(qtbot)
