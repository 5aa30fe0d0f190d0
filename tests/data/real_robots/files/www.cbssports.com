User-agent: *
Disallow: /info/search
Disallow: /data/*
Disallow: /partners 

Sitemap: http://www.cbssports.com/index-sitemap.xml
Sitemap: http://www.cbssports.com/news-fantasy-sitemap.xml
Sitemap: http://www.cbssports.com/news-gametracker-sitemap.xml
Sitemap: http://www.cbssports.com/news-general-sitemap.xml
Sitemap: http://www.cbssports.com/news-mlb-sitemap.xml
Sitemap: http://www.cbssports.com/news-mma-sitemap.xml
Sitemap: http://www.cbssports.com/news-nba-sitemap.xml
Sitemap: http://www.cbssports.com/news-nfl-sitemap.xml
Sitemap: http://www.cbssports.com/news-nhl-sitemap.xml
Sitemap: http://www.cbssports.com/news-sitemap.xml
Sitemap: http://www.cbssports.com/news-tennis-sitemap.xml
