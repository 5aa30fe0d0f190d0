"""Public names imported on first use (PEP 562), for a package's module ``__getattr__``.

A package's public face names its Scrapy glue beside its pure modules; importing the glue only
when one of its names is asked for keeps the pure modules importable without Scrapy or Twisted.
"""

from __future__ import annotations

from collections.abc import Mapping
from importlib import import_module
from typing import Any


def load_export(package: str, exports: Mapping[str, str], name: str) -> Any:
    """``package.name``, from the module ``exports`` maps ``name`` to."""
    if name not in exports:
        raise AttributeError(f"module {package!r} has no attribute {name!r}")
    return getattr(import_module(exports[name]), name)
