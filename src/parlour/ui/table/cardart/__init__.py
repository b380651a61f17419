"""Card faces and backs: Parlour's own SVG art, system card themes, and the pixmap cache."""
