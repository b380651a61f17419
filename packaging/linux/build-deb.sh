#!/usr/bin/env bash
# Build dist/parlour_<version>_<arch>.deb: the PyInstaller folder in /opt/parlour, a
# /usr/bin/parlour link, the desktop entry, the icon in the hicolor sizes, the AppStream
# metainfo, and in /usr/share/doc/parlour the copyright file, Parlour's LICENSE, the
# third-party notices and the Debian copyright files of the system libraries the bundle
# carries.  Needs dpkg-deb, objdump and strip (binutils) and a venv with parlour and
# pyinstaller in it (pinned: packaging/constraints.txt).
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
INTERNAL="$STAGE/opt/parlour/_internal"
# Python's library arrives with its symbol table (22 MB; 5.5 MB without): nothing here
# needs it, a backtrace still names the exported functions.
strip --strip-unneeded "$INTERNAL"/libpython3*.so*
ln -s /opt/parlour/parlour "$STAGE/usr/bin/parlour"
install -m 644 "$HERE/parlour.desktop" "$STAGE/usr/share/applications/parlour.desktop"
install -m 644 "$HERE/$APP_ID.metainfo.xml" "$STAGE/usr/share/metainfo/$APP_ID.metainfo.xml"
for png in src/parlour/resources/icons/parlour-*.png; do
  n=${png##*-}; n=${n%.png}
  install -D -m 644 "$png" "$STAGE/usr/share/icons/hicolor/${n}x${n}/apps/parlour.png"
done
install -D -m 644 src/parlour/resources/parlour.svg "$STAGE/usr/share/icons/hicolor/scalable/apps/parlour.svg"
DOC="$STAGE/usr/share/doc/parlour"
for f in LICENSE THIRD-PARTY-NOTICES.txt; do
  [ -f "$INTERNAL/$f" ] || { echo "the bundle lacks $f" >&2; exit 1; }
  ln -s "/opt/parlour/_internal/$f" "$DOC/$f"
done
# The libraries PyInstaller copied from this system (Qt's platform plug-ins need them)
# come with their Debian packages' copyright files; the wheels' own libraries (Qt, ICU,
# numpy's OpenBLAS) and Python's are in THIRD-PARTY-NOTICES.txt.
mkdir -p "$DOC/system-libraries"
SYSTEM_FILES=""
for lib in "$BUNDLE"/_internal/*.so*; do
  name=${lib##*/}
  # the package owning a file of that name, if the bundle's copy is that very file (a
  # Python built elsewhere brings a libpython of its own)
  pkg="" path=""
  read -r pkg path < <(dpkg -S "*/$name" 2>/dev/null |
    awk -v n="/$name" 'substr($NF, length($NF) - length(n) + 1) == n { sub(/:.*/, "", $1); print $1, $NF; exit }') || true
  if [ -z "$pkg" ] || ! cmp -s "$lib" "$path"; then continue; fi
  if [ ! -f "$DOC/system-libraries/$pkg" ]; then
    cp -L "/usr/share/doc/$pkg/copyright" "$DOC/system-libraries/$pkg" \
      || { echo "no copyright file for $pkg (the bundle's $name)" >&2; exit 1; }
  fi
  SYSTEM_FILES="$SYSTEM_FILES

Files: opt/parlour/_internal/$name
Copyright: see /usr/share/doc/parlour/system-libraries/$pkg
License: see /usr/share/doc/parlour/system-libraries/$pkg
Comment: copied from the Debian package $pkg"
done
{
  cat <<COPYRIGHT
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: parlour
Upstream-Contact: The Parlour developers

Files: *
Copyright: The Parlour developers
License: MIT

Files: opt/parlour/_internal/*
Copyright: see /usr/share/doc/parlour/THIRD-PARTY-NOTICES.txt
License: see /usr/share/doc/parlour/THIRD-PARTY-NOTICES.txt
Comment: Python (PSF-2.0), Qt and PySide6 (LGPL-3.0, with where to find their
 source), numpy, pyqtgraph, platformdirs and what they need, each with its own
 licence texts, gathered from the installed distributions when this was built.
COPYRIGHT
  printf '%s\n\n' "${SYSTEM_FILES#?}"     # one blank line before the first
  echo "License: MIT"
  sed -e 's/^$/./' -e 's/^/ /' LICENSE
} > "$DOC/copyright"
# Files readable by all, directories and programs executable by all; no group writes.
chmod -R u+rwX,go+rX,go-w "$STAGE"

INSTALLED_KB=$(du -sk --exclude=DEBIAN "$STAGE" | cut -f1)
# The oldest glibc the bundle runs on: the newest GLIBC_ version any of its programs or
# libraries asks for (the Qt wheel's manylinux tag, and this machine's own libraries).
LIBC_FLOOR=$(find "$STAGE/opt/parlour" -type f \( -name '*.so*' -o -perm -u+x \) -print0 |
  while IFS= read -r -d '' f; do objdump -T "$f" 2>/dev/null || true; done |
  awk '/\*UND\*/' | grep -oE 'GLIBC_[0-9]+(\.[0-9]+)+' | sed 's/^GLIBC_//' | sort -Vu | tail -n 1) || true
[ -n "$LIBC_FLOOR" ] || { echo "found no GLIBC_ symbol version in the bundle" >&2; exit 1; }
cat > "$STAGE/DEBIAN/control" <<CONTROL
Package: parlour
Version: $DEB_VERSION
Architecture: $ARCH
Maintainer: The Parlour developers <parlour@users.noreply.github.com>
Installed-Size: $INSTALLED_KB
Depends: libc6 (>= $LIBC_FLOOR), libgl1, libegl1, libxcb1, libwayland-client0, libwayland-cursor0, libwayland-egl1
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
echo "$OUT ($(du -m "$OUT" | cut -f1) MB, $((INSTALLED_KB / 1024)) MB installed, libc6 >= $LIBC_FLOOR)"
