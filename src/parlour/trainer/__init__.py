"""The Piquet discard trainer: exact chances after the draw, full-deal expected scores,
and the ``parlour discard`` command.  Pure Python and NumPy (no Qt here)."""
from __future__ import annotations

from .analysis import analyse, analysis_steps
from .cli import cli_entry

__all__ = ["analyse", "analysis_steps", "cli_entry"]
