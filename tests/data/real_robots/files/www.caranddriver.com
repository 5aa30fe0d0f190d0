User-agent: *

Disallow: /content/
Disallow: /assets/backoffice/
Disallow: /assets/bootstrap/
Disallow: /assets/static-html-templates/
Disallow: /layout/set/print

Disallow: /vehicles/

Sitemap: https://www.caranddriver.com/sitemap_index.xml/
Sitemap: https://www.caranddriver.com/vehicle/sitemap_index.xml
Sitemap: https://www.caranddriver.com/sitemap_google_news.xml/