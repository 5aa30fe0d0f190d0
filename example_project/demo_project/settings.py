"""Settings of the demo project: one add-on line turns RFC 9309 robots.txt handling on."""

BOT_NAME = "demo"
SPIDER_MODULES = ["demo_project.spiders"]

ADDONS = {"scrapy_rfc9309.Addon": 100}
USER_AGENT = "demobot/1.0 (+https://github.com/scrapy-rfc9309)"

# Short robots.txt timeout and retry window so the demo's broken sites resolve fast.
RFC9309_ROBOTS_TIMEOUT = 5
RFC9309_UNREACHABLE_TTL = 30

TELNETCONSOLE_ENABLED = False
LOG_LEVEL = "INFO"
CONCURRENT_REQUESTS_PER_DOMAIN = 4
