"""English ways of leaving an answer open that the general hedge rules do not name.

- another option kept in play after the answer: "D cannot be ruled out", "I can't rule out C",
  "C is a close second", "an argument could be made for D", "or arguably C", "Alternatively, C",
  "a second possibility is D", "D also fits", "D would also be correct", "with C as a runner-up";
- the writer's own low confidence: "(low confidence)", "I'm guessing", "don't quote me on that",
  "hard to say", "not very sure"; anywhere after the answer, "I can't decide", "I'd need the
  textbook to be sure", "confidence: low", "alternative: A";
- an answer under a condition on the question's type ("If multiple, I'd choose A and D") or left open
  ("Is this about reward? If so, the answer is B.");
- an answer taken back and not restated: "Actually, no — it's C", "Hmm, on reflection, C";
- a line after the answer judging another option right ("- C: also correct, in a sense", "- D ✔"; for
  a final answer only, see ``judged_right_later``);
- the rest of the answer's sentence ending a clause on another letter, nothing setting it apart
  ("A, C, and also E", "A, C (and E)", "A, C, besides E");
- anywhere after the answer, a sentence of the writer's own keeping another option possible
  ("But C is also possible.", "Then again, maybe C."), not one that supposes, denies or reports others' views;
- an answer lead that doubts what it leads to: "The answer is probably B", "Tentative answer: B",
  "The answer is B, I guess."

Only letters other than the chosen ones count as kept open: "B also fits" after "Answer: B" is no hedge.
"""

from __future__ import annotations

import re

from psyexam.score.marks import FALSE_MARKS, TRUE_MARKS
from psyexam.score.misgivings import low_confidence

