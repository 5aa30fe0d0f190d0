User-agent: Mediapartners-Google 
Disallow:

#Sitemap: /sitemap.xml

User-agent: *
Disallow: /cgi-bin/

User-agent: Mangoway
Disallow: /