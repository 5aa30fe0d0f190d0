"""Helpers for testing crawls, public as ``scrapy.utils.test`` is Scrapy's: the site farm, local
web sites on 127.0.0.1 that answer what they are given and record every request."""

from scrapy_rfc9309.testing.sitefarm import FarmSite, Gate, Hit, InTurn, Page, SiteFarm

__all__ = ["FarmSite", "Gate", "Hit", "InTurn", "Page", "SiteFarm"]
