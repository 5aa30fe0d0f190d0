User-agent: *
Disallow: /clients/common/
Disallow: /search/
Disallow: /swf/

User-agent: revivebot
Disallow: /