_ALT = r"(?:option\s+|choice\s+)?[(\[]?([A-H])[)\]]?(?![A-Za-z0-9])"
_NOT_OUT = r"(?:fully\s+|completely\s+|entirely\s+|totally\s+)?"
_KEPT_OPEN = [
    re.compile(p, re.I)
    for p in (
        r"\b(?:can(?:no|')?t|can\s+not|could(?:n't|\s+not))\s+" + _NOT_OUT + r"(?:rule\s+out|exclude|dismiss|eliminate)\s+"
        + _ALT,
        _ALT + r"\s+(?:cannot|can't|can\s+not|couldn't|could\s+not)\s+be\s+" + _NOT_OUT
        + r"(?:ruled\s+out|excluded|dismissed|eliminated)",
        r"\b(?:(?:one|you|we|some)\s+(?:could|can|might)\s+argue|an?\s+(?:argument|case)\s+(?:could|can|might)\s+be\s+made)"
        r"\s+for\s+" + _ALT,
        r"\bI(?:'d|\s+would)\s+(?:still\s+)?argue(?:\s+for)?\s+" + _ALT,
        # "C could also be argued", "C is arguably correct", "there's a case for C"
        _ALT + r"\s+(?:could|can|might)\s+(?:also\s+)?be\s+argued\b",
        _ALT + r"\s+(?:is|seems)\s+(?:also\s+)?arguably\b",
        r"\bthere(?:'s|\s+is)\s+(?:also\s+)?a\s+(?:good\s+|strong\s+)?case\s+for\s+" + _ALT,
        # "I can see an argument for D", "there's an argument for D"
        r"\b(?:I\s+(?:can|could)\s+(?:also\s+|still\s+)?see|there(?:'s|\s+is)\s+(?:also\s+)?)\s*an?\s+(?:good\s+|strong\s+|decent\s+)?"
        r"(?:argument|case)\s+for\s+" + _ALT,
        # the letter a topic, then kept in play by a pronoun: "D (signal detection) — some would include it, I wouldn't rule it out"
        _ALT + r"(?:\s*\([^()\n]{1,40}\))?\s*[\u2012-\u2015:-]+[^.;!?\n]{0,60}?(?:\b(?:wouldn't|would\s+not|can't|cannot|couldn't|could\s+not)\s+"
        r"(?:fully\s+|completely\s+|entirely\s+)?rule\s+(?:it|this|that)\s+out|\b(?:some(?:one)?|others|many)\s+(?:would|might|may|could)\s+"
        r"(?:also\s+)?(?:include|add|count|choose|pick)\s+(?:it|this|that))\b",
        # "D would be my runner-up", "D is my second choice"
        _ALT + r"\s+(?:is|would\s+be)\s+my\s+(?:close\s+)?(?:runner-up|second\s+(?:choice|pick|guess)|backup|fallback|next\s+pick)\b",
        r"\b(?:arguably|alternatively|or\s+else|or\s+possibly|or\s+perhaps|or\s+maybe)\s*,?\s*" + _ALT,
        r"\b(?:second|another|other|alternative)\s+(?:possibility|candidate|contender|reading)\s+(?:is|would\s+be)\s+" + _ALT,
        r"\bwith\s+" + _ALT + r"\s+as\s+(?:a\s+|the\s+)?(?:close\s+)?(?:runner-up|second|backup|fallback|alternative)",
        _ALT + r"\s+(?:is|seems|looks|remains)\s+(?:also\s+)?(?:worth\s+(?:considering|a\s+look)|not\s+unreasonable"
        r"|a\s+(?:close|strong)\s+(?:second|contender|alternative|runner-up)|a\s+runner-up|in\s+contention"
        r"|close(?=\s*[.;!)]|\s*$))",
        # "D isn't impossible", "D (兼有) is not out of the question"
        _ALT + r"(?:\s*\([^()\n]{1,30}\))?\s+(?:isn't|is\s+not)\s+(?:entirely\s+|completely\s+|totally\s+)?"
        r"(?:unreasonable|implausible|impossible|inconceivable|unthinkable|out\s+of\s+the\s+question|ruled\s+out|excluded)",
        _ALT + r"\s+(?:also\s+(?:fits|works|applies)|(?:fits|works|applies)\s+as\s+well)",
        _ALT + r"\s+(?:also\s+)?has\s+(?:some|its|a\s+certain|real|a\s+lot\s+of)\s+merits?",  # "D has some merit too"
        # another option the safer bet: "ABCD is probably the safer choice on the exam"
        _ALT + r"\s+(?:is|seems|would\s+be|might\s+be|may\s+be)\s+(?:probably\s+|likely\s+|perhaps\s+)?(?:the\s+|a\s+)?safer"
        r"(?:\s+(?:choice|bet|option|pick|answer))?\b",
        _ALT + r"\s+would\s+also\s+be\s+(?:correct|right|acceptable|valid|defensible|reasonable|fine)",
        # "Second choice: C", "(backup: D)", "failing that C"
        r"\b(?:second|next|backup|fallback|alternative|runner-up)(?:\s+(?:choice|pick|answer|guess))?\s*[:=]\s*" + _ALT,
        r"\bfailing\s+that\s*,?\s*" + _ALT,
        r"\b(?:and\s+)?(?:partly|partially|in\s+part)\s+(?:also\s+)?" + _ALT,
        # "…, but modern research suggests C"; "B is correct for the American version; C for the British."
        r"\bbut\b[^.;!?\n]{0,60}?\b(?:suggests?|points?\s+(?:to|towards)|favou?rs?|supports?|indicates?)\s+" + _ALT,
        r"[;,][ \t]*(?:and\s+|but\s+)?" + _ALT + r"\s+(?:for|in|under|with)\s+(?![^.;!?\n]*\b(?:wrong|incorrect|not|false)\b)"
        r"(?:the\s+)?[^\s.;,!?]+(?:\s+[^\s.;,!?]+){0,2}\s*(?=[.;!]|$)",
        # "D could arguably also be included", "D is borderline", "Borderline: D"
        _ALT + r"\s+(?:could|might|may)\s+(?:arguably\s+)?(?:also\s+)?be\s+(?:included|added|counted|chosen|selected|accepted)",
        # "Though honestly C is tempting." (not "C is a tempting distractor")
        _ALT + r"\s+(?:is|seems|looks)\s+(?:also\s+|quite\s+|very\s+|really\s+|pretty\s+)?tempting\b(?!\s+(?:distractor|trap))",
        # "though A could arguably count as evidence too", "D might also qualify as well"
        _ALT + r"\s+(?:could|might|may)\s+(?:arguably\s+(?:also\s+)?|also\s+arguably\s+)(?:count|qualify|fit|apply|belong|work)\b",
        _ALT + r"\s+(?:could|might|may)\s+(?:also\s+)?(?:count|qualify|work|fit|apply)\b[^.;!?\n]{0,60}?\b(?:as\s+well|too)\b",
        _ALT + r"\s+(?:is|seems|looks)\s+(?:also\s+)?(?:borderline|debatable|arguable|questionable|a\s+toss-up"
        r"|(?:partially|partly)\s+(?:correct|right|true))",
        r"\b(?:borderline|debatable|arguable|questionable|(?:partially|partly)\s+(?:correct|right|true))\s*[:=]\s*" + _ALT,
    )
]
# The answer given under a condition on the question's type: "If multiple, I'd choose A and D",
# "If it's multiple choice, I'd go with A, B and D", "如果是多选，选AD".
_TYPE_CONDITION = re.compile(
    r"(?:\b(?:if|assuming|provided|supposing)\b|如果|若|假如|假设)[^.。!?！？\n]{0,40}?"
    r"(?:\b(?:multiple|single|multi|one\s+answer|only\s+one|more\s+than\s+one)\b|多选|单选|不定项)",
    re.I,
)
# The answer under a condition the writer leaves open: "Is this about reward? If so, the answer is B."
_IF_SO = re.compile(r"\b(?:if|assuming)\s+(?:so|yes|that'?s\s+(?:the\s+case|right|it)|that\s+is\s+the\s+case)\b|如果是这样|如果是的话", re.I)
# After the answer, anywhere in the rest of the reply: the writer says they cannot decide or
# need more to be sure ("I'd need the specific textbook to be sure", "I can't decide between A
# and B"), or a key-value line gives low confidence or names an alternative ("confidence: low",
# "alternative: A").
_UNDECIDED_LATER = re.compile(
    r"\bI\s+(?:can(?:no|')?t|can\s+not|could(?:n't|\s+not))\s+(?:decide|choose|be\s+(?:sure|certain))\b"
    r"|\bI(?:'d|\s+would)\s+need\b[^.\n]{0,60}?\bto\s+be\s+(?:sure|certain)\b"
    r"|\bI(?:'m|\s+am)\s+(?:still\s+)?(?:not\s+(?:sure|certain)|unsure|uncertain)\b(?!\s+(?:why|what|how)\b)"
    r"|(?m:^)[ \t\"'*-]*(?:confidence|certainty)[\"'*]*[ \t]*[:=][ \t]*[\"']?(?:very\s+)?(?:low|unsure|uncertain)\b",
    re.I,
)
_ALTERNATIVE_KEY = re.compile(
    r"(?m:^)[ \t\"'*-]*(?:alternatives?|second[_ -](?:choice|best|pick|guess)|backup|runner[_ -]up|other[_ ]candidates?)[\"'*]*[ \t]*[:=][ \t]*"
    r"[\[\"'(]*[ \t]*([A-H])(?![A-Za-z0-9])",
    re.I,
)
# After the answer, a line judging another option right by a label verdict or a tick ("- C: also correct,
# in a sense", "- D ✔"): the reply names more than its answer.
_JUDGED_RIGHT_LATER = re.compile(
    rf"(?m:^)[ \t>*+•-]*(?:[{TRUE_MARKS}][ \t]*[(\[]?([A-H])(?![A-Za-z0-9])"
    rf"|[(\[]?([A-H])[)\]]?(?![A-Za-z0-9])[.:]?[ \t]*(?:[:\u2012-\u2015-][ \t]*)?(?:also[ \t]+)?"
    rf"(?:[{TRUE_MARKS}]|(?:correct|right|true)\b(?![ \t]*(?:only|if|unless))))",
    re.I,
)
# After the letters: a "maybe" or "I guess" closing the clause ("The answer is B, I guess.").
_DOUBT_CLOSING = re.compile(
    r"\s*,\s*(?:maybe|perhaps|probably|possibly|I\s+(?:guess|suppose|reckon)|I'd\s+guess)\s*(?:[.!;?]|$|\n)", re.I
)
# In the lead itself, or right before it: "The answer is probably B", "Tentative answer: B".
_DOUBTING_WORD = re.compile(r"(?<!most\s)\b(?:probably|likely|possibly|perhaps|maybe)\b", re.I)
_DOUBTING_BEFORE = re.compile(
    r"(?<!most\s)\b(?:tentative(?:ly)?|provisional|preliminary|initial|working|guessed|probable|likely|possible)[ \t]*$",
    re.I,
)


