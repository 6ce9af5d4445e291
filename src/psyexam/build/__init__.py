"""Building a benchmark from crawled questions: ingest, clean, de-duplicate, classify, split, export."""
