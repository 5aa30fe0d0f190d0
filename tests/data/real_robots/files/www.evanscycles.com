User-agent: *
Disallow: /aon
Disallow: /checkout/
Disallow: /cart/
Disallow: /paypal/
Disallow: /josh/
Disallow: /LFB
Disallow: /lfb
Disallow: /ride-to-work/contracts/
Disallow: /ride-to-work/rtowcontracts/
Disallow: /ride-to-work/voucher/*
Disallow: /ride-to-work/how-to-apply/*
Disallow: /search?*  
Disallow: /search/*
Disallow: /redeye
Disallow: /sale
Disallow: */click-and-collect/*
Disallow: */stock_change_notify_requests/*
Disallow: */price_promise_requests/*
Disallow: */the-prologue/*
Disallow: */offers_c
Disallow: */offers/*
Disallow: /evansacca
Disallow: /*sort=
Disallow: /*productsPerPage=
Disallow: /*contentLayout=
Disallow: /bf-mock-up
Disallow: /supplier-recall
Disallow: /Ride-It-Rate-It
Disallow: /HSBC
Disallow: /hsbc
Disallow: /cycle-to-work-savings-calculator
Disallow: / User-agent: MJ12bot
Disallow: / User-agent: CCBot
Disallow: / User-agent: ScoutJet
Disallow: / User-agent: DuckDuckBot
Disallow: / User-agent: Yandex
Disallow: / User-agent: SearchmetricsBot
Disallow: / User-agent: grapeshot
Disallow: / User-agent: ia_archiver
Disallow: / User-agent: BLEXBot

Sitemap: https://www.evanscycles.com/sitemap.xml