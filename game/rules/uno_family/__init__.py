"""The UNO family: `uno` (003) and `uno-monster-high` (004) share one implementation."""
