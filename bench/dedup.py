"""De-duplication at crawl scale: synthetic questions with planted duplicates and traps.

    python bench/dedup.py                  # 20,000 records
    python bench/dedup.py --n 1000000      # the 10-minute, 4 GB target
    python bench/dedup.py --cpsyexam ../shared/data/cpsyexam --spot 20

Synthetic mode generates exam-like questions (template stems, free stems, case-analysis
groups sharing a long case), copies a quarter of them the way crawls do (verbatim,
spacing and punctuation width, numbering, source tags, reordered options, option letters
inside option texts, one or two typos, several at once) and plants look-alike traps
(same case or template with another question, same stem with other options, a stem
flipped by a negation or a changed number with the same options). It prints wall time,
peak memory, pairwise precision and recall against the planted clusters, recall per
variant family and how many trap pairs were merged.

CPsyExam mode reports clusters, conflicts and cross-split overlap on the real release
next to the bank checker's own duplicate findings, and prints ``--spot`` random near
clusters to read.
"""

from __future__ import annotations

import argparse
import random
import resource
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from _common import machine, row

from psyexam.bank.records import Part, Provenance, QType, Question
from psyexam.build import DedupConfig, find_duplicates
from psyexam.ui.progress import RunProgress

# Characters of Chinese psychology exam text, most frequent first (a Zipf draw favours the front).
CHARS = (
    "的是心理学在和了有为不中对人一个这行为与其发展认知记忆学习情绪动机人格社会儿童教育能力"
    "过程理论研究方法测验咨询治疗求助者问题感觉知觉注意思维语言智力意识反应刺激条件强化信息"
    "个体经验环境影响作用特点基本主要重要关系形成表现属于包括具有进行产生提出认为根据下列说法"
    "正确错误选项内容结构功能系统水平阶段时期因素原则技术评估诊断症状障碍焦虑抑郁压力适应防御"
    "机制自我意志性格气质需要兴趣态度价值观念信念期望归因效能控制调节加工编码存储提取遗忘保持"
    "再认回忆表象想象创造问题解决推理判断决策概念规则策略迁移练习反馈评价标准信度效度常模分数"
    "团体家庭学校教师学生父母同伴关系依恋交往沟通合作竞争群体领导组织文化态度偏见刻板印象从众"
    "服从模仿观察榜样奖励惩罚消退泛化分化辨别习得先天遗传成熟生理神经大脑皮层功能区域激素疾病"
    "健康治疗康复干预疗法精神分析行为主义人本主义认知疗法系统脱敏厌恶满灌放松训练自由联想移情"
    "阻抗解释面质共情尊重真诚具体化倾听提问鼓励重复释义总结指导影响自我开放会谈目标计划方案"
)
POOL = list(dict.fromkeys(c for c in CHARS))
WEIGHTS = [1.0 / (i + 10) for i in range(len(POOL))]
PEOPLE = ["弗洛伊德", "皮亚杰", "维果茨基", "埃里克森", "班杜拉", "斯金纳", "巴甫洛夫", "马斯洛", "罗杰斯",
          "艾宾浩斯", "奥苏伯尔", "布鲁纳", "加涅", "桑代克", "华生", "贝克", "埃利斯", "科尔伯格", "吉尔福特"]
TEMPLATES = [
    "下列关于{t}的说法正确的是（ ）", "下列属于{t}的是（ ）", "{t}的主要特点是（ ）", "根据{p}的理论，{t}属于（ ）",
    "{p}认为，{t}的核心是（ ）", "在{t}中，{u}的作用是（ ）", "{t}与{u}的主要区别在于（ ）",
    "以下关于{t}与{u}关系的表述，正确的是（ ）",
]
CASE_ENDINGS = [
    "该求助者最可能的诊断是（ ）", "该求助者的主要症状包括（ ）", "对该求助者可以使用的心理测验包括（ ）",
    "该求助者产生心理问题的原因包括（ ）", "咨询师此时使用的技术是（ ）", "该求助者心理问题的性质属于（ ）",
    "在本阶段，咨询师的主要任务是（ ）", "适合该求助者的咨询方案是（ ）",
]
FAMILIES = ("verbatim", "format", "numbering", "tag", "reorder", "markers", "typo", "combined")
NUMBERS = ["1.", "12、", "（3）", "第5题：", "一、", "27. ", "第十二题 ", "(8)"]
TAGS = ["（2019年真题）", "【单选题】", "[多选]", "（2015年统考）", "【2018年心理咨询师二级】", "(2分)"]
TYPO_POOL = [c for c in POOL if c not in "不非无未没"]


