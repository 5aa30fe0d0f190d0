User-agent: *
Disallow: 
crawl-delay: 1
Sitemap: https://www.creditonebank.com/sitemap.xml