"""Agents: the User-Agent each request is decided for, and its product token, derived once.

Every part that needs the crawler's name asks here: the decision (middleware.py), the rules
compiled with a parse (records/fetch.py), the usage annotations (usage/annotate.py), the
``scrapy robots`` command (explain/probe.py) and the built-in's parser API (parser.py). A
crawler sends one User-Agent over and over: its token is read once, from a table (emptied when
it reaches MAX_AGENTS, for a User-Agent rotated per request).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scrapy_rfc9309.robotstxt.rules import product_token

if TYPE_CHECKING:
    from scrapy import Request
    from scrapy.settings import BaseSettings

#: User-Agents whose tokens are kept before the table starts over.
MAX_AGENTS = 100_000

_TOKENS: dict[str | bytes, str] = {}


def token_of(agent: str | bytes) -> str:
    """``product_token(agent)``, from the table once read."""
    token = _TOKENS.get(agent)
    if token is None:
        if len(_TOKENS) >= MAX_AGENTS:
            _TOKENS.clear()
        token = _TOKENS[agent] = product_token(agent)
    return token


class Agents:
    """ROBOTSTXT_USER_AGENT, else the request's User-Agent, else USER_AGENT."""

    def __init__(self, settings: BaseSettings) -> None:
        self.robots_agent: str | None = settings.get("ROBOTSTXT_USER_AGENT")
        self.default_agent: str = settings.get("USER_AGENT") or ""

    def agent_for(self, request: Request) -> str | bytes:
        """The User-Agent ``request`` is decided for."""
        return self.robots_agent or (
            # At priority 100 most requests have no headers yet (the User-Agent and
            # DefaultHeaders middlewares come later): skip the costly lookup then.
            request.headers and request.headers.get(b"User-Agent")
        ) or self.default_agent

    def token_for(self, request: Request) -> str:
        """The product token of agent_for(request)."""
        agent = self.agent_for(request)
        try:  # (no call for a User-Agent seen before)
            return _TOKENS[agent]
        except KeyError:
            return token_of(agent)
