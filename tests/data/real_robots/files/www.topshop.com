User-agent: *
sitemap: https://www.topshop.com/sitemap1.xml
Disallow: */category/*test
Disallow: *ResetPasswordLink*
