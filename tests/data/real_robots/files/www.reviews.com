User-agent: *
Disallow: /go/*
Disallow: /wp-admin/
Disallow: /wp-login
Sitemap: https://www.reviews.com/sitemap_index.xml


