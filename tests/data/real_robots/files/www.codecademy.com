User-agent: *
Sitemap: https://www.codecademy.com/sitemap.xml
Disallow: /groups/
Disallow: /intro-to-full-stack
Disallow: /beta-catalog
