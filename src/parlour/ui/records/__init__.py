"""A game record in the window: opened from a file (or ``parlour FILE``) and replayed
on the table step by step, forward and back; the game on the table exported as one."""
