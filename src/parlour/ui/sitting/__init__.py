"""The sitting sheet's window."""
