"""Markup around an answer that carries none of it, rewritten to plain text before a reply is read.

- chat templates' special tokens (``<|assistant|>``, ``<|im_end|>``) end a line;
- HTML entities (``&nbsp;``, ``&lt;answer&gt;``) are decoded (``unescape``, before ``normalise``);
- struck-out text (``<del>``, ``<s>``, CSS ``line-through``, ``~~…~~``) is withdrawn and dropped
  with its content;
- HTML tables become markdown tables and checkboxes task-list boxes ("[x]"); other HTML/XML
  tags are dropped (block tags such as ``<p>`` and ``<br>`` end a line), except tags whose name
  says "answer" (``<answer>``, ``<final_answer>``, ``<答案>``), which ``jsonish`` reads like a
  JSON key; a lone upper-case ``<B>`` is a bracketed letter, not a tag;
- LaTeX: math delimiters (``$…$``, ``\\(…\\)``, ``\\[…\\]``) and formatting commands
  (``\\text{}``, ``\\mathrm{}``, ``\\textbf{}`` …) are dropped, spacing commands (``\\,``, ``\\;``,
  ``\\quad``; ``~`` inside math) become spaces, boxes (``\\fbox``) become ``\\boxed``;
- letters drawn as emoji (🅰️, 🅱️, a lone regional indicator) become letters, variation selectors go;
- words spelled with a space after every character ("答 案 ： A", "A n s w e r: C") are joined;
- a decorative symbol opening a line before an answer label ("✅ Correct: C, D", "🎯 Final: B") is dropped, so the
  label opens its line (crosses, warnings and question marks stay: they say something of what follows).
"""

from __future__ import annotations

import html
import re

from psyexam.score.jsonish import key_rank

_ENTITY = re.compile(r"&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});")


def unescape(text: str) -> str:
    """HTML entities decoded; a bare ``&`` and anything that is no entity stay."""
    return _ENTITY.sub(lambda m: html.unescape(m.group()), text)


def unmarkup(text: str) -> str:
    """The normalised reply without tags, LaTeX markup, emoji letters or spaced-out words."""
    text = _SPECIAL_TOKEN.sub("\n", text)
    text = _emoji_letters(text)
    text = _untag(text)
    text = _untex(text)
    return _undecorated_labels(_join_spaced(text))


# ---- tags ----------------------------------------------------------------------------------

# A chat template's special token leaked into the reply ("<|assistant|>", "<|im_end|>", "<|end|>"): it ends a line.
_SPECIAL_TOKEN = re.compile(r"<\|[A-Za-z_][\w.\u2581-]{0,30}\|>")

_TAG = re.compile(r"<!--.*?-->|<(/?)([^\W\d_][\w:.-]*)((?:\s+[^<>]*?)?)\s*(/?)>", re.S)
_BLOCK = re.compile(
    r"p|div|br|hr|li|ul|ol|dl|dt|dd|tr|table|thead|tbody|h[1-6]|blockquote|pre|section|article|header|footer"
    r"|details|summary|figure|figcaption|main|aside|nav",
    re.I,
)


_HTML_TABLE = re.compile(r"<table\b[^<>]*>(.*?)</table\s*>", re.S | re.I)
_HTML_ROW = re.compile(r"<tr\b[^<>]*>(.*?)(?=</tr\s*>|<tr\b|$)", re.S | re.I)
_HTML_CELL = re.compile(r"<t([hd])\b[^<>]*>(.*?)(?=</t[hd]\s*>|<t[hd]\b|$)", re.S | re.I)


