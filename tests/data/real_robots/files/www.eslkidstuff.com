Sitemap: http://www.eslkidstuff.com/sitemap.xml

User-agent: *
Disallow: /members-area/
Disallow: /blog/tag/
Disallow: /teach-english-abroad/tag/