Sitemap: https://www.mathplayground.com/sitemap.xml
Sitemap: https://www.mathplayground.com/sitemap_main.xml
Sitemap: https://www.mathplayground.com/sitemap_auto.xml

User-agent: Mediapartners-Google
Disallow: 

User-agent: ia_archiver
Disallow: /

User-agent: *
Disallow: /scratch
Disallow: /classroom
Disallow: /account
Disallow: /internal
