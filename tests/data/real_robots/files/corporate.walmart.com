User-agent: *
Disallow: /cms
Disallow: /password-reset.jsp
Disallow: /cms-resources.jsp
Disallow: /ajax

# Sitemaps and Autodiscovers
Sitemap: https://corporate.walmart.com/sitemap.xml