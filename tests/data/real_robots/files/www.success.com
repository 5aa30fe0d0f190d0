Sitemap: https://www.success.com/sitemap.xml
Sitemap: https://www.success.com/news-sitemap.xml
User-agent: *
Disallow: /wp-admin/
Allow: /wp-admin/admin-ajax.php
