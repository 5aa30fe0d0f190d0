# Tempest - history

User-agent: *
Disallow: /search
Disallow: /.preview/
Disallow: /.context-results
Disallow: /.applenews/

Sitemap: https://www.history.com/sitemaps.xml
