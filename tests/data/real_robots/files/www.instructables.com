Sitemap: https://www.instructables.com/sitemap.xml

User-agent: Mediapartners-Google*
Disallow:

User-agent: Slurp
Crawl-delay: 1

User-agent: AdsBot-Google*
Disallow:

User-agent: *
Disallow: /include/
Disallow: /1022072/
Disallow: /account/
Disallow: /you/
Disallow: /admin/
Disallow: /patch/
Disallow: /pages/
Disallow: /ajax/
Disallow: /META-INF/
Disallow: /WEB-INF/
Disallow: /edit/
Disallow: /*?layout
Disallow: /*?size=
Disallow: /*q=
Disallow: /*sort=none
Disallow: /*.pdf$
Disallow: /*.txt$
Allow: /ads.txt$
Disallow: /*.html$
Disallow: /*stepbystep-true
Disallow: /*photos-true
Disallow: /*video-true
Disallow: /*ebook-true
Disallow: /*guide-true
Disallow: /tag/type-id/keyword:
Disallow: /tag/type-id/keyword-
Disallow: /tag/type-id/interests-
Disallow: /*sort=ZEITGEIST
Disallow: /*sort=random_5000
Disallow: /*sort=UNCOMMENTED
Disallow: /*/keyword-
Disallow: /file/*
