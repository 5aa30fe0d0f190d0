User-Agent: * 
Allow: /