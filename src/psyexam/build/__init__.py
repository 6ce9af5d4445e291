"""Build stage: turn raw crawled questions into a clean, leakage-free benchmark."""

from psyexam.build.dedup import Cluster, DedupConfig, DedupResult, DedupStats, find_duplicates

__all__ = ["Cluster", "DedupConfig", "DedupResult", "DedupStats", "find_duplicates"]
