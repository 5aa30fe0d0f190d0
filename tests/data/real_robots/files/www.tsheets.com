User-agent: *
Disallow: /pages/
Disallow: /wp-includes/
Sitemap: https://www.tsheets.com/sitemap_index.xml