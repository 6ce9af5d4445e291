"""The records extraction strategies share: the reading, what it is read against, an explicit
answer's place, and the rule that turns letters into a reading (nothing is guessed)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Extraction:
    """The letters read from a reply (None: no single answer could be read) and how.

    ``method`` names the strategy that fired (``json``, ``boxed``, ``statement``,
    ``correction``, ``pointer``, ``enumeration``, ``bare``, ``verdict``, ``bracketed-text``,
    ``option-text``, ``all-options``, ``complement``, ``final-line``, ``opening-option``, ``termed-opening``, ``labelled-line``, ``numbered``). When ``letters`` is None it says why: ``empty``, ``unclosed-think``, ``none``, or
    ``<strategy>:ambiguous`` (hedged, or several letters for one choice),
    ``<strategy>:contradiction`` (two firm answers disagree), ``<strategy>:invalid``
    (a letter that is not a choice) or ``verdict:cut-off`` (a multiple-response analysis that
    stops before judging every option).
    """

    letters: frozenset[str] | None
    method: str

    @property
    def parsed(self) -> bool:
        """True when a set of valid letters was read."""
        return self.letters is not None


@dataclass(frozen=True, slots=True)
class Context:
    """A normalised reply and what it is read against."""

    text: str
    options: dict[str, str]
    """Letter -> comparison form of the text, for non-empty options only."""
    multi: bool
    excluded: bool = False
    """Whether exclusion clauses were blanked out of ``text`` (see ``exclusions``)."""
    stem: str = ""
    """The question's stem where the caller knows it (normalised), else empty: some replies answer only by
    restating it with its blank filled."""
    bare_end: bool = False
    """Whether the raw reply ends on a bare letter, no mark or markup after it ("……综上所述，选项 A"; not "**A**"):
    normalising drops the markup, so the raw ending is kept here."""

    @property
    def valid(self) -> frozenset[str]:
        return frozenset(self.options)


@dataclass(frozen=True, slots=True)
class Hit:
    """An explicit answer found at ``start``..``end`` of the reply."""

    method: str
    start: int
    end: int
    letters: tuple[str, ...]
    hedged: bool = False


def resolve(letters: tuple[str, ...], hedged: bool, ctx: Context, method: str) -> Extraction:
    """The reading of ``letters``: none when hedged, when a letter is not a choice, or when a
    single choice names several."""
    chosen = frozenset(letters)
    if hedged:
        return Extraction(None, f"{method}:ambiguous")
    if not chosen <= ctx.valid:
        return Extraction(None, f"{method}:invalid")
    if not ctx.multi and len(chosen) > 1:
        return Extraction(None, f"{method}:ambiguous")
    return Extraction(chosen, method)


def first_line(text: str) -> str | None:
    """The first non-blank line."""
    return next((ln for ln in text.split("\n") if ln.strip()), None)
