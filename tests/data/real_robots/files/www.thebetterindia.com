User-Agent: *
Disallow: /suggest/?*
Disallow: /cgi-bin/
Disallow: /wp-login*
Disallow: /wp-content/cache/
Sitemap: http://www.thebetterindia.com/sitemap_index.xml
Sitemap: http://www.thebetterindia.com/page-sitemap.xml
Sitemap: http://www.thebetterindia.com/post-sitemap.xml
