"""Contamination scan at corpus scale: a generated Chinese corpus with planted bank questions.

    python bench/contamination.py                 # 1.2 GB of text (1.1 GB on disk: a .gz and a .zst file among them)
    python bench/contamination.py --gb 0.2 --workers 1
    python bench/contamination.py --gb 0.5 --other 0.9   # most documents shuffled: unlike the bank

The corpus is psychology prose in the style of the CPsyExam train split (its questions,
options and explanations, cut into clauses and shuffled into paragraphs), written as
JSON Lines and text files, one of each compressed (.jsonl.gz, .jsonl.zst), in a temporary
folder. Copies of --plant dev/test questions are planted in it, some with other
punctuation widths or spaces. The bank scanned is CPsyExam dev + test.

Printed: psyexam's scan of the whole corpus (MB/s on disk and of text, peak memory, the
planted questions found); then, on the same first --sample-mb of one file, psyexam next to
a naive Python scan (the same rule, set lookups of token tuples) and lm-evaluation-harness's
decontamination approach (its Janitor normalisation and whitespace 13-grams, as its
``get_train_overlap`` builds the lookup and matches), with the items each finds and the
speed ratios from this run. lm_eval's module is loaded from ``$LMEVAL_PYTHON``'s or
/tmp/lmeval-venv's site-packages (``pip install --no-deps lm_eval`` is enough: the
decontamination code needs only the standard library).
"""

from __future__ import annotations

import argparse
import gzip
import importlib.util
import json
import random
import re
import resource
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from _common import CPSYEXAM, machine, row

from psyexam.bank.loaders import load_bank
from psyexam.bank.records import Question
from psyexam.contamination import Settings, find_contamination
from psyexam.text import tokens

_CLAUSE = re.compile(r"[^。！？；\n]+[。！？；]?")
_FULL = str.maketrans("，。：；？！（）", ",.:;?!()")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--gb", type=float, default=1.2, help="Corpus text, in GB (the .gz and .zst files hold 12%% of it).")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--plant", type=int, default=300, help="Dev/test questions planted in the corpus.")
    ap.add_argument("--other", type=float, default=0.0,
                    help="Share of documents whose characters are shuffled: text that shares next to no n-gram "
                         "with the bank, as most of a web crawl (the default corpus is all psychology prose).")
    ap.add_argument("--sample-mb", type=float, default=64, help="Size of the side-by-side comparison sample (0: no comparison).")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--cpsyexam", type=Path, default=CPSYEXAM, help="The CPsyExam release (MCQ folder).")
    ap.add_argument("--keep", type=Path, default=None,
                    help="Write the corpus here and keep it; a folder kept earlier is scanned again as it is.")
    ap.add_argument("--generate-only", action="store_true", help="Write the corpus (with --keep) and stop.")
    args = ap.parse_args()
    bank = load_bank(str(args.cpsyexam))
    train = [q for q in bank.records if q.split == "train"]
    evals = [q for q in bank.records if q.split in ("dev", "test")]
    rng = random.Random(args.seed)
    folder = args.keep or Path(tempfile.mkdtemp(prefix="psyexam-contam-"))
    folder.mkdir(parents=True, exist_ok=True)
    try:
        print(f"contamination: CPsyExam dev+test ({len(evals)} items) against a generated corpus in {folder}")
        print(f"machine: {machine()}")
        t0 = time.perf_counter()
        made = folder / "planted.json"
        if made.exists():  # a corpus kept from an earlier run (--keep)
            saved = json.loads(made.read_text())
            planted, text_bytes = set(saved["planted"]), saved["text_bytes"]
            print("  reusing the corpus generated earlier")
        else:
            planted, text_bytes = generate(folder, train, evals, args.gb, args.plant, rng, args.other)
            made.write_text(json.dumps({"planted": sorted(planted), "text_bytes": text_bytes}))
        disk = sum(f.stat().st_size for f in folder.iterdir() if f.name.startswith("corpus-"))
        print(f"  corpus: {disk / 1e6:,.0f} MB on disk ({text_bytes / 1e6:,.0f} MB of text) "
              f"made in {time.perf_counter() - t0:.0f} s; {len(planted)} questions planted")
        if args.generate_only:
            return
        whole(folder, evals, planted, args.workers, disk, text_bytes)
        if args.sample_mb > 0:
            side_by_side(folder, evals, planted, args.sample_mb)
    finally:
        if args.keep is None:
            shutil.rmtree(folder, ignore_errors=True)


# -- the corpus ---------------------------------------------------------------------------


