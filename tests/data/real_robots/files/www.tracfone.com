User-agent: *
Disallow: /checkout
Disallow: /purchasesummary
Disallow: /confirmation
Disallow: /activation/checkout
Disallow: /activation/redemptionconfirmation
Disallow: /redemptionconfirmation
Sitemap: https://www.tracfone.com/sitemap.xml