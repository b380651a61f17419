"""Cases of a parametrised test that belong to the whole suite only: the fast tier
(``pytest -m "not slow"``) keeps one or two cheap cases of each such test, so every rule
it checks is still seen there, and leaves the costly ones (a second or more each) to CI."""
import pytest


def cases(values, ids, slow):
    """``values`` (with their ``ids``) as parameters, those whose id is in ``slow`` marked slow."""
    unknown = set(slow) - set(ids)
    assert not unknown, f"no such case: {sorted(unknown)}"
    return [pytest.param(*(v if isinstance(v, tuple) else (v,)), id=i,
                         marks=[pytest.mark.slow] if i in slow else [])
            for v, i in zip(values, ids)]
