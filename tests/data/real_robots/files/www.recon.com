User-agent: *
Disallow:
Sitemap: https://www.recon.com/sitemap.xml
