# /robots.txt file for http://webcrawler.com/
# mail webmaster@webcrawler.com for constructive criticism



User-agent: *
Disallow: /anime
Disallow: /bin
Disallow: /covers
Disallow: /design
Disallow: /freedvd
Disallow: /graphics
Disallow: /ie6update
Disallow: /images
Disallow: /img
Disallow: /lightboximage
Disallow: /oxman
Disallow: /sample
Disallow: /size-chart
Disallow: /uploadimage
Disallow: /western
Disallow: /app_data
Disallow: /css
Disallow: /faq
Disallow: /headerfolder
Disallow: /js
Disallow: /Xmlmailcontent
Disallow: /aspnet_client
Disallow: /component
Disallow: /xmlpagecontext
Disallow: /addlist.aspx
Disallow: /addprod.aspx
Disallow: /cartsignin.aspx
Disallow: /checkoutnow.aspx
Disallow: /customer_info.aspx
Disallow: /error_found.aspx
Disallow: /getpassword.aspx
Disallow: /login.aspx
Disallow: /logout.aspx
Disallow: /m_billing.aspx
Disallow: /m_password.aspx
Disallow: /m_payment.aspx
Disallow: /managersubscription.aspx
Disallow: /multiss.aspx
Disallow: /myaccount.aspx
Disallow: /n_billing.aspx
Disallow: /n_payment.aspx
Disallow: /order_confirmed.aspx
Disallow: /order_history.aspx
Disallow: /printorder.aspx
Disallow: /receipt.aspx
Disallow: /register.aspx
Disallow: /subscrible_email.aspx
Disallow: /subscription.aspx
Disallow: /view_bigcover.aspx
Disallow: /view_photo.aspx
Disallow: /ppv/addclips.aspx
Disallow: /ppv/download.aspx
Disallow: /ppv/mydownload.aspx
Disallow: /ppv/ppv_addlist.aspx
Disallow: /ppv/ppv_cartsignin.aspx
Disallow: /ppv/ppv_checkout.aspx
Disallow: /ppv/ppv_orderhistory.aspx
Disallow: /ppv/ppv_printorder.aspx
Disallow: /ppv/ppv_receipt.aspx
Disallow: /ppv/thankyou.aspx



