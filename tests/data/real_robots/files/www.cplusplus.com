User-agent: *
Disallow: /faq/
