User-agent: *
Crawl-delay: 0.5
