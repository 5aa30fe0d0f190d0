User-agent: *
Disallow: /checkout/
Disallow: /user/
Disallow: /search
Disallow: /bv/
Disallow: /emailTemplates/
Disallow: /error/
Allow: /includes/faqs
Disallow: /includes/
Disallow: /modals/
Disallow: /preview/
Disallow: /templates/
Disallow: /xhr/

 
