"""Options named with a name of their own before a verdict: "B. Avoidant attachment is correct",
"Option B, avoidant attachment, is correct", "B. Flooding and D. Token economy are correct"; a
reply opening with a letter and its option ("D) Practice (练习) is …", "A 陈述性知识。……"); an English name glossed by
one option's text after a copula ("… refers to humanistic psychology (人本主义学派)", maybe beside a sentence rejecting
another English name: "It is not specific transfer, which …"); an answer statement closing
its line with an English name the reply glosses elsewhere with exactly one option's text ("… is sensation (感觉) …
So the answer is sensation.").

The name (a translation the option list does not hold) is a few Latin words; it is only skipped
over to reach the verdict, so what it says is never matched against the options.
"""

from __future__ import annotations

import re

from psyexam.score.languages import DOUBT_EN, DOUBT_ZH
from psyexam.score.letters import LetterRun, canon, read_letters
from psyexam.score.reading import Context, Hit
from psyexam.score.translations import names_in

# Between the letter and its name: a full stop, colon, comma or dash, or a bracket around the name.
_NAME_LEAD = re.compile(r"[ \t]*[.:,\u2012-\u2015-]?[ \t]*")
# A name: up to six Latin words, the first of two letters or more (a lone "D" is another letter);
# no verb, joining or hedging word inside it ("B. Flooding is …" ends the name at "is").
_STOP = r"(?:is|are|was|were|and|or|not|but|only|if|also|" + DOUBT_EN + r"|guess|suppose|seems?|would|could|might)\b"
_NAME = re.compile(
    rf"(?!{_STOP})[A-Za-z][A-Za-z'-]+(?:[ \t]+(?!{_STOP})(?![A-H]\b)[A-Za-z][A-Za-z'-]*){{0,5}}", re.I
)
_BRACKETED_NAME = re.compile(r"[ \t]*\([ \t]*[A-Za-z][A-Za-z' -]{1,60}\)")
_NAME_CLOSE = re.compile(r"[ \t]*,?")
_JOIN = re.compile(r"[ \t]*(?:,[ \t]*(?:and[ \t]+)?|and[ \t]+|&[ \t]*)(?=(?:option[ \t]+)?[A-H]\b)", re.I)


def named_run(text: str, pos: int) -> LetterRun | None:
    """Single letters at ``pos``, each followed by a name of its own and joined by "and" or
    commas: the letters and where the last name ends; None unless every letter carries a name."""
    letters: list[str] = []
    end = cur = pos
    while (run := read_letters(text, cur)) and len(run.letters) == 1:
        named = _name_end(text, run.end)
        if named is None:
            return None
        letters.append(run.letters[0])
        end = named
        join = _JOIN.match(text, end)
        if not join:
            break
        cur = join.end()
    return LetterRun(tuple(letters), False, pos, end) if letters else None


def _name_end(text: str, pos: int) -> int | None:
    bracketed = _BRACKETED_NAME.match(text, pos)
    if bracketed:
        return _NAME_CLOSE.match(text, bracketed.end()).end()  # type: ignore[union-attr]
    lead = _NAME_LEAD.match(text, pos)
    start = lead.end() if lead else pos
    if start == pos and not text[pos : pos + 1].isspace():
        return None
    name = _NAME.match(text, start)
    if not name:
        return None
    return _NAME_CLOSE.match(text, name.end()).end()  # type: ignore[union-attr]


# Nothing said against an option anywhere in the reply, no doubt and no contrast.
_AGAINST = re.compile(
    r"不|非|没|错|误|但|" + DOUBT_ZH + r"|\b(?:not|no|never|neither|nor|but|however|although|though|maybe|perhaps|"
    r"probably|possibly|if|unless|wrong|incorrect|false|while|whereas|unlike|rather|instead|except|yet|or|either)\b|n't",
    re.I,
)
# Words holding such a character that say nothing against an option: "试误说", "不同", "非常", "错觉" (an illusion),
# "保持不变" (constancy).
_IDIOMS = re.compile(r"试误|不同|不仅|不变|非常|无论|错觉")
# "D) Practice (练习) is …", "B. 回避型依恋 describes …": the reply opens with a letter and its option; the option ends at
# a Chinese full stop too ("B. 孔子。这句话出自《论语·雍也》……": the letter and its text are the reply's first sentence).
# A doubled or spaced long dash ends it too ("A. 吸引的人际关系 —— 双方相互亲近……": what follows is the reason); a single
# one may join a name's parts ("坎农—巴德学说").
# A comma may set off the letter too ("B，缪勒-莱尔错觉（Müller-Lyer illusion），……"): only its own text may follow it.
_LEAD_OPTION = re.compile(r"\s*(?:选项[ \t]*)?[(\[]?([A-H])(?:[)\].:、,](?:[ \t]+|(?=[^\x00-\x7f]))|(?=[ \t]+[^\x00-\x7f])[ \t]+)(?:([A-Za-z][A-Za-z' -]{1,40}?)[ \t]*\(([^()\n]{1,40})\)|((?:(?![ \t]*[\u2013-\u2015]{2}|[ \t]+[\u2013-\u2015])[^\n,.:;(。]){1,40}))")
# "D（双眼视差）是深度知觉最主要的线索。": a letter with its option's text in brackets, then what is said of it.
_LEAD_BRACKETED = re.compile(r"\s*([A-H])[ \t]*\(([^()\n]{1,40})\)(?=[ \t]*[^\s.。,，;；:!！?？)\]])")
# Another option's label opening a line: the reply goes through the options.
_LABEL_LINE = re.compile(r"(?m:^)[ \t>*-]*[(\[]?([A-H])[)\].:、]")


