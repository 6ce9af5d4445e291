"""Contamination: which bank questions occur in a text corpus (n-gram overlap scan)."""

from psyexam.contamination.result import (
    FORMAT,
    VERSION,
    BadLine,
    ContaminationFileError,
    ContaminationResult,
    ItemResult,
    Location,
    Settings,
    Summary,
    TopNgram,
    read_result,
    write_result,
)

__all__ = [
    "FORMAT", "VERSION", "BadLine", "ContaminationFileError", "ContaminationResult", "ItemResult", "Location",
    "Settings", "Summary", "TopNgram", "read_result", "write_result",
]
