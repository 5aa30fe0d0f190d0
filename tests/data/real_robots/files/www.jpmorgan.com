#
# robots.txt
#
# v1.3, 8/25/2009

User-agent: *
Crawl-delay:30
Disallow: /pages/chase/ap/fundamentals/sbg
Disallow: /cm/cs?pagename=Chase/Href&urlname=chase/ap/fundamentals/sbg
Disallow: /pages/personal/sbg
Disallow: /cm/cs?pagename=Chase/Href&urlname=personal/sbg
Disallow: /cm/BlobServer?blobcol=urldata&blobtable=MungoBlobs&blobkey=id&blobwhere=1158454149583&blobheader=application%2Fpdf&blobheadername1=Content-disposition&blobheadervalue1=attachment;filename=JPEX.pdf
Disallow: /cm/BlobServer?blobcol=urldata&blobtable=MungoBlobs&blobkey=id&blobwhere=1158454149578&blobheader=application%2Fpdf&blobheadername1=Content-disposition&blobheadervalue1=attachment;filename=JPEXForwardLKEServices.pdf
Disallow: /cm/BlobServer?blobcol=urldata&blobtable=MungoBlobs&blobkey=id&blobwhere=1158454149541&blobheader=application%2Fpdf&blobheadername1=Content-disposition&blobheadervalue1=attachment;filename=JPEXMasterExchangeProgramServices.pdf
Disallow: /cm/BlobServer/Strategic_Alliance_Program?blobcol=urldata&blobtable=MungoBlobs&blobkey=id&blobwhere=1158448085222&blobheader=application%2Fpdf&blobnocache=tru
Disallow: /cm/BlobServer/Fine_Art___Collectibles_White_Paper?blobcol=urldata&blobtable=MungoBlobs&blobkey=id&blobwhere=1158445229174&blobheader=application%2Fpdf&blobnocache=tru
Disallow: /pages/jpmorgan/investbk/solutions/fixedincome/rate/fast
Disallow: /pages/jpmorgan/investbk/solutions/fixedincome/rate/fast/client
Disallow: /pages/jpmorgan/careers
Disallow: /student
Disallow: /directdoc/jpmorgan/careers
Disallow: /pages/jpmorgan/am/cbs/*
Disallow: /tss/WSS_Online_Tools_New_Index/Online_Tools_Index/1125855785006 
Disallow: /tss/WSS_Online_Tools_New_Index/Online_Tools/1125855785006
Disallow: /pages/jpmorgan/am/ia/*
Disallow: /pages/jpmorgan/am/ia
