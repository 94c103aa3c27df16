"""Why an action is not allowed (the contract's `Refusal`, in a module of its own so that the
moves and the contract both read it)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why an action is not allowed: a stable code and the facts the message needs."""

    code: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        if not self.params:
            return self.code
        return f"{self.code} {json.dumps(dict(self.params), sort_keys=True)}"