# Emoji and other symbols closing the option's line ("C. 自我促成的纪律 🌟") are decoration, not part of its text.
_SYMBOLS_CLOSING = re.compile(r"[ \t]*[\u2600-\u27bf\U0001f000-\U0001faff\ufe0f\u200d]+[ \t]*$")
# A closing clause setting the other options aside: "……，而不是心理特征或心理状态。"
_SET_ASIDE = r"[,，]?[ \t]*(?:而|并)?(?:不是|并非|而非|不属于)[ \t]*(?:{0})(?:[ \t]*(?:或者?|和|与|、|也不是)[ \t]*(?:{0}))*[ \t]*(?=[。.!！]|$)"


def _others_set_aside(text: str, letter: str, options: dict[str, str]) -> str:
    """``text`` without the clauses that only say the reply's option is not the others ("而不是心理特征或心理状态")."""
    others = "|".join(re.escape(v) for k, v in sorted(options.items(), key=lambda kv: -len(kv[1])) if v and k != letter)
    return re.sub(_SET_ASIDE.format(others), "", text, flags=re.M) if others else text


def lead_option(text: str, options: dict[str, str]) -> tuple[str, ...] | None:
    """A reply that opens with a letter and that option's text (or an English name glossed by it, or its text in
    brackets: "D（双眼视差）是……") and goes on to state something of it: "D) Practice (练习) is the basic way skills are formed";
    none when another option is labelled or named, or the reply doubts, negates or contrasts."""
    m = _LEAD_OPTION.match(text) or _LEAD_BRACKETED.match(text)
    if not m:
        return _lead_named_letter(text, options) or _lead_letter_sentence(text, options)
    letter, own = m.group(1), _name_fold(options.get(m.group(1), ""))
    named = _name_fold(canon(_SYMBOLS_CLOSING.sub("", m.group(2) if m.re is _LEAD_BRACKETED else m.group(3) if m.group(3) is not None else m.group(4) or "")))
    if not own or (named != own and not _headed(named, own, m.group()) and not _subject(named, own, m.group())):
        return _lead_letter_sentence(text, options)
    if any(label.group(1) != letter for label in _LABEL_LINE.finditer(text)):
        return None
    text = _others_set_aside(text, letter, options)
    if _AGAINST.search(_IDIOMS.sub("", text[m.end() :])) or _names_another(text, letter, options):
        return None  # "A) Secure attachment (安全型依恋) is the most common type. This infant, however, …"
    return (letter,)


# "Watson (B). He founded behaviorism …", "The Wechsler scales (C) were the first to use …": the reply opens with an English
# name and its bracketed letter, as a sentence of its own, before a dash and its reason ("William James (A) — …") or the
# subject of one (a verb follows, not a question).
_LEAD_NAMED_LETTER = re.compile(
    rf"\s*(?:[Tt]he[ \t]+)?({_NAME.pattern})[ \t]*\([ \t]*([A-H])[ \t]*\)"
    r"(?=[ \t]*(?:[.!](?:\s|$)|\n|$|[\u2012-\u2015]{1,2}[ \t]|[ \t]+(?:is|are|was|were|has|have|had|founded|proposed|introduced|developed|created|used|"
    r"trained|studied|showed|found|demonstrated|discovered|coined|described|established|fits|matches|describes|refers)\b))",
    re.I,
)


