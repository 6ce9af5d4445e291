"""Run folders: the only code that knows their files, layout and format version.

Typed records for what a run writes (:class:`Manifest`, :class:`ItemResult`,
:class:`RunSummary`), atomic writes, and :class:`RunFolder` to read and write
them; folders from older psyexam versions are migrated on read.
"""

from psyexam.runs.files import RunFolderError, read_json, write_json, write_jsonl
from psyexam.runs.folder import ArenaFolder, PlannedQuestion, RunFolder
from psyexam.runs.items import ItemResult, Prompt
from psyexam.runs.manifest import (
    FORMAT_VERSION,
    BankInfo,
    CallCounts,
    Manifest,
    ModelInfo,
    RunSettings,
    migrate,
)
from psyexam.runs.summary import (
    CellStats,
    FailedItem,
    RunSummary,
    count,
    summarise,
    tally,
)

__all__ = [
    "FORMAT_VERSION", "ArenaFolder", "BankInfo", "CallCounts", "CellStats", "FailedItem", "ItemResult",
    "Manifest", "ModelInfo", "PlannedQuestion", "Prompt", "RunFolder", "RunFolderError", "RunSettings",
    "RunSummary", "count", "migrate", "read_json", "summarise", "tally", "write_json", "write_jsonl",
]
