User-agent: *
Disallow: /samples/
Disallow: /convert/