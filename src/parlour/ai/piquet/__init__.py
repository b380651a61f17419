"""The Piquet brain: discarding, declaring and playing from one seat's observation."""