def _lead_named_letter(text: str, options: dict[str, str]) -> tuple[str, ...] | None:
    """The letter of a reply opening with an English name and its bracketed letter; none where the name is another
    option's (its standard rendering), another letter is labelled, or the reply doubts, negates or contrasts."""
    m = _LEAD_NAMED_LETTER.match(text)
    if not m or not options.get(letter := m.group(2).upper()):
        return None
    said = m.group(1).casefold()
    if any(v and names_in(said, v) for k, v in options.items() if k != letter):
        return None  # "Skinner (B)" where 斯金纳 is D: the letter and its name disagree
    rest = text[m.end() :]
    if len(m.group(1).split()) > 3 or not m.group(1)[:1].isupper():
        return None  # "Bystanders here show diffusion of responsibility (B)." is prose, not a name
    if re.search(rf"(?<![A-Za-z])(?!{letter})[A-H](?![A-Za-z])", rest) or re.search(r"\b(?:may|might|could|too|also)\b", rest, re.I):
        return None  # "… The key gives D.", "Deindividuation may fit too.": another letter, or another candidate
    if re.search(r"[?？]", text) or _AGAINST.search(_IDIOMS.sub("", rest)) or _names_another(text, letter, options):
        return None
    return (letter,)


# "C. Sperling's procedure demonstrated …", "B (selectivity). In ambiguous figures …": a lone letter (an English gloss in
# brackets at most) is the reply's first sentence, and English prose states the reason.
_LEAD_LETTER = re.compile(r"\s*[(\[]?([A-H])(?:[ \t]*\([ \t]*[A-Za-z][A-Za-z' -]{1,40}\)[ \t]*\.|[.)\]])[ \t]+(?=[A-Z][a-z'])")
# Any option letter; a capital "A" before a lower-case word opening a sentence is the article ("A study showed …").
_ANY_LETTER = re.compile(r"(?<![A-Za-z])(?:[B-H]|(?<![.!?:][ \t])(?<!\n)(?<!^)A|A(?![ \t]+[a-z]))(?![A-Za-z0-9'])")
# Words of a reply weighing options rather than stating a fact: "A. Let's consider each option.", "B. … is correct only if".
_WEIGHING = re.compile(
    r"\b(?:let'?s|let[ \t]+me|consider\w*|think|thinks|thought|look\w*|first|step|options?|choices?|answers?|questions?|analy\w*|"
    r"evaluat\w*|examin\w*|review\w*|seems?|appears?|plausible|candidates?|possibl\w*|correct|(?:is|are|be)[ \t]+right|true|best|fits?|"
    r"could|might|may|likely|unclear|depends?)\b|[?？]",
    re.I,
)


def _lead_letter_sentence(text: str, options: dict[str, str]) -> tuple[str, ...] | None:
    """The letter of a reply whose first sentence is that letter alone and which goes on in English prose, naming no
    other letter or option and saying nothing against, doubting or weighing; none where any of that is there."""
    m = _LEAD_LETTER.match(text)
    if not m or not options.get(letter := m.group(1)):
        return None
    rest = text[m.end() :]
    if re.search(r"[\u4e00-\u9fff]", rest) or any(o.group() != letter for o in _ANY_LETTER.finditer(rest)):
        return None  # Chinese prose is read by the Chinese rules; another letter may be a second candidate
    if _AGAINST.search(rest) or _WEIGHING.search(rest) or _names_another(text, letter, options):
        return None
    return (letter,)


# A dash or middle dot joining the parts of a transliterated name: "缪勒-莱尔" and "缪勒·莱尔" name 缪勒莱尔.
_NAME_JOIN = re.compile(r"(?<=[\u4e00-\u9fff])[ \t]*[-\u2010-\u2015\u2212\u4e00·・‧•][ \t]*(?=[\u4e00-\u9fff])")


def _name_fold(text: str) -> str:
    """``text`` with the dashes and dots joining a Chinese name's parts dropped."""
    return _NAME_JOIN.sub("", text)


# A head noun after an option's text: "A 陈述性知识。" for 陈述性 (no particle, conjunction or question in it).
_HEAD_NOUN = re.compile(r"[\u4e00-\u9fff]{1,3}")
_NOT_HEAD = re.compile(r"[吗呢吧么嘛啊呀还或及和与也都仅只等之的]")


def _headed(named: str, own: str, lead: str) -> bool:
    """Whether ``named`` is the option's own Chinese text with a head noun after it, in a lead that asks nothing."""
    tail = named[len(own) :] if named.startswith(own) else ""
    return bool(_HEAD_NOUN.fullmatch(tail)) and not _NOT_HEAD.search(tail) and not _AGAINST.search(_IDIOMS.sub("", tail)) \
        and not re.search(r"[?？]", lead)


