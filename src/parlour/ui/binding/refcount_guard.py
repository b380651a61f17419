"""Work around PySide6 6.12 on Python 3.11: its abi3 build returns None, True and False
from C++ calls without taking a reference (it assumes the immortal singletons of Python
3.12+), so every void Qt call lowers None's count until CPython aborts with
"none_dealloc".  Giving those singletons a huge reference count makes them immortal in
practice, as they are in 3.12.  Import this before any Qt call; harmless on 3.12+.
"""
from __future__ import annotations

import ctypes
import sys

_BOOST = 1 << 40     # far more calls than any session can make


def make_singletons_immortal() -> None:
    if sys.version_info >= (3, 12) or getattr(sys, "_parlour_refcount_guard", False):
        return
    for obj in (None, True, False, Ellipsis, NotImplemented):
        # ob_refcnt is the first field of every object in a CPython release build
        ctypes.c_ssize_t.from_address(id(obj)).value += _BOOST
    sys._parlour_refcount_guard = True


make_singletons_immortal()
