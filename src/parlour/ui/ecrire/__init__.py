"""The Piquet à écrire mode: the sitting's presenter and its score sheet."""
