"""packaging/macos/build-dmg.sh, run here on a stand-in bundle with stand-ins for Apple's
tools (codesign, security, hdiutil, xcrun): it signs every Mach-O file inside out, the
extension-less framework binaries too, and trusts the notary's JSON verdict, not its
exit status."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging" / "macos"))
import macho_files  # noqa: E402

sys.path.remove(str(ROOT / "packaging" / "macos"))
pytestmark = pytest.mark.skipif(shutil.which("bash") is None, reason="no bash")

IDENTITY = "Developer ID Application: Parlour Test (TEAM123456)"
FAKES = {
    # signs (records the path) or displays (the Developer ID only for what it signed)
    "codesign": """
if [ "$1" = --display ]; then
  for last; do :; done
  grep -qxF "$last" "$FAKE_LOG.signed" && echo "Authority=Developer ID Application: x" >&2
  exit 0
fi
for last; do :; done
case " $* " in *" --sign "*) echo "$last" >> "$FAKE_LOG.signed" ;; esac
""",
    "security": "exit 0",
    "uuidgen": "echo 00000000-0000-0000-0000-000000000000",
    "hdiutil": 'for last; do :; done; : > "$last"',
    "xcrun": """
if [ "$1 $2" = "notarytool submit" ]; then printf '%s' "$FAKE_NOTARY"; exit 0; fi
if [ "$1 $2" = "notarytool log" ]; then echo "LOG of $3: The signature of the binary is invalid."; exit 0; fi
""",
}
MACHO_64, FAT = bytes.fromhex("cffaedfe07000001"), bytes.fromhex("cafebabe00000002")


def _tree(tmp_path: Path) -> Path:
    """A checkout holding the script and a stand-in Parlour.app."""
    for rel in ("packaging/macos/build-dmg.sh", "packaging/macos/macho_files.py",
                "packaging/macos/entitlements.plist", "pyproject.toml"):
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / rel, tmp_path / rel)
    app = tmp_path / "build/pyinstaller/dist/Parlour.app/Contents"
    files = {"MacOS/Parlour": MACHO_64,
             "Frameworks/PySide6/Qt/lib/QtCore.framework/Versions/A/QtCore": FAT,
             "Frameworks/PySide6/QtCore.abi3.so": MACHO_64,
             "Frameworks/libpython3.11.dylib": MACHO_64,
             "Resources/parlour/rules/piquet.txt": b"Piquet is played"}
    for rel, head in files.items():
        (app / rel).parent.mkdir(parents=True, exist_ok=True)
        (app / rel).write_bytes(head + b"\0" * 64)
    (app / "Frameworks/PySide6/Qt/lib/QtCore.framework/QtCore").symlink_to("Versions/A/QtCore")
    return tmp_path


def _run(tmp_path: Path, notary_json: str) -> tuple[subprocess.CompletedProcess, list[str], Path]:
    tree = _tree(tmp_path / "tree")
    fake_bin = tmp_path / "bin"
    fake_bin.mkdir()
    for name, body in FAKES.items():
        (fake_bin / name).write_text(f'#!/usr/bin/env bash\necho "{name} $*" >> "$FAKE_LOG"\n{body}\n')
        (fake_bin / name).chmod(0o755)
    log = tmp_path / "calls.log"
    env = {**os.environ, "PATH": f"{fake_bin}{os.pathsep}{os.environ['PATH']}",
           "FAKE_LOG": str(log), "FAKE_NOTARY": notary_json, "SKIP_BUNDLE": "1",
           "PYTHON": sys.executable, "RUNNER_TEMP": str(tmp_path),
           "MACOS_CERTIFICATE": "Y2VydA==", "MACOS_SIGN_IDENTITY": IDENTITY,
           "APPLE_ID": "a@example.org", "APPLE_TEAM_ID": "TEAM123456", "APPLE_APP_PASSWORD": "pw"}
    out = subprocess.run(["bash", str(tree / "packaging/macos/build-dmg.sh")], env=env,
                         capture_output=True, text=True, timeout=60)
    signed = Path(f"{log}.signed").read_text().splitlines() if Path(f"{log}.signed").exists() else []
    return out, signed, tree / "build/pyinstaller/dist/Parlour.app"


def test_every_mach_o_is_signed_inside_out_and_an_accepted_image_is_stapled(tmp_path):
    out, signed, app = _run(tmp_path, '{"id": "abc-1", "status": "Accepted", "message": "ok"}')
    assert out.returncode == 0, out.stderr
    contents = Path("build/pyinstaller/dist/Parlour.app/Contents")    # the script's own paths
    app = contents.parent
    qtcore = str(contents / "Frameworks/PySide6/Qt/lib/QtCore.framework/Versions/A/QtCore")
    framework = str(contents / "Frameworks/PySide6/Qt/lib/QtCore.framework")
    for binary in (qtcore, str(contents / "MacOS/Parlour"), str(contents / "Frameworks/libpython3.11.dylib"),
                   str(contents / "Frameworks/PySide6/QtCore.abi3.so")):
        assert binary in signed, binary
    assert signed.index(qtcore) < signed.index(framework) < signed.index(str(app))
    assert not any(s.endswith(".txt") for s in signed)
    assert signed[-1].endswith(".dmg") and signed[-2] == str(app)
    calls = (tmp_path / "calls.log").read_text()
    assert "xcrun stapler staple" in calls


def test_a_refused_notarisation_prints_apples_log_and_is_not_stapled(tmp_path):
    out, _, _ = _run(tmp_path, '{"id": "abc-2", "status": "Invalid", "message": "Processing complete"}')
    assert out.returncode == 1
    assert "status 'Invalid'" in out.stderr
    assert "LOG of abc-2: The signature of the binary is invalid." in out.stderr
    assert "stapler" not in (tmp_path / "calls.log").read_text()


def test_signing_order_finds_binaries_by_magic_not_by_name(tmp_path):
    app = _tree(tmp_path) / "build/pyinstaller/dist/Parlour.app"
    order = [p.relative_to(app).as_posix() for p in macho_files.signing_order(app)]
    assert order[0] == "Contents/Frameworks/PySide6/Qt/lib/QtCore.framework/Versions/A/QtCore"
    assert order[-1] == "Contents/Frameworks/PySide6/Qt/lib/QtCore.framework"
    assert "Contents/Resources/parlour/rules/piquet.txt" not in order
    assert "Contents/Frameworks/PySide6/Qt/lib/QtCore.framework/QtCore" not in order   # a link
