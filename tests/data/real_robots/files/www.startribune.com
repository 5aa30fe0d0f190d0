User-agent: *
Allow: /
Sitemap: http://www.startribune.com/sitemapindexvideo.xml/
Sitemap: http://www.startribune.com/sitemapnews.xml/
Sitemap: http://www.startribune.com/sitemapindex.xml/
