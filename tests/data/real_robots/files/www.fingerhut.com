User-agent: *
Disallow: /checkout/
Disallow: /catalog/search
Disallow: /landing/
Disallow: /custserv/customerservice.jsp
Disallow: /orderhistory/
Disallow: /customer-service/

User-agent: AdsBot-Google
Disallow: /checkout/
Disallow: /catalog/search
Disallow: /landing/
Disallow: /custserv/customerservice.jsp
Disallow: /orderhistory/
Disallow: /customer-service/

User-agent: AdsBot-Google-Mobile
Disallow: /checkout/
Disallow: /catalog/search
Disallow: /landing/
Disallow: /custserv/customerservice.jsp
Disallow: /orderhistory/
Disallow: /customer-service/

User-agent: Mediapartners-Google
Disallow: /checkout/
Disallow: /catalog/search
Disallow: /landing/
Disallow: /custserv/customerservice.jsp
Disallow: /orderhistory/
Disallow: /customer-service/

