"""Where Parlour keeps a player's things: settings, the unfinished game, statistics.

Every file is JSON with a schema version, written atomically; a file that cannot be read
is moved aside (never deleted) and the player is told where it went.
"""
