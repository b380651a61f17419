#!/usr/bin/env bash
# Make dist/parlour-<version>-macos-<arch>.dmg from build/pyinstaller/dist/Parlour.app
# (built first with PyInstaller unless SKIP_BUNDLE=1).  Signing and notarisation happen
# only when their secrets are in the environment:
#   MACOS_CERTIFICATE (base64 of a "Developer ID Application" .p12),
#   MACOS_CERTIFICATE_PASSWORD, MACOS_SIGN_IDENTITY (e.g. "Developer ID Application: Name (TEAMID)")
#   APPLE_ID, APPLE_TEAM_ID, APPLE_APP_PASSWORD (an app-specific password) for notarytool.
# Without them the .app keeps PyInstaller's ad-hoc signature (fine for testing; users
# then open it with right-click > Open).
# Signing goes inside out: every Mach-O file (found by its magic number: Qt's framework
# binaries have no extension), then each .framework, then the app, all with the hardened
# runtime and a secure timestamp; then each is checked to carry the Developer ID.  The
# notary's verdict is read from its JSON: anything but Accepted prints Apple's log and
# stops here, before stapling.
set -euo pipefail
cd "$(dirname "$0")/../.."
PYTHON=${PYTHON:-.venv/bin/python}
VERSION=$("$PYTHON" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
ARCH=$(uname -m)
APP=build/pyinstaller/dist/Parlour.app
DMG=dist/parlour-${VERSION}-macos-${ARCH}.dmg

if [ "${SKIP_BUNDLE:-0}" != 1 ] || [ ! -d "$APP" ]; then
  "$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath build/pyinstaller/dist --workpath build/pyinstaller/work packaging/parlour.spec
fi

SIGN=0
if [ -n "${MACOS_CERTIFICATE:-}" ] && [ -n "${MACOS_SIGN_IDENTITY:-}" ]; then
  SIGN=1
  SECRETS=${RUNNER_TEMP:-$(mktemp -d)}
  KEYCHAIN="$SECRETS/parlour-signing.keychain-db"   # a throwaway keychain, not the login one
  KC_PASS=$(uuidgen)
  echo "$MACOS_CERTIFICATE" | base64 --decode > "$SECRETS/cert.p12"
  security create-keychain -p "$KC_PASS" "$KEYCHAIN"
  security set-keychain-settings -lut 3600 "$KEYCHAIN"
  security unlock-keychain -p "$KC_PASS" "$KEYCHAIN"
  security import "$SECRETS/cert.p12" -k "$KEYCHAIN" -P "${MACOS_CERTIFICATE_PASSWORD:-}" -T /usr/bin/codesign
  security set-key-partition-list -S apple-tool:,apple: -s -k "$KC_PASS" "$KEYCHAIN" >/dev/null
  # the search list keeps the user's keychains after ours (one quoted path a line, no spaces)
  # shellcheck disable=SC2046
  security list-keychains -d user -s "$KEYCHAIN" $(security list-keychains -d user | tr -d '"')
  rm -f "$SECRETS/cert.p12"
  ENTITLEMENTS=packaging/macos/entitlements.plist
  SIGNED=0
  while IFS= read -r -d '' item; do
    extra=()
    # the programs (Contents/MacOS) run under the hardened runtime's exceptions
    [[ $item == "$APP/Contents/MacOS/"* ]] && extra=(--entitlements "$ENTITLEMENTS")
    codesign --force --timestamp --options runtime ${extra[@]+"${extra[@]}"} --sign "$MACOS_SIGN_IDENTITY" "$item"
    SIGNED=$((SIGNED + 1))
  done < <("$PYTHON" packaging/macos/macho_files.py "$APP")
  [ "$SIGNED" -gt 0 ] || { echo "no Mach-O file found in $APP" >&2; exit 1; }
  codesign --force --timestamp --options runtime \
    --entitlements "$ENTITLEMENTS" --sign "$MACOS_SIGN_IDENTITY" "$APP"
  codesign --verify --deep --strict --verbose=2 "$APP"
  # Nothing may keep PyInstaller's ad-hoc signature: the notary refuses the whole app.
  while IFS= read -r -d '' item; do
    codesign --display --verbose=2 "$item" 2>&1 | grep -q "^Authority=Developer ID Application" \
      || { echo "not signed with the Developer ID: $item" >&2; exit 1; }
  done < <("$PYTHON" packaging/macos/macho_files.py "$APP")
  echo "signed $SIGNED Mach-O files and frameworks, then Parlour.app"
fi

STAGE=$(mktemp -d)
cp -R "$APP" "$STAGE/"
ln -s /Applications "$STAGE/Applications"          # drag-to-install
mkdir -p dist
rm -f "$DMG"
hdiutil create -volname "Parlour $VERSION" -srcfolder "$STAGE" -ov -format UDZO "$DMG"
rm -rf "$STAGE"

if [ "$SIGN" = 1 ]; then
  codesign --force --timestamp --sign "$MACOS_SIGN_IDENTITY" "$DMG"
  if [ -n "${APPLE_ID:-}" ] && [ -n "${APPLE_TEAM_ID:-}" ] && [ -n "${APPLE_APP_PASSWORD:-}" ]; then
    NOTARY=(--apple-id "$APPLE_ID" --team-id "$APPLE_TEAM_ID" --password "$APPLE_APP_PASSWORD")
    # --wait exits 0 whatever the verdict: the verdict is the JSON's "status".
    RESULT=$(xcrun notarytool submit "$DMG" "${NOTARY[@]}" --wait --output-format json) || true
    field() { printf '%s' "$RESULT" | "$PYTHON" -c "import json, sys
try: print(json.load(sys.stdin).get('$1', ''))
except ValueError: print('')"; }
    STATUS=$(field status)
    SUBMISSION=$(field id)
    if [ "$STATUS" != Accepted ]; then
      echo "notarisation failed: status '${STATUS:-none}' ($(field message))" >&2
      [ -n "$RESULT" ] && printf '%s\n' "$RESULT" >&2
      if [ -n "$SUBMISSION" ]; then
        echo "Apple's log for submission $SUBMISSION:" >&2
        xcrun notarytool log "$SUBMISSION" "${NOTARY[@]}" >&2 || true
      fi
      exit 1
    fi
    xcrun stapler staple "$DMG"
    xcrun stapler validate "$DMG"
  else
    echo "signed but not notarised: APPLE_ID, APPLE_TEAM_ID or APPLE_APP_PASSWORD missing"
  fi
fi
echo "$DMG"
