User-Agent: *
Allow: /wp-content/uploads/
Disallow: /wp-content/plugins/
Disallow: /wp-admin/
Disallow: /readme.html
 
Sitemap: https://www.sprouts.com/sitemap.xml