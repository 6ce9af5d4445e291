"""Terse replies whose letters are plain to any reader, though no answer statement frames them.

- a one-clause reply of letters with a lead-in or a sentence-final particle ("B啊", "就是D", "A 快乐😊");
- letters (or a letter and its own text) opening the reply, then one clause that only explains, however
  cut off ("D。识记、保持、再认和回忆是记忆的", "A 高原现象。这是技能练习中期出现的", "ABCD，气质……不能迁移。");
- a short one-line reply closing on letters after a clause that names none ("(130-100)/15=2，B").

What the explaining clause says must not unsettle the letters: another letter, another option's text, a
question mark, a hedge or a contrast leaves the reply unread (the usual misgivings are asked too, see
``weak_readings``). Question particles ("B吗？", "B吧？", "B呢") are questions back, never answers.
"""

from __future__ import annotations

import re

from psyexam.score.letters import canon, text_key
from psyexam.score.options import bare_line
from psyexam.score.reading import Context, Extraction, resolve

# Particles that close a firm statement; 吗/吧/呢 ask or hedge and are left out on purpose.
_PARTICLE = r"(?:啊|呀|哦|喔|噢|啦|哈|嘛|哟|咯)"
# Emoji and decorative symbols closing a reply carry no answer.
_DECOR = r"[\s。.!！~～\U0001F300-\U0001FAFF\u2600-\u27BF\uFE0F]*"
_TERSE = re.compile(rf"(?:就是|便是|是|选|答案是|答案|Answer:?)?\s*(?P<core>[^?？\n]{{1,30}}?)\s*{_PARTICLE}?{_DECOR}", re.I)
# A lone option letter anywhere in the explaining clause: another candidate, or a verdict on one.
_LETTER = re.compile(r"(?<![A-Za-z])[A-H](?![A-Za-z])")
# Words that hedge, contrast or take back: the letters before them no longer stand alone.
_UNSETTLING = re.compile(
    r"[?？]|错|不正确|不符合|不属于|不是|不对|可能|也许|或许|大概|或者|还是|不确定|不一定|猜|觉得|认为|不过|但是|但|然而|其实|不对|错了|更正|等等|不选|排除|也对|也可以"
    r"|\b(?:wrong|incorrect|false|no|guess|think|believe|suppose|maybe|perhaps|probably|or|not\s+sure|but|however|wait|actually|unless|except)\b",
    re.I,
)
# The opening clause ends at a Chinese full stop or a comma, before the explaining clause ("B. ……" after a letter is
# its label's text, never a clause of its own), or at a bracket holding the letters' own texts (see ``_opened``).
_OPENING = re.compile(r"(?P<head>[^\n。.,，;；(（]{1,30}?)\s*(?:[。,，]|(?P<bracket>[(（]))(?P<rest>[^\n]*)")
# Words counting or sweeping the options, or choosing: they say how many are chosen, and must agree with the letters.
_COUNTING = re.compile(r"[一二三四五六七八两]\s*(?:个|项|种|者)|全|所有|以上|选|都不|\b(?:all|both|none|every)\b", re.I)
_CLOSING = re.compile(r"(?P<head>[^\n]{1,60})[,，]\s*(?P<core>[A-Ha-h](?:[、,，和及与 ]*[A-Ha-h])*)[\s。.!！]*")


def terse_reply(ctx: Context) -> Extraction | None:
    """The letters of a terse reply (see the module's docstring), or None."""
    text = ctx.text.strip()
    if not text or "\n" in text:
        return None
    return _particled(text, ctx) or _opened(text, ctx) or _closed(text, ctx)


def _particled(text: str, ctx: Context) -> Extraction | None:
    m = _TERSE.fullmatch(text)
    if m is None or _UNSETTLING.search(text):
        return None
    letters = bare_line(m["core"], ctx.options)
    return resolve(letters, False, ctx, "terse") if letters else None


def _opened(text: str, ctx: Context) -> Extraction | None:
    m = _OPENING.fullmatch(text)
    if m is None or not m["rest"].strip():
        return None
    letters = bare_line(m["head"], ctx.options)
    if not letters or not _explains_only(m["rest"], letters, ctx) or _COUNTING.search(m["rest"]):
        return None
    if m["bracket"] and not _own_texts(m["rest"], letters, ctx):
        return None  # "C（1300米以上）": a bracket after the letters must hold only their own texts
    return resolve(letters, False, ctx, "terse-opening")


def _closed(text: str, ctx: Context) -> Extraction | None:
    m = _CLOSING.fullmatch(text)
    if m is None:
        return None
    letters = bare_line(m["core"], ctx.options)
    if not letters or not _explains_only(m["head"], letters, ctx) or _COUNTING.search(m["head"]):
        return None
    return resolve(letters, False, ctx, "terse-closing")


def _own_texts(bracket: str, letters: tuple[str, ...], ctx: Context) -> bool:
    """Whether a bracket holds the letters' own texts, in order, and nothing else ("（准备律、练习律、效果律）")."""
    m = re.fullmatch(r"\s*(?P<inner>[^()（）]+)[)）][\s。.]*", bracket)
    parts = [canon(p) for p in re.split(r"[、,，;；/]", m["inner"])] if m else []
    return parts == [ctx.options.get(letter, "") for letter in letters]


def _explains_only(clause: str, letters: tuple[str, ...], ctx: Context) -> bool:
    """Whether the clause beside the letters names no letter, no other option's text, and nothing unsettling."""
    if _LETTER.search(clause) or _UNSETTLING.search(clause):
        return False
    rest = text_key(clause)  # (dashes made one: "詹姆斯-兰格" is "詹姆斯一兰格")
    for letter in letters:  # a chosen option's text may hold another's ("识记、保持、再认和回忆" holds "再认和回忆")
        own = text_key(ctx.options.get(letter, ""))
        if own:
            rest = rest.replace(own, " ")
    others = (text_key(t) for k, t in ctx.options.items() if t and k not in letters)
    # a short or numeric text counts only standing alone: "5岁" names 5, "(130-100)/15=2" names neither 1 nor 3
    return not any(re.search(rf"(?<![\d.]){re.escape(o)}(?![\d.])", rest) for o in others)
