"""The call layer: execute, limits, store and retry policy, shared by every stage that calls a model."""

from psyexam.calls.ask import CallResult, CallSettings, ask, stats_dict
from psyexam.calls.execute import ExecStats, Job, execute
from psyexam.calls.limits import CallLimiter
from psyexam.calls.model_use import ModelUse
from psyexam.calls.progress import NoProgress, Progress
from psyexam.calls.retry import RetryPolicy
from psyexam.calls.store import Store, StoredCall, call_key

__all__ = [
    "CallLimiter", "CallResult", "CallSettings", "ExecStats", "Job", "ModelUse", "NoProgress", "Progress", "RetryPolicy", "Store", "StoredCall",
    "ask", "call_key", "execute", "stats_dict",
]
