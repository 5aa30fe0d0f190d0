User-agent: *
Disallow: ?searchKey=*
Disallow: ?callback=angular.callbacks*
Disallow: ?callback%3Dangular.callbacks*
Disallow: ?do=prod-search*
Disallow: /my-account/
Disallow: /my-recipe-box/
Disallow: /shopping-list/
Disallow: /my-coupons/
Disallow: /my-receipts/
Disallow: /my-products/
Disallow: /my-profile/

Sitemap: https://www.wegmans.com/sitemap.sitemapindex.xml