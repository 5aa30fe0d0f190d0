User-agent: *
Disallow: /myaccount/ImplGuestAction.do*
Disallow: /myaccount/implguestaction.do*
Disallow: /content/aio/en/shop/smartphones/apple*
Disallow: /l/migration/switch-gs4-offer.html
Disallow: /en/l/migration/switch-gs4-offer.html
Disallow: /en/switch-gs4-offer.html
Disallow: /switch-gs4-offer.html
Disallow: /en/s-texas-phone-offer.html
Disallow: /s-texas-phone-offer.html
Disallow: /content/aio/en/black-friday-sms.html
Disallow: /cell-phones/plans
Disallow: /cell-phones/current-deals
Disallow: /cell-phones/accessories

Sitemap: https://www.cricketwireless.com/sitemap.xml