
User-agent: *


Disallow: /-/media/NoFollow/
Disallow: /app_config/
Disallow: /app_data/
Disallow: /aspnet_client/
Disallow: /css/
Disallow: /images/
Disallow: /script/
Disallow: /sitecore/
Disallow: /upload/
Disallow: /tools/
Disallow: /sitearch/

Sitemap: https://www.globalmpos.com/sitemap_mposUS.xml
Sitemap: https://www.globalmpos.ca/sitemap_mposCanada.xml
Sitemap: https://www.greatergiving.com/sitemap_GreaterGiving.xml
Sitemap: https://www.openedgepayment.com/sitemap_OpenEdge.xml
Sitemap: https://www.addonpayments.com/sitemap_Comercia.xml
Sitemap: https://www.heartlandpaymentsystems.com/sitemap_heartland.xml
Sitemap: https://www.globalpaymentsinc.com/sitemap_globalpayments.xml
Sitemap: https://www.heartlandmicropayments.com/sitemap_heartlandmicropayments.xml
Sitemap: https://www.vippreferred.com/sitemap_VipPreferred.xml
Sitemap: https://valleypay.globalmpos.com/sitemap_mposvalleypay.xml
Sitemap: https://www.globalmpos.ca/sitemap_globalmpos.xml
Sitemap: https://www.openedgepayment.com/sitemap_pharmacy.xml
Sitemap: https://www.blog.openedgepayment.com/sitemap_openedgeblog.xml
Sitemap: https://resourcecentre.elavonpaymentgateway.com/sitemap_Elavon.xml
Sitemap: https://www.spbor.com/sitemap_spbor.xml
Sitemap: https://www.merchantbillofrights.org/sitemap_merchantbillofrights.xml
Sitemap: https://www.liquorpos.com/sitemap_liquorpos.xml
Sitemap: https://www.heartlandecsi.com/sitemap_heartlandecsi.xml
Sitemap: https://www.gpndevportal.com/sitemap_devportal.xml
Sitemap: https://www.openedgepayment.com/sitemap_practicemanagement.xml
Sitemap: https://www.ezidebit.com/sitemap_ezidebit.xml
Sitemap: https://www.1card.com/sitemap_onecard.xml
Sitemap: https://www.touchnet.com/sitemap_touchnet.xml
Sitemap: https://www.hcomm.us/sitemap_heartlandcommerce.xml
Sitemap: https://blog.greatergiving.com/sitemap_index.xml 
