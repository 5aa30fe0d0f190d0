Sitemap: https://www.pmnewsnigeria.com/sitemap.xml
Sitemap: https://www.pmnewsnigeria.com/news-sitemap.xml
User-agent: *
Disallow: /wp-admin/
Allow: /wp-admin/admin-ajax.php