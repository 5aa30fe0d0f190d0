User-agent: *
Disallow: 