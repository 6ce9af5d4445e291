"""Question banks: records, loaders, validation, statistics and the built-in demo bank."""

from psyexam.bank.bank import Bank
from psyexam.bank.findings import Finding, Severity
from psyexam.bank.records import CACategory, Part, Provenance, QType, Question

__all__ = ["Bank", "CACategory", "Finding", "Part", "Provenance", "QType", "Question", "Severity"]
