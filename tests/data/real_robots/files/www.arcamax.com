User-agent: Mediapartners-Google
Disallow: /cgi-bin/reg
Disallow: /ezines
Disallow: /print
Disallow: /promotions
Disallow: /ard
Disallow: /ezinesamples

User-agent: *
Disallow: /cgi-bin/reg
Disallow: /ezines
Disallow: /print
Disallow: /promotions
Disallow: /ard
Disallow: /ezinesamples
