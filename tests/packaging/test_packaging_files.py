"""The packaging files hold together: the PyInstaller spec (run with stand-ins for
PyInstaller's objects, so no build happens), the desktop entry, the AppStream metainfo,
the icon files, the installer scripts and the version they all carry."""
from __future__ import annotations

import configparser
import re
import shutil
import struct
import subprocess
import sys
import tomllib
import types
import xml.etree.ElementTree as ET
from importlib import metadata
from pathlib import Path

import pytest

from parlour import notices

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
RESOURCES = ROOT / "src" / "parlour" / "resources"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


# ----- the PyInstaller spec -------------------------------------------------------------

class _Recorder:
    """Stands in for Analysis, PYZ, EXE, COLLECT and BUNDLE: remembers its arguments."""
    made: list

    def __init__(self, *args, **kwargs):
        self.args, self.kwargs = args, kwargs
        self.made.append(self)
        self.scripts, self.pure = [], []
        self.binaries = [("PySide6/Qt/plugins/platforms/libqxcb.so", "x", "BINARY"),
                         ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", "x", "BINARY"),
                         ("PySide6/Qt/plugins/tls/libqopensslbackend.so", "x", "BINARY"),
                         ("libcairo.so.2", "x", "BINARY"),
                         ("libQt6Core.so.6", "x", "BINARY")]
        self.datas = [("PySide6/Qt/translations/qtbase_fr.qm", "x", "DATA"),
                      ("parlour/rules/piquet.txt", "x", "DATA")]


class _FakeBootLoader:
    """PyInstaller's distribution as the macOS floor reads it."""
    @staticmethod
    def read_text(name):
        return "Tag: py3-none-macosx_10_13_universal2\n" if name == "WHEEL" else None


def _run_spec(monkeypatch, platform: str, work: Path) -> dict:
    """Execute parlour.spec as PyInstaller would on `platform`, with recording stand-ins."""
    made: list = []
    kinds = {name: type(name, (_Recorder,), {"made": made})
             for name in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}
    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_data_files = lambda pkg, **kw: [(f"src/{pkg}/rules/piquet.txt", f"{pkg}/rules")]
    hooks.collect_submodules = lambda pkg, **kw: [pkg, f"{pkg}.engine.games"]
    hooks.copy_metadata = lambda dist, **kw: [(f"{dist}-{VERSION}.dist-info", f"{dist}-{VERSION}.dist-info")]
    for name in ("PyInstaller", "PyInstaller.utils"):
        monkeypatch.setitem(sys.modules, name, types.ModuleType(name))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
    # The notices and the wheels' tags are read from this venv's distributions, and
    # the build's PyInstaller (whose notice and boot loader go in) may not be installed.
    monkeypatch.setattr(notices, "gather", lambda extra=(), strict=False: [
        notices.Notice("Python", "3", "PSF-2.0", (notices.LicenceText("LICENSE.txt", "PSF"),))])
    real_distribution = metadata.distribution
    monkeypatch.setattr(metadata, "distribution", lambda name: _FakeBootLoader()
                        if name == "pyinstaller" else real_distribution(name))
    namespace = {"SPECPATH": str(PACKAGING), "__name__": "__main__", "workpath": str(work),
                 **kinds}
    code = compile((PACKAGING / "parlour.spec").read_text(encoding="utf-8"), "parlour.spec", "exec")
    monkeypatch.setattr(sys, "platform", platform)
    if platform == "win32":  # the version resource is built from PyInstaller's classes
        win = types.ModuleType("PyInstaller.utils.win32.versioninfo")
        for cls in ("FixedFileInfo", "StringFileInfo", "StringStruct", "StringTable",
                    "VarFileInfo", "VarStruct", "VSVersionInfo"):
            setattr(win, cls, lambda *a, **k: (a, k))
        monkeypatch.setitem(sys.modules, "PyInstaller.utils.win32", types.ModuleType("w"))
        monkeypatch.setitem(sys.modules, "PyInstaller.utils.win32.versioninfo", win)
    exec(code, namespace)  # noqa: S102 - our own spec file, as PyInstaller itself runs it
    monkeypatch.undo()
    return {"made": made, "ns": namespace}


def _of(made, kind):
    return [m for m in made if type(m).__name__ == kind]


def test_spec_parses_as_python():
    compile((PACKAGING / "parlour.spec").read_text(encoding="utf-8"), "parlour.spec", "exec")


@pytest.mark.parametrize("platform, exes", [("linux", ["parlour"]),
                                            ("win32", ["Parlour", "parlour-cli"]),
                                            ("darwin", ["Parlour"])])
