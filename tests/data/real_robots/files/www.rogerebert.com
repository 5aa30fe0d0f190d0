Sitemap: https://www.rogerebert.com/sitemaps/sitemap.xml.gz
