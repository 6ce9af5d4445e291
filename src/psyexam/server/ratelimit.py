"""Per-organisation rate limits with the ``limits`` library, counted in this process's memory.

Memory per process is fast and needs nothing beside the database, but each worker
counts on its own: with N workers behind a balancer an organisation may get up to N
times the limit. Set the limit per worker accordingly, or enforce a global one at the
reverse proxy (docs/server.md).
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass

from limits import RateLimitItem, parse
from limits.storage import MemoryStorage
from limits.strategies import MovingWindowRateLimiter

from psyexam.errors import PsyexamError


@dataclass
class OrgLimiter:
    """A moving-window limit per organisation id."""

    item: RateLimitItem
    limiter: MovingWindowRateLimiter

    @classmethod
    def from_spec(cls, spec: str) -> OrgLimiter:
        """Parse ``spec`` such as ``"300/minute"``."""
        try:
            item = parse(spec)
        except ValueError:
            raise PsyexamError(f"rate limit {spec!r} is not like '300/minute' or '10/second'") from None
        return cls(item, MovingWindowRateLimiter(MemoryStorage()))

    def hit(self, org_id: int) -> float | None:
        """Count one request; None when allowed, else the seconds to wait."""
        key = str(org_id)
        if self.limiter.hit(self.item, key):
            return None
        reset = self.limiter.get_window_stats(self.item, key).reset_time
        return max(1.0, math.ceil(reset - time.time()))
