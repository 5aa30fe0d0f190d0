User-agent: *
Crawl-delay: 1

Sitemap: https://dailycaller.com/sitemap
