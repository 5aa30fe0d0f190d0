User-agent: *

Allow: /

disallow: /osi/

disallow: /psi/

disallow: /csi/

disallow: /annual.issues/

disallow: /statement/

disallow: /\d{8}/

disallow: /disciplines/

disallow: /disciplines/*

Sitemap: https://www.hindawi.com/sitemap.xml

