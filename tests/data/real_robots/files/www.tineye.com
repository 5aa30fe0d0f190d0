User-agent: *
Disallow: /search
Disallow: /parse
