User-agent: *
Disallow: /personal/