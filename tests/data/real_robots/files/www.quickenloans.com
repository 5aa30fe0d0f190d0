User-agent: ia_archiver
Disallow: /

User-agent: turnitinbot
Disallow: /

User-agent: *
Disallow: /facebook/
Disallow: /clients/gift-card-fulfillment/
Disallow: /ql4/static/bdb/
Disallow: /partner-video
Disallow: /mortgage-news/press-room
Disallow: /pdf/rate-drop-advantage.pdf
Disallow: /pdf/amazing-mortgage-process.pdf
Disallow: /mortgage-options/partner-form
Disallow: /mortgage-options/connection
Disallow: /mortgage-options/rock-connections
Disallow: /mortgage-options/quicken-loans-application
Disallow: /facebook-va-thanks
Disallow: /blog/wp-admin/
Disallow: /thank-you
Disallow: /about/quicken-loans-all-stars
Disallow: /home-loans/rate-stomper
Disallow: /home-loans/rocket-loan
Disallow: /home-loans/rate-drop-advantage
Disallow: /home-loans/fresh-start
Disallow: /partner/harp
Disallow: /help/search
Disallow: /client-appreciation/redemption/gold-card
Disallow: /client-appreciation/redemption/silver-card
Disallow: /help/chat-survey
Disallow: /reviews
Disallow: /help/chat-unavailable

Sitemap: https://www.quickenloans.com/sitemap-index.xml