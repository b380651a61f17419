"""The windows the menus open, and what they share: the new-game, settings, about,
welcome and error dialogs, the statistics and its charts, the rules browser, the deal's
summary, and their colours, titles, buttons and screen fit.  Below the shell and the
modes: a window here imports no controller, mode or main window."""
