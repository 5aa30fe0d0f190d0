User-agent: *
Crawl-delay: 10

# Don't index API
Disallow: /api/

Sitemap: https://www.sejda.com/sitemap.xml
Sitemap: https://www.sejda.com/blog/sitemap.xml
