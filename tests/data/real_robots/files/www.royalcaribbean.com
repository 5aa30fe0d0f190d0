User-Agent: *
Disallow: /cas/enroll/
Disallow: /cas/login.do
Disallow: /cas/viewAllBenefitsLoggedout.do
Disallow: /mycruises/
Disallow: /booking/bagtagmailer/

Sitemap: https://www.royalcaribbean.com/sitemap/sitemap_index.xml
