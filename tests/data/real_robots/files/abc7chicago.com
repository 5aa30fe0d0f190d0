Sitemap: https://abc7chicago.com/sitemap.xml
Sitemap: https://abc7chicago.com/sitemap/news.xml
Sitemap: https://abc7chicago.com/sitemap/web.xml
Sitemap: https://abc7chicago.com/sitemap/video.xml

User-agent: *
Disallow: /common/
Disallow: /external/
Disallow: /extras/reporttypo/
Disallow: /thirdparty/
Disallow: /users/
