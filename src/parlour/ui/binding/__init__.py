"""The one place the Qt binding is imported from (qt.py), and the guard that must run
before the first Qt call."""
