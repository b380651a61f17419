"""The application: the main window and what binds it (the game controller, the modes'
contract, the side panel, the computer's worker), the app's start and its smoke test.
The windows the menus open are a room of their own (ui/windows)."""
