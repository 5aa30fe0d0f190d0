User-agent: *
Disallow: /events/
Disallow: /*.xls$