# A predicate after an option's text opening a sentence ("A. 注意是心理活动顺利进行的重要条件，……"): the letter's text is
# what the sentence states something of, as the question asks; not "也是", "不是", "和记忆" (another, a negation, more).
_PREDICATE = re.compile(r"(?:是|即|指|具有|能够?|可以|使|属于|作为|包括)(?!否)")


def _subject(named: str, own: str, lead: str) -> bool:
    """Whether ``named`` is the option's own text as the subject of a sentence stating something of it, in a lead that
    asks, doubts and negates nothing."""
    tail = named[len(own) :] if named.startswith(own) else ""
    return bool(_PREDICATE.match(tail)) and not _AGAINST.search(_IDIOMS.sub("", tail)) \
        and not re.search(r"[?？吗呢]", lead)


# "… refers to humanistic psychology (人本主义学派)": an English name glossed by an option's text after a copula,
# a choice ("I'd go with schema (图式)", "Answer: Aristotle (亚里士多德)") or an apposition ("i.e., middle school (中学阶段)").
# "It's Carl Rogers (罗杰斯)", "This reflects the principle of common region (同域性原则)" read alike; so does the option's
# text glossed in English after the verb ("Piaget used 运算 (operations) as the criterion …").
_GLOSSED_AFTER_COPULA = re.compile(
    r"(?:\b(?:is|are|was|refers\s+to|means|describes|denotes|reflects|illustrates|exemplifies|go(?:ing)?\s+with|answer\s*:|i\.e\.,?)"
    r"|(?<=\b[Ii]t)'s|(?<=\b[Tt]hat)'s)\s+(?:the\s+|an?\s+)?[A-Za-z][A-Za-z' -]{1,60}?\s*\(([^()\n]{1,40})\)"
    r"|\b(?:is|are|was|used|uses)\s+(?:the\s+)?([\u4e00-\u9fff][^()\sA-Za-z]{0,20}?)\s*\([A-Za-z][A-Za-z' -]{1,40}\)",
    re.I,
)


def glossed_name(text: str, options: dict[str, str]) -> tuple[str, ...] | None:
    """An English reply that names one option by its text only as the gloss of what the subject is
    ("The third force refers to humanistic psychology (人本主义学派)"); none when any other option's
    text is named, or the reply doubts, negates or contrasts."""
    found = {(k, m.group(0)) for m in _GLOSSED_AFTER_COPULA.finditer(text) for k, v in options.items()
             if canon(m.group(1) or m.group(2)) == v}
    if len(found) != 1:
        return None
    letter, named = found.pop()
    # Its own text says nothing against it ("非特殊成分迁移" negates nothing, nor names "特殊成分迁移"), nor does a
    # sentence rejecting another English name ("It is not specific transfer, which …").
    at = text.find(named) + len(named)
    said = _rejected_others(text[:at] + _ASIDES.sub(" ", text[at:]), _name_of(named)).replace(options[letter], " ")
    if _AGAINST.search(said) or re.search(r"[?？]", said) or _names_another(said, letter, options):
        return None  # "It's Ivan Pavlov (巴甫洛夫)? …" asks
    return (letter,)


# A sentence of its own rejecting another English name, maybe explained in a "which" clause: "It is not specific
# transfer, which involves …". Nothing in it may doubt, contrast or name an option's text.
_REJECTED = re.compile(
    r"(?:(?<=[.!;])|^)\s*(?:it|this)\s+is\s+not\s+(?:the\s+|an?\s+)?(?P<name>[A-Za-z][A-Za-z' -]{1,60}?)"
    r"(?:\s*,\s*which\s+(?P<which>[^.!?;()\n]{1,120}))?\.(?=\s|$)",
    re.I | re.M,
)
_OTHER_WAY = re.compile(r"\b(?:but|however|although|though|maybe|perhaps|probably|possibly|might|could|may|if|unless|or|either|"
                        r"rather|instead|except|yet|sure|certain|only|just|entirely|exactly|necessarily|also|too|fits?|"
                        r"answer|correct|right)\b|n't|not\b", re.I)
# The "which" clause describes the name rejected: its own "or" ("skills or associations") offers no answer.
_WHICH_OR = re.compile(r"\b(?:or|either)\b", re.I)


