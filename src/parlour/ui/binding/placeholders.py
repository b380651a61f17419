"""Qt's numbered placeholders filled in a translated sentence.

A translation may put ``%1`` and ``%2`` in another order than English does, so the
window's sentences carry placeholders rather than f-strings; PySide6's strings are Python
strings, without QString's ``arg``, so this fills them, all in one pass (a value that
itself holds ``%2`` is left as it is).
"""
from __future__ import annotations

import re

_PLACEHOLDER = re.compile(r"%(\d)")


def fill(text: str, *values) -> str:
    """``text`` with ``%1`` … ``%9`` replaced by ``values`` in order."""
    def one(m: re.Match) -> str:
        i = int(m.group(1)) - 1
        return str(values[i]) if 0 <= i < len(values) else m.group(0)
    return _PLACEHOLDER.sub(one, text)
