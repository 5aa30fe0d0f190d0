User-agent: *
Disallow:
Sitemap: https://a-v2.sndcdn.com/sitemap.txt