# A closing sentence setting the other candidates aside together: "A proposition represents a single idea unit, and an
# image only captures perceptual features, so those don't fit." It may hedge, contrast or offer nothing.
_REJECTED_TOGETHER = re.compile(
    r"(?:(?<=[.!;])|^)(?P<body>[^.!?;\n]{1,200}?),?\s+so\s+(?:those|these|they|neither)\s+(?:don't|do\s+not|doesn't|does\s+not)"
    r"\s+(?:fit|apply|match)\s*\.(?=\s|$)",
    re.I | re.M,
)
_TOGETHER_OTHER_WAY = re.compile(r"\b(?:but|however|although|though|maybe|perhaps|probably|possibly|might|could|may|if|unless|or|"
                                 r"either|also|too|answer|correct|right|fits?)\b|[?(（]", re.I)
# Words after the gloss that explain it and weigh no other answer: "like a country or region", "such as X or Y" (examples),
# "rather than a transmitter of knowledge" (a contrast inside the explanation, with an article: no name).
_ASIDES = re.compile(r"\b(?:like|such\s+as)\s+(?:an?|the)\s+[a-z]+\s+or\s+[a-z]+\b|\brather\s+than\s+(?:an?|the)\s+[a-z]+(?:\s+of\s+[a-z]+)?\b")


def _rejected_others(text: str, name: str) -> str:
    """``text`` less its sentences rejecting an English name other than ``name`` (never the glossed name itself), one
    by one or all together."""
    def drop(m: re.Match[str]) -> str:
        other = m.group("name").strip().casefold()
        if other == name or _OTHER_WAY.search(m.group("name")) or _OTHER_WAY.search(_WHICH_OR.sub(" ", m.group("which") or "")):
            return m.group(0)
        return " "

    def drop_together(m: re.Match[str]) -> str:
        body = m.group("body")
        return m.group(0) if not name or name in body.casefold() or _TOGETHER_OTHER_WAY.search(body) else " "
    return _REJECTED_TOGETHER.sub(drop_together, _REJECTED.sub(drop, text))


def _name_of(glossed: str) -> str:
    """The English name a copula's match glosses ("describes non-specific transfer (…)" → "non-specific transfer"), or
    glosses the option's text with ("used 运算 (operations)" → "operations")."""
    m = re.search(r"(?:\s(?:the|an?)\s+|\s)([A-Za-z][A-Za-z' -]{1,60}?)\s*\([^()]*\)$", glossed)
    if not m:  # "used 运算 (operations)": the English in the brackets
        m = re.search(r"\(([A-Za-z][A-Za-z' -]{1,40})\)$", glossed)
    return m.group(1).strip().casefold() if m else ""


def _names_another(text: str, letter: str, options: dict[str, str]) -> bool:
    low = text.casefold()
    return any(v and v in low for k, v in options.items() if k != letter)


# "So the answer is sensation.": an answer statement closing its line with an English name ...
_NAMED_ANSWER = re.compile(
    r"\b(?:the\s+)?(?:correct\s+|final\s+|right\s+)?answer\s+(?:is|would\s+be)\s*:?\s+(?:the\s+|an?\s+)?"
    r"([A-Za-z][A-Za-z'-]*(?:[ \t]+[A-Za-z][A-Za-z'-]*){0,3})[ \t]*[.!]?[ \t]*$",
    re.I | re.M,
)
# ... that the reply glosses with an option's text elsewhere: "… is sensation (感觉), whereas …".
_GLOSS = re.compile(r"([A-Za-z][A-Za-z'-]*(?:[ \t]+[A-Za-z][A-Za-z'-]*){0,3})[ \t]*[(（]([^()（）\n]{1,40})[)）]")


def glossed_answer_hits(ctx: Context) -> list[Hit]:
    """An answer statement naming an English name the reply glosses with exactly one option's text."""
    if "(" not in ctx.text and "（" not in ctx.text or "answer" not in ctx.text.lower():
        return []  # cheap guard: no gloss, or no answer said
    hits = []
    for m in _NAMED_ANSWER.finditer(ctx.text):
        name = m.group(1).casefold()
        if re.search(rf"\b{_STOP}", name, re.I):
            continue
        letters = {k for g in _GLOSS.finditer(ctx.text) for k, v in ctx.options.items()
                   if canon(g.group(2)) == v and (" " + g.group(1).casefold()).endswith(" " + name)}
        glossed_other = any(canon(g.group(2)) not in ctx.options.values() and (" " + g.group(1).casefold()).endswith(" " + name)
                            for g in _GLOSS.finditer(ctx.text))
        if len(letters) == 1 and not glossed_other:
            hits.append(Hit("statement", m.start(), m.end(), tuple(letters)))
    return hits
