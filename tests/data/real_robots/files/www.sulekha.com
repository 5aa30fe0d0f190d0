User-agent: Adsbot-Google
Allow: /

User-agent: Alexabot
Allow: /

User-agent: Applebot
Allow: /

User-agent: Architextspider
Allow: /

User-agent: Bender
Allow: /

User-agent: Bingbot
Allow: /

User-agent: Birubot
Allow: /

User-agent: BlogPulseLive
Allow: /

User-agent: Coccoc
Allow: /

User-agent: Daumoa
Allow: /

User-agent: Duckduckbot
Allow: /

User-agent: Fast
Allow: /

User-agent: Feedfetcher-Google
Allow: /

User-agent: Googlebot
Allow: /

User-agent: Googlebot-Image
Allow: /

User-agent: Googlebot-Mobile
Allow: /

User-agent: Googlebot-News
Allow: /

User-agent: Googlebot-Video
Allow: /

User-agent: Gulliver
Allow: /

User-agent: Ia_Archiver
Allow: /

User-agent: iisbot
Allow: /

User-agent: Jikespider
Allow: /

User-agent: Lycos_Spider_(T-Rex)
Allow: /

User-agent: Mail.Ru_Bot
Allow: /

User-agent: Mediapartners-Google
Allow: /

User-agent: Msnbot
Allow: /

User-agent: Msnbot-Media
Allow: /

User-agent: Msnptc
Allow: /

User-agent: Naverbot
Allow: /

User-agent: Nutch
Allow: /

User-agent: Quickobot
Allow: /

User-agent: Rogerbot
Allow: /

User-agent: Scooter
Allow: /

User-agent: Seznambot
Allow: /

User-agent: SemrushBot
Disallow: /

User-agent: Slurp
Allow: /

User-agent: StackRambler
Allow: /

User-agent: Surveybot
Allow: /

User-agent: Teoma
Allow: /

User-agent: Twitterbot/1.0
Allow: /

User-agent: Vscooter
Allow: /

User-agent: Yandex
Disallow: /

User-agent: trovitBot
Disallow: /

User-agent: Yeti
Allow: /

User-agent: Zyborg
Allow: /

User-agent: AhrefsSiteAudit
Allow: /

User-agent: Googlebot
User-agent: AdsBot-Google
User-agent: Googlebot-Mobile
Allow: /mvc5/lazy/v1/listing/get-left-panel-list
Allow: /common/sul-hp-proc-swig-nhp.aspx
Disallow: /?t
Disallow: /ticketsV3/
Disallow: /swig/
Disallow: /sangam/
Disallow: /network/
Disallow: /services/
Disallow: /adv/
Disallow: /ESS/
Disallow: /?city
Disallow: *ypcity*
Disallow: /fps/
Disallow: */business-owners?*
Disallow: */members/*
Disallow: */memberpages/*
Disallow: */epress/*
Disallow: */html/*
Disallow: */expressions/*
Disallow: */orgsv2/*
Disallow: */articles/*
Disallow: */cgi-bin/*
Disallow: */movies/*
Disallow: */photo/*
Disallow: */news/*
Disallow: */indusinquirer/*
Disallow: */orgs/*
Disallow: */partners/*
Disallow: */philosophy/*
Disallow: */citypages/*
Disallow: */v2/listings/*
Disallow: */eventdir.aspx*
Disallow: */core/lazy/*
Disallow: */mvc5/lazy/*
Disallow: *tp=standalone*
Disallow: */404*
Disallow: */getquotes/*
Disallow: */ajax/*
Disallow: */handlers/*
Disallow: */hpfps/*
Disallow: */common/listingaj*
Disallow: */js/*
Disallow: */lsapi/*
Disallow: */common/sul-hp-proc*
Disallow: */blog/common/*
Disallow: *-booking$
Disallow: *business=*
Disallow: *pagetype=getquote
Disallow: /affiliate/
Disallow: */*/online

User-agent: *
Disallow: /?t
Disallow: /ticketsV3/
Disallow: /swig/
Disallow: /sangam/
Disallow: /network/
Disallow: /services/
Disallow: /adv/
Disallow: /ESS/
Disallow: *ypcity*
Disallow: /fps/
Disallow: */business-owners?*
Disallow: */members/*
Disallow: */memberpages/*
Disallow: */epress/*
Disallow: */html/*
Disallow: */expressions/*
Disallow: */orgsv2/*
Disallow: */articles/*
Disallow: */cgi-bin/*
Disallow: */movies/*
Disallow: */photo/*
Disallow: */news/*
Disallow: */indusinquirer/*
Disallow: */orgs/*
Disallow: */partners/*
Disallow: */philosophy/*
Disallow: */citypages/*
Disallow: */v2/listings/*
Disallow: */eventdir.aspx*
Disallow: */core/lazy/*
Disallow: */mvc5/lazy/*
Disallow: *tp=standalone*
Disallow: */404*
Disallow: */getquotes/*
Disallow: */ajax/*
Disallow: */handlers/*
Disallow: */hpfps/*
Disallow: */common/listingaj*
Disallow: */js/*
Disallow: */lsapi/*
Disallow: */common/sul-hp-proc*
Disallow: */blog/common/*
Disallow: *-booking$
Disallow: *business=*
Disallow: *pagetype=getquote
Disallow: /affiliate/
Disallow: */*/online

User-agent: Screaming Frog SEO Spider
Disallow: /

User-agent: *
Disallow: /