import pytest


@pytest.fixture(autouse=True)
def parlour_home(tmp_path, monkeypatch):
    """Every store test writes under its own temporary PARLOUR_HOME."""
    monkeypatch.setenv("PARLOUR_HOME", str(tmp_path / "home"))
    return tmp_path / "home"
