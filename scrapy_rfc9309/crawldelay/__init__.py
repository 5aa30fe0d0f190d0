"""Crawl-delay: each origin's Crawl-delay / Request-rate as a floor between its requests.

floors.py is the arithmetic (the floor a group asks for, the cap, the largest per slot; pure),
slots.py the one adapter to Scrapy's download-slot internals, enforce.py the CrawlDelay the
middleware calls for each allowed request, pacing.py the Pacer protocol a store provides
(this process's floors, or a fleet's shared reservations) and the local reservation
arithmetic a fleet worker falls back on.
"""

from scrapy_rfc9309.crawldelay.enforce import CrawlDelay
from scrapy_rfc9309.crawldelay.floors import Floor, floor_for

__all__ = ["CrawlDelay", "Floor", "floor_for"]
