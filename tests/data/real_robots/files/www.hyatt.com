<!DOCTYPE html>
<html lang="en"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><script>(function a(){function a(a,b,c){var d=document.getElementById("wr_location");if(d){var e=d.getAttribute("content");if(e){var f=JSON.parse(e);if(3===f.type)return a({coords:{latitude:f.positionLat,longitude:f.positionLong,accuracy:10},timestamp:(new Date).getTime()}),!0;if(1===f.type)return a({coords:{latitude:NaN,longitude:NaN},timestamp:(new Date).getTime()}),!0}}return!1}navigator.geolocation&&(navigator.geolocation.getCurrentPositionDefault=navigator.geolocation.getCurrentPosition,navigator.geolocation.watchPositionDefault=navigator.geolocation.watchPosition,navigator.geolocation.clearWatchDefault=navigator.geolocation.clearWatch,navigator.geolocation.clearWatch=function(a){window.clearInterval(a)},navigator.geolocation.getCurrentPosition=function(b,c,d){return a(b,c,d)?void 0:navigator.geolocation.getCurrentPositionDefault(b,c,d)},navigator.geolocation.watchPosition=function(b,c,d){return a(cb1,cb2,d)?navigator.geolocation.watchPositionDefault(b,c,d):void 0})})();//@ sourceURL=DynaGeolocationScript.js</script>
    
    <meta http-equiv="X-UA-Compatible" content="IE=edge">
    <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no">

    <title>Hyatt.com</title>

<meta id="wr_location" name="Web recorder temporary store for location settings" content="{&quot;positionLat&quot;:null,&quot;positionLong&quot;:null,&quot;type&quot;:1}"><style>@media print {#ghostery-purple-box {display:none !important}}</style></head>
<body>

<div class="container">

<div class="headline">
    <h1><span>Please <em>Excuse Us</em> While We Do a Little Housekeeping</span></h1>
</div>
<div class="main">
        <p>
            The page you are trying to access is currently down for maintenance.
            We apologize for this inconvenience and are working hard to get everything in order and back online.
            Please come back soon!
        </p>
        <p>
            For reservation assistance, <a href="https://about.hyatt.com/en/contact-world-of-hyatt.html">contact&nbsp;us</a>.
        </p>
        <p>
            Sincerely,<br>
            Your Hyatt Team
        </p>
    </div>
</div>
</body>
</html>