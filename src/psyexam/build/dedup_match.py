"""Is a candidate pair one question? Typo-level differences only, never a changed word.

Two records are near duplicates when they are the same kind of question, their option
sets agree (each option equal, or a long option off by a typo) and their stems differ by
at most ``max_typos`` typos in all. A typo is one character substituted, inserted or
deleted, or two neighbours swapped. It must not touch a negation (不, 非, 无), a numeral,
or any non-CJK letter, digit or symbol; it must not turn a character into its opposite
or sibling term (正/负, 高/低, 感觉/知觉, 信度/效度); and an added or dropped character must
not be one that changes the question (不属于/属于, 最重要/重要, 前意识/意识). Two
neighbouring characters changed are a changed word, not two typos. What matters is the
size of what differs, not its share of the text: two case-analysis questions that repeat a
400-character case and differ in a ten-character final question are far apart, however
similar their texts look as a whole.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from rapidfuzz.distance import OSA, Indel, Levenshtein

from psyexam.build.dedup_normal import NormalForm
from psyexam.text import is_cjk

NEGATORS = frozenset("不非无未没否勿莫毋")
NUMERALS = frozenset("二三四五六七八九十百千零〇两半双")
# Characters that stand for each other's opposite or sibling term (正/负, 高/低, 感觉/知觉/错觉,
# 信度/效度, 自我/本我/超我): a substitution within one group changes the question. Pairs,
# not single characters: a typo that turns 心 into 新 is still a typo, 心理 into 生理 is not.
CONTRAST_GROUPS = (
    "正负反", "正误错", "对错误", "真假伪", "是否非", "有无", "高低", "大小", "多少", "长短瞬", "上下", "左右",
    "前后倒早晚先初末终始首近", "强弱", "增减", "升降", "扩缩", "积消", "主被次客", "内外表", "显隐潜前", "阴阳",
    "男女", "父母", "老幼少", "快慢", "难易", "深浅", "轻重", "远近", "新旧", "优劣", "好坏", "善恶", "顺逆",
    "动静", "直间", "同异", "正异", "急缓", "个群集", "自他", "自本超", "心生身",
    "物精", "感知错幻直视听触嗅味", "绪感", "智能情", "信效", "人性品", "表想", "具抽形", "泛分", "合分",
    "聚发", "归演", "纳绎", "原继", "普特一", "个一", "绝相", "必充", "横纵", "宽窄", "冷热", "明暗", "黑白",
    "单双多", "准真", "量性质", "自因", "内间", "奖惩", "赏罚", "入出", "收支", "得失", "成败胜负", "攻防", "爱恨", "喜怒悲乐", "肯否", "褒贬",
)
CONTRAST_PAIRS = frozenset(frozenset((a, b)) for g in CONTRAST_GROUPS for a in g for b in g if a != b)
# Adding or dropping one of these changes the question (前意识/意识, 最重要/重要, 不属于/属于).
INSERT_SENSITIVE = NEGATORS | NUMERALS | frozenset("一最更极前超次")


def typo_count(a: str, b: str, max_typos: int) -> int | None:
    """How many typos turn ``a`` into ``b`` (0 when equal), or None when the difference is more than typos."""
    if a == b:
        return 0
    if Levenshtein.distance(a, b, score_cutoff=2 * max_typos) > 2 * max_typos:
        return None
    if not _typo_regions(a, b):
        return None
    typos = OSA.distance(a, b)  # a swap of neighbours counts once
    return typos if typos <= max_typos else None


def _typo_regions(a: str, b: str) -> bool:
    """True when every run of edits is a typo (see :func:`_is_typo`)."""
    return all(_is_typo(old, new) for old, new in _regions(a, b))


def _regions(a: str, b: str) -> Iterator[tuple[str, str]]:
    """Each run of consecutive edits between ``a`` and ``b``, as (old text, new text)."""
    region_a: list[str] = []
    region_b: list[str] = []
    for op in Levenshtein.opcodes(a, b):
        if op.tag != "equal":
            region_a.append(a[op.src_start:op.src_end])
            region_b.append(b[op.dest_start:op.dest_end])
            continue
        if region_a or region_b:
            yield "".join(region_a), "".join(region_b)
        region_a, region_b = [], []
    if region_a or region_b:
        yield "".join(region_a), "".join(region_b)


def _plain(chars: str) -> bool:
    return all(is_cjk(ch) and ch not in NEGATORS and ch not in NUMERALS for ch in chars)


def _changes_meaning(old: str, new: str) -> bool:
    """A negation, numeral or non-CJK character touched, an opposite swapped in, a sensitive character added."""
    if not _plain(old + new):
        return True
    if len(old) == len(new) == 1:
        return frozenset((old, new)) in CONTRAST_PAIRS
    return len(old + new) == 1 and (old + new) in INSERT_SENSITIVE


def _is_typo(old: str, new: str) -> bool:
    """One character changed, added or dropped, or two swapped, without changing the meaning."""
    if len(old) == len(new) == 2 and old == new[::-1]:
        return _plain(old)
    return len(old) <= 1 and len(new) <= 1 and not _changes_meaning(old, new)


def contradicts(a: NormalForm, b: NormalForm, max_typos: int) -> bool:
    """True when two stems that differ little differ in meaning (属于/不属于, 主要/次要).

    Checked inside clusters joined through a third record: a typo copy can sit within typo
    distance of a question and of its negated twin, and must not join the two.
    """
    limit = 4 * max_typos + 2
    if a.stem == b.stem or Levenshtein.distance(a.stem, b.stem, score_cutoff=limit) > limit:
        return False
    return any(len(old) <= 2 and len(new) <= 2 and _changes_meaning(old, new) for old, new in _regions(a.stem, b.stem))


def similar_enough(a: str, b: str, threshold: float) -> bool:
    """Indel similarity (rapidfuzz's ratio, 0–1) of the two texts is at least ``threshold``."""
    return Indel.normalized_similarity(a, b, score_cutoff=threshold) >= threshold


def option_typos(a: tuple[str, ...], b: tuple[str, ...], max_typos: int, threshold: float,
                 min_len: int) -> int | None:
    """Typos between two sorted option sets, or None when they are different sets.

    Options match by text; one left over on each side may pair up when both are at least
    ``min_len`` characters and differ by typos only (short options such as "正强化" and
    "负强化" must match exactly).
    """
    if a == b:
        return 0
    if len(a) != len(b):
        return None
    only_a = list((Counter(a) - Counter(b)).elements())
    only_b = list((Counter(b) - Counter(a)).elements())
    if len(only_a) > max_typos:
        return None
    total = 0
    for x in only_a:
        best = _best_partner(x, only_b, max_typos - total, threshold, min_len)
        if best is None:
            return None
        typos, y = best
        only_b.remove(y)
        total += typos
    return total


def _best_partner(x: str, pool: list[str], budget: int, threshold: float,
                  min_len: int) -> tuple[int, str] | None:
    if budget < 1 or len(x) < min_len:
        return None
    found = None
    for y in pool:
        if len(y) < min_len or not similar_enough(x, y, threshold):
            continue
        typos = typo_count(x, y, budget)
        if typos is not None and (found is None or typos < found[0]):
            found = (typos, y)
    return found


def near_duplicates(a: NormalForm, b: NormalForm, max_typos: int, threshold: float, min_option: int) -> bool:
    """True when the two forms are one question up to typos (exact duplicates included)."""
    if a.is_qa != b.is_qa:
        return False
    opt = option_typos(a.options, b.options, max_typos, threshold, min_option)
    if opt is None:
        return False
    if a.stem == b.stem:
        return True
    if not a.stem or not b.stem or not similar_enough(a.stem, b.stem, threshold):
        return False
    stem = typo_count(a.stem, b.stem, max_typos - opt)
    return stem is not None
