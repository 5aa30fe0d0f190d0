User-agent: *
Allow: /ads.txt
Disallow: /*pdf*
Disallow: /auth/login*
Sitemap: http://www.utahrealestate.com/sitemap.xml