def _word(rng: random.Random, lo: int = 2, hi: int = 4) -> str:
    return "".join(rng.choices(POOL, WEIGHTS, k=rng.randint(lo, hi)))


def _sentence(rng: random.Random, lo: int, hi: int) -> str:
    return "".join(_word(rng) for _ in range(rng.randint(lo, hi)))


def _options(rng: random.Random) -> dict[str, str]:
    return {k: _word(rng, 2, rng.choice((3, 5, 9))) for k in "ABCD"}


def _base(rng: random.Random, k: int) -> dict:
    roll = rng.random()
    if roll < 0.45:
        stem = rng.choice(TEMPLATES).format(t=_word(rng), u=_word(rng), p=rng.choice(PEOPLE))
    else:
        stem = _sentence(rng, 4, 12) + rng.choice(["的是（ ）", "（ ）", "。", "的主要原因是"])
    multi = rng.random() < 0.3
    answer = "".join(sorted(rng.sample("ABCD", rng.randint(2, 4)))) if multi else rng.choice("ABCD")
    return {"text": stem, "options": _options(rng), "answer": answer, "multi": multi, "group": k}


def _case_group(rng: random.Random, k0: int) -> list[dict]:
    case = "案例：" + "，".join(_sentence(rng, 3, 6) for _ in range(rng.randint(6, 14))) + "。"
    endings = rng.sample(CASE_ENDINGS, rng.randint(3, 6))
    out = []
    for j, ending in enumerate(endings):
        out.append({"text": case + ending, "options": _options(rng), "answer": rng.choice("ABCD"), "multi": False,
                    "group": k0 + j})
    return out


# -- crawl variants --------------------------------------------------------------------------

def _format(rng: random.Random, b: dict) -> dict:
    text = b["text"].replace("，", ",").replace("（ ）", "( )").replace("。", ".")
    if rng.random() < 0.5:
        text = " ".join(text[i:i + 7] for i in range(0, len(text), 7))
    return {**b, "text": text}


def _numbering(rng: random.Random, b: dict) -> dict:
    return {**b, "text": rng.choice(NUMBERS) + b["text"]}


def _tag(rng: random.Random, b: dict) -> dict:
    tag = rng.choice(TAGS)
    return {**b, "text": tag + b["text"] if rng.random() < 0.5 else b["text"] + tag}


def _reorder(rng: random.Random, b: dict) -> dict:
    letters = list("ABCD")
    rng.shuffle(letters)
    options = {new: b["options"][old] for new, old in zip("ABCD", letters)}
    back = {old: new for new, old in zip("ABCD", letters)}
    return {**b, "options": options, "answer": "".join(sorted(back[a] for a in b["answer"]))}


def _markers(rng: random.Random, b: dict) -> dict:
    sep = rng.choice([". ", "、", "．", " .  "])
    return {**b, "options": {k: f"{k}{sep}{v}" for k, v in b["options"].items()}}


def _typo(rng: random.Random, b: dict) -> dict:
    text = list(b["text"])
    spots = [i for i, c in enumerate(text) if "\u4e00" <= c <= "\u9fff"]
    count = 2 if len(spots) >= 16 else 1
    for i in rng.sample(spots, min(count, len(spots))):
        text[i] = rng.choice(TYPO_POOL)
    return {**b, "text": "".join(text)}


def _combined(rng: random.Random, b: dict) -> dict:
    for f in rng.sample([_format, _numbering, _tag, _reorder, _markers, _typo], 3):
        b = f(rng, b)
    return b


VARIANT = {"verbatim": lambda rng, b: dict(b), "format": _format, "numbering": _numbering, "tag": _tag,
           "reorder": _reorder, "markers": _markers, "typo": _typo, "combined": _combined}


# -- traps -----------------------------------------------------------------------------------

