User-agent: *
Disallow: