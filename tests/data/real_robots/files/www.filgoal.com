User-agent: *
Disallow:

Sitemap: https://www.filgoal.com/sitemaps