def _trap(rng: random.Random, b: dict, k: int) -> tuple[dict, str] | None:
    kind = rng.choice(["other_options", "negation", "number"])
    if kind == "other_options":
        return {**b, "options": _options(rng), "group": k}, kind
    if kind == "negation":
        text = b["text"]
        for old, new in (("正确", "错误"), ("属于", "不属于"), ("主要", "次要"), ("是", "不是")):
            if old in text:
                return {**b, "text": text.replace(old, new, 1), "group": k}, kind
        return None
    return {**b, "text": f"某儿童{rng.randint(3, 9)}岁，" + b["text"], "group": k}, kind


def _record(i: int, d: dict) -> Question:
    return Question(id=f"q{i:07d}", text=d["text"], qtype=QType.MULTI if d["multi"] else QType.SINGLE,
                    part=Part.KG, options=dict(d["options"]), answer=frozenset(d["answer"]),
                    split=("train", "dev", "test")[i % 3], source=Provenance("crawl.jsonl", i + 1))


def generate(n: int, seed: int) -> tuple[list[Question], list[int], list[str], list[tuple[int, int, str]]]:
    """``n`` records; each record's planted group, its variant family ("" for originals), and trap pairs."""
    rng = random.Random(seed)
    rows: list[dict] = []
    families: list[str] = []
    traps: list[tuple[int, int, str]] = []
    group = 0
    while len(rows) < n:
        bases = _case_group(rng, group) if rng.random() < 0.1 else [_base(rng, group)]
        group += len(bases)
        for b in bases:
            origin = len(rows)
            rows.append(b)
            families.append("")
            if rng.random() < 0.25:
                for _ in range(rng.choice((1, 1, 1, 2, 3))):
                    family = rng.choice(FAMILIES)
                    rows.append(VARIANT[family](rng, b))
                    families.append(family)
            if rng.random() < 0.05:
                planted = _trap(rng, b, group)
                if planted:
                    group += 1
                    traps.append((origin, len(rows), planted[1]))
                    rows.append(planted[0])
                    families.append("")
    rows, families = rows[:n], families[:n]
    traps = [t for t in traps if t[1] < n]
    records = [_record(i, d) for i, d in enumerate(rows)]
    return records, [d["group"] for d in rows], families, traps


# -- scoring ---------------------------------------------------------------------------------

