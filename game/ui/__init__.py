"""The desktop app: scenes on a stack, the card table, widgets, tweens, card art and sound."""
