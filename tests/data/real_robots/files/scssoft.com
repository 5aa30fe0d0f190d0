User-agent: *
Disallow: /404
