User-agent: ADmantX
Disallow: /

User-agent: Twitterbot
Disallow: /admin

User-agent: *
Disallow: /admin
Sitemap: https://www.couchsurfing.com/root_sitemap.xml
Host: www.couchsurfing.com
