"""Libraries this project did not write, asked for their answers: Google's reference
(``jwm.robotstxt``, bindings of google/robotstxt's C++ library) and protego (Scrapy's
built-in parser).

setup.cfg's test extra installs ``jwm.robotstxt`` on Python < 3.13 only (no wheel beyond):
there a failed import is a failure, never a skip; on 3.13+ the caller is skipped, saying why.
"""

from __future__ import annotations

import sys
from types import ModuleType

import pytest
from protego import Protego
from scrapy.robotstxt import decode_robotstxt

GOOGLE_MISSING = "jwm.robotstxt (Google's reference) has no wheel for Python 3.13+; setup.cfg "
GOOGLE_MISSING += "installs it for Python < 3.13 only"


def googlebot_module() -> ModuleType:
    """``jwm.robotstxt.googlebot``; raises ImportError on Python < 3.13 when it is missing."""
    if sys.version_info >= (3, 13):
        pytest.importorskip("jwm.robotstxt", reason=GOOGLE_MISSING)
    from jwm.robotstxt import googlebot

    return googlebot


def google_if_installed() -> ModuleType | None:
    """``jwm.robotstxt.googlebot``, or None on Python 3.13+ where it has no wheel (on older
    Pythons a failed import raises: the test extra installs it there)."""
    if sys.version_info >= (3, 13):
        try:
            from jwm.robotstxt import googlebot
        except ImportError:
            return None
        return googlebot
    return googlebot_module()


def google_allows(body: bytes | str, url: str, agent: str) -> bool:
    """Google's reference: may ``agent`` fetch ``url``?"""
    if isinstance(body, str):
        body = body.encode("utf-8", "surrogateescape")
    return googlebot_module().RobotsMatcher().AllowedByRobots(body, [agent], url)


def protego_allows(body: bytes | str, url: str, agent: str) -> bool:
    """protego, given the body as Scrapy's built-in (ProtegoRobotParser) decodes it."""
    if isinstance(body, str):
        body = body.encode("utf-8", "surrogateescape")
    return Protego.parse(decode_robotstxt(body, None)).can_fetch(url, agent)
