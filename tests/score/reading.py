"""What the extractor reads from one reply, as the sorted letters or None: the form the unit tests compare."""

from __future__ import annotations

from psyexam.score.extract import extract_choice


def letters_read(text: str, options: dict[str, str], qtype: str, question: str | None = None) -> str | None:
    """The letters read from ``text`` for a question of ``qtype`` with ``options`` (and the stem ``question``, where
    given), sorted; None when unread."""
    got = extract_choice(text, options, qtype, question)
    return "".join(sorted(got.letters)) if got.letters else None
