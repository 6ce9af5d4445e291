"""Answer extraction measured on labelled replies (tests/score/data/replies_*.jsonl).

    python bench/extraction.py                 # accuracy on each part, and on all held-out parts together
    python bench/extraction.py --failures tune # and the tuning part's failures

Accuracy counts every reply, unparsed ones included. A wrong reading (letters that
differ from the label, which includes a hedge read as a firm answer) is reported apart
from a miss (an answer left unparsed): a wrong reading is the worse error.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from psyexam.score.labelled import Report, evaluate, load_labelled, method_counts

DATA = Path(__file__).resolve().parents[1] / "tests" / "score" / "data"
PARTS = {
    "tune": DATA / "replies_tune.jsonl",
    "heldout": DATA / "replies_heldout.jsonl",
    # a later held-out part: fresh dev items and hand-written cases no tuning ever saw
    "heldout3": DATA / "replies_heldout3.jsonl",
    # fresh dev items again (none of any earlier part), all four templates, new hand-written families
    "heldout4": DATA / "replies_heldout4.jsonl",
    # fresh dev items again, new seeds, hand-written families unlike the ones tuned before it
    "heldout5": DATA / "replies_heldout5.jsonl",
    # fresh dev items and seeds again; hand-written answer leads in many languages, markup, layouts
    "heldout6": DATA / "replies_heldout6.jsonl",
    # fresh dev items and seeds again; hand-written replies in the styles of common chat models
    "heldout7": DATA / "replies_heldout7.jsonl",
    # fresh items and seeds again (multi items from the test split, dev has too few left); chat-model styles
    "heldout8": DATA / "replies_heldout8.jsonl",
    # fresh items and seeds again (dev single items topped up, and every multi item, from the test split)
    "heldout9": DATA / "replies_heldout9.jsonl",
    # fresh test-split items and seeds again (dev has none left unused); chat-model styles, new topics
    "heldout10": DATA / "replies_heldout10.jsonl",
    # fresh test-split items and seeds again, from a pool disjoint from the real tuning replies; chat-model styles
    "heldout11": DATA / "replies_heldout11.jsonl",
    # fresh test-split items and seeds again, from a pool apart from every earlier part; chat-model styles
    "heldout12": DATA / "replies_heldout12.jsonl",
    # fresh test-split items and seeds again, apart from every earlier part (heldout12 included); chat-model styles
    "heldout13": DATA / "replies_heldout13.jsonl",
    # fresh test-split items and seeds again, apart from every earlier part (heldout13 included); chat-model styles
    "heldout14": DATA / "replies_heldout14.jsonl",
    # fresh test-split items and seeds again, apart from every earlier part (heldout14 included); chat-model styles
    "heldout15": DATA / "replies_heldout15.jsonl",
    # fresh test-split items and seeds again, apart from every earlier part (heldout15 included); chat-model styles
    "heldout16": DATA / "replies_heldout16.jsonl",
    # fresh test-split items and seeds again, apart from every earlier part (heldout16 included); chat-model styles
    "heldout17": DATA / "replies_heldout17.jsonl",
    # fresh test-split items and seeds again, apart from every earlier part (heldout17 included); chat-model styles
    "heldout18": DATA / "replies_heldout18.jsonl",
    # fresh test-split items and seeds again, apart from every earlier part (heldout18 included); chat-model styles
    "heldout19": DATA / "replies_heldout19.jsonl",
    # fresh test-split items and seeds again, from the other half of heldout19's pool; chat-model styles
    "heldout20": DATA / "replies_heldout20.jsonl",
    # fresh test-split items and seeds again, apart from every earlier part (heldout20 included); chat-model styles
    "heldout21": DATA / "replies_heldout21.jsonl",
    # fresh test-split items and seeds again, apart from every earlier part (heldout21 included); chat-model styles
    "heldout22": DATA / "replies_heldout22.jsonl",
    # fresh test-split items and seeds again, apart from every earlier part (heldout22 included); chat-model styles
    "heldout23": DATA / "replies_heldout23.jsonl",
    # fresh test- and train-split items and seeds again (the test split has too few multi items left); chat-model styles
    "heldout24": DATA / "replies_heldout24.jsonl",
    # fresh test- and train-split items and seeds again, apart from every earlier part (heldout24 included)
    "heldout25": DATA / "replies_heldout25.jsonl",
    # fresh test- and train-split items and seeds again, apart from every earlier part (heldout25 included)
    "heldout26": DATA / "replies_heldout26.jsonl",
    # fresh test- and train-split items and seeds again, apart from every earlier part (heldout26 included)
    "heldout27": DATA / "replies_heldout27.jsonl",
    # fresh test- and train-split items and seeds again, apart from every earlier part (heldout27 included)
    "heldout28": DATA / "replies_heldout28.jsonl",
    # three fresh parts at once, each on its own test- and train-split items and seeds (29000-31004), apart from every
    # earlier part and from each other, collected before the extractor was given the stem; chat-model styles
    "heldout29": DATA / "replies_heldout29.jsonl",
    "heldout30": DATA / "replies_heldout30.jsonl",
    "heldout31": DATA / "replies_heldout31.jsonl",
    # three more at once, the same way (seeds 32000-34004), apart from every earlier part and from each other, collected
    # while parts 29-31 were measured and spent
    "heldout32": DATA / "replies_heldout32.jsonl",
    "heldout33": DATA / "replies_heldout33.jsonl",
    "heldout34": DATA / "replies_heldout34.jsonl",
    # one more the same way (seeds 35000-35004), apart from every earlier part, collected while parts 32-34 were spent
    "heldout35": DATA / "replies_heldout35.jsonl",
    # three more the same way (seeds 36000-38004), apart from every earlier part and from each other, collected while
    # the tuning batches tune58w-tune69w were written and generalised
    "heldout36": DATA / "replies_heldout36.jsonl",
    "heldout37": DATA / "replies_heldout37.jsonl",
    "heldout38": DATA / "replies_heldout38.jsonl",
    # three more the same way (seeds 39000-41004), apart from every earlier part and from each other, labelled while
    # the tuning batches tune73w-tune77w were written and generalised
    "heldout39": DATA / "replies_heldout39.jsonl",
    "heldout40": DATA / "replies_heldout40.jsonl",
    "heldout41": DATA / "replies_heldout41.jsonl",
    # three more the same way (seeds 42000-44004), labelled before the tuning batches tune78w-tune79w and parts 39-41
    # were generalised
    "heldout42": DATA / "replies_heldout42.jsonl",
    "heldout43": DATA / "replies_heldout43.jsonl",
    "heldout44": DATA / "replies_heldout44.jsonl",
    # three more the same way (seeds 45000-47004), labelled before parts 42-44 were generalised
    "heldout45": DATA / "replies_heldout45.jsonl",
    "heldout46": DATA / "replies_heldout46.jsonl",
    "heldout47": DATA / "replies_heldout47.jsonl",
    # three more the same way (seeds 48000-50004), labelled before the tuning batches tune80w-tune84w and parts 46-47
    # were generalised
    "heldout48": DATA / "replies_heldout48.jsonl",
    "heldout49": DATA / "replies_heldout49.jsonl",
    "heldout50": DATA / "replies_heldout50.jsonl",
    # three more the same way (seeds 51000-53004), labelled before the tuning batches tune85w-tune89w and parts 48-50
    # were generalised
    "heldout51": DATA / "replies_heldout51.jsonl",
    "heldout52": DATA / "replies_heldout52.jsonl",
    "heldout53": DATA / "replies_heldout53.jsonl",
    # three more the same way (seeds 54000-56004), labelled before parts 51-53 were generalised
    "heldout54": DATA / "replies_heldout54.jsonl",
    "heldout55": DATA / "replies_heldout55.jsonl",
    "heldout56": DATA / "replies_heldout56.jsonl",
}


def line(name: str, r: Report) -> str:
    return (f"{name:<32} n={r.n:<4} accuracy={100 * r.accuracy:6.2f}%  right={r.count('right'):<4}"
            f"wrong={r.count('wrong'):<3} missed={r.count('missed'):<3} unreadable-read={r.unlabelled_read}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--failures", choices=sorted(PARTS), action="append", default=[],
                    help="print this part's failures (never look at the held-out ones while tuning)")
    ap.add_argument("--part", choices=sorted(PARTS), action="append", help="parts to measure (default: all)")
    args = ap.parse_args()
    held = Report()
    for part in args.part or list(PARTS):
        report = evaluate(load_labelled(PARTS[part]))
        if part.startswith("heldout"):
            held.outcomes.extend(report.outcomes)
        print(line(part, report))
        for name, sub in report.by_stratum().items():
            print("  " + line(name, sub))
        print("  methods:", dict(sorted(method_counts(report).items())))
        if part in args.failures:
            for o in report.failures():
                print(f"  {o.kind.upper():<6} {o.reply.id} ({o.reply.note}): got {o.got} via {o.method}, "
                      f"expected {o.reply.expected}\n         {o.reply.response[-300:]!r}")
    if sum(p.startswith("heldout") for p in args.part or PARTS) > 1:
        print(line("all held-out parts", held))


if __name__ == "__main__":
    main()
