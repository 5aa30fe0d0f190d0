User-agent: *
Disallow: /wp-admin/
Disallow: /wp-includes/
Disallow: /out/
Disallow: /wp/out/
