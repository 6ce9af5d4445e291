"""Validation of loaded banks (placeholder until the validator lands)."""

from psyexam.bank.bank import Bank


def validate(bank: Bank) -> None:
    """Append record-level and cross-record findings to ``bank.findings``."""
