# multiple brand selectors
User-agent: *
Allow: /
Disallow: /cv/
Disallow: /admissions/blog/
Disallow: /shayari/
Disallow: /sms/