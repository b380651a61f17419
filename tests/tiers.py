"""Cases of a parametrised test that belong to the whole suite only: the fast tier
(``pytest -m "not slow"``) keeps one or two cheap cases of each such test, so every rule
it checks is still seen there, and leaves the costly ones (a second or more each) to CI."""
import pytest


def _id(value) -> str:
    """The id pytest itself would give a value made of strings and numbers."""
    return "-".join(map(str, value)) if isinstance(value, tuple) else str(value)


def cases(values, ids=None, slow=()):
    """``values`` (with their ``ids``, by default pytest's own) as parameters, those whose
    id is in ``slow`` marked slow."""
    ids = [_id(v) for v in values] if ids is None else list(ids)
    unknown = set(slow) - set(ids)
    assert not unknown, f"no such case: {sorted(unknown)}"
    return [pytest.param(*(v if isinstance(v, tuple) else (v,)), id=i,
                         marks=[pytest.mark.slow] if i in slow else [])
            for v, i in zip(values, ids)]
