"""Contamination: which bank questions occur in a text corpus (n-gram overlap scan)."""

from psyexam.contamination.check import find_contamination
from psyexam.contamination.corpus import CorpusError
from psyexam.contamination.index import BankIndex, build_index
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
    "FORMAT", "BankIndex", "CorpusError", "build_index", "find_contamination", "VERSION", "BadLine", "ContaminationFileError", "ContaminationResult", "ItemResult", "Location",
    "Settings", "Summary", "TopNgram", "read_result", "write_result",
]
