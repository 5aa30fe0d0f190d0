User-agent: *
Disallow: /
