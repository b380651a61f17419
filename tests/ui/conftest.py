"""Shared setup for the window tests: headless Qt, one QApplication for the session.

The platform must be chosen before the first QApplication exists, so it is set here at
import time; pytest-qt's ``qapp`` / ``qtbot`` fixtures then create the application.
"""
from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Keep test runs deterministic: no user-specific scale factor sneaking in.
os.environ.pop("QT_SCALE_FACTOR", None)
