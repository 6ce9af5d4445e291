"""What became of one answer sent to the judge: the one list of judge statuses."""

from __future__ import annotations

SCORED = "scored"
FAILED = "judge_failed"
"""The judge replied, but not with a readable score on the scale."""
ERROR = "judge_error"
"""The judge call failed after every retry."""
NO_ANSWER = "no_answer"
"""The model under evaluation gave no answer (its call failed)."""
NO_REFERENCE = "no_reference"
"""The split hides the reference answer."""

STATUSES = (SCORED, FAILED, ERROR, NO_ANSWER, NO_REFERENCE)
"""Every status, in report order."""