# The answer taken back ("Actually, no — it's C", "Hmm, on reflection, C"): unless the chosen
# letters are stated again after it, the answer stands withdrawn.
_TAKEN_BACK = re.compile(
    r"\bactually\s*,?\s*no(?=\s*[,.;:!\u2012-\u2015-])|\bno\s*,?\s*wait\b|\bon\s+reflection\b|\bon\s+second\s+thoughts\b|\bscratch\s+that\b"
    r"|\bI\s+take\s+(?:that|it)\s+back\b|\bcorrection\s*:",
    re.I,
)
_LETTER = re.compile(r"(?<![A-Za-z])([A-H])(?![A-Za-z0-9])")


# Anywhere after the answer, a sentence of the writer's own keeping another option possible ("But C
# is also possible.", "Then again, maybe C."); not one that supposes, denies or reports others' views.
_POSSIBLE_LATER = [
    re.compile(p, re.I)
    for p in (
        _ALT + r"\s+(?:is|seems|looks)\s+(?:also\s+)?(?:possible|plausible|defensible|reasonable|an\s+option)\b",
        _ALT + r"\s+(?:could|might|may)\s+(?:also\s+)?be\s+(?:right|correct|true|valid|the\s+answer|possible)\b",
        r"\b(?:maybe|perhaps|possibly)\s*,?\s*" + _ALT,
    )
]
_NOT_OWN_VIEW = re.compile(
    r"\b(?:if|unless|when|not|no|never|wrong|incorrect|students?|people|some|others?|many|would|think|thinks|believe|tempting)\b|n't",
    re.I,
)
_SENTENCE_END = re.compile(r"[.!?。！？\n]")


