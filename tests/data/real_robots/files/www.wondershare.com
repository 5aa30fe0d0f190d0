User-agent: *
Disallow: /news/
Disallow: /thankyou/
Disallow: /survey/ 
