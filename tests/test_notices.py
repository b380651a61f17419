"""The third-party notices are read from the installed distributions' own licence files
(parlour.notices), for the packages at build time and for the About box from source."""
from __future__ import annotations

import logging
import sys
from importlib import metadata

import pytest

from parlour import notices


def test_runtime_distributions_are_what_parlour_needs_and_nothing_else():
    names = {d.metadata["Name"].lower().replace("_", "-") for d in notices.runtime_distributions()}
    assert {"pyside6-essentials", "shiboken6", "numpy", "pyqtgraph", "platformdirs"} <= names
    assert not names & {"parlour", "pytest", "hypothesis", "pytest-qt"}     # not run time


def test_requirements_of_extras_and_other_systems_are_not_followed():
    assert notices._requirement_name("numpy>=1.25.0") == "numpy"
    assert notices._requirement_name('pytest>=8; extra == "test"') is None
    assert notices._requirement_name("no-such-distribution; sys_platform == 'win32'") == \
        "no-such-distribution"                         # followed only if installed:
    assert "no-such-distribution" not in {d.metadata["Name"] for d in notices.runtime_distributions()}


def test_a_distribution_without_texts_gets_the_gnu_ones_it_names(monkeypatch, tmp_path):
    for name in ("LGPL-3", "GPL-3"):
        (tmp_path / name).write_text(f"the {name} text\n", encoding="utf-8")
    monkeypatch.setattr(notices, "COMMON_LICENCE_DIRS", ())
    monkeypatch.setenv(notices.LICENCE_DIR_VARIABLE, str(tmp_path))
    qt = notices.notice_of(metadata.distribution("shiboken6"), strict=True)
    assert [t.file_name for t in qt.texts] == ["LGPL-3", "GPL-3"]
    assert qt.licence.startswith("LGPL-3.0-only")
    assert qt.version in qt.remark and "download.qt.io" in qt.remark      # the source offer


def test_a_build_stops_when_a_licence_text_is_missing(monkeypatch, tmp_path, caplog):
    monkeypatch.setattr(notices, "COMMON_LICENCE_DIRS", ())
    monkeypatch.setenv(notices.LICENCE_DIR_VARIABLE, str(tmp_path))       # empty
    with pytest.raises(notices.NoticeMissing, match="LGPL-3"):
        notices.notice_of(metadata.distribution("shiboken6"), strict=True)
    with caplog.at_level(logging.WARNING, logger="parlour.notices"):       # the About box
        assert notices.notice_of(metadata.distribution("shiboken6")).texts == ()
    assert "LGPL-3" in caplog.text


def test_own_licence_files_come_from_the_distribution():
    numpy = notices.notice_of(metadata.distribution("numpy"), strict=True)
    assert any(t.file_name.endswith("LICENSE.txt") and "Copyright" in t.body for t in numpy.texts)
    python = notices.python_notice(strict=True)
    assert "PYTHON SOFTWARE FOUNDATION LICENSE" in python.texts[0].body


def test_render_lists_every_component_and_gives_a_shared_text_once():
    gpl = notices.LicenceText("GPL-3", "GNU GENERAL PUBLIC LICENSE ...")
    page = notices.render([notices.Notice("A", "1", "LGPL-3.0-only", (gpl,)),
                           notices.Notice("B", "2", "LGPL-3.0-only", (gpl,), "B's source is there")])
    assert "  A 1: LGPL-3.0-only\n  B 2: LGPL-3.0-only\n" in page
    assert page.count("GNU GENERAL PUBLIC LICENSE") == 1
    assert "GPL-3: the text given above for A" in page and "B's source is there" in page


def test_a_bundle_shows_the_file_gathered_when_it_was_built(monkeypatch, tmp_path, caplog):
    (tmp_path / notices.NOTICES_FILE).write_text("gathered at build time\n", encoding="utf-8")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert notices.notices_text() == "gathered at build time\n"
    (tmp_path / notices.NOTICES_FILE).unlink()
    with caplog.at_level(logging.ERROR, logger="parlour.notices"):
        assert "PySide6_Essentials" in notices.notices_text()        # gathered instead
    assert "lacks" in caplog.text
