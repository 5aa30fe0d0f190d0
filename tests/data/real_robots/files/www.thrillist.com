# www.robotstxt.org/
# www.google.com/support/webmasters/bin/answer.py?hl=en&answer=156449

User-agent: *

# Directories

Disallow: /saved/
Disallow: /my/
Disallow: /includes/
Disallow: /misc/
Disallow: /modules/
Disallow: /profiles/
Disallow: /scripts/
Disallow: /sites/
Disallow: /themes/
Disallow: /user?
Disallow: /user/
Disallow: /links/
Disallow: /popup/
Disallow: /jwplaylist/
Disallow: /files/ads/
Disallow: /m/
Disallow: /pinnacleapi/
Disallow: /topics/
Disallow: /maps/

# Files

Disallow: /CHANGELOG.txt
Disallow: /cron.php
Disallow: /INSTALL.mysql.txt
Disallow: /INSTALL.pgsql.txt
Disallow: /install.php
Disallow: /INSTALL.txt
Disallow: /LICENSE.txt
Disallow: /MAINTAINERS.txt
Disallow: /update.php
Disallow: /UPGRADE.txt
Disallow: /xmlrpc.php

# Paths (clean URLs)

Disallow: /admin/
Disallow: /comment/reply/
Disallow: /contact/
Disallow: /logout/
Disallow: /node/add/
Disallow: /search/
Disallow: /search/?q=
Disallow: /user/register/
Disallow: /user/password/
Disallow: /user/login/

# Paths (no clean URLs)

Disallow: /?q=admin/
Disallow: /?q=comment/reply/
Disallow: /?q=contact/
Disallow: /?q=logout/
Disallow: /?q=node/add/
Disallow: /?q=search/
Disallow: /?q=user/password/
Disallow: /?q=user/register/
Disallow: /?q=user/login/

# XML Sitemaps

Sitemap: https://www.thrillist.com/index-sitemap.xml
Sitemap: https://www.thrillist.com/rich-cards-sitemap.xml
Sitemap: https://www.thrillist.com/sitemap.xml
Sitemap: https://www.thrillist.com/sitemap/news/1/cars.xml
Sitemap: https://www.thrillist.com/sitemap/news/1/entertainment.xml
Sitemap: https://www.thrillist.com/sitemap/news/1/health.xml
Sitemap: https://www.thrillist.com/sitemap/news/1.xml
Sitemap: https://www.thrillist.com/sitemap/news/1/tech.xml
Sitemap: https://www.thrillist.com/sitemap/news/1/travel.xml
Sitemap: https://www.thrillist.com/sitemap/news/1/drink.xml
Sitemap: https://www.thrillist.com/sitemap/news/1/eat.xml
Sitemap: https://www.thrillist.com/sitemap/news/1/events.xml
Sitemap: https://www.thrillist.com/sitemap/news/1/lifestyle.xml
Sitemap: https://www.thrillist.com/sitemap/news/1/chicago.xml
Sitemap: https://www.thrillist.com/sitemap/news/1/los-angeles.xml
Sitemap: https://www.thrillist.com/sitemap/news/1/new-york.xml
Sitemap: https://www.thrillist.com/sitemap/news/1/san-francisco.xml
