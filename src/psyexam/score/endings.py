"""How a reply ends: finished or stopped mid-sentence (its generation budget ran out), and whether it goes through the
options one by one ("A. 焦虑症：……\nB. 抑郁症：……") and stops before every option has its line."""

from __future__ import annotations

import re

from psyexam.score.letters import canon
from psyexam.score.marks import FALSE_MARKS, TRUE_MARKS

# How a finished reply ends: a sentence end, a closing bracket or quote, a verdict mark, or a letter; also a chat
# reply's tilde after a word ("……就是自我促成的纪律啦～"; not after a digit: "7~" is a range cut off) or an emoji.
_FINISHED = re.compile(
    rf"""(?:[。.!！?？)\]】」』"'”’>}}{TRUE_MARKS}{FALSE_MARKS}]|(?<![A-Za-z])[A-H]|(?<=[\u4e00-\u9fff])~+"""
    r"|[\u2600-\u27bf\U0001f300-\U0001faff]\ufe0f?)\s*$"
)


# A line of per-option analysis: "A. 尊重：……", "- B、热情……", "2. (B) ……", "A – respect …" (not "A、C正确").
_ANALYSIS_LINE = re.compile(
    r"^\s*(?:[-+•]\s*|\d+[.)、]\s*)?(?:[(\[]?[A-H](?:[)\].:]|、(?![A-H])|[ \t]*[\u2012-\u2015])|(?:选项\s*)?[A-H]\s*项?\s*:)", re.M
)


def finished(text: str) -> bool:
    """Whether the text ends as a finished reply does, not mid-sentence."""
    return bool(_FINISHED.search(text.rstrip()))


def cut_off(text: str) -> bool:
    """Whether a per-option analysis stops mid-sentence (its generation budget ran out)."""
    return not finished(text) and bool(_ANALYSIS_LINE.search(text))


_ANALYSIS_LABEL = re.compile(r"[A-H]")
_FULL_STOP = re.compile(r"[。！？!?]|\.\s")


def walks_options(text: str, options: dict[str, str]) -> bool:
    """Whether the text goes through the options one by one: lines opening with two or more
    different option labels and saying more than the option's text ("A. 焦虑症：……\nB. 抑郁症：……");
    the option list merely repeated is no such walk."""
    labels = set()
    for line in text.split("\n"):
        m = _ANALYSIS_LINE.match(line)
        label = _ANALYSIS_LABEL.search(m.group()) if m else None
        if m and label and canon(line[m.end() :]) != options.get(label.group()):
            labels.add(label.group())
    return len(labels) > 1


def on_walk_line(text: str, at: int, options: dict[str, str]) -> bool:
    """Whether position ``at`` lies on a line of a per-option walk ("- D. 六个主效应：……可以得到六个主效应"): what that
    line says is said of its own option, as the other lines say it of theirs, and answers nothing by itself."""
    line = text[text.rfind("\n", 0, at) + 1 :].split("\n", 1)[0]
    return bool(_ANALYSIS_LINE.match(line)) and walks_options(text, options)


def walked_labels(text: str) -> set[str]:
    """The option labels opening lines of a per-option analysis."""
    return {label.group() for m in _ANALYSIS_LINE.finditer(text) if (label := _ANALYSIS_LABEL.search(m.group()))}


def walk_cut_early(text: str, options: dict[str, str]) -> bool:
    """Whether a per-option analysis stops mid-sentence before every option has a line, or a few
    characters into the last option's line, before anything is said of it ("D. 全不是：这个")."""
    last = text.rstrip().rsplit("\n", 1)[-1]
    m, label = _ANALYSIS_LINE.match(last), _ANALYSIS_LABEL.search(last)
    rest = canon(last[m.end() :]) if m and label else ""
    own = options.get(label.group(), "") if label else ""
    begun = bool(m) and len(rest.removeprefix(own).lstrip(" :：.、")) <= 4
    return cut_off(text) and (not set(options) <= walked_labels(text) or begun)


def stops_mid_sentence(text: str) -> bool:
    """Whether a reply of full sentences stops in the middle of its last one (a reply of one
    unpunctuated phrase, "系统脱敏", is finished)."""
    return not finished(text) and bool(_FULL_STOP.search(text))
