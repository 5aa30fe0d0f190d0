User-agent: Mediapartners-Google
Disallow:

User-agent: *
Disallow: 
Disallow: /cgi-bin/
Disallow: /admin/