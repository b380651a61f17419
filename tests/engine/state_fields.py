"""Every field a state holds, wherever it is kept."""
from __future__ import annotations

from typing import Any


def fields_of(state) -> dict[str, Any]:
    """A state's fields: its dict's, and those of its slots that are set (a Piquet
    deal's fields are slots, engine/piquet/deal_fields.py)."""
    out = dict(vars(state))
    for cls in type(state).__mro__:
        for name in cls.__dict__.get("__slots__", ()):
            if name not in ("__dict__", "__weakref__") and hasattr(state, name):
                out[name] = getattr(state, name)
    return out
