User-agent: *
Sitemap: https://www.symbolab.com/sitemap.xml