def _html_tables(text: str) -> str:
    """Each HTML table as a markdown one (``tables`` reads it); with no <th> header row, a blank header."""

    def convert(m: re.Match[str]) -> str:
        rows = [cells for r in _HTML_ROW.finditer(m.group(1)) if (cells := _HTML_CELL.findall(r.group(1)))]
        if not rows:
            return m.group()
        headed = all(kind.lower() == "h" for kind, _ in rows[0])
        header = [c for _, c in rows[0]] if headed else [""] * len(rows[0])
        lines = [header, ["---"] * len(header), *([c for _, c in r] for r in rows[1 if headed else 0 :])]
        joined = (" | ".join(_TAG.sub("", c).replace("|", "/").strip() for c in ln) for ln in lines)
        return "\n" + "\n".join(f"| {row} |" for row in joined) + "\n"

    return _HTML_TABLE.sub(convert, text)


# Struck-out text is withdrawn: "<del>A</del> C", "<s>A</s>", "~~A~~ C".
_STRUCK = re.compile(
    r"<(del|s|strike)\b[^<>]*>.*?</\1\s*>|<(\w+)\b[^<>]*line-through[^<>]*>[^<]*</\2\s*>|~~[^~\n]{1,200}~~", re.S | re.I
)
# A form's checkbox, as a task-list box: "<input type="checkbox" checked> A" is "[x] A".
_CHECKBOX = re.compile(r"<input\b[^<>]*\btype\s*=\s*[\"']?checkbox\b[^<>]*>", re.I)


def _untag(text: str) -> str:
    text = _STRUCK.sub("", _html_tables(text))
    text = _CHECKBOX.sub(lambda m: "[x]" if re.search(r"\bchecked\b", m.group(), re.I) else "[ ]", text)
    names = {m.group(2).casefold() for m in _TAG.finditer(text) if m.group(1)}  # closed somewhere

    def replace(m: re.Match[str]) -> str:
        closing, name, attrs, selfclosing = m.groups()
        if name is None:
            return ""  # a comment
        is_tag = bool(closing or attrs or selfclosing or len(name) > 1 or name.islower() or name.casefold() in names)
        if not is_tag:
            return m.group()  # "<B>": a letter in angle brackets
        if (key_rank(name) or 0) > 0:
            return m.group()  # "<answer>": read as structured data
        return "\n" if _BLOCK.fullmatch(name) else ""

    return _TAG.sub(replace, text)


# ---- LaTeX -----------------------------------------------------------------------------------

_MATH = re.compile(r"\$\$(.+?)\$\$|\$(.+?)\$|\\\((.+?)\\\)|\\\[(.+?)\\\]", re.S)
_SPACING = re.compile(r"\\(?:[,;:! ]|quad\b|qquad\b|enspace\b|thinspace\b|medspace\b|thickspace\b|[hv]space\*?\s*\{[^{}]*\})")
_FORMAT = re.compile(
    r"\\(?:text(?:bf|it|rm|sf|tt|up|normal|sc)?|math(?:rm|bf|it|sf|tt|normal|bb|cal|frak)|bm|boldsymbol"
    r"|operatorname|emph|underline|uline|mbox|hbox|(?:text)?color\s*\{[^{}]*\}|colorbox\s*\{[^{}]*\})\s*\{([^{}]*)\}"
    r"|\{\\(?:bf|it|rm|sf|tt|em|bfseries|itshape)\s+([^{}]*)\}"  # old-style switches: "{\bf B}"
)
_DROPPED = re.compile(r"\\(?:left|right|displaystyle|color\s*\{[^{}]*\}|(?:begin|end)\s*\{[^{}]*\})(?![A-Za-z])|&(?=\s*=)")
_BOX = re.compile(r"\\(?:fbox|framebox|boxed)(?![A-Za-z])")
_TEX_ARROW = re.compile(r"\\(?:Rightarrow|rightarrow|implies|to|longrightarrow|Longrightarrow)(?![A-Za-z])")
_CHECK = re.compile(r"\\checkmark(?![A-Za-z])")


