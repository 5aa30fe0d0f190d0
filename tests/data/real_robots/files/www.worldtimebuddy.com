User-agent: grapeshot
Disallow: /

User-agent: Ezooms
Disallow: /

User-agent: SputnikBot
Disallow: /

User-agent: MJ12bot
Disallow: /

User-agent: Mediapartners-Google
Disallow: 
Allow: /

User-agent: *
Disallow: /helper
Disallow: /privacy
Disallow: /about
Disallow: /feedback
Disallow: /calendar_settings
Disallow: /widget_preview_frame
Disallow: /clock_frame
Disallow: /event_frame
Disallow: /event_widget.js
Disallow: /clock_widget.js
Disallow: /clkwdt.js
Allow: /

