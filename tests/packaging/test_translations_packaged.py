"""The translations go wherever Parlour goes: Qt's own for each language Parlour speaks
(qtbase_fr.qm: the standard buttons) in the PyInstaller bundle, and Parlour's
(resources/i18n/parlour_<lang>.qm) in the wheel, the sdist and the bundle."""
from __future__ import annotations

import tomllib
from pathlib import Path

from parlour.language import ENGLISH, LANGUAGES

from .test_packaging_files import _of, _run_spec

ROOT = Path(__file__).resolve().parents[2]


def test_the_bundle_keeps_qts_translations_for_parlours_languages(monkeypatch, tmp_path):
    run = _run_spec(monkeypatch, "linux", tmp_path)
    unwanted = run["ns"]["_unwanted"]
    for code in LANGUAGES:
        if code != ENGLISH:
            assert not unwanted(f"PySide6/Qt/translations/qtbase_{code}.qm")
            assert not unwanted(f"PySide6\\translations\\qtbase_{code}.qm")     # Windows
    assert unwanted("PySide6/Qt/translations/qtbase_de.qm")     # not a language of ours
    assert unwanted("PySide6/Qt/translations/qt_help_fr.qm")    # not a module we use
    assert unwanted("PySide6/Qt/translations/qtdeclarative_fr.qm")


def test_the_bundle_collects_parlours_own_translations(monkeypatch, tmp_path):
    """collect_data_files('parlour') takes every data file of the package, resources/i18n
    with it, and nothing of Parlour's is dropped afterwards."""
    run = _run_spec(monkeypatch, "linux", tmp_path)
    (analysis,) = _of(run["made"], "Analysis")
    assert "parlour/rules/piquet.txt" in [d for d, *_ in analysis.datas]
    assert not run["ns"]["_unwanted"]("parlour/resources/i18n/parlour_fr.qm")


def test_the_wheel_and_sdist_carry_parlours_translations():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "resources/i18n/*.qm" in config["tool"]["setuptools"]["package-data"]["parlour"]
    manifest = (ROOT / "MANIFEST.in").read_text(encoding="utf-8").splitlines()
    assert "recursive-include src/parlour/resources *" in manifest


def test_qts_french_is_there_to_be_kept():
    """The file the bundle keeps exists in the Qt Parlour is built with."""
    from parlour.ui.binding.translation import qt_translations_dirs
    assert any((d / "qtbase_fr.qm").is_file() for d in qt_translations_dirs())
