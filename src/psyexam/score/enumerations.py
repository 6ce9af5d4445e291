"""An English sentence that names the chosen letters with a copula: "The behavioral techniques
here are A, B, C and D;", "The attachment type described here is B.", "The social environment of
teaching includes A, B, D, and E;".

The subject must open its sentence (or follow an opening phrase such as "Of these,") and must
not name the options themselves, wrong or remaining ones, candidates or an ordinal ("The options
are A–E", "The incorrect ones are A and E", "The two candidates are B and D", "The first option
here is A"); the letters must close their clause. An enumeration is complete: "A, B, C and D",
never "A, B, C and possibly D". So too a Chinese sentence whose subject restates what the question asks,
a "……的" phrase and its category noun ("影响统计检验力的因素有 A、B、C、D。"), with letters closing the
sentence and nothing after them naming another letter (see ``restated_list_hits``).
"""

from __future__ import annotations

import re

from psyexam.score.annotated import annotated_run
from psyexam.score.included_letters import included_letter_hits
from psyexam.score.languages import DOUBT_EN, DOUBT_ZH, TELL_APART_EN
from psyexam.score.letters import read_letters
from psyexam.score.reading import Context, Hit
from psyexam.score.stem_polarity import may_ask_not

# Words that keep a subject from naming the answer.
_NOT_ANSWER = (
    r"options?|choices?|letters?|alternatives?|items?|statements?|answers?|wrong|incorrect|false|untrue|not|no|non|"
    r"other|others|remaining|rest|excluded|exceptions?|possible|plausible|likely|candidates?|potential|tempting|"
    r"distractors?|two|three|four|five|six|all|every|various|different|both|first|second|third|fourth|last|next|previous|former|latter|listed|given|provided|"
    r"these|those|they|it|some|many|several|few|most|each|which|what|"
    r"offered|mentioned|above|below|if|when|unless|whether|" + DOUBT_EN + r"|might|could|" + TELL_APART_EN
)
_WORD = rf"(?!(?:{_NOT_ANSWER})\b)[a-z][a-z'-]*"
_ENUMERATION = re.compile(
    rf"(?:^|(?<=[.!;:\n])[ \t]*|(?<=,)[ \t]+)(?P<so>(?:so|thus|hence|therefore),?[ \t]+the[ \t]+)?(?:the[ \t]+)?(?P<subject>{_WORD}(?:[ \t]+{_WORD}){{0,6}}?)"
    r"(?:[ \t]+(?P<here>here|in[ \t]+this[ \t]+(?:question|case|scenario|item|example)))?"
    r"[ \t]+(?P<verb>are|is|includes?|comprises?|consists?[ \t]+of)[ \t]+",
    re.I | re.M,
)
# Where the letters' clause ends.
_CLAUSE_END = re.compile(r"[ \t]*(?:[;.!\n,:(—–]|$|(?:because|since|as)\b)", re.I)
# The last letter joined by "and", maybe with its note: "A, B, C and D", "C (…) and D (…)".
_CLOSING_AND = re.compile(r"(?:\band|&)\s*(?:option\s+)?[(\[]?[A-H][)\]]?(?:[ \t]*\([^()\n]{1,60}\))?$", re.I)
# An opening phrase before the subject that supposes rather than states.
_SUPPOSING = re.compile(r"\b(?:if|when|unless|suppose|supposing|assuming|whether)\b", re.I)
_SENTENCE_HEAD = re.compile(r"[^.!;:\n]*$")
_SENTENCE_REST = re.compile(r"[^.!?\n]*")
# A contrast with the other options, or a negation, after the letters: the subject may name the
# category the question does not ask for.
_CONTRASTED = re.compile(
    r"\b(?:not|no|never|neither|nor|none|the\s+(?:rest|others?)|remaining|whereas|while|unlike|instead|but|however"
    r"|if|unless|assuming|depending|" + DOUBT_EN + r")\b|n't",
    re.I,
)


_STOPPED = re.compile(r"[ \t]*(?:[.!]|\n|$)")


def _concluded(m: re.Match[str], ctx: Context, end: int) -> bool:
    """"So the fixed-ratio example is C.": a conclusion word before "the" and its subject, the letter closing the sentence
    bare ("So the core is B (气质)." may gloss it with another option's text), where the stem may not ask for what is
    not (the subject may restate the stem's category, which such a stem asks to leave out)."""
    return bool(m.group("so")) and bool(_STOPPED.match(ctx.text, end)) and not may_ask_not(ctx.stem)


