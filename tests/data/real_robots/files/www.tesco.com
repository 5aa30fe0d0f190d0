Sitemap: https://www.tesco.com/UK.sitemap.xml

User-agent: *
Disallow: /groceries/*reviews/submission
Noindex: /groceries/*reviews/submission