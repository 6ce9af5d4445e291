"""Tables for a bank scanned against a real corpus: overlap counts by rule, kinds of overlap, subsets of runs.

    python bench/contamination_real.py overlap RESULT.json...
    python bench/contamination_real.py subsets --contamination RESULT.json RUN...

``overlap`` reads `psyexam contamination` result files (one per rule and field choice)
and prints, per file, the contaminated items of each split; then, for each field choice
with a default-rule file, the kinds of overlap among the items the default rule flags:
whole copies (every n-gram found), most or fewer of the n-grams found, short items found
whole, and the items flagged only through n-grams that 10 or more bank items share (those
the ``--ignore-common`` file of the same fields clears), with the n-grams matched most.

``subsets`` reads run folders and one result file, and compares the clean and the
contaminated items: per run, accuracy on each with Wilson intervals and their difference
(clean − contaminated; different items, so an unpaired bootstrap resampling each group,
and Fisher's exact test); for each pair of runs, the paired comparison (McNemar, paired
bootstrap of the difference) on the clean items and on the contaminated items.
"""

from __future__ import annotations

import argparse
import itertools
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from psyexam.contamination.rescore import Verdicts
from psyexam.contamination.result import ContaminationResult, read_result
from psyexam.run.rescore import load_run_items
from psyexam.stats.intervals import wilson
from psyexam.stats.paired import paired_compare

SPLITS = ("dev", "test")


def rule_name(r: ContaminationResult) -> str:
    s = r.settings
    parts = [f"n={s.n}"]
    if s.min_overlap:
        parts.append(f"--min-overlap {s.min_overlap:g}")
    if s.ignore_common:
        parts.append(f"--ignore-common {s.ignore_common}")
    return " ".join(parts) if len(parts) > 1 else f"default ({parts[0]})"


def is_default(r: ContaminationResult) -> bool:
    return not r.settings.min_overlap and not r.settings.ignore_common


def counts_row(r: ContaminationResult) -> list[str]:
    row = [r.settings.fields, rule_name(r)]
    for split in SPLITS:
        items = [i for i in r.items if i.split == split]
        bad = sum(i.contaminated for i in items)
        row.append(f"{bad} / {len(items)} ({bad / len(items):.1%})" if items else "–")
    return row


def kinds(default: ContaminationResult, common: ContaminationResult | None) -> list[list[str]]:
    """Rows of kinds of overlap among the items the default rule flags, per split."""
    cleared: set[int] = set()  # positions: the bank repeats some ids, both scans list items in bank order
    if common is not None:
        if [(i.split, i.id) for i in common.items] != [(i.split, i.id) for i in default.items]:
            raise SystemExit("the --ignore-common file lists other items than the default one")
        cleared = {n for n, (i, j) in enumerate(zip(default.items, common.items)) if i.contaminated and not j.contaminated}
    rows = []
    for split in SPLITS:
        flagged = [(n, i) for n, i in enumerate(default.items) if i.split == split and i.contaminated]
        only_common = [(n, i) for n, i in flagged if n in cleared]
        row = [default.settings.fields, split, str(len(flagged)),
               str(sum(i.overlap >= 1.0 and not i.short for _, i in flagged)),
               str(sum(0.5 <= i.overlap < 1.0 for _, i in flagged)),
               str(sum(i.overlap < 0.5 for _, i in flagged)),
               str(sum(i.short for _, i in flagged)),
               str(len(only_common)) if common is not None else "–",
               str(sum(i.overlap < 0.5 for _, i in only_common)) if common is not None else "–"]
        rows.append(row)
    return rows


def markdown(header: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "| " + " | ".join("---" for _ in header) + " |"]
    lines += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(lines)


