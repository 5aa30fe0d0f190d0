User-agent: *
Disallow: /downloads/
Disallow: /pdf/
Disallow: /articles/
Disallow: /jmtest/
Disallow: /business-center-registration/
Disallow: /business-center-warranty/