"""Parlour: Piquet, Bézique and Binocle, the two-handed games of the Victorian parlour."""
from importlib.metadata import PackageNotFoundError, version as _version

try:
    __version__ = _version("parlour")  # pyproject.toml is the one place it is written
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.0.0+source"
