User-agent: *
Disallow: /Login/
Disallow: /Static/MaintenancePage/
Disallow: /ResourceCenter/Search*
Disallow: /suntrustbanks/
Sitemap: https://www.suntrust.com/sitemap.index.xml
Sitemap: https://www.globalsiteseo.com/suntrust.GSM/suntrust.gsm.index.en_super.xml
Sitemap: https://www.globalsiteseo.com/suntrust.GSM/suntrust.gsm.index.es_super.xml





