User-agent: *
Disallow: /casein
Disallow: /admin

Allow: /