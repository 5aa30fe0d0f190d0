Sitemap: http://www.insearchoftheworldsmostbeautifulwoman.com/sitemap.xml
User-agent: *
Crawl-delay: 10
Disallow: /admin/
Disallow: /inc/
Disallow: /periodic/
Disallow: /lang/