user-agent: *
Disallow: /Admin/
Disallow: /Files/
Disallow: /TL/
Disallow: /publication.ashx
Disallow: /PubsHandler.ashx
Disallow: /TruckSales/QRCodeHandler.ashx
Disallow: /uchat/
Disallow: /Search/
Disallow: /orders/
Disallow: /Server.aspx
Disallow: /Uchat/
Disallow: /UChat/
Disallow: /Orders/
Disallow: /MovingSupplies/Trailer-Hitches/More-Accessories/
Disallow: /chat/
Disallow: /Chat/
Disallow: /ScanAndGo/
Disallow: /Scan/
Disallow: /Account/ForgotPassword.aspx

user-agent: Googlebot-Mobile
Disallow: /SuperGraphics/


Sitemap: https://www.uhaul.com/SitemapIndex.xml