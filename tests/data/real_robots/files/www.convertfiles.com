User-agent: *
Disallow: /files/
Disallow: /blog/
