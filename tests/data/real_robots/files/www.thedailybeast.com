User-agent: *
Disallow: /preview/

Sitemap: https://www.thedailybeast.com/sitemap-index.xml
Sitemap: https://www.thedailybeast.com/sitemap/googlenews.xml