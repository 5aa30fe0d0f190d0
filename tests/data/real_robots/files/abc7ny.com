Sitemap: https://abc7ny.com/sitemap.xml
Sitemap: https://abc7ny.com/sitemap/news.xml
Sitemap: https://abc7ny.com/sitemap/web.xml
Sitemap: https://abc7ny.com/sitemap/video.xml

User-agent: *
Disallow: /common/
Disallow: /external/
Disallow: /extras/reporttypo/
Disallow: /thirdparty/
Disallow: /users/
