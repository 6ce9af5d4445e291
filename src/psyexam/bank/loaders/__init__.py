"""Bank loaders, chosen by a bank spec or detected from the path."""
