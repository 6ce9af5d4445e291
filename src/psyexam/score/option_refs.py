"""Lower-case letters in brackets named as options ("Option (b) is correct", "options (a) and (c)") written as
the capital letters every reading knows. Only after an option word: elsewhere "(a)" and "(b)" may number the
points of an argument.

And an option's own text quoted in the reply, whose content holds words of doubt ("对自己能力没有把握"): those words
are the option's, not the writer's, so they are masked alike in the reply and in the option (see ``quoted_doubts``); so
are the stem's own words the reply quotes ('the client responds "您让我再想想"'): they are the case's (see ``quoted_stem``)."""

from __future__ import annotations

import re
from dataclasses import replace

from psyexam.score.afterthoughts import opening_doubt, withdrawn_at_end
from psyexam.score.hedges import unsure
from psyexam.score.reading import Context

_LOWER = r"[(\[][a-h][)\]]"
_NAMED = re.compile(
    rf"\b(?:options?|choices?)[ \t]+{_LOWER}(?:[ \t]*(?:,|and|&|or|,[ \t]*and)[ \t]+{_LOWER}|[ \t]*,[ \t]*{_LOWER})*",
    re.I,
)
_LETTER = re.compile(_LOWER)


def upper_option_refs(text: str) -> str:
    """``text`` with bracketed lower-case letters after an option word upper-cased."""
    if "(" not in text and "[" not in text:
        return text
    return _NAMED.sub(lambda m: _LETTER.sub(lambda x: x.group().upper(), m.group()), text)


_MASK = "某"  # a neutral CJK character: a masked text still reads as a word to every rule


def quoted_doubts(ctx: Context) -> Context:
    """``ctx`` with the words of doubt inside option texts masked, in each option and where the reply quotes it whole
    (not after "我"); an option that is little but such words ("没有把握") is left alone: quoting it may be the writer's
    own doubt."""
    ctx = quoted_stem(ctx)
    options = dict(ctx.options)
    text, low = ctx.text, ctx.text.casefold()
    for letter, own in ctx.options.items():
        if len(own) < 5 or own not in low or len(low) != len(text) or not _doubting(own):
            continue  # cheap guards: a short text, not quoted, or no doubt in it
        masked = _masked(own)
        if masked is None:
            continue
        options[letter] = masked
        for m in re.finditer(re.escape(own), low):
            if "我" in low[max(0, m.start() - 2) : m.start()]:
                continue  # "我对自己能力没有把握": the writer's own words
            keep = "".join(o if k != _MASK else _MASK for o, k in zip(text[m.start() : m.end()], masked, strict=True))
            text = text[: m.start()] + keep + text[m.end() :]
    return ctx if options == ctx.options else replace(ctx, text=text, options=options)


def _doubting(fragment: str) -> bool:
    return unsure(fragment) or opening_doubt(fragment, len(fragment))


def _masked(own: str) -> str | None:
    """``own`` with each shortest span that doubts masked; None when what is left is too little to be content."""
    while _doubting(own):
        span = min(((i, j) for i in range(len(own)) for j in range(i + 1, len(own) + 1) if _doubting(own[i:j])),
                   key=lambda ij: ij[1] - ij[0])
        own = own[: span[0]] + _MASK * (span[1] - span[0]) + own[span[1] :]
    return own if len(own.replace(_MASK, "")) >= 3 else None


# A quotation: in straight or curly double quotes, or corner brackets.
_QUOTED = re.compile(r'"([^"\n]{2,80})"|“([^“”\n]{2,80})”|「([^「」\n]{2,80})」')
_STEM_PUNCT = re.compile(r"[\s,，。.!！?？:：;；、]+")


def quoted_stem(ctx: Context) -> Context:
    """``ctx`` with each quotation of the stem's own words that doubts or takes something back ("您让我再想想")
    masked: a client's words in the case, not the writer's. Nothing where the stem is unknown."""
    if not ctx.stem or not _QUOTED.search(ctx.text):
        return ctx
    stem = _STEM_PUNCT.sub("", ctx.stem.casefold())
    text = ctx.text
    for m in _QUOTED.finditer(ctx.text):
        inner = m.group(1) or m.group(2) or m.group(3)
        said = _STEM_PUNCT.sub("", inner.casefold())
        if len(said) >= 4 and said in stem and (_doubting(inner) or withdrawn_at_end(inner)):
            start = m.start() + 1
            text = text[:start] + _MASK * len(inner) + text[start + len(inner) :]
    return ctx if text == ctx.text else replace(ctx, text=text)
