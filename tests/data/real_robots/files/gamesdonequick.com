User-agent: *
Crawl-delay: 10
Disallow: /tracker/donors/
Disallow: /tracker/donations/
