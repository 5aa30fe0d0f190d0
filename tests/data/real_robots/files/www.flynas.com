User-agent: * 
Disallow: /admin
Disallow: /umbraco
Disallow: /en/aramcoltp
Disallow: /ar/aramcoltp