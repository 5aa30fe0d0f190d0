User-agent: *
Disallow: /groups/