# The rest of the answer's sentence naming another letter with a word no rule reads as a join
# ("A, C, and also E", "A, C, besides E", "A, C (and E)"): it may belong to the answer or not.
_SENTENCE_REST = re.compile(r"[^.!?。！？\n]*")
# (a verdict or a mark beside the other letter judges it on its own: "A ✓ B ✓ C ✗", "A is correct, C is too")
_SET_APART = re.compile(
    rf"[{TRUE_MARKS}{FALSE_MARKS}]|正确|对|不|非|没|错|误|排除|除|而非|干扰|"
    r"\b(?:correct|right|true|yes|apply|applies)\b|"
    r"\b(?:not(?!\s+to\s+mention)|no|nor|never|neither|except|excluding|rather|instead|than|over|versus|vs|unlike|whereas|while"
    r"|wrong|incorrect|false"
    r"|excluded|eliminated|ruled|irrelevant|unrelated|distractors?|different|differs?|only|alone|because|since|if|unless)\b"
    r"|\bas\s+opposed\b|n't",
    re.I,
)


# A letter that ends its clause ("… and also E.", "(and E)"), not one opening a clause of its own
# ("E精神质是……", "biofeedback (E) is …").
_CLOSING_LETTER = re.compile(r"(?<![A-Za-z])([A-H])(?=[ \t]*(?:too|as\s+well|also)?[ \t]*[)）\]]?[ \t]*(?:[.,;!?。！？]|$))")


# A letter taken up as a topic and then left out in its own clause: "至于B，我认为不选", "as for B, it is wrong".
_TOPIC_WORD = r"(?:至于|关于|\b(?:as\s+for|as\s+to|regarding)\s+(?:option\s+)?)[ \t]*[(\[]?"
_TOPIC = re.compile(_TOPIC_WORD + "$", re.I)
_LEFT_OUT = re.compile(
    r"[)）\]]?[ \t]*[,，][^。.!?！？;；,，\n]{0,8}?(?:不选|不应选|不能选|不对|不正确|错误?|排除|不符合|\b(?:not|wrong|incorrect|excluded)\b)",
    re.I,
)


# A letter taken up as a topic and then kept in play: "至于B，可能也要选", "As for B, it could also be correct".
_TOPIC_KEPT = re.compile(
    _TOPIC_WORD + r"([A-H])[)\]]?[ \t]*[,，]"
    r"[^。.!?！？;；\n]{0,30}?(?:也|可能|或许|也许|\b(?:also|too|may|might|could|possibly|arguably)\b)",
    re.I,
)


def _topic_left_out(sentence: str, m: re.Match[str]) -> bool:
    return bool(_TOPIC.search(sentence, 0, m.start()) and _LEFT_OUT.match(sentence, m.end()))


def letter_later_in_sentence(after: str, chosen: set[str]) -> bool:
    """Whether the rest of the answer's sentence ends a clause on another letter and nothing before
    it sets it apart."""
    rest = _SENTENCE_REST.match(after)
    sentence = after[: rest.end() + 1] if rest else ""
    for m in _CLOSING_LETTER.finditer(sentence):
        if m.group(1) not in chosen and not _SET_APART.search(sentence, 0, m.end()) and not _topic_left_out(sentence, m):
            return True
    return False


