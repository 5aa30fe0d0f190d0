User-agent: *
Disallow:

Sitemap: https://www.salon.com/sitemaps/sitemap-index.xml
Sitemap: https://www.salon.com/sitemaps/sitemap-news.xml
Sitemap: https://www.salon.com/sitemaps/sitemap-videos.xml