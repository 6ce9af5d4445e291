"""Build stage: turn raw crawled questions into a clean, leakage-free benchmark.

Ingest, clean, de-duplicate, classify, split, and export SFT data.
"""

from psyexam.build.dedup import Cluster, DedupConfig, DedupResult, DedupStats, find_duplicates

__all__ = ["Cluster", "DedupConfig", "DedupResult", "DedupStats", "find_duplicates"]
