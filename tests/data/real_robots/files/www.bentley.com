User-agent: *
Disallow: /sitecore/

Sitemap: https://www.bentley.com/sitemap-index.xml
Sitemap: https://www.bentley.com/store_sitemap.xml

