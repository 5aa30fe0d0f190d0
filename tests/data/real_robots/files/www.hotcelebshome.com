User-agent: *
Disallow: