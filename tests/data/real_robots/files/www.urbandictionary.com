Sitemap: http://www.urbandictionary.com/sitemap.xml.gz
Sitemap: https://www.urbandictionary.com/sitemap-https.xml.gz
