User-agent: Googlebot-Image
Disallow: /

User-agent: *
Disallow: /seattle/clickclick
Disallow: /sponsored/
Disallow: /cgi-bin/
