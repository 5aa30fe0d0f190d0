<HTML><HEAD>
<TITLE>Access Denied</TITLE>
</HEAD><BODY>
<H1>Access Denied</H1>
 
You don't have permission to access "http&#58;&#47;&#47;www&#46;visa&#46;com&#47;robots&#46;txt" on this server.<P>
Reference&#32;&#35;18&#46;394c3917&#46;1563829117&#46;3c859224
</BODY>
</HTML>
