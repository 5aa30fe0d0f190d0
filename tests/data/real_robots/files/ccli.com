<html>
<head>
<meta http-equiv="Content-Security-Policy" content="default-src 'self' 'unsafe-inline' 'unsafe-eval' geotargetly-1a441.appspot.com">
<script>
var geotargetlyredirect1521645603323 = document.createElement('script');
geotargetlyredirect1521645603323.setAttribute('type','text/javascript');
geotargetlyredirect1521645603323.async = 1;
geotargetlyredirect1521645603323.setAttribute('src', '//geotargetly-1a441.appspot.com/georedirect?id=-L888J_kt29Dt4b4quEm&refurl='+document.referrer);
document.getElementsByTagName('head')[0].appendChild(geotargetlyredirect1521645603323);
</script>
</head>
<body>
Please wait - redirecting
</body>
</html>