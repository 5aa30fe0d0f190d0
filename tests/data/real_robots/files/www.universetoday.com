User-agent: Mediapartners-Google
Disallow:

User-agent: *
Crawl-delay: 0.4
Disallow:

User-agent: Yandex
Crawl-delay: 0.8


# BEGIN XML-SITEMAP-PLUGIN
Sitemap: //www.universetoday.com/sitemap.xml
# END XML-SITEMAP-PLUGIN

