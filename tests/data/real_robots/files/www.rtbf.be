User-Agent: *
Allow: /
Disallow: /?gig_events=*
Disallow: /auvio2

Sitemap: https://www.rtbf.be/sitemap-index.xml
Sitemap: https://www.rtbf.be/sitemap/auvio/channel/sitemap.xml.gz
Sitemap: https://www.rtbf.be/sitemap/auvio/program/sitemap.xml.gz
Sitemap: https://www.rtbf.be/sitemap/auvio/category/sitemap.xml.gz
Sitemap: https://www.rtbf.be/sitemap/auvio/media/sitemap.xml.gz
