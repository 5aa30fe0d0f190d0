User-agent: *

Sitemap: https://www.moosejaw.com/sitemapindex.xml

Disallow: /cmc/
Disallow: /ProductDisplay*
Disallow: /moosejaw/shop/CompareProductsDisplayView*
Disallow: /moosejaw/shop/SearchDisplay*
Disallow: /moosejaw/shop/CategoryNavigationResultsView*
Disallow: /moosejaw/shop/OrderItemDisplay*
Disallow: /OrderCalculate*
Disallow: /AjaxLogonForm*
Disallow: /WishListDisplayView*
Disallow: /moosejaw/shop/AjaxOrderItemDisplayView*
Disallow: /moosejaw/shop/OrderShippingBillingView*
Disallow: /OrderProcessServiceOrderPrepare*
Disallow: /TrackOrderView*
