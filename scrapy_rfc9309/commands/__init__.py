"""Scrapy commands of scrapy-rfc9309, registered through the ``scrapy.commands`` entry point."""
