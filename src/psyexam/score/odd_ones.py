"""A single choice answered by the one option a per-option verdict record judged apart from all the others,
where the answer's sentence says the item asks for what is not, or is wrong ("| D | **No** |" under rows of
"Yes", then "The question asks which one is *not* a feature, so the answer is D."): the record judged the
options, and the answer follows from it rather than contradicting it. Likewise a multiple response answered by
exactly the options such a record judged the other way, where the reply says the item asks for the wrong ones
("(the question asks for the incorrect ones)\n\n| A | ✅ correct |\n| B | ❌ incorrect |…\n\nAnswer: BCD")."""

from __future__ import annotations

import re

from psyexam.score.reading import Context, Hit

_SENTENCE_HEAD = re.compile(r"[^。!?！？\n]*\Z")
_NEGATIVE_ASK = re.compile(
    r"\b(?:not|except|incorrect|false|wrong|untrue|odd\s+one\s+out)\b|n't|不(?:是|属于|正确|符合|包括)|错误|除外|例外",
    re.I,
)


def odd_one_out(ctx: Context, earlier: Hit, last: Hit) -> bool | None:
    """For a negative question said in the answer's sentence, after a structured verdict record ``earlier``
    that set options apart: True when ``last`` is the one option the record left out (the answer follows from
    it), False when ``last`` is among those it judged the other way (they disagree); None otherwise."""
    one, rest = set(last.letters), set(earlier.letters)
    if ctx.multi:
        return _rest_of_record(ctx, earlier, last)
    if earlier.method != "json" or len(one) != 1 or rest in (one, set(ctx.options)) or not rest or not _negative_ask(ctx, last):
        return None
    if not one & rest and one | rest == set(ctx.options):
        return True
    return False if one <= rest else None


def _negative_ask(ctx: Context, last: Hit) -> bool:
    head = _SENTENCE_HEAD.search(ctx.text, 0, last.start)
    return bool(_NEGATIVE_ASK.search((head.group() if head else "") + ctx.text[last.start : last.end]))


# The reply saying what the item asks for is the wrong ones: "the question asks for the incorrect ones",
# "题目问的是错误的说法", "本题要选不正确的" (a negative word within a few words of the asking).
_ASKS_WRONG = re.compile(
    r"\b(?:question|item|stem)\s+(?:asks|is\s+asking|wants)\s+(?:us\s+)?(?:for|which|what|to\s+(?:find|pick|choose|select|identify))\b"
    r"[^.!?\n]{0,30}?\b(?:incorrect|false|wrong|untrue|inaccurate)\b"
    r"|(?:题目|题干|本题|这题|此题|该题|这道题)[^。！？!?\n]{0,6}?(?:问的是|问|要求选?|要选|选的是|选)[^。！？!?\n]{0,10}?(?:错误|不正确|不对|有误|不恰当)",
    re.I,
)


def _rest_of_record(ctx: Context, earlier: Hit, last: Hit) -> bool | None:
    """For a multiple response: True when ``last`` holds exactly the options the record ``earlier`` left out and
    the reply says the item asks for the wrong ones; None otherwise (nothing settled here)."""
    one, rest = set(last.letters), set(earlier.letters)
    if earlier.method != "json" or not one or not rest or one & rest or one | rest != set(ctx.options):
        return None
    return True if _ASKS_WRONG.search(ctx.text) or _negative_ask(ctx, last) else None


# A stem asking for the wrong or not-belonging ones, echoed in the reply: an interrogative with a negative word
# ("哪几项不正确", "哪一项不属于……"), a negated subject asked or leading a list ("说法错误的是：\n", "不属于……的是？"),
# the item said to ask for them ("题目问的是错误的说法"), or in English ("Which … is NOT …", "the question asks for the
# false ones"). "哪里不对" asks about one option's flaw, not the stem: no such echo.
_NEG_WORD = r"(?:不正确|错误|不对|有误|不恰当|不属于|不是|不包括|不符合|不宜|不应|不能|除外|例外)"
_STEM_ASKS_WRONG = re.compile(
    rf"(?:哪|何)(?:几|些|一)?(?:项|个|种|条|者|一些)?[^。！？!?\n]{{0,12}}?{_NEG_WORD}"
    r"|(?:不正确|错误|不对|有误|不恰当|不属于|不符合|不包括)[^。！？!?\n]{0,8}?的(?:说法|选项|一项|项|表述|描述)?(?:是|有|包括)"
    r"[^。！？!?\n]{0,3}?(?:[?？\"”」]|[:：]\s*\n)"
    rf"|(?:题目|题干|本题|这题|此题|该题|这道题)[^。！？!?\n]{{0,6}}?(?:问的是|问|要求选?|要选|选的是|选)[^。！？!?\n]{{0,10}}?{_NEG_WORD}"
    r"|\bwhich\b[^.!?\n]{0,40}?(?:\b(?:not|NOT|incorrect|false|wrong|untrue|inaccurate|except|EXCEPT)\b|n't)"
    r"|\b(?:question|item|stem)\s+(?:asks|is\s+asking|wants)\b[^.!?\n]{0,40}?\b(?:incorrect|false|wrong|untrue|inaccurate|not)\b",
)


def asks_for_wrong(text: str) -> bool:
    """Whether the reply echoes a stem asking for the wrong or not-belonging options."""
    return bool(_STEM_ASKS_WRONG.search(text))


# The item said to ask for the right ones: "题目问哪项说法正确", "本题要选正确的".
_STEM_ASKS_RIGHT = re.compile(
    r"(?:题目|题干|本题|这题|此题|该题|这道题)[^。！？!?\n]{0,6}?(?:问的是|问|要求选?|要选|选的是|选)[^。！？!?\n]{0,10}?(?<![不错非])(?:正确|对的)"
)


def asks_for_right(text: str) -> bool:
    """Whether the reply says the stem asks for the right options, and nowhere for the wrong ones."""
    return bool(_STEM_ASKS_RIGHT.search(text)) and not asks_for_wrong(text)
