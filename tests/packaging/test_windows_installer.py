"""packaging/windows/parlour.iss read as Inno Setup reads it (its sections, and each
entry's `Key: value` parameters), since ISCC does not run here: the records association,
the optional PATH entry for parlour-cli and its removal, the licence page."""
from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ISS = ROOT / "packaging" / "windows" / "parlour.iss"


def _sections() -> dict[str, list[str]]:
    """Section name -> its lines, comments (;) and preprocessor lines (#) left out."""
    sections: dict[str, list[str]] = {}
    current = None
    for line in ISS.read_text(encoding="utf-8").splitlines():
        stripped = line.strip()
        if (match := re.fullmatch(r"\[(\w+)\]", stripped)):
            current = sections.setdefault(match.group(1), [])
        elif current is not None and stripped and not stripped.startswith((";", "#")):
            current.append(stripped)
    return sections


def _params(entry: str) -> dict[str, str]:
    """'Name: "x"; Flags: unchecked' -> {'Name': 'x', 'Flags': 'unchecked'} ("" is a quote)."""
    out = {}
    for match in re.finditer(r'(\w+):\s*("(?:[^"]|"")*"|[^;]*)(?:;|$)', entry):
        value = match.group(2).strip()
        if value.startswith('"'):
            value = value[1:-1].replace('""', '"')
        out[match.group(1)] = value
    return out


def _entries(section: str) -> list[dict[str, str]]:
    return [_params(line) for line in _sections()[section]]


def _setup() -> dict[str, str]:
    return dict(line.split("=", 1) for line in _sections()["Setup"])


def test_the_script_has_the_sections_an_installer_needs():
    assert {"Setup", "Tasks", "Files", "Icons", "Registry", "Run", "Code"} <= set(_sections())


def test_the_licence_page_shows_parlours_licence():
    setup = _setup()
    licence = setup["LicenseFile"].replace("{#Root}", str(ROOT)).replace("\\", "/")
    assert Path(licence).read_text(encoding="utf-8").startswith("MIT License")
    assert "The Parlour developers" in setup["AppPublisher"]


def test_records_open_with_parlour_when_the_task_is_chosen():
    assert _setup()["ChangesAssociations"] == "yes"
    tasks = {t["Name"]: t for t in _entries("Tasks")}
    assert "unchecked" not in tasks["fileassoc"].get("Flags", "")
    registry = [e for e in _entries("Registry") if e.get("Tasks") == "fileassoc"]
    command = next(e for e in registry if e["Subkey"].endswith(r"Parlour.Record\shell\open\command"))
    assert command["ValueData"] == '"{app}\\Parlour.exe" "%1"'
    # joins .json's "Open with" list; never .json's own default value
    progid = next(e for e in registry if e["Subkey"] == r"Software\Classes\.json\OpenWithProgids")
    assert progid["ValueName"] == "Parlour.Record" and "uninsdeletevalue" in progid["Flags"]
    assert not any(e["Subkey"] == r"Software\Classes\.json" and e["ValueName"] == "" for e in registry)
    assert all(e["Root"] == "HKA" for e in registry)        # the user's, or all users'


def test_the_path_entry_is_optional_added_once_and_removed_on_uninstall():
    assert _setup()["ChangesEnvironment"] == "yes"
    tasks = {t["Name"]: t for t in _entries("Tasks")}
    assert "unchecked" in tasks["addtopath"]["Flags"]
    path = [e for e in _entries("Registry") if e.get("ValueName") == "Path"]
    assert {e["Root"] for e in path} == {"HKCU", "HKLM"}
    for entry in path:
        assert entry["Tasks"] == "addtopath" and entry["ValueType"] == "expandsz"
        assert entry["ValueData"] == "{olddata};{app}" and "NeedsAddPath" in entry["Check"]
    code = "\n".join(_sections()["Code"])
    assert re.search(r"function NeedsAddPath\s*:\s*Boolean;", code)
    assert "procedure CurUninstallStepChanged" in code and "usPostUninstall" in code
    assert "RegWriteExpandStringValue" in code


def test_every_icon_and_shortcut_points_into_the_bundle():
    setup = _setup()
    icon = setup["SetupIconFile"].replace("{#Root}", str(ROOT)).replace("\\", "/")
    assert Path(icon).is_file()
    for icon_entry in _entries("Icons"):
        assert icon_entry["Filename"] in (r"{app}\Parlour.exe", "{uninstallexe}")
