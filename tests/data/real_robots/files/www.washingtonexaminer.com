User-agent: *
Crawl-delay: 10
Disallow: /_debug/
Disallow: /cms/
Disallow: /ajax/
Disallow: /_plugins/
Sitemap: https://www.washingtonexaminer.com/sitemap.xml
Sitemap: https://www.washingtonexaminer.com/news-sitemap.xml