"""Model backends: the common interface, typed options, and one way to open a backend from a spec."""

from psyexam.model.base import (
    Backend,
    BackendError,
    Capabilities,
    GenerateParams,
    Message,
    Request,
    Response,
)
from psyexam.model.options import BackendOptions
from psyexam.model.registry import BackendInfo, get_backend, list_backends, parse_spec
from psyexam.model.spec import BackendOptionError, BackendSettings, BackendSpec, open_backend
from psyexam.model.tokens import TokenScorer, TokenScores, token_scorer

__all__ = [
    "Backend",
    "BackendError",
    "BackendInfo",
    "BackendOptionError",
    "BackendOptions",
    "BackendSettings",
    "BackendSpec",
    "Capabilities",
    "GenerateParams",
    "Message",
    "Request",
    "Response",
    "TokenScorer",
    "TokenScores",
    "get_backend",
    "list_backends",
    "open_backend",
    "parse_spec",
    "token_scorer",
]
