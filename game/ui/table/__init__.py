"""The table framework: layout, what is shown, card sprites in flight, dragging."""
