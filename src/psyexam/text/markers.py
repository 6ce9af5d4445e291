"""Exam-text furniture that crawls add or drop: question numbers, source tags, option letters.

Two copies of one question often differ only in these: "1." or "第5题" before the stem,
"（2019年真题）" or "【单选题】" around it, "A." inside an option's text. Stripping them
gives the text the question actually asks. Each function works on NFKC text (full-width
forms already folded) and leaves anything it does not recognise alone.
"""

from __future__ import annotations

import re

from psyexam.text.normal import nfkc

_CN_NUM = "一二三四五六七八九十百零〇两"

# Leading question numbers: "1." "12、" "3)" "(3)" "第5题" "题5" "例1" "Q3:" "一、" "案例三(5):";
# "1.5倍" is not a number label.
_NUMBERING = re.compile(
    rf"""^\s*(?:
        案例\s*[0-9{_CN_NUM}]+\s*(?:\(\s*[0-9]+\s*\))?\s*[:.、]?
      | 第\s*[0-9{_CN_NUM}]+\s*[题問问]\s*[.、:,)]?
      | (?:题|例|问题|试题|[Qq])\s*[0-9]+\s*[.、:,)]?
      | [0-9]{{1,4}}\s*(?:[.](?![0-9])|[、:,)])
      | \(\s*[0-9{_CN_NUM}]{{1,4}}\s*\)
      | [{_CN_NUM}]{{1,3}}\s*[、.]
    )\s*""",
    re.VERBOSE,
)

# Tags in 【】 or [] are never question content in exam crawls; parentheses need a tag-like content.
_SQUARE_TAG = re.compile(r"【[^】]{0,40}】|\[[^\]]{0,40}\]")
_ROUND = re.compile(r"\(([^()]{1,40})\)")
_TAG_WORDS = re.compile(
    r"真题|考研|统考|联考|自考|单选|多选|单项|多项|选择题|判断题|模拟|原题|试题|试卷|考试|改编|押题|样题"
)
_YEAR_OR_SCORE = re.compile(r"^\s*(?:(?:19|20)[0-9]{2}\s*年?(?:[^()]{0,12}(?:卷|考|题))?|[0-9]+(?:\.[0-9]+)?\s*分)\s*$")
_BARE_TYPE = r"(?:单选题?|多选题?|单项选择题?|多项选择题?|不定项选择题?|判断题)"
_TRAILING_TYPE = re.compile(rf"[\s.。,:]*{_BARE_TYPE}[\s.。]*$")
_LEADING_TYPE = re.compile(rf"^\s*{_BARE_TYPE}\s*[:.、]\s*")

# "A." "A、" "(A)" "A)" "A:" "A ." at the start of an option's text; "A型" and "ABC理论" stay.
_OPTION_MARKER = re.compile(r"^\s*(?:\(\s*[A-H]\s*\)|[A-H]\s*[.、:)](?![0-9])|[A-H]\s+(?=[^\x00-\x7f]))\s*")


def strip_numbering(text: str) -> str:
    """The text (NFKC) without a leading question number such as "1.", "（3）" or "第5题"."""
    return _NUMBERING.sub("", nfkc(text), count=1)


def strip_source_tags(text: str) -> str:
    """The text (NFKC) without source and type tags: "【单选题】", "（2019年真题）", a trailing "多选"."""
    return _strip_tags(nfkc(text))


def _strip_tags(text: str) -> str:
    if "【" in text or "[" in text:
        text = _SQUARE_TAG.sub("", text)
    if "(" in text:
        text = _ROUND.sub(lambda m: "" if _is_tag(m.group(1)) else m.group(0), text)
    text = _LEADING_TYPE.sub("", text, count=1)
    return _TRAILING_TYPE.sub("", text, count=1)


def _is_tag(inner: str) -> bool:
    return bool(_TAG_WORDS.search(inner) or _YEAR_OR_SCORE.match(inner))


def strip_question_furniture(text: str) -> str:
    """Numbering and tags removed, in either order ("1.【单选】…" and "【单选】1. …" agree)."""
    text = _strip_tags(nfkc(text))
    for _ in range(2):
        numbered = _NUMBERING.sub("", text, count=1)
        if numbered == text:
            break
        text = _strip_tags(numbered)
    return text


def strip_option_marker(text: str) -> str:
    """An option's text (NFKC) without a letter label the crawl left inside it ("A. 自由联想")."""
    return _OPTION_MARKER.sub("", nfkc(text), count=1)