def _untex(text: str) -> str:
    if "\\" not in text and "$" not in text:
        return text
    text = _MATH.sub(lambda m: next(g for g in m.groups() if g is not None).replace("~", " "), text)
    text = _SPACING.sub(" ", text)
    for _ in range(4):  # nested wrappers: \textbf{\mathrm{B}}
        text, n = _FORMAT.subn(lambda m: m.group(1) if m.group(1) is not None else m.group(2), text)
        if not n:
            break
    text = _DROPPED.sub("", text)
    text = _TEX_ARROW.sub("→", text)
    text = _CHECK.sub("✓", text)
    return _BOX.sub(r"\\boxed", text)


# ---- emoji letters and spaced-out words -------------------------------------------------------

_VARIATION = re.compile("[\ufe0e\ufe0f\u20e3]")
# 🅰 (negative squared), 🅐 (negative circled): letters as emoji; a regional indicator (🇦) alone,
# not one of a pair that makes a flag.
_SQUARED = re.compile("[\U0001f170-\U0001f189\U0001f150-\U0001f169]")
_REGIONAL = re.compile("(?<![\U0001f1e6-\U0001f1ff])[\U0001f1e6-\U0001f1ff](?![\U0001f1e6-\U0001f1ff])")


def _emoji_letters(text: str) -> str:
    text = _VARIATION.sub("", text)
    text = _SQUARED.sub(lambda m: chr(ord("A") + (ord(m.group()) - 0x1F150) % 0x20), text)
    return _REGIONAL.sub(lambda m: chr(ord("A") + ord(m.group()) - 0x1F1E6), text)


# Single characters (letters, digits, CJK) each standing alone, with one space between.
_SPACED = re.compile(r"(?<!\S)\w(?!\w)(?: \w(?!\w))+")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_WORD_CHAR = re.compile(r"[^\W\d_A-H]")  # a letter that is no capital answer letter
# answer letters joined by one-letter words ("a A e a C", "B y C", "A i B"): a list, not a spelled word
_LETTER_LIST = re.compile(r"[A-Haeiouy](?: [A-Haeiouy])*")


def _join_spaced(text: str) -> str:
    """Join a run of spaced-out characters that spells words: two or more CJK characters
    ("答 案 ："), or four or more characters with a letter other than a capital A-H ("A n s w e r",
    "A N S W E R"); runs of answer letters ("A B C"), of one-letter words ("é a B") and letters
    joined by one-letter words ("a A e a C") stay."""

    def join(m: re.Match[str]) -> str:
        run = m.group()
        spelled = len(_CJK.findall(run)) >= 2 or (
            run.count(" ") >= 3 and _WORD_CHAR.search(run) and not _LETTER_LIST.fullmatch(run)
        )
        return run.replace(" ", "") if spelled else run

    return _SPACED.sub(join, text)


# ---- symbols before an answer label ---------------------------------------------------------

# Symbols and emoji (their variation selectors are gone by now), but not the ones that judge or doubt: crosses,
# prohibitions, warnings, question marks and a thinking face.
_DECORATION = (
    "(?:(?![\u2716-\u2718\u274c\u274e\u26a0\u26d4\u2753-\u2755\U0001f6ab\U0001f914])"
    "[\u2190-\u21ff\u2600-\u27bf\u2b00-\u2bff\U0001f300-\U0001faff][ \t]*)+"
)
# A symbol opening a line, then an answer label and its colon: "✅ Correct: C, D", "🎯 Final answer: B", "📌 结论：B".
_DECORATED_LABEL = re.compile(
    r"(?m)^([ \t>#*+-]*)" + _DECORATION
    + r"(?=(?:the[ \t]+|my[ \t]+)?(?:correct|right|final|answer|key|conclusion|verdict|result|summary|bottom[ \t]+line"
    r"|selected|chosen|choice)\b[^\n:]{0,20}:|(?:正确|最终|最后|结论|答案|综上|总结|小结|选择)[^\n:]{0,10}:)",
    re.I,
)


def _undecorated_labels(text: str) -> str:
    """Without the symbols that open a line before an answer label ("✅ Correct: C, D" is "Correct: C, D")."""
    return _DECORATED_LABEL.sub(r"\1", text)
