"""Which column holds what: common Chinese and English field names, and ``--map FIELD=NAME`` overrides."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from psyexam.bank.records import LETTERS
from psyexam.errors import PsyexamError

FIELDS = ("id", "question", "options", "answer", "explanation", "subject", "exam", "source", "type", "chapter")
"""The fields a crawled record may carry; option letters are found on their own."""

ALIASES: dict[str, tuple[str, ...]] = {
    "id": ("id", "qid", "编号", "题目id", "试题id", "uuid"),
    "question": ("question", "stem", "题目", "题干", "试题", "问题", "题目内容", "content", "title", "q"),
    "options": ("options", "option", "choices", "选项", "备选项", "答案选项"),
    "answer": ("answer", "answers", "正确答案", "答案", "参考答案", "标准答案", "correct", "key", "label"),
    "explanation": ("explanation", "analysis", "解析", "答案解析", "试题解析", "rationale", "explain", "解答"),
    "subject": ("subject", "subject_name", "科目", "学科", "课程", "category"),
    "exam": ("exam", "考试", "考试名称", "考试类型"),
    "source": ("source", "来源", "出处", "url", "链接"),
    "type": ("type", "question_type", "qtype", "题型", "题目类型", "类型"),
    "chapter": ("chapter", "章节", "章"),
}
# "A" "选项A" "A选项" "option_a" "optionA" "choice a": one option column each.
_OPTION_COLUMN = re.compile(r"^(?:选项|option|choice)?[\s_-]*(?P<l>[a-h])(?:选项)?$")


def _key(name: str) -> str:
    return re.sub(r"[\s_\-:：]+", "", str(name)).casefold()


@dataclass
class FieldMap:
    """Source column names for each field, and option letter -> column."""

    fields: dict[str, str] = field(default_factory=dict)
    option_columns: dict[str, str] = field(default_factory=dict)

    def get(self, row: dict[str, object], name: str) -> object:
        """The row's value for a field, or None when it has no such column or the cell is blank."""
        column = self.fields.get(name)
        value = row.get(column) if column is not None else None
        return None if isinstance(value, str) and not value.strip() else value

    @property
    def used(self) -> set[str]:
        """Every column this map reads."""
        return set(self.fields.values()) | set(self.option_columns.values())


def parse_overrides(pairs: tuple[str, ...] | list[str]) -> dict[str, str]:
    """``["question=题目", …]`` as a dict; ``PsyexamError`` for a malformed pair or unknown field."""
    out: dict[str, str] = {}
    for pair in pairs:
        name, sep, column = pair.partition("=")
        name, column = name.strip(), column.strip()
        if not sep or not name or not column:
            raise PsyexamError(f"--map expects FIELD=NAME, got {pair!r}")
        if name not in FIELDS and not (len(name) == 1 and name.upper() in LETTERS):
            raise PsyexamError(f"--map: unknown field {name!r} (known: {', '.join(FIELDS)}, or an option letter A-H)")
        out[name] = column
    return out


def detect(columns: list[str], overrides: dict[str, str] | None = None) -> FieldMap:
    """Map a file's column names onto the fields; ``overrides`` (field -> column) win."""
    overrides = overrides or {}
    by_key = {_key(c): c for c in reversed(columns)}  # the first column wins on a tie
    fmap = FieldMap()
    for name in FIELDS:
        if name in overrides:
            fmap.fields[name] = overrides[name]
            continue
        for alias in ALIASES[name]:
            if (column := by_key.get(_key(alias))) is not None:
                fmap.fields[name] = column
                break
    taken = set(fmap.fields.values())
    for column in columns:
        m = _OPTION_COLUMN.match(_key(column))
        if m and column not in taken:
            fmap.option_columns.setdefault(m["l"].upper(), column)
    for name, column in overrides.items():
        if len(name) == 1:
            fmap.option_columns[name.upper()] = column
    return fmap
