User-agent: Google
Disallow:

User-agent: URL_Spider_Pro
Disallow: /

User-agent: WebZip/4.0
Disallow: /

User-agent: WebCopier
Disallow: /

User-agent: WebBandit
Disallow: /

User-agent: WebBandit/3.50
Disallow: /

User-agent: Wget/1.6
Disallow: /

User-agent: Wget/1.5.3
Disallow: /

User-agent: Offline Explorer
Disallow: /

User-agent: WebZIP
Disallow: /

User-agent: Yandex
Disallow: /

User-agent: Mediapartners-Google*
Disallow:

User-agent: *
Disallow: /g/send.asp
Disallow: /love.asp
Disallow: /newsite/