def generate(folder: Path, train: list[Question], evals: list[Question], gb: float, plant: int,
             rng: random.Random, other: float = 0.0) -> tuple[set[str], int]:
    """Write the corpus; the ids of the planted questions and the text bytes written."""
    clauses = [c for q in train for t in (q.text, *q.options.values(), q.explanation or "")
               for c in _CLAUSE.findall(t) if len(c) > 4]
    paragraphs = ["".join(rng.choices(clauses, k=rng.randint(4, 24))) for _ in range(20000)]
    docs = ["".join(rng.choices(paragraphs, k=rng.randint(1, 3))) for _ in range(20000)]
    if other:  # (drawn apart, so that the default corpus stays as it was)
        shuffle = random.Random(rng.random())
        docs = ["".join(shuffle.sample(d, len(d))) if shuffle.random() < other else d for d in docs]
    candidates = [q for q in evals if len(tokens(q.text)) >= 20]
    chosen = rng.sample(candidates, min(plant, len(candidates)))
    plain = int(gb * 1e9)
    layout = [("corpus-0.jsonl", 0.22), ("corpus-1.jsonl", 0.22), ("corpus-2.jsonl", 0.22), ("corpus-3.jsonl", 0.18),
              ("corpus-4.txt", 0.08), ("corpus-5.txt", 0.08), ("corpus-6.jsonl.gz", 0.06), ("corpus-7.jsonl.zst", 0.06)]
    per_file = [chosen[i::len(layout)] for i in range(len(layout))]
    written = 0
    for (name, share), plants in zip(layout, per_file):
        written += _write(folder / name, docs, plants, int(plain * share), rng)
    return {q.id for q in chosen}, written


def _variant(q: Question, rng: random.Random) -> str:
    """The question as a crawl might carry it: verbatim, half-width punctuation, or spaced out."""
    kind = rng.randrange(3)
    if kind == 1:
        return q.text.translate(_FULL)
    if kind == 2:
        return " ".join(q.text[i:i + 7] for i in range(0, len(q.text), 7))
    return q.text


