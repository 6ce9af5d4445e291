"""Scoring: reading answers out of replies, and item metrics for choice questions."""

from psyexam.score.extract import Extraction, extract_choice
from psyexam.score.metrics import ItemScore, Summary, Tally, score_item, summarise, summarise_by


def letters_text(letters: frozenset[str] | None) -> str | None:
    """Letters as the export format writes them ("AC"), or None when unparsed."""
    return "".join(sorted(letters)) if letters else None


__all__ = [
    "Extraction", "ItemScore", "Summary", "extract_choice", "letters_text",
    "Tally", "score_item", "summarise", "summarise_by",
]
