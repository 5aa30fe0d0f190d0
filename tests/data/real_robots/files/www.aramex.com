User-agent: *
Disallow: /Mvc/
Disallow: /Sitefinity/
Disallow: /track/shipment-details/GetSignatureImage/
Disallow: /track/shipment-details/Download/
Disallow: /track/shipment-details/ViewDocument/
Disallow: /errors/
