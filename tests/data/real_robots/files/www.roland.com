user-agent:*
Disallow: /InternalDocs/
Disallow: /cz/
Disallow: /sk/
Disallow: /CN/
Disallow: /master/
Disallow: /backstage/
Disallow: /search/
Disallow: /support/
Disallow: /products/en/
Disallow: /global/products/en/
Disallow: /us/dealer_locator/
Disallow: /jp/dealer_locator/
Disallow: /latinamerica/dealer_locator/
Disallow: /mx/dealer_locator/
Disallow: /ca/dealer_locator/
Disallow: /fr-ca/dealer_locator/
Disallow: /au/dealer_locator/
Disallow: /nz/dealer_locator/
Disallow: /br/dealer_locator/
Disallow: /uk/dealer_locator/
Disallow: /de/dealer_locator/
Disallow: /nl/dealer_locator/
Disallow: /fr/dealer_locator/
Disallow: /dk/dealer_locator/
Disallow: /fi/dealer_locator/
Disallow: /no/dealer_locator/
Disallow: /se/dealer_locator/
Disallow: /es-es/dealer_locator/
Disallow: /it/dealer_locator/
Disallow: /pt-pt/dealer_locator/
Disallow: /ru/dealer_locator/
Disallow: /hu/dealer_locator/
Disallow: /pl/dealer_locator/
Disallow: /ro/dealer_locator/
Disallow: /de-ch/dealer_locator/
Disallow: /fr-ch/dealer_locator/
Disallow: /it-ch/dealer_locator/
Disallow: /au/support/knowledge_base/
Disallow: /nz/support/knowledge_base/
Disallow: /us/support/knowledge_base/
Disallow: /uk/support/knowledge_base/
Disallow: /global/support/knowledge_base/
Disallow: /ca/support/knowledge_base/
Disallow: /under-maintenance/

User-agent: MJ12bot
Disallow: /

User-agent: bingbot
Disallow: /

User-agent: Baiduspider
Disallow: /

User-agent: Pingdom.com_bot
Disallow: /

User-agent: 360Spider
Disallow: /

User-agent: Mail.RU_Bot 
Disallow: /

User-agent: dotbot
Disallow: /

User-agent: ZemBot
Disallow: /

User-agent: SeznamBot
Disallow: /

User-agent: AhrefsBot
Disallow: /

User-agent: Yandex
Disallow: /

User-agent: Sogou
Disallow: /

User-agent: Sogou spider
Disallow: /

User-agent: Sougou+web+spider
Disallow: /

User-agent: Cliqzbot
Disallow: /

User-agent: BLEXBot
Disallow: /

User-agent: NaverBot
Disallow: /

User-agent: Yeti
Disallow: /

User-agent: Linguee Bot
Disallow: /

User-agent: CCBot
Disallow: /

User-agent: magpie-crawler
Disallow: /

User-agent: NTENTbot
Disallow: /

User-agent: Hatena Antenna
Disallow: /

User-agent: MauiBot
Disallow: /


