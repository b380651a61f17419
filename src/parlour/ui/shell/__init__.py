"""The application: the main window, the game controller, the dialogs, settings, rules
browser, welcome, the app's start and its smoke test."""
