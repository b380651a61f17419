"""Card themes installed on the system: KDE card decks and AisleRiot decks.

Both kinds keep a whole pack in one SVG (or gzipped SVGZ) file with one element per card,
named ``<rank>_<suit>``: ``1_club`` (the Ace), ``7_heart``, ``10_spade``, ``jack_diamond``,
``queen_club``, ``king_heart``, and ``back``.  KDE decks live in ``carddecks/<deck>/``
with an ``index.desktop`` whose ``[KDE Backdeck]`` group names the deck (``Name=``) and
its file (``SVG=``); AisleRiot decks are the files in ``aisleriot/cards/``, drawn as a
grid of 13 x 5 equal cells, each card's element keeping its place in its cell.  Both are
looked for under every XDG data directory.  (AisleRiot's own code writes the ids with a
leading ``#``, librsvg's way of naming a part; the ids in the file have none.)
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from parlour.engine.cards import rank_of, suit_of

PARLOUR = "parlour"
KDE = "kde"
AISLERIOT = "aisleriot"

_RANK_IDS = ("7", "8", "9", "10", "jack", "queen", "king", "1")
_SUIT_IDS = ("spade", "heart", "diamond", "club")


@dataclass(frozen=True)
class Theme:
    """A card theme: ``kind`` is "parlour", "kde" or "aisleriot"; ``path`` the SVG file."""
    name: str
    path: Path | None
    kind: str

    @property
    def key(self) -> str:
        """A stable name for settings: ``parlour``, ``kde:<folder>``, ``aisleriot:<file>``."""
        if self.kind == PARLOUR or self.path is None:
            return PARLOUR
        if self.kind == KDE:
            return f"{KDE}:{self.path.parent.name}"
        return f"{AISLERIOT}:{self.path.name.split('.')[0]}"


PARLOUR_THEME = Theme("Parlour", None, PARLOUR)


def element_id(card: int | None) -> str:
    """The element naming a card (None: the back) in KDE and AisleRiot decks."""
    if card is None:
        return "back"
    return f"{_RANK_IDS[rank_of(card)]}_{_SUIT_IDS[suit_of(card)]}"


# AisleRiot lays a deck out as 13 columns (Ace, 2 .. 10, Jack, Queen, King) by 5 rows
# (clubs, diamonds, hearts, spades, then jokers and the back) of equal cells.
_GRID_ROW = (3, 2, 1, 0)            # our suits S H D C -> AisleRiot's rows
_GRID_COL = (6, 7, 8, 9, 10, 11, 12, 0)   # our ranks 7 .. A -> AisleRiot's columns
GRID_BACK = (2, 4)


def grid_cell(card: int | None) -> tuple[int, int]:
    """(column, row) of a card's cell in an AisleRiot deck (None: the back)."""
    if card is None:
        return GRID_BACK
    return _GRID_COL[rank_of(card)], _GRID_ROW[suit_of(card)]


def data_dirs() -> list[Path]:
    """XDG data directories, the user's first (the XDG base directory rules)."""
    home = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"),
                                                           ".local", "share")
    system = os.environ.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share"
    dirs = [Path(home)] + [Path(d) for d in system.split(os.pathsep) if d]
    seen, out = set(), []
    for d in dirs:
        if d not in seen:
            seen.add(d)
            out.append(d)
    return out


def _read_desktop_group(path: Path, group: str) -> dict[str, str]:
    """Keys of one group of a .desktop file (first value wins; localised keys skipped)."""
    values: dict[str, str] = {}
    current = None
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return values
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            current = line[1:-1]
            continue
        if current == group and "=" in line:
            key, value = (part.strip() for part in line.split("=", 1))
            if "[" not in key:
                values.setdefault(key, value)
    return values


def _kde_decks(root: Path) -> list[Theme]:
    found = []
    for index in sorted(root.glob("carddecks/*/index.desktop")):
        info = _read_desktop_group(index, "KDE Backdeck")
        svg = info.get("SVG")
        if not svg:            # old bitmap-only decks have no SVG
            continue
        path = index.parent / svg
        if path.is_file():
            found.append(Theme(info.get("Name") or index.parent.name, path, KDE))
    return found


def _aisleriot_decks(root: Path) -> list[Theme]:
    found = []
    folder = root / "aisleriot" / "cards"
    if not folder.is_dir():
        return found
    for path in sorted(folder.iterdir()):
        if path.suffix in (".svg", ".svgz") and path.is_file():
            stem = path.name.split(".")[0]
            found.append(Theme(stem.replace("_", " ").replace("-", " ").title(), path,
                               AISLERIOT))
    return found


def available_themes(dirs: list[Path] | None = None) -> list[Theme]:
    """Parlour's own art first, then every KDE and AisleRiot deck found (no duplicates)."""
    themes = [PARLOUR_THEME]
    keys = {PARLOUR}
    for root in (data_dirs() if dirs is None else [Path(d) for d in dirs]):
        for theme in _kde_decks(root) + _aisleriot_decks(root):
            if theme.key not in keys:   # a user's copy shadows the system's
                keys.add(theme.key)
                themes.append(theme)
    return themes


def find_theme(key_or_name: str | Theme | None, dirs: list[Path] | None = None) -> Theme:
    """The theme with this key or display name; Parlour's own when absent or unknown."""
    if isinstance(key_or_name, Theme):
        return key_or_name
    if not key_or_name or key_or_name.lower() == PARLOUR:
        return PARLOUR_THEME
    for theme in available_themes(dirs):
        if key_or_name in (theme.key, theme.name):
            return theme
    return PARLOUR_THEME