def kept_open(before: str, after: str, chosen: set[str]) -> bool:
    """Whether ``after`` (the rest of the answer's sentence and the next) keeps another option
    than the ``chosen`` letters in play, or the writer says, there or in ``before`` (the answer's
    sentence up to it), that they are guessing."""
    if low_confidence(before) or low_confidence(after) or _TYPE_CONDITION.search(before) or _IF_SO.search(before):
        return True
    if letter_later_in_sentence(after, chosen):
        return True
    if any(m.group(1).upper() not in chosen for m in _TOPIC_KEPT.finditer(after)):
        return True
    return any(m.group(1) not in chosen and not _set_aside_after(after, m.end()) for p in _KEPT_OPEN for m in p.finditer(after))


def _set_aside_after(text: str, pos: int) -> bool:
    """Whether the sentence goes on from ``pos`` to take back what it granted ("…, but it needs a model")."""
    stop = _SENTENCE_END.search(text, pos)
    return bool(_TAKEN_BACK_AFTER.search(text, pos, stop.start() if stop else len(text)))


def doubts_itself(text: str, end: int) -> bool:
    """Whether the letters ending at ``end`` are followed by ", maybe" or ", I guess"."""
    return bool(_DOUBT_CLOSING.match(text, end))


def doubting_lead(text: str, start: int, end: int) -> bool:
    """Whether an English answer lead at ``start``..``end`` doubts what it leads to ("is probably",
    "Tentative answer:")."""
    return bool(_DOUBTING_WORD.search(text, start, end) or _DOUBTING_BEFORE.search(text[max(0, start - 30) : start]))


_POSSIBLE_WORD = re.compile(r"possib|plausib|defensib|reasonab|option|could|might|may|perhaps", re.I)


# After the option is called possible, what takes that back: "C seems plausible, but …", "D could be
# the answer only with …", "C may seem reasonable at first glance, yet …".
# (a sentence-final "though" is an aside, not a clause: "D cannot be ruled out, though.")
_TAKEN_BACK_AFTER = re.compile(
    r"\b(?:but|yet|however|although)\b(?![ \t]*(?:[.!?。]|$))|\bthough\b(?![ \t]*(?:[.!?。,]|$))|\b(?:only|except|at\s+first|first\s+glance)\b", re.I
)


def _kept_possible(sentence: str) -> frozenset[str]:
    if not _POSSIBLE_WORD.search(sentence) or _NOT_OWN_VIEW.search(sentence):
        return frozenset()
    return frozenset(
        m.group(1) for p in _POSSIBLE_LATER for m in p.finditer(sentence) if not _TAKEN_BACK_AFTER.search(sentence, m.end())
    )


def later_doubt(text: str, end: int, chosen: set[str]) -> bool:
    """Whether the reply after an answer ending at ``end`` leaves it open: the writer cannot decide or
    needs more to be sure, a key-value line gives low confidence or an alternative, the answer is taken
    back and its letters never named again, or a sentence keeps another option possible."""
    if _UNDECIDED_LATER.search(text, end) or any(m.group(1) not in chosen for m in _ALTERNATIVE_KEY.finditer(text, end)):
        return True
    back = _TAKEN_BACK.search(text, end)
    if back and not any(m.group(1) in chosen for m in _LETTER.finditer(text, back.end())):
        return True
    seen = end
    for word in _POSSIBLE_WORD.finditer(text, end):  # only the sentences that could keep an option possible
        if word.start() < seen:
            continue
        start = max(end, max(text.rfind(c, 0, word.start()) for c in ".!?。！？\n") + 1)
        stop = _SENTENCE_END.search(text, word.end())
        seen = stop.end() if stop else len(text)
        if _kept_possible(text[start:seen]) - chosen:
            return True
    return False


def judged_right_later(text: str, end: int, chosen: set[str]) -> bool:
    """Whether a line after an answer ending at ``end`` judges an option other than the ``chosen``
    ones right ("- C: also correct, in a sense", "- D ✔"): the reply then names more than its answer."""
    return any((m.group(1) or m.group(2)).upper() not in chosen for m in _JUDGED_RIGHT_LATER.finditer(text, end))
