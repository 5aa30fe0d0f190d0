User-agent: *

Disallow: /globeone
Disallow: /community
Disallow: /shop

Sitemap: https://www.globe.com.ph/sitemap.xml
