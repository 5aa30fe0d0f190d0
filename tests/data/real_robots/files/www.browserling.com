User-agent: *
Disallow: /account

Disallow: /browse/
Disallow: /browser/

Disallow: /ie
Disallow: /edge
Disallow: /chrome
Disallow: /firefox
Disallow: /safari
Disallow: /opera

Disallow: /privacy-policy
Disallow: /terms-of-service
Disallow: /terms-of-service/product-description

User-agent: ia_archiver
Disallow: /privacy-policy
Disallow: /terms-of-service
Disallow: /terms-of-service/product-description
