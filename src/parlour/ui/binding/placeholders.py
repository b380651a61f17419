"""Qt's numbered placeholders filled in a translated sentence.

A translation may put ``%1`` and ``%2`` in another order than English does, so the
window's sentences carry placeholders rather than f-strings; PySide6's strings are Python
strings, without QString's ``arg``, so this fills them, all in one pass (a value that
itself holds ``%2`` is left as it is).
"""
from __future__ import annotations


def fill(text: str, *values) -> str:
    """``text`` with ``%1`` … ``%9`` replaced by ``values`` in order."""
    out, i = [], 0
    while i < len(text):
        c = text[i]
        if c == "%" and i + 1 < len(text) and text[i + 1] in "123456789" \
                and int(text[i + 1]) <= len(values):
            out.append(str(values[int(text[i + 1]) - 1]))
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(out)
