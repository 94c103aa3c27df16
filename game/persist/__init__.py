"""Files of the user: saves, settings, statistics. Written atomically, read defensively."""
