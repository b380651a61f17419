#!/usr/bin/env bash
# Make dist/parlour-<version>-macos-<arch>.dmg from build/pyinstaller/dist/Parlour.app
# (built first with PyInstaller unless SKIP_BUNDLE=1).  Signing and notarisation happen
# only when their secrets are in the environment:
#   MACOS_CERTIFICATE (base64 of a "Developer ID Application" .p12),
#   MACOS_CERTIFICATE_PASSWORD, MACOS_SIGN_IDENTITY (e.g. "Developer ID Application: Name (TEAMID)")
#   APPLE_ID, APPLE_TEAM_ID, APPLE_APP_PASSWORD (an app-specific password) for notarytool.
# Without them the .app keeps PyInstaller's ad-hoc signature (fine for testing; users
# then open it with right-click > Open).
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
  security list-keychains -d user -s "$KEYCHAIN" $(security list-keychains -d user | tr -d '"')
  rm -f "$SECRETS/cert.p12"
  # Inside out: every library and plug-in, then the bundle, with the hardened runtime
  # (required for notarisation) and a secure timestamp.
  find "$APP/Contents" -type f \( -name "*.so" -o -name "*.dylib" \) -print0 |
    xargs -0 codesign --force --timestamp --options runtime --sign "$MACOS_SIGN_IDENTITY"
  codesign --force --timestamp --options runtime \
    --entitlements packaging/macos/entitlements.plist --sign "$MACOS_SIGN_IDENTITY" "$APP"
  codesign --verify --deep --strict --verbose=2 "$APP"
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
    xcrun notarytool submit "$DMG" --apple-id "$APPLE_ID" --team-id "$APPLE_TEAM_ID" \
      --password "$APPLE_APP_PASSWORD" --wait
    xcrun stapler staple "$DMG"
  else
    echo "signed but not notarised: APPLE_ID, APPLE_TEAM_ID or APPLE_APP_PASSWORD missing"
  fi
fi
echo "$DMG"
