User-agent: *
Disallow: /search
Disallow: /portal/*
Disallow: /home.html
Disallow: /index_2014.html
Disallow: /*.api.json$
Disallow: /feeds/services/social/counter*

Sitemap: https://www.foxnews.com/sitemap.xml
Sitemap: https://video.foxnews.com/videositemap.xml