def test_spec_makes_the_programs_each_system_needs(monkeypatch, tmp_path, platform, exes):
    made = _run_spec(monkeypatch, platform, tmp_path)["made"]
    assert [e.kwargs["name"] for e in _of(made, "EXE")] == exes
    assert len(_of(made, "COLLECT")) == 1
    icons = {Path(e.kwargs["icon"]).name for e in _of(made, "EXE")}
    assert icons == {"parlour.icns" if platform == "darwin" else "parlour.ico"}
    assert (RESOURCES / icons.pop()).is_file()
    bundles = _of(made, "BUNDLE")
    if platform == "darwin":
        (app,) = bundles
        assert app.kwargs["version"] == VERSION
        assert app.kwargs["info_plist"]["CFBundleShortVersionString"] == VERSION
        assert re.fullmatch(r"[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+", app.kwargs["bundle_identifier"])
    else:
        assert bundles == []


def test_spec_carries_metadata_rules_and_icon(monkeypatch, tmp_path):
    (analysis,) = _of(_run_spec(monkeypatch, "linux", tmp_path)["made"], "Analysis")
    datas = analysis.kwargs["datas"]
    assert any(src.startswith("parlour-") and src.endswith(".dist-info") for src, _ in datas)
    assert any("rules" in dest for _, dest in datas)
    for src, _ in datas:
        if src.startswith(str(ROOT)):
            assert Path(src).exists(), src
    assert "parlour.engine.games" in analysis.kwargs["hiddenimports"]
    assert "PySide6.QtNetwork" in analysis.kwargs["excludes"]
    assert Path(analysis.args[0][0]).is_file()


def test_spec_drops_other_translations_unused_plugins_and_gtk_libraries(monkeypatch, tmp_path):
    run = _run_spec(monkeypatch, "linux", tmp_path)
    (analysis,) = _of(run["made"], "Analysis")
    kept = [d for d, *_ in analysis.binaries + analysis.datas]
    assert kept == ["PySide6/Qt/plugins/platforms/libqxcb.so", "libQt6Core.so.6",
                    "PySide6/Qt/translations/qtbase_fr.qm", "parlour/rules/piquet.txt"]
    unwanted = run["ns"]["_unwanted"]
    assert not unwanted("PySide6\\plugins\\platforms\\qwindows.dll")       # Windows layout
    assert not unwanted("PySide6/Qt/plugins/platforms/libqcocoa.dylib")
    assert unwanted("PySide6\\translations\\qtbase_de.qm")
    assert unwanted("PySide6/Qt/lib/libQt6Quick.so.6")


# ----- Linux: desktop entry and AppStream ----------------------------------------------

