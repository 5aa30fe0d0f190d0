User-agent: *
Disallow: /searchpage
Disallow: /DiscountModal
Disallow: /cms
Disallow: /ajax
Disallow: /_admin
Crawl-delay: 5

# Sitemaps and Autodiscovers
Sitemap: http://www.playbill.com/sitemap.xml
Sitemap: http://www.playbill.com/news-sitemap.xml