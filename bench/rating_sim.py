"""Write a human rating file with a known level of agreement for the open answers of a run folder.

    python bench/rating_sim.py RUN --out ratings.csv [--rubric three_level --raters 3 --noise 0.5 --seed 0]

Each answer gets a true score from a judge-independent measure of its quality, the
character-bigram Jaccard overlap with the reference answer, spread by rank over the
rubric's scale; each dimension adds its own fixed deviation (``--dim-noise``). Simulated
raters then rate every dimension as ``psyexam.ratings.simulate`` describes, so the
population Fleiss' kappa of each dimension is known before any rating is drawn; it is
printed, for comparison with ``psyexam ratings report``.
"""

from __future__ import annotations

import argparse
import csv
import json
from pathlib import Path

import numpy as np

from psyexam.judge.rubrics import get_rubric, list_rubrics, load_rubric
from psyexam.judge.source import load_qa_answers
from psyexam.ratings.simulate import RaterModel, expected_fleiss, simulate, spread_scores
from psyexam.text import jaccard, shingles


def quality(answer: str | None, reference: str) -> float:
    """Overlap of the answer with the reference (0 for no answer)."""
    return jaccard(shingles(answer, 2), shingles(reference, 2)) if answer else 0.0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("run", type=Path)
    ap.add_argument("--out", type=Path, required=True, help="ratings CSV (item, rater, dimension, score)")
    ap.add_argument("--rubric", default="three_level")
    ap.add_argument("--raters", type=int, default=3)
    ap.add_argument("--noise", type=float, default=0.5, help="each rating's SD on the level scale")
    ap.add_argument("--dim-noise", type=float, default=0.3, help="SD of a dimension's fixed deviation from the item")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()

    rubric = get_rubric(args.rubric) if args.rubric in list_rubrics() else load_rubric(args.rubric)
    answers = [a for a in load_qa_answers(args.run).items if a.reference]
    low, high = (min(min(d.values()) for d in rubric.dimensions), max(max(d.values()) for d in rubric.dimensions))
    # the extreme ranks sit 0.2 inside the end levels, so the simulated raters use the whole scale
    base = spread_scores({a.id: quality(a.answer, a.reference or "") for a in answers}, low - 0.2, high + 0.2)
    rng = np.random.default_rng(args.seed)
    true = {i: {d.key: b + float(rng.normal(0.0, args.dim_noise)) for d in rubric.dimensions} for i, b in base.items()}
    rows = simulate(true, {d.key: d.values() for d in rubric.dimensions},
                    RaterModel(args.raters, args.noise, args.seed + 1))
    with args.out.open("w", encoding="utf-8", newline="") as f:
        w = csv.writer(f)
        w.writerow(["item", "rater", "dimension", "score"])
        w.writerows([r.item, r.rater, r.dimension, r.score] for r in rows)
    truth = args.out.with_suffix(".truth.json")
    truth.write_text(json.dumps(true, ensure_ascii=False, indent=1), encoding="utf-8")
    print(f"rating_sim: {len(answers)} answers with a reference, {args.raters} raters, noise SD {args.noise}, "
          f"dimension SD {args.dim_noise}, seed {args.seed}; wrote {len(rows)} rows to {args.out}, true scores "
          f"to {truth}")
    print("known (population) Fleiss' kappa per dimension:")
    known = {d.key: expected_fleiss([true[i][d.key] for i in true], d.values(), args.noise) for d in rubric.dimensions}
    for key, k in known.items():
        print(f"  {key:<20} {k:.3f}")
    print(f"  {'mean':<20} {np.mean(list(known.values())):.3f}")


if __name__ == "__main__":
    main()
