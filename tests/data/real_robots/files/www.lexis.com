# /robots.txt file for http://web.lexis-nexis.com/ 1481

User-agent: *
Disallow: /
Disallow: /clients/


