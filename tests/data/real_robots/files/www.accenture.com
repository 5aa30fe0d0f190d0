
User-agent: *
Disallow: */Careers/Registration
Disallow: */Careers/Form
Disallow: */Careers/Profiles
Disallow: /client/Accenture/Pages
Disallow: */error/
Disallow: */loginpage
Disallow: */sitecore
Disallow: */BucketContent
Disallow: */RedesignBucket
Disallow: */core/
Disallow: */?sc_lang
sitemap: https://www.accenture.com/sitemap-index.xml
