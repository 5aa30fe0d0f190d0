User-Agent: *
Disallow: /search
Disallow: /.preview/
Disallow: /.context-results
Disallow: /.applenews/

Sitemap: https://www.guitarworld.com/sitemap.xml
