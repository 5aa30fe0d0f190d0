User-agent: *

Disallow: /partners/
Disallow: /customers/
Disallow: /forum/special/visitor-messages
