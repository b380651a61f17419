"""The frozen program's entry point (PyInstaller runs this file, not the console script)."""
import multiprocessing
import sys

if __name__ == "__main__":
    # selfplay spreads games over worker processes; a frozen program must let a worker
    # started by spawn (Windows, macOS) become a worker instead of a second Parlour.
    multiprocessing.freeze_support()
    from parlour.cli import main
    sys.exit(main())
