"""psyexam: measure how well large language models know and apply psychology, in Chinese."""

__version__ = "0.1.0"
