"""Obey robots.txt in Scrapy exactly as RFC 9309 says."""
