User-agent: proximic
Disallow: /

User-agent: Twitterbot/1.0
Disallow: 

User-agent: *
Disallow: /.a/
Disallow: /c-sc/
Disallow: /c-up/
Disallow: /h-al/
Disallow: /h-co/
Disallow: /h-mem/
Disallow: /h-perf/
Disallow: /h-sc/
Disallow: /h-ud/
Disallow: /j-
Disallow: /acp/
Disallow: /acp-demo/
Disallow: /admin/
Disallow: /article/
Disallow: /checkout/
Disallow: /composer/
Disallow: /composer-v2/
Disallow: /def/
Disallow: /dev/
Disallow: /f5/
Allow: /freecharts/index.html
Allow: /freecharts/historical/
Disallow: /freecharts/
Disallow: /gallery/
Disallow: /internal/
Disallow: /login/
Disallow: /members/
Disallow: /public/
Disallow: /sales/events/
Disallow: /scripts/
Disallow: /tv/tv_calendar_nocache.php
Disallow: /youracct/

sitemap: https://stockcharts.com/pro-sitemaps-4119658.php 
