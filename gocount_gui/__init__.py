"""gocount: count finished games of Go under every major rule set."""

__version__ = "0.1.0"