def _desktop() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str                      # keys are case-sensitive
    parser.read(PACKAGING / "linux" / "parlour.desktop", encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_entry_has_the_required_keys():
    entry = _desktop()
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Parlour"
    assert entry["Exec"].split()[0] == "parlour"
    assert entry["Icon"] == "parlour"
    assert entry["Terminal"] == "false"
    categories = entry["Categories"]
    assert categories.endswith(";") and {"Game", "CardGame"} <= set(categories.split(";"))


def test_desktop_file_name_is_the_one_the_program_announces():
    # Wayland shells match the window to the entry by this name.
    app = (ROOT / "src" / "parlour" / "ui" / "shell" / "app.py").read_text(encoding="utf-8")
    assert 'setDesktopFileName("parlour")' in app


def _metainfo() -> ET.Element:
    (path,) = (PACKAGING / "linux").glob("*.metainfo.xml")
    return ET.parse(path).getroot()


def test_metainfo_has_the_required_elements():
    root = _metainfo()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    for tag in ("id", "name", "summary", "metadata_license", "project_license"):
        assert (root.findtext(tag) or "").strip(), tag
    assert root.find("description/p") is not None
    launchable = root.find("launchable")
    assert launchable.get("type") == "desktop-id"
    assert (PACKAGING / "linux" / launchable.text).is_file()
    assert root.find("content_rating") is not None
    assert root.findtext("provides/binary") == "parlour"
    (path,) = (PACKAGING / "linux").glob("*.metainfo.xml")
    assert path.name == root.findtext("id") + ".metainfo.xml"


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstreamcli not installed")
def test_metainfo_passes_appstreamcli():
    (path,) = (PACKAGING / "linux").glob("*.metainfo.xml")
    out = subprocess.run(["appstreamcli", "validate", "--no-net", str(path)],
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr


# ----- versions -------------------------------------------------------------------------

def test_newest_metainfo_release_is_the_pyproject_version():
    releases = _metainfo().findall("releases/release")
    assert releases and releases[0].get("version") == VERSION


def test_installer_scripts_take_the_version_from_outside():
    iss = (PACKAGING / "windows" / "parlour.iss").read_text(encoding="utf-8")
    assert "#ifndef AppVersion" in iss and "AppVersion={#AppVersion}" in iss
    assert re.search(r"^#ifdef Sign\s*\nSignTool=", iss, re.M)   # signing only on request
    for script in ("linux/build-deb.sh", "macos/build-dmg.sh"):
        text = (PACKAGING / script).read_text(encoding="utf-8")
        assert '["project"]["version"]' in text and VERSION not in text


@pytest.mark.skipif(shutil.which("bash") is None, reason="no bash")
@pytest.mark.parametrize("script", ["packaging/linux/build-deb.sh", "packaging/macos/build-dmg.sh",
                                    ".ci/packaging-check"])
def test_shell_scripts_parse(script):
    out = subprocess.run(["bash", "-n", str(ROOT / script)], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr


def test_release_workflow_covers_three_systems_and_tags():
    yaml = pytest.importorskip("yaml")
    flow = yaml.safe_load((ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8"))
    on = flow.get("on", flow.get(True))           # YAML 1.1 reads a bare `on` as True
    assert on["push"]["tags"] == ["v*"]
    oses = [m["os"].split("-")[0] for m in flow["jobs"]["build"]["strategy"]["matrix"]["include"]]
    assert sorted(oses) == ["macos", "ubuntu", "windows"]


def test_the_release_workflow_runs_the_whole_suite():
    """CI runs every test: the slow ones (whole games, sittings, soaks, killed processes)
    are left out only of a developer's quick run (``-m "not slow"``)."""
    yaml = pytest.importorskip("yaml")
    flow = yaml.safe_load((ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8"))
    runs = [s["run"] for s in flow["jobs"]["build"]["steps"] if "pytest" in s.get("run", "")]
    chosen = [r.split("pytest", 1)[1].split() for r in runs]     # what follows `pytest`
    assert runs and not any({"-m", "-k"} & set(args) for args in chosen), runs


# ----- the icon -------------------------------------------------------------------------

def test_icon_svg_renders(qapp):
    from PySide6 import QtGui
    sys.path.insert(0, str(PACKAGING))
    try:
        import make_icons
    finally:
        sys.path.remove(str(PACKAGING))
    image = make_icons.render(64, RESOURCES / "parlour.svg")
    assert image.pixelColor(32, 32).alpha() == 255          # the front card
    assert image.pixelColor(0, 0).alpha() == 0              # rounded corner left clear
    # The committed PNGs were made from this SVG (re-run make_icons.py after editing it).
    png = QtGui.QImage(str(RESOURCES / "icons" / "parlour-64.png"))
    png = png.convertToFormat(QtGui.QImage.Format.Format_ARGB32)
    diff = sum(abs(image.pixelColor(x, y).red() - png.pixelColor(x, y).red())
               for x in range(0, 64, 4) for y in range(0, 64, 4)) / 256
    assert diff < 8


def test_png_renders_have_every_size(qapp):
    from PySide6 import QtGui
    for size in SIZES:
        image = QtGui.QImage(str(RESOURCES / "icons" / f"parlour-{size}.png"))
        assert (image.width(), image.height()) == (size, size)


def test_ico_holds_the_windows_sizes(qapp):
    from PySide6 import QtGui
    reader = QtGui.QImageReader(str(RESOURCES / "parlour.ico"))
    sizes = []
    for _ in range(reader.imageCount()):
        sizes.append(reader.read().width())
        reader.jumpToNextImage()
    assert sizes == [16, 24, 32, 48, 64, 128, 256]


def test_icns_is_well_formed():
    data = (RESOURCES / "parlour.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    kinds, at = [], 8
    while at < len(data):
        kind, length = data[at:at + 4].decode(), struct.unpack(">I", data[at + 4:at + 8])[0]
        assert data[at + 8:at + 16] == b"\x89PNG\r\n\x1a\n"
        kinds.append(kind)
        at += length
    assert at == len(data)
    assert {"ic07", "ic08", "ic09", "ic10"} <= set(kinds)


# ----- licences, the macOS bundle's description, what the bundle leaves out -------------

@pytest.mark.parametrize("platform", ["linux", "win32", "darwin"])
def test_every_bundle_carries_the_licence_and_the_notices(monkeypatch, tmp_path, platform):
    (analysis,) = _of(_run_spec(monkeypatch, platform, tmp_path)["made"], "Analysis")
    at_top = {Path(src).name: Path(src) for src, dest in analysis.kwargs["datas"] if dest == "."}
    assert at_top["LICENSE"] == ROOT / "LICENSE"
    assert "The Parlour developers" in at_top["LICENSE"].read_text(encoding="utf-8")
    # gathered by the build into its own work folder, from the distributions' notices
    assert at_top[notices.NOTICES_FILE].parent == tmp_path
    assert "--- LICENSE.txt ---" in at_top[notices.NOTICES_FILE].read_text(encoding="utf-8")


def test_bundle_leaves_out_ssl_and_readline(monkeypatch, tmp_path):
    (analysis,) = _of(_run_spec(monkeypatch, "linux", tmp_path)["made"], "Analysis")
    assert {"ssl", "_ssl", "_hashlib", "readline"} <= set(analysis.kwargs["excludes"])
    assert analysis.kwargs["optimize"] == 1
    # optimize= needs PyInstaller 6.6: the declared floor and the pin both allow it
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    floor = next(r for r in project["optional-dependencies"]["packaging"] if r.startswith("pyinstaller"))
    assert tuple(int(n) for n in floor.split(">=")[1].split(".")) >= (6, 6)
    pin = re.search(r"^pyinstaller==([\d.]+)$", (PACKAGING / "constraints.txt").read_text(), re.M)
    assert tuple(int(n) for n in pin.group(1).split(".")) >= (6, 6)


def test_macos_info_plist_names_its_floor_and_offers_to_open_records(monkeypatch, tmp_path):
    import plistlib
    (app,) = _of(_run_spec(monkeypatch, "darwin", tmp_path)["made"], "BUNDLE")
    info = plistlib.loads(plistlib.dumps(app.kwargs["info_plist"]))   # a valid plist
    # the highest floor of Python and the wheels here (the stand-in boot loader's 10.13)
    assert info["LSMinimumSystemVersion"] == "10.13"
    (kind,) = info["CFBundleDocumentTypes"]
    assert kind["LSItemContentTypes"] == ["public.json"] and kind["CFBundleTypeRole"] == "Viewer"
    assert kind["LSHandlerRank"] == "Alternate"          # offered, never taking JSON over
    assert "The Parlour developers" in info["NSHumanReadableCopyright"]


def test_macos_floor_is_the_highest_of_the_platform_tags(monkeypatch, tmp_path):
    floor = _run_spec(monkeypatch, "linux", tmp_path)["ns"]["macos_floor"]
    assert floor(["macosx-10.13-universal2", "cp310-abi3-macosx_13_0_universal2",
                  "cp311-cp311-macosx_11_0_arm64", "py3-none-any"]) == "13.0"
    assert floor(["macosx-11.0-arm64", "cp39-abi3-macosx_10_9_x86_64.macosx_12_0_arm64"]) == "12.0"
    with pytest.raises(SystemExit):
        floor(["manylinux_2_34_x86_64"])


def test_constraints_pin_every_build_dependency_and_ci_uses_them():
    pins = dict(re.findall(r"^([A-Za-z0-9_.-]+)==([^\s;]+)", (PACKAGING / "constraints.txt").read_text(), re.M))
    for name in ("PySide6-Essentials", "shiboken6", "numpy", "pyqtgraph", "platformdirs",
                 "pyinstaller", "pyinstaller-hooks-contrib", "PyYAML"):
        assert name in pins, name
    # the pinned runtime versions satisfy pyproject's own floors
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    for requirement in project["dependencies"]:
        name, floor = requirement.split(">=")
        version = tuple(int(n) for n in pins[name].split(".")[:2])
        assert version >= tuple(int(n) for n in floor.split(".")[:2]), requirement
    for user in (".ci/packaging-check", ".github/workflows/release.yml"):
        assert "-c packaging/constraints.txt" in (ROOT / user).read_text(encoding="utf-8"), user


def test_pyproject_declares_the_licence_as_spdx_and_a_window_entry():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["license"] == "MIT" and project["license-files"] == ["LICENSE"]
    assert project["gui-scripts"]["parlour-window"] == project["scripts"]["parlour"]
    assert any(r.startswith("PyYAML") for r in project["optional-dependencies"]["test"])
    assert not any(c.startswith("License ::") for c in project["classifiers"])   # SPDX says it
