"""The third-party notices: the licences of what Parlour runs on (Python, Qt through
PySide6, numpy, pyqtgraph, platformdirs and what they need), read from the installed
distributions' own licence files.

The packages gather them once at build time (`packaging/parlour.spec` writes
NOTICES_FILE into the bundle); the About box shows that file, or, running from source,
gathers them from the distributions installed beside Parlour.  No licence text is kept
in this repository except Parlour's own LICENSE."""
from __future__ import annotations

import logging
import os
import re
import sys
import sysconfig
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

log = logging.getLogger(__name__)

NOTICES_FILE = "THIRD-PARTY-NOTICES.txt"
# A distribution's licence files: PEP 639's licenses/ folder, or the usual names.
_LICENCE_NAME = re.compile(r"(LICEN[CS]E|COPYING|NOTICE|AUTHORS)[^/]*$", re.I)
# Where a system keeps the GNU licences, for distributions that name one and ship no
# text (the PySide6 and shiboken6 wheels): Debian's folder, or one given to the build.
COMMON_LICENCE_DIRS = ("/usr/share/common-licenses",)
LICENCE_DIR_VARIABLE = "PARLOUR_LICENCE_TEXTS"
# The LGPL 3 is a set of permissions added to the GPL 3: both texts go with it.
_GNU_TEXTS = {"LGPL-3.0": ("LGPL-3", "GPL-3")}
# Qt is used under the LGPL 3; it asks for the way to its source (LGPL 3 section 4,
# GPL 3 section 6(d)).  The versions are filled in from the installed distribution.
QT_SOURCE_OFFER = """\
Parlour uses Qt {version} and its Python binding PySide6 {version}, unmodified, under
the GNU Lesser General Public License version 3 (the texts follow).  Their complete
corresponding source is published by The Qt Company at
  https://download.qt.io/official_releases/QtForPython/pyside6/ (PySide6 and shiboken6)
  https://download.qt.io/archive/qt/ (Qt {version}, under its version number)
The Qt libraries are separate shared libraries in Parlour's folder (libQt6*, Qt6*.dll,
or Qt*.framework); you may replace them with your own build of the same version."""


class NoticeMissing(Exception):
    """A licence text a package must carry could not be found at build time."""


@dataclass(frozen=True, slots=True)
class LicenceText:
    file_name: str
    body: str


@dataclass(frozen=True, slots=True)
class Notice:
    """One component's licence: what it says it is under, and the texts themselves."""
    name: str
    version: str
    licence: str
    texts: tuple[LicenceText, ...]
    remark: str = ""


def _requirement_name(requirement: str) -> str | None:
    """'numpy>=1.24' -> 'numpy'; None for an extra's requirement.  A requirement for
    another system is followed only if installed here, so at worst a notice too many."""
    name, _, marker = requirement.partition(";")
    if "extra" in marker:
        return None
    match = re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)", name)
    return match.group(1) if match else None


def runtime_distributions(root: str = "parlour") -> list[metadata.Distribution]:
    """The installed distributions `root` needs to run, its own excluded, in the order
    they are first required (a platform's requirement not installed here is skipped)."""
    seen: dict[str, metadata.Distribution] = {}
    todo = [root]
    while todo:
        name = todo.pop(0)
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            continue
        key = re.sub(r"[-_.]+", "-", dist.metadata["Name"]).lower()
        if key in seen:
            continue
        seen[key] = dist
        todo += [n for r in dist.requires or () if (n := _requirement_name(r))]
    return [d for k, d in seen.items() if k != root]


def _licence_of(dist: metadata.Distribution) -> str:
    meta = dist.metadata
    classifiers = [c.split(" :: ")[-1] for c in meta.get_all("Classifier") or ()
                   if c.startswith("License ::")]
    return (meta.get("License-Expression") or meta.get("License")
            or ", ".join(classifiers) or "see its licence files")


def _own_texts(dist: metadata.Distribution) -> tuple[LicenceText, ...]:
    """The licence files a distribution installed, in its dist-info or beside its code."""
    texts = []
    for file in dist.files or ():
        posix = file.as_posix()
        in_dist_info = ".dist-info/" in posix
        if not _LICENCE_NAME.search(posix) or not (in_dist_info or "/licenses/" in posix):
            continue
        text = Path(dist.locate_file(file)).read_text(encoding="utf-8", errors="replace")
        texts.append(LicenceText(posix.split(".dist-info/")[-1], text))
    return tuple(texts)


