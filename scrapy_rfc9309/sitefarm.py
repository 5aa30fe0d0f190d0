"""The site farm's path before it moved to scrapy_rfc9309.testing; earlier READMEs gave it."""

from scrapy_rfc9309.testing.sitefarm import FarmSite, Hit, Page, SiteFarm

__all__ = ["FarmSite", "Hit", "Page", "SiteFarm"]
