User-agent: *

Disallow: /us/Backoffice
Disallow: /us/Tools

# Sitemap files
Sitemap: http://www.horoscope.com/sitemap.xml
