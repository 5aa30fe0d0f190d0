User-agent: Twitterbot
Allow: /

User-agent: *
Disallow: /esi/
Disallow: /api/sitewrapper
Disallow: /webview
Disallow: /vueweb
Disallow: /news/sponsored
Disallow: /search
Disallow: /19849159/