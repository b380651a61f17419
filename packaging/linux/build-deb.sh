#!/usr/bin/env bash
# Build dist/parlour_<version>_<arch>.deb: the PyInstaller folder in /opt/parlour, a
# /usr/bin/parlour link, the desktop entry, the icon in the hicolor sizes and the
# AppStream metainfo.  Needs dpkg-deb and a venv with parlour and pyinstaller in it.
#
#   packaging/linux/build-deb.sh            # build the bundle, then the package
#   SKIP_BUNDLE=1 packaging/linux/build-deb.sh   # reuse build/pyinstaller/dist/parlour
#
# PYTHON (default .venv/bin/python) chooses the interpreter that runs PyInstaller.
# DEB_COMPRESSION: xz (default, smallest: for releases) or zstd (seconds instead of
# minutes, ~40% larger: what .ci/packaging-check uses; an xz package is always smaller).
# The last line printed starts with the package's path.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
PYTHON=${PYTHON:-$ROOT/.venv/bin/python}
HERE=packaging/linux
APP_ID=org.parlour.Parlour

VERSION=$("$PYTHON" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
# Debian orders 1.0~rc1 before 1.0; PEP 440 writes 1.0rc1 (and .devN, aN, bN likewise).
DEB_VERSION=$(printf '%s' "$VERSION" | sed -E 's/\.?(dev|a|b|rc)([0-9]+)/~\1\2/g')
ARCH=$(dpkg --print-architecture)
BUNDLE=build/pyinstaller/dist/parlour
OUT=dist/parlour_${DEB_VERSION}_${ARCH}.deb

if [ "${SKIP_BUNDLE:-0}" != 1 ] || [ ! -x "$BUNDLE/parlour" ]; then
  echo "building the bundle with PyInstaller ..."
  "$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath build/pyinstaller/dist --workpath build/pyinstaller/work packaging/parlour.spec
fi

STAGE=build/deb/parlour_${DEB_VERSION}_${ARCH}
rm -rf "$STAGE"
mkdir -p "$STAGE/DEBIAN" "$STAGE/opt" "$STAGE/usr/bin" "$STAGE/usr/share/applications" \
         "$STAGE/usr/share/metainfo" "$STAGE/usr/share/doc/parlour"
cp -a "$BUNDLE" "$STAGE/opt/parlour"
ln -s /opt/parlour/parlour "$STAGE/usr/bin/parlour"
install -m 644 "$HERE/parlour.desktop" "$STAGE/usr/share/applications/parlour.desktop"
install -m 644 "$HERE/$APP_ID.metainfo.xml" "$STAGE/usr/share/metainfo/$APP_ID.metainfo.xml"
for png in src/parlour/resources/icons/parlour-*.png; do
  n=${png##*-}; n=${n%.png}
  install -D -m 644 "$png" "$STAGE/usr/share/icons/hicolor/${n}x${n}/apps/parlour.png"
done
install -D -m 644 src/parlour/resources/parlour.svg "$STAGE/usr/share/icons/hicolor/scalable/apps/parlour.svg"
cat > "$STAGE/usr/share/doc/parlour/copyright" <<COPYRIGHT
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: parlour

Files: *
License: MIT
Comment: Parlour bundles Python, Qt (PySide6, LGPL-3.0), numpy, pyqtgraph and
 platformdirs under their own licences, found beside each in /opt/parlour/_internal.
COPYRIGHT
# Files readable by all, directories and programs executable by all; no group writes.
chmod -R u+rwX,go+rX,go-w "$STAGE"

INSTALLED_KB=$(du -sk --exclude=DEBIAN "$STAGE" | cut -f1)
cat > "$STAGE/DEBIAN/control" <<CONTROL
Package: parlour
Version: $DEB_VERSION
Architecture: $ARCH
Maintainer: The Parlour authors <parlour@users.noreply.github.com>
Installed-Size: $INSTALLED_KB
Depends: libc6 (>= 2.31), libgl1, libegl1, libxcb1, libwayland-client0, libwayland-cursor0, libwayland-egl1
Section: games
Priority: optional
Description: two-handed card games of the Victorian parlour
 Piquet (au cent, Rubicon, for three and four), Rubicon and Chinese Bezique and
 Binocle against the computer, following Foster's Hoyle, with a trainer for the
 Piquet discard. This package carries its own Python and Qt in /opt/parlour.
CONTROL

mkdir -p dist
case "${DEB_COMPRESSION:-xz}" in
  xz)   COMPRESS=(-Zxz -z9) ;;        # best for Qt's libraries; a few minutes on 2 cores
  zstd) COMPRESS=(-Zzstd -z3) ;;      # dpkg >= 1.21.18 (Debian 12, Ubuntu 21.10) reads it
  *) echo "DEB_COMPRESSION must be xz or zstd" >&2; exit 2 ;;
esac
dpkg-deb --root-owner-group "${COMPRESS[@]}" --build "$STAGE" "$OUT" >/dev/null
echo "$OUT ($(du -m "$OUT" | cut -f1) MB, $((INSTALLED_KB / 1024)) MB installed)"
