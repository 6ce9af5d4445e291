"""How long a server asks a client to wait before retrying, read from its reply's headers."""

from __future__ import annotations

import email.utils
import math
import re
import time
from collections.abc import Mapping

__all__ = ["parse_retry_after"]

_DURATION_PART = re.compile(r"(\d+(?:\.\d+)?)(ms|h|m|s)")
_UNITS = {"ms": 0.001, "s": 1.0, "m": 60.0, "h": 3600.0}


def parse_retry_after(headers: Mapping[str, str], now: float | None = None) -> float | None:
    """Seconds to wait before retrying, from a reply's headers; None when they do not say.

    Reads ``retry-after-ms``, then ``retry-after`` (seconds or an HTTP date),
    then ``x-ratelimit-reset[-requests|-tokens]`` (durations such as ``6m0s``,
    seconds, or a Unix time). Of the per-limit resets, those of an exhausted
    limit (``x-ratelimit-remaining-*: 0``) are preferred.
    """
    now = time.time() if now is None else now
    h = {k.lower(): v.strip() for k, v in headers.items()}
    if (ms := _number(h.get("retry-after-ms"))) is not None:
        return max(0.0, ms / 1000)
    if "retry-after" in h:
        value = h["retry-after"]
        if (secs := _number(value)) is not None:
            return max(0.0, secs)
        try:
            when = email.utils.parsedate_to_datetime(value)
        except (TypeError, ValueError):
            when = None
        if when is not None:
            return max(0.0, when.timestamp() - now)
    resets: dict[str, float] = {}
    for kind in ("requests", "tokens", ""):
        name = f"x-ratelimit-reset-{kind}" if kind else "x-ratelimit-reset"
        if name in h and (secs := _reset_seconds(h[name], now)) is not None:
            resets[kind] = secs
    if not resets:
        return None
    exhausted = [s for k, s in resets.items() if k and h.get(f"x-ratelimit-remaining-{k}") == "0"]
    return max(exhausted) if exhausted else min(resets.values())


def _reset_seconds(value: str, now: float) -> float | None:
    if (secs := _number(value)) is not None:
        # Large values are Unix times, not waits.
        return max(0.0, secs - now) if secs > 1e9 else max(0.0, secs)
    parts = _DURATION_PART.findall(value)
    if parts and "".join(n + u for n, u in parts) == value:
        return sum(float(n) * _UNITS[u] for n, u in parts)
    return None


def _number(value: str | None) -> float | None:
    if value is None:
        return None
    try:
        x = float(value)
    except ValueError:
        return None
    return x if math.isfinite(x) else None
