"""The player's settings: animation speed, card theme and back, opponent, names.

Stored as ``settings.json`` in the config folder.  Unknown keys from a newer minor
change are ignored; a key of the wrong type makes the file unreadable (moved aside).
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from pathlib import Path

from ..language import say
from . import paths
from ..shapes import LONGEST_TEXT, is_number
from .jsonfile import Loaded, Unreadable, read_versioned, write_atomic

FORMAT = "parlour-settings"
VERSION = 2
FILE_NAME = "settings.json"


@dataclass
class Settings:
    animation_speed: float = 1.0       # multiplies every animation: 0 off, 0.5 brisk, 1.5 leisurely
    card_theme: str = "parlour"
    back_style: str = "classic"
    opponent: str = "ai:club"
    player_name: str = "You"
    game: str = "piquet"
    variant: str = "au-cent"
    highlight_legal: bool = True
    score_marker: str = "book"         # a MarkerChoice's word: book, board, counters, none (score_markers/model.py)
    window_geometry: str = ""          # Qt's saveGeometry() as hex
    pause_after_deal: bool = True      # show the deal's summary and wait for "Next deal"
    keep_each_trick: bool = False      # leave each finished trick until a click or key
    four_colour_suits: bool = False    # diamonds blue, clubs green (cards and text)
    first_deal: str = "cut"            # the new-game dialog's last choice of deal
    guides_seen: str = ""              # the families whose table guide was put away ("piquet,binocle")
    language: str = "system"           # "system" (follow the system's), or a language: "en", "fr"

    def to_json(self) -> dict:
        return {"format": FORMAT, "version": VERSION, **asdict(self)}

    @classmethod
    def from_json(cls, data: dict) -> "Settings":
        _check(data)
        known = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in known})


def _check(data: dict) -> None:
    for f in fields(Settings):
        if f.name not in data:
            continue
        value, default = data[f.name], getattr(Settings, f.name)
        if isinstance(default, bool):
            ok = isinstance(value, bool)
        elif isinstance(default, float):
            ok = is_number(value)
        else:
            ok = isinstance(value, type(default))
        if not ok:
            raise Unreadable(say("'{name}' has the wrong type", name=f.name))
        if isinstance(value, str) and len(value) > LONGEST_TEXT:
            raise Unreadable(say("'{name}' is too long", name=f.name))
    speed = data.get("animation_speed", 1.0)
    if not 0 <= speed <= 10:      # also NaN
        raise Unreadable(say("animation speed out of range"))


def _migrate(data: dict, version: int) -> dict:
    # Version 1 stored the speed as "slow"/"normal"/"fast"/"off".
    if version == 1:
        words = {"off": 0.0, "slow": 1.5, "normal": 1.0, "fast": 0.5}
        old = data.pop("speed", "normal")
        data["animation_speed"] = words.get(old, 1.0) if isinstance(old, str) else 1.0
    return data


def settings_path() -> Path:
    return paths.config_dir() / FILE_NAME


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """The stored settings (defaults when absent or unreadable) and any notice."""
    loaded: Loaded = read_versioned(path or settings_path(), FORMAT, VERSION,
                                    say("Your settings file"), _migrate, _check)
    if loaded.data is None:
        return Settings(), loaded.notice
    return Settings.from_json(loaded.data), loaded.notice


def save_settings(settings: Settings, path: Path | None = None) -> None:
    write_atomic(path or settings_path(), settings.to_json())
