User-agent: *
Disallow: /video/search/
Sitemap: https://www.barrons.com/bol_news_sitemap.xml
Sitemap: https://www.barrons.com/sitemaps/web/barrons/en/sitemap_barrons_en_index.xml
Sitemap: https://www.barrons.com/sitemaps/web/barrons-video/en/sitemap_barrons-video_en_index.xml
Sitemap: https://www.barrons.com/sitemap.xml
Sitemap: https://www.barrons.com/quote/stock/sitemap.xml