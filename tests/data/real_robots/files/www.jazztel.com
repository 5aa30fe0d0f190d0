user-agent: *
disallow:/compra*
disallow:/gadgets/
disallow:/TradeDoubler.htm
Allow: /gadgets/cookieAgreementAjaxResponsive.jsp
Sitemap: http://www.jazztel.com/sitemap_jazztelcom.xml
disallow:/pop-up-configurador.html
