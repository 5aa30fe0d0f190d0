User-agent: *
Disallow: /mc/