User-agent: *

Disallow: /us/Backoffice

# Sitemap files
Sitemap: https://www.astrology.com/sitemap.xml
