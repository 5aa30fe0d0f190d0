User-agent: *
Disallow: 
Sitemap: http://www.cibeg.com