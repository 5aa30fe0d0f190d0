User-agent: *
Sitemap: http://www.lexus.com/sitemap.xml
Disallow: /Communication-Preferences/
Disallow: /Communication-Preferences-OptOut/