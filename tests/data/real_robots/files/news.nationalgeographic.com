User-agent:*
Sitemap: http://news.nationalgeographic.com/sitemap_index.xml
Sitemap: http://news.nationalgeographic.com/sitemap.xml
Sitemap: http://news.nationalgeographic.com/sitemap_news.xml
Sitemap: http://news.nationalgeographic.com/sitemap_daily.xml