def _licence_dirs() -> list[Path]:
    extra = os.environ.get(LICENCE_DIR_VARIABLE)
    return [Path(d) for d in ([extra] if extra else []) + list(COMMON_LICENCE_DIRS)]


def _gnu_texts(licence: str, strict: bool) -> tuple[LicenceText, ...]:
    """The GNU texts a distribution that ships none is used under, from the system."""
    for spdx, names in _GNU_TEXTS.items():
        if spdx not in licence:
            continue
        texts = []
        for name in names:
            found = next((d / n for d in _licence_dirs() for n in (name, name + ".txt")
                          if (d / n).is_file()), None)
            if found is None:
                if strict:
                    raise NoticeMissing(f"no {name} text in {', '.join(map(str, _licence_dirs()))}"
                                        f" (set {LICENCE_DIR_VARIABLE} to a folder holding it)")
                log.warning("the %s text is not on this system", name)
                continue
            texts.append(LicenceText(name, found.read_text(encoding="utf-8")))
        return tuple(texts)
    return ()


def notice_of(dist: metadata.Distribution, strict: bool = False) -> Notice:
    name, version = dist.metadata["Name"], dist.version
    licence = _licence_of(dist)
    texts = _own_texts(dist) or _gnu_texts(licence, strict)
    if not texts and strict:
        raise NoticeMissing(f"{name} {version} installed no licence file")
    remark = ""
    if name.lower().replace("-", "_").startswith(("pyside6", "shiboken6")):
        licence = "LGPL-3.0-only (chosen from: " + licence + ")"
        remark = QT_SOURCE_OFFER.format(version=version)
    return Notice(name, version, licence, texts, remark)


def python_notice(strict: bool = False) -> Notice:
    """The interpreter's own licence (LICENSE.txt beside the standard library, or in the
    installation's root on Windows)."""
    places = (Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt",
              Path(sys.base_prefix) / "LICENSE.txt")
    found = next((p for p in places if p.is_file()), None)
    if found is None and strict:
        raise NoticeMissing(f"no Python LICENSE.txt at {' or '.join(map(str, places))}")
    texts = (LicenceText("LICENSE.txt", found.read_text(encoding="utf-8")),) if found else ()
    version = ".".join(map(str, sys.version_info[:3]))
    return Notice("Python", version, "PSF-2.0", texts)


def gather(extra: tuple[str, ...] = (), strict: bool = False) -> list[Notice]:
    """Python's notice, then each runtime distribution's, then `extra` (e.g. the
    bundler, whose boot loader is in the bundle).  `strict` (a build) raises
    NoticeMissing where a text is missing instead of leaving it out."""
    dists = runtime_distributions()
    for name in extra:
        dists.append(metadata.distribution(name))
    return [python_notice(strict), *(notice_of(d, strict) for d in dists)]


def render(notices: list[Notice]) -> str:
    """The plain-text notices file: a list of the components, then each one's texts."""
    rule = "=" * 78
    lines = ["Parlour includes the following software, each under its own licence.", ""]
    lines += [f"  {n.name} {n.version}: {n.licence}" for n in notices]
    shown: dict[str, str] = {}            # a text already given (the GPL) -> whose
    for n in notices:
        lines += ["", rule, f"{n.name} {n.version}", f"Licence: {n.licence}", rule]
        if n.remark:
            lines += ["", n.remark]
        for text in n.texts:
            if text.body in shown:
                lines += ["", f"--- {text.file_name}: the text given above for {shown[text.body]} ---"]
                continue
            shown[text.body] = n.name
            lines += ["", f"--- {text.file_name} ---", "", text.body.rstrip()]
    return "\n".join(lines) + "\n"


def bundled_path() -> Path | None:
    """The notices file gathered when the running package was built, if this is one."""
    if not getattr(sys, "frozen", False):
        return None
    path = Path(getattr(sys, "_MEIPASS", "")) / NOTICES_FILE
    return path if path.is_file() else None


def notices_text() -> str:
    """What the About box shows: the bundled file, or the installed distributions'."""
    path = bundled_path()
    if path is not None:
        return path.read_text(encoding="utf-8")
    if getattr(sys, "frozen", False):
        log.error("the bundle lacks %s", NOTICES_FILE)
    return render(gather())

