User-agent: *
Disallow: /wp-admin/
Allow: /wp-admin/admin-ajax.php
Disallow: /gs-json/
Sitemap: https://www.ganeshaspeaks.com/sitemap_index.xml


