"""Is a candidate pair one question? Typo-level differences only, never a changed word.

Two records are near duplicates when they are the same kind of question, their option
sets agree (each option equal, or a long option off by a typo) and their stems differ by
at most ``max_typos`` typos in all. A typo is one character substituted, inserted or
deleted, or two neighbours swapped, and it must not touch a *contrast character*: a
negation (不, 非, 无), one side of an opposite pair (正/负, 高/低, 前/后), a degree word
(最), a numeral, or any non-CJK letter, digit or symbol. What matters is the size of what differs, not its share
of the text: two case-analysis questions that repeat a 400-character case and differ in a
ten-character final question are far apart, however similar their texts look as a whole.
"""

from __future__ import annotations

from collections import Counter

from rapidfuzz.distance import OSA, Indel, Levenshtein

from psyexam.build.dedup_normal import NormalForm
from psyexam.text import is_cjk

# Characters whose change flips or shifts a question's meaning rather than misspelling it.
# A substitution is refused when either side is listed, so of an opposite pair only the rarer
# character needs listing (负 guards 正/负, 错 guards 对/错, 上 guards 以上/以下): typos in
# very common characters (是, 下列, 主要, 心理) stay typos. Negators are all listed, since
# inserting one flips a question.
CONTRAST = frozenset(
    "不非无未没否勿莫毋"  # negation
    "负错假异"  # polarity, truth, same/different
    "最更首末初终"  # degree, order
    "少低前先倒外内上小次被短晚减降缩阴阳显隐潜男幼父慢难浅轻远旧劣坏恶逆静直缓急"  # opposite pairs
    "他群生身知"  # self/other, individual/group, mind/body, sensation/perception
    "二三四五六七八九十百千零〇两半双单"  # numerals (一 is guarded by the others; 亿 is a common typo of 忆)
)


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
    """True when every run of edits is a one-character change or a swap, away from contrast characters."""
    region_a: list[str] = []
    region_b: list[str] = []
    for op in Levenshtein.opcodes(a, b):
        if op.tag != "equal":
            region_a.append(a[op.src_start:op.src_end])
            region_b.append(b[op.dest_start:op.dest_end])
            continue
        if (region_a or region_b) and not _is_typo("".join(region_a), "".join(region_b)):
            return False
        region_a, region_b = [], []
    return not (region_a or region_b) or _is_typo("".join(region_a), "".join(region_b))


def _is_typo(old: str, new: str) -> bool:
    small = len(old) <= 1 and len(new) <= 1
    swap = len(old) == len(new) == 2 and old == new[::-1]
    return (small or swap) and all(is_cjk(ch) and ch not in CONTRAST for ch in old + new)


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