def overlap(files: list[Path]) -> None:
    results = [read_result(f) for f in files]
    results.sort(key=lambda r: (r.settings.fields, r.settings.min_overlap, r.settings.ignore_common or 0))
    print(markdown(["fields", "rule", *(f"{s} contaminated" for s in SPLITS)], [counts_row(r) for r in results]))
    for fields in dict.fromkeys(r.settings.fields for r in results):
        default = next((r for r in results if r.settings.fields == fields and is_default(r)), None)
        if default is None:
            continue
        common = next((r for r in results if r.settings.fields == fields and r.settings.ignore_common
                       and not r.settings.min_overlap), None)
        k = common.settings.ignore_common if common else "K"
        print()
        print(markdown(["fields", "split", "flagged (default)", "whole copy (overlap 1.0)", "overlap 0.5–1",
                        "overlap < 0.5", "short, found whole", f"only via n-grams of ≥ {k} items",
                        "… of which overlap < 0.5"], kinds(default, common)))
        print()
        print(f"n-grams matched in most items ({fields}): "
              + "; ".join(f"{t.ngram} ({t.items})" for t in default.top_ngrams[:10]))


def subsets(contamination: Path, runs: list[Path], seed: int, resamples: int) -> None:
    verdicts = Verdicts(read_result(contamination))
    groups: dict[str, tuple[dict[str, bool], dict[str, bool]]] = {}
    rows = []
    for folder in runs:
        manifest, items = load_run_items(folder)
        name = manifest.model.spec if manifest.model.spec not in groups else str(folder)
        clean: dict[str, bool] = {}
        dirty: dict[str, bool] = {}
        for item in items:
            keys = verdicts.keys_for(item)
            if item.correct is None or not keys:
                continue
            bad, _ = verdicts.verdict(keys)
            (dirty if bad else clean)[f"{item.split}/{item.id}"] = bool(item.correct)
        groups[name] = (clean, dirty)
        c, d = np.array(list(clean.values())), np.array(list(dirty.values()))
        low, high = _unpaired_bootstrap(c, d, seed, resamples)
        from scipy.stats import fisher_exact

        p = fisher_exact([[c.sum(), (~c).sum()], [d.sum(), (~d).sum()]]).pvalue
        rows.append([name, str(c.size), _acc(c), str(d.size), _acc(d),
                     f"{c.mean() - d.mean():+.1%} [{low:+.1%}, {high:+.1%}]", f"{p:.3g}"])
    print(markdown(["run", "clean n", "clean accuracy", "contaminated n", "contaminated accuracy",
                    "clean − contaminated (unpaired bootstrap 95%)", "Fisher p"], rows))
    pairs = []
    for (a, (ca, da)), (b, (cb, db)) in itertools.combinations(groups.items(), 2):
        for label, x, y in (("clean", ca, cb), ("contaminated", da, db)):
            comp = paired_compare(x, y, name_a=a, name_b=b, n_resamples=resamples, seed=seed)
            m = comp.mcnemar
            diff = comp.difference
            pairs.append([f"{b} − {a}", label, str(comp.n_shared), f"{diff.estimate:+.1%} [{diff.low:+.1%}, {diff.high:+.1%}]",
                          f"{m.b} / {m.c}", m.test, f"{m.pvalue:.3g}"])
    if pairs:
        print()
        print(markdown(["runs", "items", "n", "difference (paired bootstrap 95%)", "only first / only second right",
                        "McNemar", "p"], pairs))


def _acc(x: np.ndarray) -> str:
    iv = wilson(int(x.sum()), int(x.size))
    return f"{iv.estimate:.1%} [{iv.low:.1%}, {iv.high:.1%}]"


def _unpaired_bootstrap(x: np.ndarray, y: np.ndarray, seed: int, resamples: int) -> tuple[float, float]:
    rng = np.random.default_rng(seed)
    dx = x[rng.integers(0, x.size, size=(resamples, x.size))].mean(axis=1)
    dy = y[rng.integers(0, y.size, size=(resamples, y.size))].mean(axis=1)
    low, high = np.quantile(dx - dy, [0.025, 0.975])
    return float(low), float(high)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    o = sub.add_parser("overlap", help="overlap counts and kinds from result files")
    o.add_argument("files", nargs="+", type=Path)
    s = sub.add_parser("subsets", help="clean against contaminated items of runs")
    s.add_argument("runs", nargs="+", type=Path)
    s.add_argument("--contamination", type=Path, required=True)
    s.add_argument("--seed", type=int, default=0)
    s.add_argument("--resamples", type=int, default=10000)
    args = parser.parse_args(argv)
    if args.command == "overlap":
        overlap(args.files)
    else:
        subsets(args.contamination, args.runs, args.seed, args.resamples)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
