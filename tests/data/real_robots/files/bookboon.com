User-agent: *
Disallow: /count
Disallow: /external
Disallow: /download
Disallow: /services
Sitemap: http://bookboon.com/sitemap.xml
