"""Model backends: the common interface and the registry that builds them from specs."""

from psyexam.model.base import (
    Backend,
    BackendError,
    BackendOptions,
    Capabilities,
    GenerateParams,
    Message,
    Request,
    Response,
)
from psyexam.model.registry import BackendInfo, get_backend, list_backends, parse_spec

__all__ = [
    "Backend",
    "BackendError",
    "BackendInfo",
    "BackendOptions",
    "Capabilities",
    "GenerateParams",
    "Message",
    "Request",
    "Response",
    "get_backend",
    "list_backends",
    "parse_spec",
]