def _pairs(sizes) -> int:
    return sum(s * (s - 1) // 2 for s in sizes)


def score(result, groups: list[int], families: list[str], traps: list[tuple[int, int, str]]) -> dict:
    """Pairwise precision and recall against the planted groups, recall per family, traps merged."""
    cluster_of = {}
    for c_id, c in enumerate(result.clusters):
        for i in c.positions:
            cluster_of[i] = c_id
    true_pairs = _pairs(Counter(groups).values())
    predicted = _pairs(len(c.positions) for c in result.clusters)
    correct = sum(_pairs(Counter(groups[i] for i in c.positions).values()) for c in result.clusters)
    first = {}
    for i, g in enumerate(groups):
        first.setdefault(g, i)
    found: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for i, fam in enumerate(families):
        if fam:
            hit = cluster_of.get(i) is not None and cluster_of.get(i) == cluster_of.get(first[groups[i]])
            found[fam][0] += hit
            found[fam][1] += 1
    trap_hits: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for a, b, kind in traps:
        trap_hits[kind][0] += cluster_of.get(a) is not None and cluster_of.get(a) == cluster_of.get(b)
        trap_hits[kind][1] += 1
    return {"true_pairs": true_pairs, "predicted_pairs": predicted, "correct_pairs": correct,
            "precision": correct / predicted if predicted else 1.0,
            "recall": correct / true_pairs if true_pairs else 1.0, "families": dict(found), "traps": dict(trap_hits)}


def _rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def synthetic(args: argparse.Namespace) -> None:
    t0 = time.perf_counter()
    records, groups, families, traps = generate(args.n, args.seed)
    gen = time.perf_counter() - t0
    print(f"dedup bench: {len(records)} synthetic records (seed {args.seed}), generated in {gen:.1f} s")
    print(f"machine: {machine()}")
    rss_before = _rss_mb()
    t = time.perf_counter()
    result = find_duplicates(records, DedupConfig(threshold=args.threshold), RunProgress(enabled=args.progress))
    wall = time.perf_counter() - t
    s = score(result, groups, families, traps)
    kinds = Counter(c.kind for c in result.clusters)
    row("find_duplicates wall time", f"{wall:.1f} s ({len(records) / wall:,.0f} records/s)")
    row("peak RSS (process, data included)", f"{_rss_mb():,.0f} MB (before dedup: {rss_before:,.0f} MB)")
    row("clusters exact / near / conflicts", f"{kinds['exact']} / {kinds['near']} / {len(result.conflicts)}")
    row("LSH candidates / accepted / capped buckets",
        f"{result.stats.candidates} / {result.stats.matched} / {result.stats.capped_buckets}")
    row("pairwise precision", f"{s['precision']:.4f} ({s['correct_pairs']} of {s['predicted_pairs']} pairs)")
    row("pairwise recall", f"{s['recall']:.4f} ({s['correct_pairs']} of {s['true_pairs']} planted pairs)")
    for fam in FAMILIES:
        hit, total = s["families"].get(fam, [0, 0])
        if total:
            row(f"  recall, {fam} copies", f"{hit / total:.4f} ({hit}/{total})")
    for kind, (hit, total) in sorted(s["traps"].items()):
        row(f"  traps merged, {kind}", f"{hit}/{total}")


def real(args: argparse.Namespace) -> None:
    from psyexam.bank.loaders import load_bank
    from psyexam.build.dedup_report import split_overlap

    bank = load_bank(args.cpsyexam)
    print(f"dedup on {args.cpsyexam}: {len(bank.records)} records (all splits pooled)")
    print(f"machine: {machine()}")
    t = time.perf_counter()
    result = find_duplicates(bank.records, DedupConfig(threshold=args.threshold))
    wall = time.perf_counter() - t
    kinds = Counter(c.kind for c in result.clusters)
    checker = Counter(f.code for f in bank.findings)
    at = {(q.source.file, q.source.position): i for i, q in enumerate(bank.records) if q.source}
    clustered = {i for c in result.clusters for i in c.positions}
    row("wall time", f"{wall:.1f} s")
    row("clusters exact / near", f"{kinds['exact']} / {kinds['near']}")
    row("records in clusters / copies of a kept one", f"{len(clustered)} / {len(result.dropped_positions())}")
    row("conflicts (clusters / records)", f"{len(result.conflicts)} / {sum(len(c.ids) for c in result.conflicts)}")
    for code in ("duplicate_question", "leakage", "shared_stem", "duplicate_id"):
        flagged = [f for f in bank.findings if f.code == code and f.position is not None]
        inside = sum(at[(f.file, f.position)] in clustered for f in flagged)
        row(f"checker {code} findings (record clustered)", f"{checker.get(code, 0)} ({inside})")
    o = split_overlap(result, bank.records)
    row("clusters across splits", o.spanning)
    row("test records in a cluster with train / dev", f"{o.test_with_train} / {o.test_with_dev}")
    row("dev records in a cluster with train", o.dev_with_train)
    near = [c for c in result.clusters if c.kind == "near"]
    for c in random.Random(args.seed).sample(near, min(args.spot, len(near))):
        print(f"\n-- near cluster {c.ids[0][:12]}… ({len(c.ids)} records){' CONFLICT' if c in result.conflicts else ''}")
        for i in c.positions[:3]:
            q = bank.records[i]
            opts = " / ".join(str(q.options[k]) for k in q.choices)
            print(f"   [{q.split}] {' '.join(q.text.split())[-90:]}\n          {opts[:90]}  → {c.answers.get(i, '-')}")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--n", type=int, default=20_000, help="synthetic records (default 20,000)")
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--threshold", type=float, default=DedupConfig().threshold)
    p.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None)
    p.add_argument("--cpsyexam", help="run on this CPsyExam release instead of synthetic data")
    p.add_argument("--spot", type=int, default=0, help="near clusters to print for reading (CPsyExam mode)")
    args = p.parse_args()
    real(args) if args.cpsyexam else synthetic(args)


if __name__ == "__main__":
    main()