def enumeration_hits(ctx: Context) -> list[Hit]:
    """"The X here are A, B, C and D" (or its Chinese forms, ``restated_list_hits`` and ``included_letters``): the
    letters, as an explicit answer."""
    hits = included_letter_hits(ctx)
    for m in _ENUMERATION.finditer(ctx.text):
        head = _SENTENCE_HEAD.search(ctx.text, 0, m.start())
        if head and _SUPPOSING.search(head.group()):
            continue
        run = read_letters(ctx.text, m.end())
        if (noted := annotated_run(ctx.text, m.end(), ctx.options)) and (not run or noted.end > run.end):
            run = noted  # "… are C (“复杂人”假设) and D (“自我实现人”假设)."
        if not run or run.start != m.end() or not _CLAUSE_END.match(ctx.text, run.end):
            continue
        plural = m.group("verb").lower() != "is"
        if plural != (len(run.letters) > 1) or (not plural and not m.group("here") and not _concluded(m, ctx, run.end)):
            continue  # "The type here is B": a single letter only with "here" or a conclusion word
        if plural and not _CLOSING_AND.search(ctx.text[m.end() : run.end]):
            continue  # "A, B, C" without its closing "and D" may go on
        if set(run.letters) >= set(ctx.options):
            continue  # "The techniques are A, B, C, D and E": the options named, not chosen
        rest = _SENTENCE_REST.match(ctx.text, run.end)
        if rest and _CONTRASTED.search(rest.group()):
            continue  # "The cognitive ones are A and C; the rest are behavioral": which set answers is unsaid
        hits.append(Hit("enumeration", m.start(), run.end, run.letters, run.hedged))
    return hits + restated_list_hits(ctx)


# A sentence's subject restating what the question asks: a "……的" phrase, then a category noun, then its copula
# ("影响统计检验力的因素有", "心理咨询的基本原则包括").
_NOUNS_ZH = (
    r"因素|特点|特征|原因|方法|内容|条件|类型|种类|形式|功能|作用|原则|表现|途径|措施|方式|手段|阶段|成分|要素"
    r"|维度|指标|症状|标准|技术|策略|要求|任务|目的|目标|来源|环节|性质|变量|规律|机制"
)
_RESTATED_LIST = re.compile(
    r"(?:^|(?<=[。！？!?\n]))[ \t>*-]*(?P<subject>[\u4e00-\u9fff“”《》、]{1,24}的[\u4e00-\u9fff]{0,2}?(?:" + _NOUNS_ZH + r"))"
    r"(?:主要)?(?P<verb>有|包括|是|为)[ \t]*:?[ \t]*",
    re.M,
)
# What keeps the subject from restating the question: a negation (the stem may ask for the ones left out), a doubt,
# a question, a supposition, a word for a distractor, or the others.
_NOT_RESTATED = re.compile(
    r"不|非|没|无|未|错|误|除|排除|干扰|混淆|容易|其他|其余|其它|另|次要|哪|什么|吗|是否|如果|若|假|应该|大概|似乎|好像|" + DOUBT_ZH
)
_SENTENCE_CLOSE_ZH = re.compile(r"[ \t]*(?:项|选项)?[ \t]*(?:[。！!.]|\n|$)")
_OTHER_LETTER = re.compile(r"(?<![A-Za-z])[A-H](?![A-Za-z])")


def restated_list_hits(ctx: Context) -> list[Hit]:
    """"影响统计检验力的因素有 A、B、C、D。": the letters, where they close the sentence and what follows
    names no other letter (a single choice's several letters are no answer)."""
    if "的" not in ctx.text:
        return []  # cheap guard
    hits = []
    for m in _RESTATED_LIST.finditer(ctx.text):
        if _NOT_RESTATED.search(m.group("subject")):
            continue
        run = read_letters(ctx.text, m.end(), any_order=True)
        if not run or run.start != m.end() or not _SENTENCE_CLOSE_ZH.match(ctx.text, run.end):
            continue
        if (not ctx.multi and len(set(run.letters)) > 1) or set(run.letters) - set(ctx.options):
            continue
        if ctx.multi and not ctx.text[run.end :].strip():
            continue  # "……包括 A、B、C" ending the reply unclosed may be cut off before more letters
        if set(_OTHER_LETTER.findall(ctx.text, run.end)) - set(run.letters):
            continue  # "……因素有A、B。C 则……": the letters after say more than the sentence
        hits.append(Hit("statement", m.start(), run.end, run.letters, run.hedged))
    return hits
