"""The discard practice window (Qt)."""
from .window import TrainerWindow

__all__ = ["TrainerWindow"]
