"""Monster Table: a desktop card table for five card games."""

__version__ = "0.1.0"
