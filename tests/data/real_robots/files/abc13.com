Sitemap: https://abc13.com/sitemap.xml
Sitemap: https://abc13.com/sitemap/news.xml
Sitemap: https://abc13.com/sitemap/web.xml
Sitemap: https://abc13.com/sitemap/video.xml

User-agent: *
Disallow: /common/
Disallow: /external/
Disallow: /extras/reporttypo/
Disallow: /thirdparty/
Disallow: /users/
