User-agent: *
Disallow:/runtimeajax.aspx
Disallow:/RuntimeAjax.aspx
Disallow:/realtimeifr.aspx
Disallow:/RealTimeIFr.aspx
Disallow:/tqsruntime.aspx
Disallow:/TqsRuntime.aspx
Disallow:/ExportTools.aspx
Disallow:/exportools.aspx
Disallow:/images/
Disallow:/Images/
Disallow:/admin/
Disallow:/cometd/
Disallow:/auth/
Disallow:/RuntimeJSErrorLogWrite.aspx
Disallow:/Unsubscribe.aspx


User-agent: Googlebot-Image
Disallow:/ 

