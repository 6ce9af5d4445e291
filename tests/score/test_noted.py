"""A bare answer line before a closing bracketed note."""

from __future__ import annotations

import pytest

from tests.score.reading import letters_read

OPTS = {"A": "50%~60%", "B": "60%~70%", "C": "70%~80%", "D": "80%~90%"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("学生要达到掌握水平。\n\nD. 80%~90%\n\n（注：有些版本为85%~90%，但选项中最接近的仍是D。）", "D"),
        ("学生要达到掌握水平。\n\nD\n\n【备注：按原始说法作答。】", "D"),
        ("学生要达到掌握水平。\n\nD. 80%~90%\n\n（注：也有教材给的是C。）", None),  # the note names another letter
        ("学生要达到掌握水平。\n\nD. 80%~90%\n\n（注：我不太确定。）", None),  # the note doubts it
        ("学生要达到掌握水平。\n\nD. 80%~90%\n\n（注：也可能是……）", None),
        ("学生要达到掌握水平。\n\nD. 80%~90%\n\n这里按原始说法作答。", None),  # no bracketed note: the last line is prose
    ],
)
def test_a_last_line_before_a_closing_note(text, expected):
    assert letters_read(text, OPTS, "single") == expected
