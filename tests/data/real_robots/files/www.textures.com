User-agent: *
Disallow: /cdn-cgi/
Crawl-delay: 5
Sitemap: http://www.textures.com/sitemap.xml