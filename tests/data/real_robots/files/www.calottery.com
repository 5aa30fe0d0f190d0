User-agent: *
Disallow: /admin/
Disallow: /save/ 
Disallow: /sitecore/content/SAVE/
Disallow: /sitecore/content/Scratchers%20Games/Ended%20Games/ 
Disallow: /sitecore/content/Scratchers Games/Ended Games/
Disallow: /MediaWinnersInfo