User-agent: *
Disallow: /img
Disallow: /view_distributor2.jsp
Disallow: /manufacturer/companylist.jsp?list=675
Disallow: /manufacturer/companylist.jsp?list=836
Disallow: /manufacturer/companylist.jsp?list=929
Disallow: /manufacturer/companylist.jsp?list=247
Disallow: /manufacturer/companylist.jsp?list=164
Disallow: /manufacturer/companylist.jsp?list=411

User-agent: MSNBot
Crawl-delay: 20
