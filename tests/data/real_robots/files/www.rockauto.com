User-agent: *
Disallow: /info/
Disallow: /cgi-bin/