def _write(path: Path, docs: list[str], plants: list[Question], size: int, rng: random.Random) -> int:
    as_json = ".jsonl" in path.name
    pool = [(json.dumps({"text": d, "meta": {"source": "gen"}}, ensure_ascii=False) if as_json else d).encode() + b"\n"
            for d in docs[:4000]]
    planted = []
    for q in plants:
        text = rng.choice(docs)[:300] + _variant(q, rng) + rng.choice(docs)[:300]
        planted.append((json.dumps({"text": text}, ensure_ascii=False) if as_json else text).encode() + b"\n")
    n_chunks = 64
    at = set(rng.sample(range(n_chunks), min(len(planted), n_chunks))) if planted else set()
    opener = {".gz": lambda p: gzip.open(p, "wb", compresslevel=1), ".zst": _zst_writer}.get(path.suffix, _plain_writer)
    written = 0
    with opener(path) as f:
        for chunk in range(n_chunks):
            block = b"".join(rng.choices(pool, k=max(size // n_chunks // 2200, 1)))
            f.write(block)
            written += len(block)
            if chunk in at:
                for line in planted[len([c for c in at if c < chunk])::len(at)]:
                    f.write(line)
                    written += len(line)
    return written


def _plain_writer(path: Path):
    return open(path, "wb")


def _zst_writer(path: Path):
    import zstandard

    return zstandard.ZstdCompressor(level=3).stream_writer(open(path, "wb"), closefd=True)


# -- the scans ----------------------------------------------------------------------------


def _peak_mb() -> tuple[float, float]:
    return (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
            resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024)


def whole(folder: Path, evals: list[Question], planted: set[str], workers: int, disk: int, text_bytes: int) -> None:
    settings = Settings(bank="cpsyexam dev+test", splits=["dev", "test"],
                        corpus=sorted(str(f) for f in folder.glob("corpus-*")))
    t0 = time.perf_counter()
    result = find_contamination(evals, settings, workers=workers)
    seconds = time.perf_counter() - t0
    found = {i.id for i in result.items if i.contaminated}
    own, children = _peak_mb()
    s = result.summary
    print(f"psyexam, whole corpus, --workers {workers}")
    row("wall time (index, scan, merge)", f"{seconds:.1f} s (scan {s.seconds:.1f} s)")
    row("speed, bytes on disk", f"{disk / 1e6 / seconds:.1f} MB/s")
    row("speed, text bytes (gz/zst decompressed)", f"{text_bytes / 1e6 / seconds:.1f} MB/s")
    row("peak memory (this process / a worker)", f"{own:.0f} MB / {children:.0f} MB")
    row("documents; bad lines", f"{s.documents:,}; {s.bad_lines}")
    row("planted questions found", f"{len(planted & found)} of {len(planted)}")
    row("items contaminated (planted + by chance)", f"{s.contaminated} of {s.items} ({s.share_contaminated:.1%})")
    if result.top_ngrams:
        row("n-gram matched in most items", f"{result.top_ngrams[0].ngram} ({result.top_ngrams[0].items} items)")


def side_by_side(folder: Path, evals: list[Question], planted: set[str], sample_mb: float) -> None:
    sample = folder / "sample" / "sample.jsonl"
    sample.parent.mkdir(exist_ok=True)
    with open(folder / "corpus-0.jsonl", "rb") as src, open(sample, "wb") as dst:
        dst.write(src.read(int(sample_mb * 1e6)))
        dst.write(src.readline())
        for line in (folder / "corpus-3.jsonl").read_bytes().splitlines(keepends=True)[-400:]:
            dst.write(line)  # the planted copies sit near each file's chunk ends: take some in
    size = sample.stat().st_size
    texts = [json.loads(line)["text"] for line in sample.open("rb")]
    print(f"side by side on the same {size / 1e6:.0f} MB sample ({len(texts):,} documents), one process each")
    t0 = time.perf_counter()
    result = find_contamination(evals, Settings(corpus=[str(sample)]), workers=1)
    t_ours = time.perf_counter() - t0
    ours = {i.id for i in result.items if i.contaminated}
    t0 = time.perf_counter()
    naive = naive_scan(evals, texts)
    t_naive = time.perf_counter() - t0
    row("psyexam (hash lookups over normalised blocks)", f"{size / 1e6 / t_ours:6.1f} MB/s  {len(ours)} items found")
    row("naive Python (same rule, set of token tuples)", f"{size / 1e6 / t_naive:6.1f} MB/s  {len(naive)} items found"
        f"  ({t_naive / t_ours:.1f}x psyexam's time)")
    janitor = load_janitor()
    if janitor is None:
        row("lm-evaluation-harness decontamination", "not run: no lm_eval found (see the docstring)")
        return
    t0 = time.perf_counter()
    theirs, with_ngrams = lmeval_scan(janitor, evals, texts)
    t_theirs = time.perf_counter() - t0
    row("lm-eval (Janitor, whitespace 13-grams)", f"{size / 1e6 / t_theirs:6.1f} MB/s  {len(theirs)} items found"
        f"  ({t_theirs / t_ours:.1f}x psyexam's time)")
    row("  items with any whitespace 13-gram at all", f"{with_ngrams} of {len(evals)}")
    row("planted in sample: psyexam / naive / lm-eval",
        f"{len(planted & ours)} / {len(planted & naive)} / {len(planted & theirs)}")


def naive_scan(evals: list[Question], texts: list[str], n: int = 13) -> set[str]:
    """The same rule written plainly: every document's token n-grams looked up in a dict."""
    lookup: dict[tuple[str, ...], list[str]] = {}
    shorts: list[tuple[str, str]] = []
    for q in evals:
        toks = tokens(q.text)
        if len(toks) < n:
            shorts.append((q.id, "\x1f".join(toks)))  # whole-text items: checked by substring on tokens
        for i in range(len(toks) - n + 1):
            lookup.setdefault(tuple(toks[i:i + n]), []).append(q.id)
    found: set[str] = set()
    for text in texts:
        toks = tokens(text)
        for i in range(len(toks) - n + 1):
            ids = lookup.get(tuple(toks[i:i + n]))
            if ids:
                found.update(ids)
        if shorts:
            joined = "\x1f" + "\x1f".join(toks) + "\x1f"
            found.update(i for i, s in shorts if s and "\x1f" + s + "\x1f" in joined)
    return found


def load_janitor():
    """lm_eval.decontamination.janitor, loaded from its file (it imports only the standard library)."""
    import glob
    import os

    roots = [os.environ.get("LMEVAL_PYTHON", ""), "/tmp/lmeval-venv/bin/python"]
    for root in roots:
        if not root:
            continue
        for path in glob.glob(str(Path(root).parents[1] / "lib" / "python3*" / "site-packages" / "lm_eval"
                                  / "decontamination" / "janitor.py")):
            spec = importlib.util.spec_from_file_location("lmeval_janitor", path)
            if spec and spec.loader:
                module = importlib.util.module_from_spec(spec)
                spec.loader.exec_module(module)
                return module
    return None


def lmeval_scan(janitor, evals: list[Question], texts: list[str], n: int = 13) -> tuple[set[str], int]:
    """lm-eval's get_train_overlap: lookup {13-gram: items} from normalised items, then the corpus's 13-grams."""
    jan = janitor.Janitor()
    lookup: dict[str, set[str]] = {}
    for q in evals:
        for gram in janitor.word_ngrams(jan.normalize_string(q.text), n):
            lookup.setdefault(gram, set()).add(q.id)
    with_ngrams = len({i for ids in lookup.values() for i in ids})
    found: set[str] = set()
    for text in texts:
        for gram in janitor.word_ngrams(jan.normalize_string(text), n):
            if gram in lookup:
                found.update(lookup[gram])
    return found, with_ngrams


if __name__ == "__main__":
    main()
