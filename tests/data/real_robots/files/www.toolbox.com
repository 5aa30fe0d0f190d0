Sitemap:  https://www.toolbox.com/sitemap.xml

User-agent: *
Crawl-delay: 10
Disallow: /4585/