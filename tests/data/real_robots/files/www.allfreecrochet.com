User-agent: *
Disallow: /admin/
Disallow: /site_admin/
Disallow: /primeads/
Disallow: /preview_article/

User-agent: Pinterest
Crawl-delay: 1
