Sitemap: https://www.nationalreview.com/news-sitemap.xml

User-agent: *
Disallow: /wp-admin/
Allow: /wp-admin/admin-ajax.php
# Sitemap archive
Sitemap: https://www.nationalreview.com/sitemap.xml

