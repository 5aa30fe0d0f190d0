User-agent: *
Disallow: /search
Disallow: /404
Disallow: /payapp/
Disallow: /results/
Sitemap: https://www.android.com/sitemap.xml
