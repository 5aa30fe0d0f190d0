Sitemap: http:///sitemap.xml
Sitemap: http://hackaday.com/news-sitemap.xml

Sitemap: https://hackaday.com/sitemap.xml
Sitemap: https://hackaday.com/news-sitemap.xml
User-agent: *
Disallow: /wp-admin/
Allow: /wp-admin/admin-ajax.php
