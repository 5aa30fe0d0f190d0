<!DOCTYPE html>
<html lang="en">
<head>
    <meta http-equiv="X-UA-Compatible" content="IE=edge">
    <meta http-equiv="Content-Type" content="text/html; charset=UTF-8"/>
    <meta http-equiv="Content-Language" content="en">
    <meta http-equiv="Pragma" content="no-cache">
    <meta http-equiv="Expires" content="Sat, 01 Jan 2000 09:00:00 GMT">

    <meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1,user-scalable=no">
        










<title>
    
            
             
        
    
    
    
    




        Morrisons | Online Shopping | Food, Drink & More To Your Door



    
</title>

<script type="text/javascript">(window.NREUM||(NREUM={})).loader_config={xpid:"VQICVlVSABADUVdVDwMEVg=="};window.NREUM||(NREUM={}),__nr_require=function(t,n,e){function r(e){if(!n[e]){var o=n[e]={exports:{}};t[e][0].call(o.exports,function(n){var o=t[e][1][n];return r(o||n)},o,o.exports)}return n[e].exports}if("function"==typeof __nr_require)return __nr_require;for(var o=0;o<e.length;o++)r(e[o]);return r}({1:[function(t,n,e){function r(t){try{s.console&&console.log(t)}catch(n){}}var o,i=t("ee"),a=t(18),s={};try{o=localStorage.getItem("__nr_flags").split(","),console&&"function"==typeof console.log&&(s.console=!0,o.indexOf("dev")!==-1&&(s.dev=!0),o.indexOf("nr_dev")!==-1&&(s.nrDev=!0))}catch(c){}s.nrDev&&i.on("internal-error",function(t){r(t.stack)}),s.dev&&i.on("fn-err",function(t,n,e){r(e.stack)}),s.dev&&(r("NR AGENT IN DEVELOPMENT MODE"),r("flags: "+a(s,function(t,n){return t}).join(", ")))},{}],2:[function(t,n,e){function r(t,n,e,r,s){try{p?p-=1:o(s||new UncaughtException(t,n,e),!0)}catch(f){try{i("ierr",[f,c.now(),!0])}catch(d){}}return"function"==typeof u&&u.apply(this,a(arguments))}function UncaughtException(t,n,e){this.message=t||"Uncaught error with no additional information",this.sourceURL=n,this.line=e}function o(t,n){var e=n?null:c.now();i("err",[t,e])}var i=t("handle"),a=t(19),s=t("ee"),c=t("loader"),f=t("gos"),u=window.onerror,d=!1,l="nr@seenError",p=0;c.features.err=!0,t(1),window.onerror=r;try{throw new Error}catch(h){"stack"in h&&(t(8),t(7),"addEventListener"in window&&t(5),c.xhrWrappable&&t(9),d=!0)}s.on("fn-start",function(t,n,e){d&&(p+=1)}),s.on("fn-err",function(t,n,e){d&&!e[l]&&(f(e,l,function(){return!0}),this.thrown=!0,o(e))}),s.on("fn-end",function(){d&&!this.thrown&&p>0&&(p-=1)}),s.on("internal-error",function(t){i("ierr",[t,c.now(),!0])})},{}],3:[function(t,n,e){t("loader").features.ins=!0},{}],4:[function(t,n,e){function r(t){}if(window.performance&&window.performance.timing&&window.performance.getEntriesByType){var o=t("ee"),i=t("handle"),a=t(8),s=t(7),c="learResourceTimings",f="addEventListener",u="resourcetimingbufferfull",d="bstResource",l="resource",p="-start",h="-end",m="fn"+p,w="fn"+h,v="bstTimer",y="pushState",g=t("loader");g.features.stn=!0,t(6);var x=NREUM.o.EV;o.on(m,function(t,n){var e=t[0];e instanceof x&&(this.bstStart=g.now())}),o.on(w,function(t,n){var e=t[0];e instanceof x&&i("bst",[e,n,this.bstStart,g.now()])}),a.on(m,function(t,n,e){this.bstStart=g.now(),this.bstType=e}),a.on(w,function(t,n){i(v,[n,this.bstStart,g.now(),this.bstType])}),s.on(m,function(){this.bstStart=g.now()}),s.on(w,function(t,n){i(v,[n,this.bstStart,g.now(),"requestAnimationFrame"])}),o.on(y+p,function(t){this.time=g.now(),this.startPath=location.pathname+location.hash}),o.on(y+h,function(t){i("bstHist",[location.pathname+location.hash,this.startPath,this.time])}),f in window.performance&&(window.performance["c"+c]?window.performance[f](u,function(t){i(d,[window.performance.getEntriesByType(l)]),window.performance["c"+c]()},!1):window.performance[f]("webkit"+u,function(t){i(d,[window.performance.getEntriesByType(l)]),window.performance["webkitC"+c]()},!1)),document[f]("scroll",r,{passive:!0}),document[f]("keypress",r,!1),document[f]("click",r,!1)}},{}],5:[function(t,n,e){function r(t){for(var n=t;n&&!n.hasOwnProperty(u);)n=Object.getPrototypeOf(n);n&&o(n)}function o(t){s.inPlace(t,[u,d],"-",i)}function i(t,n){return t[1]}var a=t("ee").get("events"),s=t(21)(a,!0),c=t("gos"),f=XMLHttpRequest,u="addEventListener",d="removeEventListener";n.exports=a,"getPrototypeOf"in Object?(r(document),r(window),r(f.prototype)):f.prototype.hasOwnProperty(u)&&(o(window),o(f.prototype)),a.on(u+"-start",function(t,n){var e=t[1],r=c(e,"nr@wrapped",function(){function t(){if("function"==typeof e.handleEvent)return e.handleEvent.apply(e,arguments)}var n={object:t,"function":e}[typeof e];return n?s(n,"fn-",null,n.name||"anonymous"):e});this.wrapped=t[1]=r}),a.on(d+"-start",function(t){t[1]=this.wrapped||t[1]})},{}],6:[function(t,n,e){var r=t("ee").get("history"),o=t(21)(r);n.exports=r;var i=window.history&&window.history.constructor&&window.history.constructor.prototype,a=window.history;i&&i.pushState&&i.replaceState&&(a=i),o.inPlace(a,["pushState","replaceState"],"-")},{}],7:[function(t,n,e){var r=t("ee").get("raf"),o=t(21)(r),i="equestAnimationFrame";n.exports=r,o.inPlace(window,["r"+i,"mozR"+i,"webkitR"+i,"msR"+i],"raf-"),r.on("raf-start",function(t){t[0]=o(t[0],"fn-")})},{}],8:[function(t,n,e){function r(t,n,e){t[0]=a(t[0],"fn-",null,e)}function o(t,n,e){this.method=e,this.timerDuration=isNaN(t[1])?0:+t[1],t[0]=a(t[0],"fn-",this,e)}var i=t("ee").get("timer"),a=t(21)(i),s="setTimeout",c="setInterval",f="clearTimeout",u="-start",d="-";n.exports=i,a.inPlace(window,[s,"setImmediate"],s+d),a.inPlace(window,[c],c+d),a.inPlace(window,[f,"clearImmediate"],f+d),i.on(c+u,r),i.on(s+u,o)},{}],9:[function(t,n,e){function r(t,n){d.inPlace(n,["onreadystatechange"],"fn-",s)}function o(){var t=this,n=u.context(t);t.readyState>3&&!n.resolved&&(n.resolved=!0,u.emit("xhr-resolved",[],t)),d.inPlace(t,y,"fn-",s)}function i(t){g.push(t),h&&(b?b.then(a):w?w(a):(E=-E,R.data=E))}function a(){for(var t=0;t<g.length;t++)r([],g[t]);g.length&&(g=[])}function s(t,n){return n}function c(t,n){for(var e in t)n[e]=t[e];return n}t(5);var f=t("ee"),u=f.get("xhr"),d=t(21)(u),l=NREUM.o,p=l.XHR,h=l.MO,m=l.PR,w=l.SI,v="readystatechange",y=["onload","onerror","onabort","onloadstart","onloadend","onprogress","ontimeout"],g=[];n.exports=u;var x=window.XMLHttpRequest=function(t){var n=new p(t);try{u.emit("new-xhr",[n],n),n.addEventListener(v,o,!1)}catch(e){try{u.emit("internal-error",[e])}catch(r){}}return n};if(c(p,x),x.prototype=p.prototype,d.inPlace(x.prototype,["open","send"],"-xhr-",s),u.on("send-xhr-start",function(t,n){r(t,n),i(n)}),u.on("open-xhr-start",r),h){var b=m&&m.resolve();if(!w&&!m){var E=1,R=document.createTextNode(E);new h(a).observe(R,{characterData:!0})}}else f.on("fn-end",function(t){t[0]&&t[0].type===v||a()})},{}],10:[function(t,n,e){function r(){var t=window.NREUM,n=t.info.accountID||null,e=t.info.agentID||null,r=t.info.trustKey||null,i="btoa"in window&&"function"==typeof window.btoa;if(!n||!e||!i)return null;var a={v:[0,1],d:{ty:"Browser",ac:n,ap:e,id:o.generateCatId(),tr:o.generateCatId(),ti:Date.now()}};return r&&n!==r&&(a.d.tk=r),btoa(JSON.stringify(a))}var o=t(16);n.exports={generateTraceHeader:r}},{}],11:[function(t,n,e){function r(t){var n=this.params,e=this.metrics;if(!this.ended){this.ended=!0;for(var r=0;r<p;r++)t.removeEventListener(l[r],this.listener,!1);n.aborted||(e.duration=s.now()-this.startTime,this.loadCaptureCalled||4!==t.readyState?null==n.status&&(n.status=0):a(this,t),e.cbTime=this.cbTime,d.emit("xhr-done",[t],t),c("xhr",[n,e,this.startTime]))}}function o(t,n){var e=t.responseType;if("json"===e&&null!==n)return n;var r="arraybuffer"===e||"blob"===e||"json"===e?t.response:t.responseText;return w(r)}function i(t,n){var e=f(n),r=t.params;r.host=e.hostname+":"+e.port,r.pathname=e.pathname,t.sameOrigin=e.sameOrigin}function a(t,n){t.params.status=n.status;var e=o(n,t.lastSize);if(e&&(t.metrics.rxSize=e),t.sameOrigin){var r=n.getResponseHeader("X-NewRelic-App-Data");r&&(t.params.cat=r.split(", ").pop())}t.loadCaptureCalled=!0}var s=t("loader");if(s.xhrWrappable){var c=t("handle"),f=t(12),u=t(10).generateTraceHeader,d=t("ee"),l=["load","error","abort","timeout"],p=l.length,h=t("id"),m=t(15),w=t(14),v=window.XMLHttpRequest;s.features.xhr=!0,t(9),d.on("new-xhr",function(t){var n=this;n.totalCbs=0,n.called=0,n.cbTime=0,n.end=r,n.ended=!1,n.xhrGuids={},n.lastSize=null,n.loadCaptureCalled=!1,t.addEventListener("load",function(e){a(n,t)},!1),m&&(m>34||m<10)||window.opera||t.addEventListener("progress",function(t){n.lastSize=t.loaded},!1)}),d.on("open-xhr-start",function(t){this.params={method:t[0]},i(this,t[1]),this.metrics={}}),d.on("open-xhr-end",function(t,n){"loader_config"in NREUM&&"xpid"in NREUM.loader_config&&this.sameOrigin&&n.setRequestHeader("X-NewRelic-ID",NREUM.loader_config.xpid);var e=!1;if("init"in NREUM&&"distributed_tracing"in NREUM.init&&(e=!!NREUM.init.distributed_tracing.enabled),e&&this.sameOrigin){var r=u();r&&n.setRequestHeader("newrelic",r)}}),d.on("send-xhr-start",function(t,n){var e=this.metrics,r=t[0],o=this;if(e&&r){var i=w(r);i&&(e.txSize=i)}this.startTime=s.now(),this.listener=function(t){try{"abort"!==t.type||o.loadCaptureCalled||(o.params.aborted=!0),("load"!==t.type||o.called===o.totalCbs&&(o.onloadCalled||"function"!=typeof n.onload))&&o.end(n)}catch(e){try{d.emit("internal-error",[e])}catch(r){}}};for(var a=0;a<p;a++)n.addEventListener(l[a],this.listener,!1)}),d.on("xhr-cb-time",function(t,n,e){this.cbTime+=t,n?this.onloadCalled=!0:this.called+=1,this.called!==this.totalCbs||!this.onloadCalled&&"function"==typeof e.onload||this.end(e)}),d.on("xhr-load-added",function(t,n){var e=""+h(t)+!!n;this.xhrGuids&&!this.xhrGuids[e]&&(this.xhrGuids[e]=!0,this.totalCbs+=1)}),d.on("xhr-load-removed",function(t,n){var e=""+h(t)+!!n;this.xhrGuids&&this.xhrGuids[e]&&(delete this.xhrGuids[e],this.totalCbs-=1)}),d.on("addEventListener-end",function(t,n){n instanceof v&&"load"===t[0]&&d.emit("xhr-load-added",[t[1],t[2]],n)}),d.on("removeEventListener-end",function(t,n){n instanceof v&&"load"===t[0]&&d.emit("xhr-load-removed",[t[1],t[2]],n)}),d.on("fn-start",function(t,n,e){n instanceof v&&("onload"===e&&(this.onload=!0),("load"===(t[0]&&t[0].type)||this.onload)&&(this.xhrCbStart=s.now()))}),d.on("fn-end",function(t,n){this.xhrCbStart&&d.emit("xhr-cb-time",[s.now()-this.xhrCbStart,this.onload,n],n)})}},{}],12:[function(t,n,e){n.exports=function(t){var n=document.createElement("a"),e=window.location,r={};n.href=t,r.port=n.port;var o=n.href.split("://");!r.port&&o[1]&&(r.port=o[1].split("/")[0].split("@").pop().split(":")[1]),r.port&&"0"!==r.port||(r.port="https"===o[0]?"443":"80"),r.hostname=n.hostname||e.hostname,r.pathname=n.pathname,r.protocol=o[0],"/"!==r.pathname.charAt(0)&&(r.pathname="/"+r.pathname);var i=!n.protocol||":"===n.protocol||n.protocol===e.protocol,a=n.hostname===document.domain&&n.port===e.port;return r.sameOrigin=i&&(!n.hostname||a),r}},{}],13:[function(t,n,e){function r(){}function o(t,n,e){return function(){return i(t,[f.now()].concat(s(arguments)),n?null:this,e),n?void 0:this}}var i=t("handle"),a=t(18),s=t(19),c=t("ee").get("tracer"),f=t("loader"),u=NREUM;"undefined"==typeof window.newrelic&&(newrelic=u);var d=["setPageViewName","setCustomAttribute","setErrorHandler","finished","addToTrace","inlineHit","addRelease"],l="api-",p=l+"ixn-";a(d,function(t,n){u[n]=o(l+n,!0,"api")}),u.addPageAction=o(l+"addPageAction",!0),u.setCurrentRouteName=o(l+"routeName",!0),n.exports=newrelic,u.interaction=function(){return(new r).get()};var h=r.prototype={createTracer:function(t,n){var e={},r=this,o="function"==typeof n;return i(p+"tracer",[f.now(),t,e],r),function(){if(c.emit((o?"":"no-")+"fn-start",[f.now(),r,o],e),o)try{return n.apply(this,arguments)}catch(t){throw c.emit("fn-err",[arguments,this,t],e),t}finally{c.emit("fn-end",[f.now()],e)}}}};a("actionText,setName,setAttribute,save,ignore,onEnd,getContext,end,get".split(","),function(t,n){h[n]=o(p+n)}),newrelic.noticeError=function(t,n){"string"==typeof t&&(t=new Error(t)),i("err",[t,f.now(),!1,n])}},{}],14:[function(t,n,e){n.exports=function(t){if("string"==typeof t&&t.length)return t.length;if("object"==typeof t){if("undefined"!=typeof ArrayBuffer&&t instanceof ArrayBuffer&&t.byteLength)return t.byteLength;if("undefined"!=typeof Blob&&t instanceof Blob&&t.size)return t.size;if(!("undefined"!=typeof FormData&&t instanceof FormData))try{return JSON.stringify(t).length}catch(n){return}}}},{}],15:[function(t,n,e){var r=0,o=navigator.userAgent.match(/Firefox[\/\s](\d+\.\d+)/);o&&(r=+o[1]),n.exports=r},{}],16:[function(t,n,e){function r(){function t(){return n?15&n[e++]:16*Math.random()|0}var n=null,e=0,r=window.crypto||window.msCrypto;r&&r.getRandomValues&&(n=r.getRandomValues(new Uint8Array(31)));for(var o,i="xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx",a="",s=0;s<i.length;s++)o=i[s],"x"===o?a+=t().toString(16):"y"===o?(o=3&t()|8,a+=o.toString(16)):a+=o;return a}function o(){function t(){return n?15&n[e++]:16*Math.random()|0}var n=null,e=0,r=window.crypto||window.msCrypto;r&&r.getRandomValues&&Uint8Array&&(n=r.getRandomValues(new Uint8Array(31)));for(var o=[],i=0;i<16;i++)o.push(t().toString(16));return o.join("")}n.exports={generateUuid:r,generateCatId:o}},{}],17:[function(t,n,e){function r(t,n){if(!o)return!1;if(t!==o)return!1;if(!n)return!0;if(!i)return!1;for(var e=i.split("."),r=n.split("."),a=0;a<r.length;a++)if(r[a]!==e[a])return!1;return!0}var o=null,i=null,a=/Version\/(\S+)\s+Safari/;if(navigator.userAgent){var s=navigator.userAgent,c=s.match(a);c&&s.indexOf("Chrome")===-1&&s.indexOf("Chromium")===-1&&(o="Safari",i=c[1])}n.exports={agent:o,version:i,match:r}},{}],18:[function(t,n,e){function r(t,n){var e=[],r="",i=0;for(r in t)o.call(t,r)&&(e[i]=n(r,t[r]),i+=1);return e}var o=Object.prototype.hasOwnProperty;n.exports=r},{}],19:[function(t,n,e){function r(t,n,e){n||(n=0),"undefined"==typeof e&&(e=t?t.length:0);for(var r=-1,o=e-n||0,i=Array(o<0?0:o);++r<o;)i[r]=t[n+r];return i}n.exports=r},{}],20:[function(t,n,e){n.exports={exists:"undefined"!=typeof window.performance&&window.performance.timing&&"undefined"!=typeof window.performance.timing.navigationStart}},{}],21:[function(t,n,e){function r(t){return!(t&&t instanceof Function&&t.apply&&!t[a])}var o=t("ee"),i=t(19),a="nr@original",s=Object.prototype.hasOwnProperty,c=!1;n.exports=function(t,n){function e(t,n,e,o){function nrWrapper(){var r,a,s,c;try{a=this,r=i(arguments),s="function"==typeof e?e(r,a):e||{}}catch(f){l([f,"",[r,a,o],s])}u(n+"start",[r,a,o],s);try{return c=t.apply(a,r)}catch(d){throw u(n+"err",[r,a,d],s),d}finally{u(n+"end",[r,a,c],s)}}return r(t)?t:(n||(n=""),nrWrapper[a]=t,d(t,nrWrapper),nrWrapper)}function f(t,n,o,i){o||(o="");var a,s,c,f="-"===o.charAt(0);for(c=0;c<n.length;c++)s=n[c],a=t[s],r(a)||(t[s]=e(a,f?s+o:o,i,s))}function u(e,r,o){if(!c||n){var i=c;c=!0;try{t.emit(e,r,o,n)}catch(a){l([a,e,r,o])}c=i}}function d(t,n){if(Object.defineProperty&&Object.keys)try{var e=Object.keys(t);return e.forEach(function(e){Object.defineProperty(n,e,{get:function(){return t[e]},set:function(n){return t[e]=n,n}})}),n}catch(r){l([r])}for(var o in t)s.call(t,o)&&(n[o]=t[o]);return n}function l(n){try{t.emit("internal-error",n)}catch(e){}}return t||(t=o),e.inPlace=f,e.flag=a,e}},{}],ee:[function(t,n,e){function r(){}function o(t){function n(t){return t&&t instanceof r?t:t?c(t,s,i):i()}function e(e,r,o,i){if(!l.aborted||i){t&&t(e,r,o);for(var a=n(o),s=m(e),c=s.length,f=0;f<c;f++)s[f].apply(a,r);var d=u[g[e]];return d&&d.push([x,e,r,a]),a}}function p(t,n){y[t]=m(t).concat(n)}function h(t,n){var e=y[t];if(e)for(var r=0;r<e.length;r++)e[r]===n&&e.splice(r,1)}function m(t){return y[t]||[]}function w(t){return d[t]=d[t]||o(e)}function v(t,n){f(t,function(t,e){n=n||"feature",g[e]=n,n in u||(u[n]=[])})}var y={},g={},x={on:p,addEventListener:p,removeEventListener:h,emit:e,get:w,listeners:m,context:n,buffer:v,abort:a,aborted:!1};return x}function i(){return new r}function a(){(u.api||u.feature)&&(l.aborted=!0,u=l.backlog={})}var s="nr@context",c=t("gos"),f=t(18),u={},d={},l=n.exports=o();l.backlog=u},{}],gos:[function(t,n,e){function r(t,n,e){if(o.call(t,n))return t[n];var r=e();if(Object.defineProperty&&Object.keys)try{return Object.defineProperty(t,n,{value:r,writable:!0,enumerable:!1}),r}catch(i){}return t[n]=r,r}var o=Object.prototype.hasOwnProperty;n.exports=r},{}],handle:[function(t,n,e){function r(t,n,e,r){o.buffer([t],r),o.emit(t,n,e)}var o=t("ee").get("handle");n.exports=r,r.ee=o},{}],id:[function(t,n,e){function r(t){var n=typeof t;return!t||"object"!==n&&"function"!==n?-1:t===window?0:a(t,i,function(){return o++})}var o=1,i="nr@id",a=t("gos");n.exports=r},{}],loader:[function(t,n,e){function r(){if(!E++){var t=b.info=NREUM.info,n=p.getElementsByTagName("script")[0];if(setTimeout(u.abort,3e4),!(t&&t.licenseKey&&t.applicationID&&n))return u.abort();f(g,function(n,e){t[n]||(t[n]=e)}),c("mark",["onload",a()+b.offset],null,"api");var e=p.createElement("script");e.src="https://"+t.agent,n.parentNode.insertBefore(e,n)}}function o(){"complete"===p.readyState&&i()}function i(){c("mark",["domContent",a()+b.offset],null,"api")}function a(){return R.exists&&performance.now?Math.round(performance.now()):(s=Math.max((new Date).getTime(),s))-b.offset}var s=(new Date).getTime(),c=t("handle"),f=t(18),u=t("ee"),d=t(17),l=window,p=l.document,h="addEventListener",m="attachEvent",w=l.XMLHttpRequest,v=w&&w.prototype;NREUM.o={ST:setTimeout,SI:l.setImmediate,CT:clearTimeout,XHR:w,REQ:l.Request,EV:l.Event,PR:l.Promise,MO:l.MutationObserver};var y=""+location,g={beacon:"bam.nr-data.net",errorBeacon:"bam.nr-data.net",agent:"js-agent.newrelic.com/nr-1130.min.js"},x=w&&v&&v[h]&&!/CriOS/.test(navigator.userAgent),b=n.exports={offset:s,now:a,origin:y,features:{},xhrWrappable:x,userAgent:d};t(13),p[h]?(p[h]("DOMContentLoaded",i,!1),l[h]("load",r,!1)):(p[m]("onreadystatechange",o),l[m]("onload",r)),c("mark",["firstbyte",s],null,"api");var E=0,R=t(20)},{}]},{},["loader",2,11,4,3]);</script><link rel="icon" href="/webshop/static/images/7.3.33/favicon.png" type="image/png" />
    <link rel="apple-touch-icon" href="/webshop/static/images/7.3.33/touch-icon-iphone.png"><link rel="apple-touch-icon" href="/webshop/static/images/7.3.33/touch-icon-ipad.png" sizes="76x76">
    <link rel="apple-touch-icon" href="/webshop/static/images/7.3.33/touch-icon-iphone-retina.png" sizes="120x120">
    <link rel="apple-touch-icon" href="/webshop/static/images/7.3.33/touch-icon-ipad-retina.png" sizes="152x152">

    

<meta name="keywords" content="morrisons online, online shopping, online supermarket, morrisons, online groceries, online food shopping, morrisons ecommerce"/>
<meta name="description" content="Online supermarket shopping is easy at Morrisons. Home delivery with convenient 1 hour slots and new low prices. Check your postcode today."/>
<meta name="robots" content="NOODP,NOYDIR"/>






    <link href="/webshop/static/fonts/customFonts.css" rel="stylesheet" type="text/css">

<link rel="stylesheet" type="text/css" media="screen" href="/webshop/static/rwd/styles/7.3.33/style.css"/>



<style type="text/css">
.freeHtml::after {clear:both; content:""; display:table} @media screen and (min-width: 1024px){div.continueWrapper, div.ConfirmContinue, div.confirm-gift-continue, div.continue-checkout-button button {top:initial !important; /*Avast SafePrice Adware fix*/}} /* CR344769 START*/ .order .detail-header > .row .row > div:first-child {color: #888;} /* CR344769 END*/ /*CR346162_BEGIN*/ .alt-headerDesktop .loggedOutWrap #primaryBar .browseMyShop { display: none;} /*CR346162_END*/ /* CR348579 START*/ a.desktop-link, a.mobile-link { display:none;} /* CR348579 END*/
</style>






<link rel="canonical" href="https://groceries.morrisons.com" />




<meta name="theme-color" content="#004E37">
    <meta name="apple-mobile-web-app-title" content="Morrisons">
    <meta name="msapplication-tap-highlight" content="no"/>

    <script id="basketData" type='text/javascript'>
var webshop = webshop || {};
webshop.basketSummaryData = {"total":"&pound;0.00","totalInteger":"&pound;0","totalFraction":"00","showMultiBuySaving":false,"multiBuySaving":"&pound;0.00","multiBuySavingAmount":0.0,"showVouchersSaving":false,"vouchersSaving":"&pound;0.00","showCouponsSaving":false,"couponsSaving":"&pound;0.00","showExternalSaving":false,"externalSaving":"&pound;0.00","totalItems":"0","totalSkus":"0","checkoutURL":"/webshop/startCheckout.do","checkoutAllowed":false,"mobileCheckoutAllowed":false,"minimumOrderValue":"&pound;40","hideMinOrderValue":false,"belowMinimumOrderValue":true,"urlRemoveAll":"/webshop/emptySmartBasket.do","msgConfirmRemove":"Are you sure you want to empty this trolley?","loadSummary":false,"editingOrder":false,"reorder":false,"searchUrl":"/webshop/getSearchProducts.do","searchPlaceHolder":"Search groceries","login":false,"items":[],"bulkAddsSource":null,"bulkAddsSkusWithQuantity":null,"instantShop":{"myInstantShopText":"Your Instant Shop","noInstantShopText":"You've not completed your first shop, so you won't see anything here yet. Once you've shopped with us, we'll be able to create a suggested order, based on the items that you like to buy the most.","saveTimeText":null,"displaySuggestedOrderURL":null,"viewItemsText":null,"addAllText":null,"addAllURL":null,"hasSuggestedOrder":false},"slotBooking":{"deliveryMonth":null,"deliveryDayOfMonth":null,"deliveryTimeAsString":null,"displaySlotDetailsURL":null,"expiresAsString":null,"heldUntilText":null,"changeText":null,"addressesForDeliveryURL":"/webshop/getAddressesForDelivery.do","bookDeliveryLinkText":"Book a delivery ","seasonalDeliveryAvailableUser":false,"seasonNameText":null,"seasonalDeliveryUrl":null,"seasonalSlotsText":null,"hasConfirmedSlotBooking":false,"editingTimeDeadline":null},"cancelChangesConfirmUrl":"/webshop/cancelChangesConfirm.do","editingOrderPromptMsg":"basket.viewTrolley.warningEditingOrderPrompt","addToBasketUrl":"/addToBasket.do","updateBasketUrl":"/updateBasket.do","message":null,"errorMessages":{},"basketUpdateResult":null,"giftSku":null,"temporaryBasket":false,"totalInclDelivery":"&pound;5.00","deliveryCharge":"&pound;5.00","freeDeliveryVoucherPresent":false,"actualDeliveryDiscount":null}</script>



    <!-- Google Analytics Content Experiment code -->
    <script>function utmx_section(){}function utmx(){}(function(){var
            k='80369082-13',d=document,l=d.location,c=d.cookie;
        if(l.search.indexOf('utm_expid='+k)>0)return;
        function f(n){if(c){var i=c.indexOf(n+'=');if(i>-1){var j=c.
                indexOf(';',i);return escape(c.substring(i+n.length+1,j<0?c.
                length:j))}}}var x=f('__utmx'),xx=f('__utmxx'),h=l.hash;d.write(
                        '<sc'+'ript src="'+'http'+(l.protocol=='https:'?'s://ssl':
                        '://www')+'.google-analytics.com/ga_exp.js?'+'utmxkey='+k+
                        '&utmx='+(x?x:'')+'&utmxx='+(xx?xx:'')+'&utmxtime='+new Date().
                        valueOf()+(h?'&utmxhash='+escape(h.substr(1)):'')+
                        '" type="text/javascript" charset="utf-8"><\/sc'+'ript>')})();
    </script><script>utmx('url','A/B');</script>
    <!-- End of Google Analytics Content Experiment code -->
<script type="text/javascript" src="/webshop/gzip_eae070309eb3f295c229172454a7b560/scripts/rwd-basicLibs.js" ></script>
<script type="text/javascript" src="/webshop/gzip_a7fa845caec41ae3d57dbee9ebaa031c/scripts/backboneCommon.js" ></script>
<script type="text/javascript" src="/webshop/gzip_630b286bf699297f1fba6bc5ebbb2cc4/rwd/scripts/basicFeaturesInHeader.js" ></script>
<!-- Build number: 7.3.33
7.3.33 -->
    <meta name="_csrf_parameter" content="_csrf" /><meta name="_csrf_header" content="X-CSRF-TOKEN" /><meta name="_csrf" content="d5fb3fcd-7579-4d3b-81d9-0973ca994f42" />










<script type="text/javascript">//<![CDATA[
var webshop = webshop || {};
webshop.userData = webshop.userData || {};

webshop.userData.betaFeatures = _.extend(webshop.userData.betaFeatures || {}, {
    
    'FORGOTTEN_ITEMS_COUNT_CONFIG': true,
    
    'CATALOGUE_PERMANENT_REDIRECT': true,
    
    'FEATURED_SKUS_ON_FAVOURITES': true,
    
    'ALTERNATIVE_HEADER': true,
    
    'SEARCH_SUGGESTIONS': true,
    
    'ALTERNATIVE_FOOTER': true,
    
    'SEND_COW_REJECTIONS': true,
    
    'GOOGLE_ANALYTICS_BATCH_ACTIONS': true,
    
    'MOBILE_APP_BANNER_STATIC': true,
    
    'LOGGEDOUT_SHOPPING': true,
    
    'FAVOURITES_SERVICE_V2_ENABLED': true,
    
    'USE_AUTH_SERVICE': true,
    
    'FHTML_BANNERS_DELIVERY_PASS_PAGE': true,
    
    'RWD_SHOW_SCROLLBAR_ON_DESKTOP': true,
    
    'YML_ADDITIONAL_RECOMMENDATIONS': true,
    
    'MOBILE_WEBSHOP': true,
    
    'MHRA_LOGO': true,
    
    'MOBILE_COW_PERSON': true,
    
    'FAVOURITES_QUICK_MENU': true,
    
    'NEXT_SEARCH_SUGGESTIONS': true,
    
    'PLASTIC_BAGS_NOTE': true,
    
    'SMART_PASS_ANALYTICS': true,
    
    'BOP_RHS_ABOVE_YML_BANNER': true,
    
    'SIMPLIFY_NAVIGATION': true,
    
    'ASSISTANT_ALEXA_MULTIMODAL': true,
    
    'GOOGLE_ANALYTICS_TRIM_CHECKOUT': true,
    
    'ANALYTICS': true,
    
    'EXPIRED_CARD_REMINDER': true,
    
    'COW_1PAGE_ALTERNATIVE_LAYOUT': true,
    
    'RWD_ALT_HEADER_DESKTOP': true,
    
    'MOBILE_APP_BANNER': true,
    
    'SHELF_LIFE_TOOLTIPS_ON_RESPONSIVE': true,
    
    'ANALYTICS_SEARCH': true,
    
    'COW_GIFTING_BY_CUSTOMER_SKUS': true,
    
    'EXTENDED_MESSAGING': true,
    
    'GRAPHIC_BANNERS_ON_MOBILE_FORCE': true,
    
    'CUT_ZEROS_IN_FOP_ROUND_POUND': true,
    
    'GOOGLE_ANALYTICS_PROMO_TRACKING': true,
    
    'RESPONSIVE_LOG_REG_POPUPS': true,
    
    'RWD_ALTERNATIVE_HEADER': true,
    
    'COMMON_WMO': true,
    
    'RESPONSIVE_RECIPES': true,
    
    'BREADCRUMB_ALTERNATIVE': true,
    
    'FACEBOOK_REVIEWS': true,
    
    'RAW_FOOD_SEGREGATION': true,
    
    'FAVOURITES_RATING': true,
    
    'COW_GIFTING': true,
    
    'NAVIGATION_DRAWER': true,
    
    'RECIPE_SEARCH_SERVICE': true,
    
    'COW_BYG_TEST6_TSN_OOYF': true,
    
    'ANALYTICS_PRODUCTS': true,
    
    'RELATED_SEARCH_RIBBON': true,
    
    'MULTISEARCH_PROMOTE_FAVOURITES': true,
    
    'EXPAND_FAVS_SEARCH': true,
    
    'SSO_FULL_REDIRECT': true,
    
    'HYRO_ITEMS_COUNT_CONFIG': true,
    
    'ORDER_CUTOFF_NOTIFICATION_TOOLTIP': true,
    
    'BUNDLE_OFFERS_MENU_LINK': true,
    
    'RESPONSIVE_SHOPPING_LISTS': true,
    
    'ANALYTICS_ADVERTS': true,
    
    'GRAPHIC_BANNERS_ON_MOBILE': true,
    
    'FAVOURITES_IMPORT': true,
    
    'RECS_SERVICE': true,
    
    'RWD_ALTERNATIVE_FOOTER': true,
    
    'ADD_BTN_SURROUNDINGS_RESTYLING': true,
    
    'FHTML_BANNER_ON_MOBILE': true,
    
    'COW_GIFT_VOUCHER': true,
    
    'SB_IPAD_ITEM_CONTROLS_VISIBLE': true,
    
    'ORDER_PDF_RECEIPT': true,
    
    'OFFERS_MINI_BANNERS': true,
    
    'YML_SHOW': true,
    
    'ASSISTANT_HAVE_I_WON': true,
    
    'ADVERT_SEGMENT': true,
    
    'COW_REMOVING_REPEAT_SKUS': true,
    
    'INLINE_POSTAL_CODE_CHECKER': true,
    
    'SSO_INTEGRATION': true,
    
    'LOGGED_IN_HOMEPAGE_OFFERS': true,
    
    'WEBSHOP_LITE': true,
    
    'JS_ONLOAD_DROPDOWN_FIX': true,
    
    'GDPR_ENABLED': true,
    
    'BOP_TOP_BANNER': true,
    
    'ACCOUNT_SETTINGS_RAVEN': true,
    
    'SEND_REGISTRATION_CONFIRMATION_EMAIL': true,
    
    'COW_ONE_PAGE_CHECKOUT': true,
    
    'COW_1PAGE_COLLAPSIBLE_PANELS': true,
    
    'SECURITY_HEADERS': true,
    
    'SAVINGS_PASS_ENABLED': true,
    
    'COW_BYG_TEST4_MERGE_DYF': true,
    
    'CHECKOUT_API_V1': true,
    
    'SEARCH_SUGGESTIONS_CLOSE': true,
    
    'ACCOUNT_SETTINGS_SHOW_IMPORT_FAVOURITES_LINK': true,
    
    'REGISTRATION_CONTEXT_KEEPING': true,
    
    'FAVOURITES_SERVICE': true,
    
    'FACEBOOK_RECIPES': true,
    
    'HIDE_PAY_WITH_PAYPAL_BUTTON': true,
    
    'FULL_RESPONSIVE_WEBSHOP': true,
    
    'RAVEN_ALTERNATIVE_PREFERENCE_CENTER': true,
    
    'MOBILE_COW_FILTER': true,
    
    'COOKIES_DISCLAIMER': true,
    
    'CHECKOUT_WALK': true,
    
    'ANALYTICS_CHECKOUT': true,
    
    'ACCOUNT_SETTINGS_RAVEN_DO_NOT_VALIDATE_POSTCODE_FOR_SUPER_USER': true,
    
    'TOUCH_ID': true,
    
    'AUTHENTICATION_SERVICE': true,
    
    'BASKET_TRACKING': true,
    
    'SEARCH_SUGGESTION_SCORE_1': true,
    
    'WS_TOPTAB_A': true,
    
    'FEEDBACK_SLIDER': true,
    
    'RAVEN_BOP_25443_SHOW_NON_RESPONSIVE_BANNERS': true,
    
    'GA_EXTENDED_CAROUSEL_TRACKING': true,
    
});

webshop.userData.features = _.extend(webshop.userData.features || {}, {
    
    'CATCHWEIGHT_DISCLAIMER': true,
    
    'CUSTOM_EMAIL_ON_CONTACT_US_PAGE': true,
    
    'EXTERNAL_CUSTOMER_LOYALTY': true,
    
    'FACEBOOK_RECIPES': true,
    
    'FAVOURITES_IMPORT': true,
    
    'GDPR_COPIES': true,
    
    'GOOGLE_TAG_MANAGER': true,
    
    'HIDE_SOCIAL_LINKS_IN_BOP': true,
    
    'NUMERICAL_ATP': true,
    
    'PAYPAL_PAYMENTS': true,
    
    'QUALITY_REVIEWS': true,
    
    'RECIPES': true,
    
    'REVIEW_MODERATION': true,
    
    'REVIEW_NICKNAME_MODERATION': true,
    
    'SEARCH_WIDTH_ADJUST': true,
    
    'SHELF_LIFE_DISCLAIMER_SUFFIX': true,
    
    'SMART_PASS': true,
    
    'STORE_PICK': true,
    
    'WARN_OUT_OF_AREA_CUSTOMERS': true,
    
});
//]]></script>












    
        <script type="text/javascript">//<![CDATA[
        var webshop = webshop || {};

        webshop.info = _.extend(webshop.info || {}, {
            SILT: 0,
            ODP: "",
            SS: "NOT_ELIGIBLE",
            OSP: false,
            AB: 0,
            CS: "inactive",
            POC: 0,
            OOF: false,
            LI: false,
            REC3: "",
            EB: true,
            LD: "",
            BV: 0.0,
            OODA: undefined,
            CFN: "",
            CLN: "",
            CE: "",
            SI: "50F9104AEE20B70006833C96F85AD2D7.MORRISONS219",
            STO: "e12e90eadce2f2734b69edae3e1fa39caf994cda35c1f2152e6679ab1f136eb4",
            MCC: {}
        });
        webshop.info.CI = "" === "" ? null : "";
        webshop.info.CET = "" === "" ? null : "";

        window.dataLayer = window.dataLayer || [];

        window.dataLayer.push(webshop.userData.betaFeatures);

        window.dataLayer.push({
            'CI': webshop.info.CI,
            'SILT': webshop.info.SILT,
            'ODP': webshop.info.ODP,
            'SS': webshop.info.SS,
            'OSP': webshop.info.OSP,
            'AB': webshop.info.AB,
            'CS': webshop.info.CS,
            'POC': webshop.info.POC,
            'OOF': webshop.info.OOF,
            'LI': webshop.info.LI,
            'REC3': webshop.info.REC3,
            'EB': webshop.info.EB,
            'LD': webshop.info.LD,
            'BV': webshop.info.BV,
            'OODA': webshop.info.OODA,
            'CFN': webshop.info.CFN,
            'CLN': webshop.info.CLN,
            'CE': webshop.info.CE,
            'SI': webshop.info.SI,
            'STO': webshop.info.STO,
            'CET' : webshop.info.CET,
            'MCC': webshop.info.MCC
        });

        //]]></script>

    


    

    







<script type="text/javascript">//<![CDATA[

window.dataLayer = window.dataLayer || [];
window.dataLayer.push({'gtmViewType': 'MOBILE'});
window.dataLayer.push({'gtmRedirectFromMobile': 'false'});
window.dataLayer.push({'gtmWebshopVersion': '7.3.33'});
//]]></script>



<!-- Google Tag Manager -->
<script type="text/javascript">(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'//www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-MG3XK9');</script>
<!-- End Google Tag Manager -->
</head>
<body class="ecommerce search mob alt-headerMobile alt-headerDesktop alternative-footer">
    








    
    
        
    
    


<script type="text/javascript">
webshop = window.webshop || {};
webshop.common = webshop.common || {};
webshop.common.jsTopBodyVariables = webshop.common.jsTopBodyVariables || {};
webshop.common.jsTopBodyVariables.shouldExcludeRequestFromUATracking = eval('false');
</script>









    
    
    
        
    


<script type="text/javascript">
webshop = window.webshop || {};
webshop.common = webshop.common || {};
webshop.common.jsTopBodyVariables = webshop.common.jsTopBodyVariables || {};
webshop.common.jsTopBodyVariables.pageViewId = '1563529040480.MORRISONS219';
</script>









    
    
        
    
    


<script type="text/javascript">
webshop = window.webshop || {};
webshop.common = webshop.common || {};
webshop.common.jsTopBodyVariables = webshop.common.jsTopBodyVariables || {};
webshop.common.jsTopBodyVariables.doNotRedirectAfterLogin = eval('false');
</script>



<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="//www.googletagmanager.com/ns.html?id=GTM-MG3XK9"
height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<div id="fb-root"></div>
    

















    <noscript>
        <div class="javascript-disabled-alert">
            <strong>Hello there. Please enable JavaScript. </strong><p>We regularly develop our site to make it simpler and better. Please <a href="http://www.enable-javascript.com/en" target="_blank">enable JavaScript</a> in your browser to make sure you can always use our site. </p><p>Why not use our award-winning <a href="/webshop/getMobileApp.do"> tablet and smartphone app</a>?</p><a class="remindLater" href="/webshop/remindLaterAboutJSBrowserWarning.do"></a>
            
            <img class="invisible-dummy-button" src="/webshop/wa/browser/noJS" alt="Reporting no JS support" />
        </div>
    </noscript>
<div id="wrapper"></div>

    <input type="hidden" id="addedMessageDisplayDuration" value=""/>

<p id="addedMessage" style="display: none; ">
    <span></span>
</p>




















 
 





    



    








<script type='text/javascript'>webshop = webshop || {};webshop.navigationMobileData = { versionId: "a2ca7a72cad5756fb6ffc73e4a2e377b" };</script>

<nav id="navigation-menu" class="navigation-menu">
    <div class="js-navigation-footer">
        
        
        
    </div>
</nav>

<div class="navigation-close-button"></div>










    
    
    
        
    


<div class="trolley-menu  "></div>



<header id="header"
        class="main-header-alternative js-main-header-alternative main-header-core js-make-fixed
                header-showMiniTrolley
                 loggedOutWrap">
    

<ul id="skipLinks">
    <li>
        <a href="#navigation">
            Skip to main navigation
        </a>
    </li>
    <li>
        <a href="#content">
            Skip to content
        </a>
    </li>
    <li>
        <a href="#items">
            Skip to trolley
        </a>
    </li>
    <li>
        <a href="#findText">
            Skip to search
        </a>
    </li>
</ul>
    <div id="headerBar" class="hd-topTabs js-hd-topTabs">
        








<!-- rwd/header/SiteTabBar.tag -->





<ul id="siteTabs" class="hd-topTabs__list"
    
        data-title="Explore our sites"
    
>
    
    
        
            <li id="topNav_Groceries"
                data-name="Groceries"
                class="hd-topTabs__item  tab-image">
                

                <a href="https://groceries.morrisons.com/webshop/startWebshop.do?clkInTab=Groceries" 
                   class="hd-topTabs__link">
                    
                        Groceries
                        
                    
                </a>
            </li>
        
    
        
            <li id="topNav_Food to Order"
                data-name="Food to Order"
                class="hd-topTabs__item  tab-image">
                

                <a href="https://my.morrisons.com/foodtoorder/?clkInTab=Food+to+Order&utm_source=Groceries&utm_medium=Internal&utm_campaign=HeaderTab" target="_blank" rel="noopener"
                   class="hd-topTabs__link">
                    
                        Food to Order
                        
                    
                </a>
            </li>
        
    
        
            <li id="topNav_EatFresh"
                data-name="EatFresh"
                class="hd-topTabs__item  tab-image">
                

                <a href="https://www.morrisons.com/eatfresh/?clkInTab=EatFresh&utm_source=Groceries&utm_medium=Internal&utm_campaign=HeaderTab" 
                   class="hd-topTabs__link">
                    
                        Eat Fresh
                        
                    
                </a>
            </li>
        
    
        
            <li id="topNav_Morrisons More"
                data-name="Morrisons More"
                class="hd-topTabs__item  tab-image">
                

                <a href="https://my.morrisons.com/more/index.html?clkInTab=Morrisons+More&utm_source=Groceries&utm_medium=Internal&utm_campaign=HeaderTab" 
                   class="hd-topTabs__link">
                    
                        Morrisons More
                        
                    
                </a>
            </li>
        
    
        
            <li id="topNav_GoodToKnow"
                data-name="GoodToKnow"
                class="hd-topTabs__item  tab-image">
                

                <a href="https://my.morrisons.com/?clkInTab=GoodToKnow&utm_source=Groceries&utm_medium=Internal&utm_campaign=HeaderTab" 
                   class="hd-topTabs__link">
                    
                        Blog
                        
                    
                </a>
            </li>
        
    
        
            <li id="topNav_StoreFinder"
                data-name="StoreFinder"
                class="hd-topTabs__item  tab-image">
                

                <a href="https://my.morrisons.com/storefinder/?clkInTab=StoreFinder&utm_source=Groceries&utm_medium=Internal&utm_campaign=HeaderTab" 
                   class="hd-topTabs__link">
                    
                        Store Finder
                        
                    
                </a>
            </li>
        
    
        
            <li id="topNav_ContactUs"
                data-name="ContactUs"
                class="hd-topTabs__item  tab-image">
                

                <a href="https://my.morrisons.com/help/?clkInTab=ContactUs&utm_source=Groceries&utm_medium=Internal&utm_campaign=HeaderTab" target="_blank" rel="noopener"
                   class="hd-topTabs__link">
                    
                        Contact Us
                        
                    
                </a>
            </li>
        
    

    
</ul>
<!-- end rwd/header/SiteTabBar.tag -->
        
    </div>
    <div class="header-container clearfix">
        

        












    






    <a id="navigationSidebarToggleButton" class="navigation-sidebar-toggle-button" href="/webshop/startWebshop.do">Menu</a>



    
    
        <div id="brandLogo">
            <a title="Home" name="home" href="javascript:void(0);" data-href="/webshop/startWebshop.do">
                <img src="/webshop/static/images/logos/7.3.33/brandLogo2.svg" alt="Morrisons Logo" />
            </a>
        </div>
    

        



















<div id="searchWrapper" class="searchWrapper header-tile " tabindex="0">
    <form action="/webshop/getSearchProducts.do" method="get" class="suggestionsForm" accept-charset="UTF-8">
        <fieldset>
            <input type="hidden" value="yes" name="clearTabs" />
            <input type="hidden" value="true" name="isFreshSearch"/>
            <input type="hidden" value="" name="chosenSuggestionPosition" id="chosenSuggestionPosition"/>
            <input id="findText" class="navSearchTxt searchModeActive" name="entry" type="text" maxlength="50"
                   autocomplete="off" autocapitalize="off" autocorrect="off" title="Search groceries"
                   placeholder="Search groceries" value="" />
            <input type="submit" id="findButton" class="navSearchBtn" value="GO" title="Search" />
        </fieldset>
        <div class="searchSuggestions" style="display: none;">
            <div class="searchSuggestionsResults"></div>
            
                
                    
                        <div class="searchSuggestionMultiSearch">
                            <a href="/webshop/getMultiSearchProducts.do" class="searchSuggestionMultiSearchLink" rel="searchList">
                                Search for multiple items
                            </a>
                        </div>
                    
                
            
        </div>
        <span class="clear-search-field"></span>
        
    </form>
    <span class="cancel">cancel</span>

    
        
            
            
                <a href="/webshop/getMultiSearchProducts.do" id="multiSearch" class="popLaunch" rel="searchList">
                    <div class="multiSearchIcon"></div>
                    <div class="multiSearchFull"><span>Find a list</span><br>of products</div> 
                </a>
                <div class="popBox searchList">
                    <span class="close">Close</span>
                    <strong>Type in a list of products and we will find them for you.</strong>
                    






<div class="searchTerms">
    <form 
          action="/webshop/getMultiSearchProducts.do"
          name="multiSearch"
          method="get"
          id="multiSearchForm"
          accept-charset="UTF-8">
        <div>
            <textarea cols="36" rows="9" class="navSearchTxt" id="multiProducts" title="Type in a list of products" placeholder="Type in a list of products" name="multiProducts"></textarea>
        </div>
        <button type="submit" name="multiSearchLink">Search</button>
        <input type="hidden" value="nonJs" title="Search" class="navSearchBtn" name="multiSearchButton" />
    </form>
    
</div>

                    <p>Finding products with a list is really easy. Simply type in an item and hit the &ldquo;Enter&rdquo; button after each one.</p><p>Once you've made your list, we can use it to find all the items that you want.</p>
                </div>
            
        
    
    

</div>
<!-- end navigation/searchBoxes -->

        
        
            
            
        

        
            
                










<!-- rwd/basket/authButtons -->
<div class="auth-buttons header-tile">
    <div id="login" class="pii">
        <form>
            <input type="hidden" name="loginToken" value="1RBJ7tjXogkX0qZWkt0PdZGl" id="loginToken"/>
        </form>
        <a href="/webshop/login.go?from=header" class="button secondary"
           id="loginButton">Log in</a>
    </div>
    <div id="register">
        <a href="/webshop/quickReg.do?from=header" class="button button-register"
           id="quickReg">Register</a>
    </div>
</div>
<!-- end rwd/basket/authButtons -->
            
            



















    
    
    





<!-- basket/headerBasket -->
<div id="trolley" class=" header-miniTrolley " tabindex="-1"
     data-trolley-description-length="26">
    
        














<div class="js-basketSummaryWrapper ">
    
        
            

        
        
    
</div>

    
    <div id="trolleyWrap" class="miniTrolleyWrapper">
        
        





<div class="trolleyWrapper js-miniTrolleyEmpty">
    
    <div class="previous disabled"><span>Previous</span></div>
    
    <div class="itemsList wrapper">
        
        <ol id="items" class="pictures miniTrolley">
            
        </ol>
    </div>
    <div class="next disabled"><span>Previous</span></div>
</div>
        
            <div class="miniTrolleyEmptyInformation">
                Your trolley is empty
            </div>
            <div class="miniTrolleyButtons">
                
                <div class="miniTrolleyBookDelivery">
                    <a class="miniTrolleyButton miniTrolleyButtonBookDelivery"
                       href="/webshop/getAddressesForDelivery.do" data-requiresLogin="true">
                        <i class="icon"></i>Book a delivery </a>
                </div>
                
                <div class="miniTrolleyViewBasket">
                    <a class="miniTrolleyButton miniTrolleyButtonViewBasket"
                       href="/webshop/displaySmartBasket.do">
                        <i class="icon"></i>View full trolley
                    </a>
                </div>
            </div>
        
    </div>
</div>
<!-- end basket/headerBasket -->
        
    </div>
    
        
            







<a id="mainNavigation" tabindex="-1">&nbsp;</a>

<div class="primaryBar-container">
    <div id="primaryBar" class="primaryBar">
        

        <ol
            id="navigation-alternative"
            class="nav-common primaryBar-navigation primaryBar-navigation--withCustomItem"
        >
            











<li
    id="browseShopContainer"
    class="primaryBar-item primaryBar-itemWithDropdown primaryBar-item-browseShop "
>
    <div class="browseShop">
        <a
            class="primaryBar-itemLink primaryBar-itemLink--withDropDown shopLink"
            href="/webshop/getCategories.do?tags="
            title="Shop Groceries "
        >
            <i class="primaryBar-itemLinkIcon"></i>
            Shop Groceries 
        </a>
        <div class="section commonNav dropDownNav superNav" data-maxnum="18"></div>
    </div>
</li>

            









<li
    id="favourites"
    class="primaryBar-item primaryBar-itemLink--simple primaryBar-item-favourites "
>
    <a
        class="primaryBar-itemLink primaryBar-itemLink--simple"
        href="/webshop/displayPrevPurchases.do" data-requiresLogin="true"
        title="My Favourites"
    >
        <i class="primaryBar-itemLinkIcon"></i>
        My Favourites
    </a>
</li>

            










            








<li
    id="offers"
    class="primaryBar-item primaryBar-item-offers "
>
    <a
        class="primaryBar-itemLink primaryBar-itemLink--simple"
        href="/webshop/getOffers.do"
        title="Offers"
    >
        <i class="primaryBar-itemLinkIcon"></i>
        Offers
    </a>
</li>

            













    <li
        id="event"
        class="primaryBar-item primaryBar-item-event  hasDropdown"
    >
        <a
            class="primaryBar-itemLink primaryBar-itemLink--withDropDown hoverLink"
            href="#events"
            title="Events"
        >
            
                <i class="primaryBar-itemLinkIcon" style="background-image: url('/cmscontent/event_nav_item_icon/504555.png?QxES')"></i>
            
            Events
        </a>
        












    <div class="eventsOverlay discountClubEnabled">
        <div class="eventsContainer">
            
                
                <div class="eventWrap firstEvent">
                    <a class="imgLink" href="https://groceries.morrisons.com/webshop/getSeasonalCategories.do?tags=%7C%7C171517&fromSeasonalTab=yes"><img
                            src="/cmscontent/event_image/727129.jpg?TFMX"
                            alt="PERFECT STIR FRY'S"/></a>
                    <p class="description">PERFECT STIR FRY'S</p>
                    <a href="https://groceries.morrisons.com/webshop/getSeasonalCategories.do?tags=%7C%7C171517&fromSeasonalTab=yes" class="button">SHOP NOW</a>
                </div>
            
                
                <div class="eventWrap">
                    <a class="imgLink" href="https://groceries.morrisons.com/browse/thank-you-teacher-175918?fromSeasonalTab=yes"><img
                            src="/cmscontent/event_image/727596.jpg?TG29"
                            alt="THANK YOU TEACHER"/></a>
                    <p class="description">THANK YOU TEACHER</p>
                    <a href="https://groceries.morrisons.com/browse/thank-you-teacher-175918?fromSeasonalTab=yes" class="button">SHOP NOW</a>
                </div>
            
                
                <div class="eventWrap">
                    <a class="imgLink" href="https://groceries.morrisons.com/browse/frozen-104162/easy-meal-times-176186?fromSeasonalTab=yes"><img
                            src="/cmscontent/event_image/834727.jpg?U2XF"
                            alt="EASY MEAL TIMES 2019"/></a>
                    <p class="description">EASY MEAL TIMES</p>
                    <a href="https://groceries.morrisons.com/browse/frozen-104162/easy-meal-times-176186?fromSeasonalTab=yes" class="button">EASY MEAL TIMES</a>
                </div>
            
                
                <div class="eventWrap">
                    <a class="imgLink" href="https://groceries.morrisons.com/browse/back-to-school-176404?fromSeasonalTab=yes"><img
                            src="/cmscontent/event_image/848416.jpg?VLCO"
                            alt="BACK TO SCHOOL 2019"/></a>
                    <p class="description">BTS</p>
                    <a href="https://groceries.morrisons.com/browse/back-to-school-176404?fromSeasonalTab=yes" class="button">Shop Now</a>
                </div>
            
                
                <div class="eventWrap">
                    <a class="imgLink" href="https://groceries.morrisons.com/browse/price-crunch-178066?fromSeasonalTab=yes"><img
                            src="/cmscontent/event_image/844785.jpg?VHNh"
                            alt="PRICE CRUNCH"/></a>
                    <p class="description">PRICE CRUNCH</p>
                    <a href="https://groceries.morrisons.com/browse/price-crunch-178066?fromSeasonalTab=yes" class="button">Shop Now</a>
                </div>
            
        </div>
    </div>


    </li>


            







    
    
    

    <li
        class="primaryBar-item primaryBar-item-recipes "
    >
        <a
            class="primaryBar-itemLink primaryBar-itemLink--simple"
            href="/content/recipes-by-morrisons-33805?clkInTab=Recipes"
            title="Recipes"
        >
            <i class="primaryBar-itemLinkIcon"></i>
            Recipes
        </a>
    </li>


            















    <li
        id="savingpass"
        class="primaryBar-item primaryBar-item-savingpass ">

        <a
            
                
            

            class="primaryBar-itemLink primaryBar-itemLink--simple"
            href="/webshop/displayDeliveryPass.do" data-requiresLogin="true"
            title="Delivery Pass"
        >
            <i class="primaryBar-itemLinkIcon"></i>
            Delivery Pass
        </a>
    </li>


            













            







    
    
    

    <li
        class="primaryBar-item primaryBar-customItem "
    >
        <a
            class="primaryBar-itemLink primaryBar-itemLink--simple primaryBar-itemLinkWithIcon"
            href="https://groceries.morrisons.com/browse/summer-175919"
            title="Summer Shop"
        >
            
                <i class="primaryBar-itemLinkIcon" style="background-image: url('/cmscontent/custom_nav_item_icon/558890.png?RVVJ')"></i>
            
            Summer Shop
        </a>
    </li>


            














        </ol>
    </div>
</div>

        
        
    
</header>




<div class="main ">
        









    












<div id="content" class="">
            
















<div class="clohp-pageContainer">
    

    
        
            




















    


























    
        
    
    

    
        
        














    
    
    
    
    
<input type="hidden" id="1563529040480.MORRISONS219-1563529281726" class="analyticsPageComponent" />

    

    
    
    

    <div class="freeHtml " id="freeHtmlFile"
         data-element-type="promotion" data-promotion-name="LOHP - Welcome Box" data-promotion-creative=""
         data-promotion-id="61325" data-promotion-position="FREEHTML">
        <div class="cornerBox"><style>
  .scribe-lohpSection-welcomeBoxOffset {
    box-sizing: border-box;
    max-width: 640px;
    pointer-events: none;
  }

  .scribe-lohpSection-welcomeBoxOffsetInner {
    box-sizing: border-box;
    margin-bottom: -14.84375%;
    /* 95px offset on 640px width screen */
  }

  .scribe-lohpSection-welcomeBox {
    background: #fff;
    border-radius: 3px;
    box-shadow: 0 0 10px 0 rgba(68, 68, 68, 0.25);
    box-sizing: border-box;
    font: 18px/1.285 MorrisonsAgenda, Arial, Helvetica, sans-serif;
    margin: 10px 15px 0;
 margin-bottom: 55px;
    padding: 15px 20px;
    position: relative;
    text-align: center;
    z-index: 1;
  }

  .scribe-lohpSection-welcomeBox:after {
    clear: both;
    content: "";
    display: block;
  }

  .scribe-lohpSection-welcomeBox__header {
    color: #004e37;
    font-size: 40px;
    font-weight: 400;
    line-height: 1;
    margin: 0 0 15px;
    padding: 0;
  }

  .scribe-lohpSection-welcomeBox__headerExtra {
    display: none;
  }

  .scribe-lohpSection-welcomeBox__text {
    display: none;
    margin: 10px 0 0;
  }

  .scribe-lohpSection-welcomeBox__button {
    background: #fcbc00;
    border-radius: 3px;
    box-sizing: border-box;
    color: #004e37;
    display: table;
    font-size: 15px;
    font-weight: 700;
    line-height: 1;
    margin: 0 auto;
    min-height: 60px;
    text-align: center;
    width: 100%;
  }

  .scribe-lohpSection-welcomeBox__buttonContent {
    display: table-cell;
    padding: 10px 5px;
    vertical-align: middle;
  }

  .scribe-lohpSection-welcomeBox__button b {
    display: inline-block;
  }

  .scribe-lohpSection-welcomeBox__button:active,
  .scribe-lohpSection-welcomeBox__button:hover {
    background: #fcae21;
    text-decoration: none;
  }

  .scribe-lohpSection-welcomeBox__buttonSignIn {
    background: #fff;
    border: 1px solid #00893f;
    margin: 10px auto 0;
  }

  .scribe-lohpSection-welcomeBox__buttonSignIn:active,
  .scribe-lohpSection-welcomeBox__buttonSignIn:hover {
    background: #fff;
    border-color: #004e37;
  }

  .scribe-lohpSection-welcomeBox__buttonSignInIcon {
    height: 11px;
    margin-right: 10px;
    vertical-align: baseline;
  }

  @media screen and (min-width: 768px) and (max-width: 1023px) {
    .scribe-lohpSection-welcomeBox {
      display: -ms-flexbox;
      display: -webkit-box;
      display: flex;
      -ms-flex-direction: row;
      -webkit-box-orient: horizontal;
      -webkit-box-direction: normal;
      flex-direction: row;
      -ms-flex-wrap: nowrap;
      flex-wrap: nowrap;
      -ms-flex-pack: center;
      -webkit-box-pack: center;
      justify-content: center;
      -ms-flex-line-pack: stretch;
      align-content: stretch;
      -ms-flex-align: center;
      -webkit-box-align: center;
      align-items: center;
    }
    .scribe-lohpSection-welcomeBox__headerContainer {
      -ms-flex: 1 1 auto;
      -webkit-box-flex: 1;
      flex: 1 1 auto;
    }
    .scribe-lohpSection-welcomeBox__header {
      margin: 0;
    }
    .scribe-lohpSection-welcomeBox__buttonsContainer {
      margin-left: 15px;
    }
    .scribe-lohpSection-welcomeBox__button {
      min-width: 385px;
    }
  }

  @media screen and (min-width: 870px) {
    .scribe-lohpSection-welcomeBox__text {
      display: block;
    }
  }

  @media screen and (min-width: 1024px) {
    .scribe-lohpSection-welcomeBoxOffset {
      display: none;
    }
    .scribe-lohpSection-welcomeBoxContainer {
      box-sizing: border-box;
      pointer-events: none;
      margin: 0 auto;
      max-width: 1280px;
      width: 100%;
      padding: 0 20px;
      text-align: center;
    }
    .scribe-lohpSection-welcomeBoxInnerContainer {
      margin: 0;
      /* 350px + nav height offset on 1280px screen width */
      padding-top: 0;
      position: absolute;
      box-sizing: border-box;
      width: 33%;
      z-index: 1;
    }
    .scribe-lohpSection-welcomeBox {
      box-sizing: border-box;
      bottom: -45px;
      width: 92%;
   max-width: 394px;
      margin: 0;
      pointer-events: auto;

    }
    .scribe-lohpSection-welcomeBox__header {
      font-size: 35px;
    }
    .scribe-lohpSection-welcomeBox__headerExtra {
      display: block;
    }
    .scribe-lohpSection-welcomeBox__text {
      margin: 0 0 10px;
    }
    .scribe-lohpSection-welcomeBox__button {
      font-size: 18px;
    }
    .scribe-lohpSection-welcomeBox__buttonSignInIcon {
      height: 13px;
    }
  }

  @media screen and (min-width: 1024px) and (max-width: 1206px) {
    .scribe-lohpSection-welcomeBoxInnerContainer {
      width: 33%;
    }

    .scribe-lohpSection-welcomeBox__header {
      font-size: 26px;
    }

    .scribe-lohpSection-welcomeBox__button {
      font-size: 16px;
    }

    .scribe-lohpSection-welcomeBox {
      padding: 20px;
    }

    .scribe-lohpSection-welcomeBox__button {
      min-height: 50px;
    }
  }
</style>


<div>
  <section class="scribe-lohpSection-welcomeBoxContainer">
    <div class="scribe-lohpSection-welcomeBoxInnerContainer">
      <div class="scribe-lohpSection-welcomeBox">
        <div class="scribe-lohpSection-welcomeBox__headerContainer">
          <h2 class="scribe-lohpSection-welcomeBox__header">
            Welcome to
            <b>Morrisons</b>
            <span class="scribe-lohpSection-welcomeBox__headerExtra"> groceries online</span>
          </h2>

          <p class="scribe-lohpSection-welcomeBox__text">Food, drink and more to your door.</p>
        </div>

        <div class="scribe-lohpSection-welcomeBox__buttonsContainer">
          <a href="/webshop/quickReg.do?utm_campaign=NEWLOHP&content=WelcomeBox1&ad=61325%7C1177879%7C61341%7C1170804" class="scribe-lohpSection-welcomeBox__button scribe-lohpSection-welcomeBox__buttonShop" data-requireslogin="newCustomer">
            <span class="scribe-lohpSection-welcomeBox__buttonContent">
              START YOUR FIRST SHOP
            </span>
          </a>
          <a href="/webshop/login.go?utm_campaign=NEWLOHP&content=WelcomeBox2&ad=61325%7C1177879%7C61341%7C1170804" class="scribe-lohpSection-welcomeBox__button scribe-lohpSection-welcomeBox__buttonSignIn" data-requireslogin="true">
            <span class="scribe-lohpSection-welcomeBox__buttonContent">
              <img src="/cmscontent/fhtml_image/639984.svg?SIos" alt="" class="scribe-lohpSection-welcomeBox__buttonSignInIcon" /> ALREADY A CUSTOMER?
              <b>LOG IN</b>
            </span>
          </a>
        </div>
      </div>
    </div>
  </section>
  <div class="scribe-lohpSection-welcomeBoxOffset">
    <div class="scribe-lohpSection-welcomeBoxOffsetInner"></div>
  </div>
</div></div> 
    </div>

    
        <input type="hidden" id="sis_analyticsPageType" name="analyticsPageType" value="HOMEPAGE"/>
    




        
            

















    <section class="clohp-carousel">
        <style>
            
                
                    .clohp-carousel__slideBtn83133 {
                        
                            background-color: #FFFFFF;
                        
                        
                            color: #cb2252;
                        
                    }
                    .clohp-carousel__slideBtn83133:active,
                    .clohp-carousel__slideBtn83133:hover {
                        
                            background-color: #FFFFFF;
                        
                        
                            color: #cb2252;
                        
                    }
                

                @media screen and (max-width: 1023px) {
                    
                        .clohp-carousel__slide83133 {
                            background-image: -webkit-linear-gradient(top, #fed76f 0%, #fed76f 100%);
                            background-image: linear-gradient(to bottom, #fed76f 0%, #fed76f 100%);
                        }
                    

                    .clohp-carousel__slideContent83133 {
                        background-image: url("/cmscontent/composite_lohp_carousel_banner_small_image/845946.jpg?VJSD");
                    }
                }

                @media screen and (min-width: 1024px) {
                    
                        .clohp-carousel__slide83133 {
                            background-image: -webkit-linear-gradient(top, #fed76f 0%, #fed76f 100%);
                            background-image: linear-gradient(to bottom, #fed76f 0%, #fed76f 100%);
                        }
                    
                    .clohp-carousel__slideContent83133 {
                        background-image: url("/cmscontent/composite_lohp_carousel_banner_large_image/845947.jpg?VJSD");
                    }
                }
            
                
                    .clohp-carousel__slideBtn83216 {
                        
                            background-color: #FFFFFF;
                        
                        
                            color: #f05d77;
                        
                    }
                    .clohp-carousel__slideBtn83216:active,
                    .clohp-carousel__slideBtn83216:hover {
                        
                            background-color: #FFFFFF;
                        
                        
                            color: #f05d77;
                        
                    }
                

                @media screen and (max-width: 1023px) {
                    
                        .clohp-carousel__slide83216 {
                            background-image: -webkit-linear-gradient(top, #f05d77 0%, #f05d77 100%);
                            background-image: linear-gradient(to bottom, #f05d77 0%, #f05d77 100%);
                        }
                    

                    .clohp-carousel__slideContent83216 {
                        background-image: url("/cmscontent/composite_lohp_carousel_banner_small_image/845052.jpg?VHl3");
                    }
                }

                @media screen and (min-width: 1024px) {
                    
                        .clohp-carousel__slide83216 {
                            background-image: -webkit-linear-gradient(top, #f05d77 0%, #f05d77 100%);
                            background-image: linear-gradient(to bottom, #f05d77 0%, #f05d77 100%);
                        }
                    
                    .clohp-carousel__slideContent83216 {
                        background-image: url("/cmscontent/composite_lohp_carousel_banner_large_image/845053.jpg?VHl3");
                    }
                }
            
                
                    .clohp-carousel__slideBtn82730 {
                        
                            background-color: #FFFFFF;
                        
                        
                            color: #7ca649;
                        
                    }
                    .clohp-carousel__slideBtn82730:active,
                    .clohp-carousel__slideBtn82730:hover {
                        
                            background-color: #FFFFFF;
                        
                        
                            color: #7ca649;
                        
                    }
                

                @media screen and (max-width: 1023px) {
                    
                        .clohp-carousel__slide82730 {
                            background-image: -webkit-linear-gradient(top, #afc363 0%, #afc363 100%);
                            background-image: linear-gradient(to bottom, #afc363 0%, #afc363 100%);
                        }
                    

                    .clohp-carousel__slideContent82730 {
                        background-image: url("/cmscontent/composite_lohp_carousel_banner_small_image/841409.jpg?VB6F");
                    }
                }

                @media screen and (min-width: 1024px) {
                    
                        .clohp-carousel__slide82730 {
                            background-image: -webkit-linear-gradient(top, #afc363 0%, #afc363 100%);
                            background-image: linear-gradient(to bottom, #afc363 0%, #afc363 100%);
                        }
                    
                    .clohp-carousel__slideContent82730 {
                        background-image: url("/cmscontent/composite_lohp_carousel_banner_large_image/841410.jpg?VB6F");
                    }
                }
            
                
                    .clohp-carousel__slideBtn83281 {
                        
                            background-color: #6b4024;
                        
                        
                            color: #FFFFFF;
                        
                    }
                    .clohp-carousel__slideBtn83281:active,
                    .clohp-carousel__slideBtn83281:hover {
                        
                            background-color: #6b4024;
                        
                        
                            color: #FFFFFF;
                        
                    }
                

                @media screen and (max-width: 1023px) {
                    
                        .clohp-carousel__slide83281 {
                            background-image: -webkit-linear-gradient(top, #68c2cd 0%, #68c2cd 100%);
                            background-image: linear-gradient(to bottom, #68c2cd 0%, #68c2cd 100%);
                        }
                    

                    .clohp-carousel__slideContent83281 {
                        background-image: url("/cmscontent/composite_lohp_carousel_banner_small_image/845703.jpg?VI_P");
                    }
                }

                @media screen and (min-width: 1024px) {
                    
                        .clohp-carousel__slide83281 {
                            background-image: -webkit-linear-gradient(top, #68c2cd 0%, #68c2cd 100%);
                            background-image: linear-gradient(to bottom, #68c2cd 0%, #68c2cd 100%);
                        }
                    
                    .clohp-carousel__slideContent83281 {
                        background-image: url("/cmscontent/composite_lohp_carousel_banner_large_image/845704.jpg?VI_P");
                    }
                }
            
                
                    .clohp-carousel__slideBtn83314 {
                        
                            background-color: #FFFFFF;
                        
                        
                            color: #004e37;
                        
                    }
                    .clohp-carousel__slideBtn83314:active,
                    .clohp-carousel__slideBtn83314:hover {
                        
                            background-color: #FFFFFF;
                        
                        
                            color: #00893f;
                        
                    }
                

                @media screen and (max-width: 1023px) {
                    
                        .clohp-carousel__slide83314 {
                            background-image: -webkit-linear-gradient(top, #004e37 0%, #459141 100%);
                            background-image: linear-gradient(to bottom, #004e37 0%, #459141 100%);
                        }
                    

                    .clohp-carousel__slideContent83314 {
                        background-image: url("/cmscontent/composite_lohp_carousel_banner_small_image/845940.jpg?VJSA");
                    }
                }

                @media screen and (min-width: 1024px) {
                    
                        .clohp-carousel__slide83314 {
                            background-image: -webkit-linear-gradient(top, #004e37 0%, #459141 100%);
                            background-image: linear-gradient(to bottom, #004e37 0%, #459141 100%);
                        }
                    
                    .clohp-carousel__slideContent83314 {
                        background-image: url("/cmscontent/composite_lohp_carousel_banner_large_image/845941.jpg?VJSA");
                    }
                }
            
                
                    .clohp-carousel__slideBtn83030 {
                        
                            background-color: #FFFFFF;
                        
                        
                            color: #000000;
                        
                    }
                    .clohp-carousel__slideBtn83030:active,
                    .clohp-carousel__slideBtn83030:hover {
                        
                            background-color: #FFFFFF;
                        
                        
                            color: #000000;
                        
                    }
                

                @media screen and (max-width: 1023px) {
                    
                        .clohp-carousel__slide83030 {
                            background-image: -webkit-linear-gradient(top, #000000 0%, #000000 100%);
                            background-image: linear-gradient(to bottom, #000000 0%, #000000 100%);
                        }
                    

                    .clohp-carousel__slideContent83030 {
                        background-image: url("/cmscontent/composite_lohp_carousel_banner_small_image/845201.jpg?VImc");
                    }
                }

                @media screen and (min-width: 1024px) {
                    
                        .clohp-carousel__slide83030 {
                            background-image: -webkit-linear-gradient(top, #000000 0%, #000000 100%);
                            background-image: linear-gradient(to bottom, #000000 0%, #000000 100%);
                        }
                    
                    .clohp-carousel__slideContent83030 {
                        background-image: url("/cmscontent/composite_lohp_carousel_banner_large_image/845202.jpg?VImc");
                    }
                }
            
                
                    .clohp-carousel__slideBtn83142 {
                        
                            background-color: #FFFFFF;
                        
                        
                            color: #004e37;
                        
                    }
                    .clohp-carousel__slideBtn83142:active,
                    .clohp-carousel__slideBtn83142:hover {
                        
                            background-color: #FFFFFF;
                        
                        
                            color: #00893f;
                        
                    }
                

                @media screen and (max-width: 1023px) {
                    
                        .clohp-carousel__slide83142 {
                            background-image: -webkit-linear-gradient(top, #004e37 0%, #459141 100%);
                            background-image: linear-gradient(to bottom, #004e37 0%, #459141 100%);
                        }
                    

                    .clohp-carousel__slideContent83142 {
                        background-image: url("/cmscontent/composite_lohp_carousel_banner_small_image/844290.jpg?VGz9");
                    }
                }

                @media screen and (min-width: 1024px) {
                    
                        .clohp-carousel__slide83142 {
                            background-image: -webkit-linear-gradient(top, #004e37 0%, #459141 100%);
                            background-image: linear-gradient(to bottom, #004e37 0%, #459141 100%);
                        }
                    
                    .clohp-carousel__slideContent83142 {
                        background-image: url("/cmscontent/composite_lohp_carousel_banner_large_image/845949.jpg?VJSG");
                    }
                }
            
                
                    .clohp-carousel__slideBtn83221 {
                        
                            background-color: #FFFFFF;
                        
                        
                            color: #004e37;
                        
                    }
                    .clohp-carousel__slideBtn83221:active,
                    .clohp-carousel__slideBtn83221:hover {
                        
                            background-color: #FFFFFF;
                        
                        
                            color: #00893f;
                        
                    }
                

                @media screen and (max-width: 1023px) {
                    
                        .clohp-carousel__slide83221 {
                            background-image: -webkit-linear-gradient(top, #7eb566 0%, #459141 100%);
                            background-image: linear-gradient(to bottom, #7eb566 0%, #459141 100%);
                        }
                    

                    .clohp-carousel__slideContent83221 {
                        background-image: url("/cmscontent/composite_lohp_carousel_banner_small_image/846147.png?VJYL");
                    }
                }

                @media screen and (min-width: 1024px) {
                    
                        .clohp-carousel__slide83221 {
                            background-image: -webkit-linear-gradient(top, #7eb566 0%, #459141 100%);
                            background-image: linear-gradient(to bottom, #7eb566 0%, #459141 100%);
                        }
                    
                    .clohp-carousel__slideContent83221 {
                        background-image: url("/cmscontent/composite_lohp_carousel_banner_large_image/846148.png?VJYL");
                    }
                }
            
        </style>
        <div class="clohp-carousel__slides js-clohp-carousel__slides">
            <div class="clohp-carousel__slidesPlaceholder">
                <div class="clohp-carousel__slidesPlaceholderContent"></div>
            </div>
            <ul class="clohp-carousel__slidesList">
                
                    
                        
                    

                    <li data-element-type='promotion'
                                data-promotion-name='WEEK24_THANK YOU TEACHER_10000010508'
                                data-promotion-creative='WEEK24_THANK YOU TEACHER_10000010508'
                                data-promotion-id='83133'
                                data-promotion-position='CAROUSEL_BANNER - 1'
                                data-promotion-section='Carousel'
                        id="clohp-carousel__slide83133"
                        role="tabpanel"
                        aria-hidden="false"
                        aria-labelledby="clohp-carousel__navItem83133"
                        aria-describedby="clohp-carousel__slideDescription83133"
                        class="clohp-carousel__slide clohp-carousel__slide83133 js-clohp-carousel__slide">
                        <a href="https://groceries.morrisons.com/browse/175918"
                           class="clohp-carousel__slideContent clohp-carousel__slideContent83133 js-clohp-carousel__slideContent">
                            <p
                                id="clohp-carousel__slideDescription83133"
                                class="clohp-carousel__slideDescription">
                                WEEK24_THANK YOU TEACHER_10000010508
                            </p>

                            
                                <div class="clohp-carousel__slideBtnContainer">
                                    <span
                                        class="clohp-carousel__slideBtn clohp-carousel__slideBtn83133"
                                        role="button">Shop Offer </span>
                                    </div>
                            
                        </a>
                    </li>
                
                    
                        
                    

                    <li data-element-type='promotion'
                                data-promotion-name='WEEK24_SUMMER EVENT - MEAT_10000010579'
                                data-promotion-creative='WEEK24_SUMMER EVENT - MEAT_10000010579'
                                data-promotion-id='83216'
                                data-promotion-position='CAROUSEL_BANNER - 2'
                                data-promotion-section='Carousel'
                        id="clohp-carousel__slide83216"
                        role="tabpanel"
                        aria-hidden="true"
                        aria-labelledby="clohp-carousel__navItem83216"
                        aria-describedby="clohp-carousel__slideDescription83216"
                        class="clohp-carousel__slide clohp-carousel__slide83216 js-clohp-carousel__slide">
                        <a href="https://groceries.morrisons.com/browse/summer-175919/bbq-175920"
                           class="clohp-carousel__slideContent clohp-carousel__slideContent83216 js-clohp-carousel__slideContent">
                            <p
                                id="clohp-carousel__slideDescription83216"
                                class="clohp-carousel__slideDescription">
                                WEEK24_SUMMER EVENT - MEAT_10000010579
                            </p>

                            
                                <div class="clohp-carousel__slideBtnContainer">
                                    <span
                                        class="clohp-carousel__slideBtn clohp-carousel__slideBtn83216"
                                        role="button">Shop Offer </span>
                                    </div>
                            
                        </a>
                    </li>
                
                    
                        
                    

                    <li data-element-type='promotion'
                                data-promotion-name='WEEK22_RECYCLING DRIVER_10000010484'
                                data-promotion-creative='WEEK22_RECYCLING DRIVER_10000010484'
                                data-promotion-id='82730'
                                data-promotion-position='CAROUSEL_BANNER - 3'
                                data-promotion-section='Carousel'
                        id="clohp-carousel__slide82730"
                        role="tabpanel"
                        aria-hidden="true"
                        aria-labelledby="clohp-carousel__navItem82730"
                        aria-describedby="clohp-carousel__slideDescription82730"
                        class="clohp-carousel__slide clohp-carousel__slide82730 js-clohp-carousel__slide">
                        <a href="https://groceries.morrisons.com/browse/recycling-event-176431"
                           class="clohp-carousel__slideContent clohp-carousel__slideContent82730 js-clohp-carousel__slideContent">
                            <p
                                id="clohp-carousel__slideDescription82730"
                                class="clohp-carousel__slideDescription">
                                WEEK22_RECYCLING DRIVER_10000010484
                            </p>

                            
                                <div class="clohp-carousel__slideBtnContainer">
                                    <span
                                        class="clohp-carousel__slideBtn clohp-carousel__slideBtn82730"
                                        role="button">Shop Now</span>
                                    </div>
                            
                        </a>
                    </li>
                
                    
                        
                    

                    <li data-element-type='promotion'
                                data-promotion-name='WEEK24_ST MORIZ_10000010750'
                                data-promotion-creative='WEEK24_ST MORIZ_10000010750'
                                data-promotion-id='83281'
                                data-promotion-position='CAROUSEL_BANNER - 4'
                                data-promotion-section='Carousel'
                        id="clohp-carousel__slide83281"
                        role="tabpanel"
                        aria-hidden="true"
                        aria-labelledby="clohp-carousel__navItem83281"
                        aria-describedby="clohp-carousel__slideDescription83281"
                        class="clohp-carousel__slide clohp-carousel__slide83281 js-clohp-carousel__slide">
                        <a href="https://groceries.morrisons.com/search?entry=10000010750"
                           class="clohp-carousel__slideContent clohp-carousel__slideContent83281 js-clohp-carousel__slideContent">
                            <p
                                id="clohp-carousel__slideDescription83281"
                                class="clohp-carousel__slideDescription">
                                WEEK24_ST MORIZ_10000010750
                            </p>

                            
                                <div class="clohp-carousel__slideBtnContainer">
                                    <span
                                        class="clohp-carousel__slideBtn clohp-carousel__slideBtn83281"
                                        role="button">Shop Offer</span>
                                    </div>
                            
                        </a>
                    </li>
                
                    
                        
                    

                    <li data-element-type='promotion'
                                data-promotion-name='WEEK24_GSK - Sensitivity & GUM_10000010832'
                                data-promotion-creative='WEEK24_GSK - Sensitivity & GUM_10000010832'
                                data-promotion-id='83314'
                                data-promotion-position='CAROUSEL_BANNER - 5'
                                data-promotion-section='Carousel'
                        id="clohp-carousel__slide83314"
                        role="tabpanel"
                        aria-hidden="true"
                        aria-labelledby="clohp-carousel__navItem83314"
                        aria-describedby="clohp-carousel__slideDescription83314"
                        class="clohp-carousel__slide clohp-carousel__slide83314 js-clohp-carousel__slide">
                        <a href="https://groceries.morrisons.com/search?entry=10000010832"
                           class="clohp-carousel__slideContent clohp-carousel__slideContent83314 js-clohp-carousel__slideContent">
                            <p
                                id="clohp-carousel__slideDescription83314"
                                class="clohp-carousel__slideDescription">
                                WEEK24_GSK - Sensitivity &amp; GUM_10000010832
                            </p>

                            
                                <div class="clohp-carousel__slideBtnContainer">
                                    <span
                                        class="clohp-carousel__slideBtn clohp-carousel__slideBtn83314"
                                        role="button">Shop Offer</span>
                                    </div>
                            
                        </a>
                    </li>
                
                    
                        
                    

                    <li data-element-type='promotion'
                                data-promotion-name='WEEK23_WARBURTONS BAGELS_10000010558'
                                data-promotion-creative='WEEK23_WARBURTONS BAGELS_10000010558'
                                data-promotion-id='83030'
                                data-promotion-position='CAROUSEL_BANNER - 6'
                                data-promotion-section='Carousel'
                        id="clohp-carousel__slide83030"
                        role="tabpanel"
                        aria-hidden="true"
                        aria-labelledby="clohp-carousel__navItem83030"
                        aria-describedby="clohp-carousel__slideDescription83030"
                        class="clohp-carousel__slide clohp-carousel__slide83030 js-clohp-carousel__slide">
                        <a href="https://groceries.morrisons.com/webshop/getBrandShop.go?shopId=72470"
                           class="clohp-carousel__slideContent clohp-carousel__slideContent83030 js-clohp-carousel__slideContent">
                            <p
                                id="clohp-carousel__slideDescription83030"
                                class="clohp-carousel__slideDescription">
                                WEEK23_WARBURTONS BAGELS_10000010558
                            </p>

                            
                                <div class="clohp-carousel__slideBtnContainer">
                                    <span
                                        class="clohp-carousel__slideBtn clohp-carousel__slideBtn83030"
                                        role="button">Shop Now</span>
                                    </div>
                            
                        </a>
                    </li>
                
                    
                        
                    

                    <li data-element-type='promotion'
                                data-promotion-name='WEEK24_DANONE BABY_10000010663'
                                data-promotion-creative='WEEK24_DANONE BABY_10000010663'
                                data-promotion-id='83142'
                                data-promotion-position='CAROUSEL_BANNER - 7'
                                data-promotion-section='Carousel'
                        id="clohp-carousel__slide83142"
                        role="tabpanel"
                        aria-hidden="true"
                        aria-labelledby="clohp-carousel__navItem83142"
                        aria-describedby="clohp-carousel__slideDescription83142"
                        class="clohp-carousel__slide clohp-carousel__slide83142 js-clohp-carousel__slide">
                        <a href="https://groceries.morrisons.com/search?entry=10000010663"
                           class="clohp-carousel__slideContent clohp-carousel__slideContent83142 js-clohp-carousel__slideContent">
                            <p
                                id="clohp-carousel__slideDescription83142"
                                class="clohp-carousel__slideDescription">
                                WEEK24_DANONE BABY_10000010663
                            </p>

                            
                                <div class="clohp-carousel__slideBtnContainer">
                                    <span
                                        class="clohp-carousel__slideBtn clohp-carousel__slideBtn83142"
                                        role="button">Shop Offer </span>
                                    </div>
                            
                        </a>
                    </li>
                
                    
                        
                    

                    <li data-element-type='promotion'
                                data-promotion-name='WEEK24_SAN MIGUEL_10000010664'
                                data-promotion-creative='WEEK24_SAN MIGUEL_10000010664'
                                data-promotion-id='83221'
                                data-promotion-position='CAROUSEL_BANNER - 8'
                                data-promotion-section='Carousel'
                        id="clohp-carousel__slide83221"
                        role="tabpanel"
                        aria-hidden="true"
                        aria-labelledby="clohp-carousel__navItem83221"
                        aria-describedby="clohp-carousel__slideDescription83221"
                        class="clohp-carousel__slide clohp-carousel__slide83221 js-clohp-carousel__slide">
                        <a href="https://groceries.morrisons.com/search?entry=211053011%20120196011"
                           class="clohp-carousel__slideContent clohp-carousel__slideContent83221 js-clohp-carousel__slideContent">
                            <p
                                id="clohp-carousel__slideDescription83221"
                                class="clohp-carousel__slideDescription">
                                WEEK24_SAN MIGUEL_10000010664
                            </p>

                            
                                <div class="clohp-carousel__slideBtnContainer">
                                    <span
                                        class="clohp-carousel__slideBtn clohp-carousel__slideBtn83221"
                                        role="button">Shop Offer </span>
                                    </div>
                            
                        </a>
                    </li>
                
            </ul>
        </div>
        <div class="clohp-carousel__placeholder">
            <div class="clohp-carousel__placeholderContent"></div>
        </div>
        <nav class="clohp-carousel__nav">
            <ul class="clohp-carousel__navList" role="tablist">
                
                    <li
                        aria-selected="true"
                        aria-controls="clohp-carousel__slide83133"
                        role="tab"
                        id="clohp-carousel__navItem83133"
                        class="clohp-carousel__navItem js-clohp-carousel__navItem">
                        WEEK24_THANK YOU TEACHER_10000010508
                    </li>
                
                    <li
                        aria-selected="false"
                        aria-controls="clohp-carousel__slide83216"
                        role="tab"
                        id="clohp-carousel__navItem83216"
                        class="clohp-carousel__navItem js-clohp-carousel__navItem">
                        WEEK24_SUMMER EVENT - MEAT_10000010579
                    </li>
                
                    <li
                        aria-selected="false"
                        aria-controls="clohp-carousel__slide82730"
                        role="tab"
                        id="clohp-carousel__navItem82730"
                        class="clohp-carousel__navItem js-clohp-carousel__navItem">
                        WEEK22_RECYCLING DRIVER_10000010484
                    </li>
                
                    <li
                        aria-selected="false"
                        aria-controls="clohp-carousel__slide83281"
                        role="tab"
                        id="clohp-carousel__navItem83281"
                        class="clohp-carousel__navItem js-clohp-carousel__navItem">
                        WEEK24_ST MORIZ_10000010750
                    </li>
                
                    <li
                        aria-selected="false"
                        aria-controls="clohp-carousel__slide83314"
                        role="tab"
                        id="clohp-carousel__navItem83314"
                        class="clohp-carousel__navItem js-clohp-carousel__navItem">
                        WEEK24_GSK - Sensitivity &amp; GUM_10000010832
                    </li>
                
                    <li
                        aria-selected="false"
                        aria-controls="clohp-carousel__slide83030"
                        role="tab"
                        id="clohp-carousel__navItem83030"
                        class="clohp-carousel__navItem js-clohp-carousel__navItem">
                        WEEK23_WARBURTONS BAGELS_10000010558
                    </li>
                
                    <li
                        aria-selected="false"
                        aria-controls="clohp-carousel__slide83142"
                        role="tab"
                        id="clohp-carousel__navItem83142"
                        class="clohp-carousel__navItem js-clohp-carousel__navItem">
                        WEEK24_DANONE BABY_10000010663
                    </li>
                
                    <li
                        aria-selected="false"
                        aria-controls="clohp-carousel__slide83221"
                        role="tab"
                        id="clohp-carousel__navItem83221"
                        class="clohp-carousel__navItem js-clohp-carousel__navItem">
                        WEEK24_SAN MIGUEL_10000010664
                    </li>
                
            </ul>
        </nav>
    </section>




    


























    
        
    
    

    
        
        














    
    
    
    
    
<input type="hidden" id="1563529040480.MORRISONS219-1563529281727" class="analyticsPageComponent" />

    

    
    
    

    <div class="freeHtml " id="freeHtmlFile"
         data-element-type="promotion" data-promotion-name="LOHP - Carousel button" data-promotion-creative=""
         data-promotion-id="61326" data-promotion-position="FREEHTML">
        <div class="cornerBox"><style>
 .scribe-lohpCarousel__bottom {
  background: #f5f5f5;
  margin: -30px 0 0;
  padding: 20px 15px 30px;
 }

 .scribe-lohpCarousel__bottomButton {
  background: #00893f;
  border-radius: 3px;
  color: #fff;
  display: block;
  font: 700 15px/58px MorrisonsAgenda,Arial,Helvetica,sans-serif;
  padding: 0 5px;
  text-align: center;
 }

 .scribe-lohpCarousel__bottomButton:active,
 .scribe-lohpCarousel__bottomButton:hover {
  background: #007730;
  text-decoration: none;
 }
 
 @media screen and (min-width: 1024px) {
  .scribe-lohpCarousel__bottom {
   display: none;
  }
 }
 </style><div>
 
 <div class="scribe-lohpCarousel__bottom">
  <a href="/webshop/getCategories.do?tags=&ad=61326%7C1170805%7C64379%7C1173960&ad=61326%7C1174199%7C75542%7C1208394" class="scribe-lohpCarousel__bottomButton">BROWSE ALL OUR PRODUCTS</a>
 </div>
</div></div> 
    </div>

    
        <input type="hidden" id="sis_analyticsPageType" name="analyticsPageType" value="HOMEPAGE"/>
    




        
            




















    


























    
        
    
    

    
        
        














    
    
    
    
    
<input type="hidden" id="1563529040480.MORRISONS219-1563529281728" class="analyticsPageComponent" />

    

    
    
    

    <div class="freeHtml " id="freeHtmlFile"
         data-element-type="promotion" data-promotion-name="LOHP - Article Tiles" data-promotion-creative=""
         data-promotion-id="61350" data-promotion-position="FREEHTML">
        <div class="cornerBox scribe-wrapper"><style>.scribe-wrapper .scbFreeHtml{max-width:100% !important;margin:0 auto}.scribe-wrapper .o-sis-container>*{box-sizing:border-box}.scribe-wrapper .o-sis-container{-webkit-font-smoothing:antialiased}.scribe-wrapper .c-sis-h2{width:100%;color:#004e37;text-align:center;font-weight:100;font-size:1.8em;line-height:1.5;margin:0 0 1em 0}@media (min-width:768px){.scribe-wrapper .c-sis-h2{font-size:2.2em;line-height:1.15}}.scribe-wrapper .c-sis-h2--wSubheading{margin:0 0 .3em 0}.scribe-wrapper .c-sis-h3{margin:0;font-size:1.3em;padding-bottom:.7em;font-weight:500;color:#004e37}@media (min-width:768px){.scribe-wrapper .c-sis-h3{font-size:1.4em}}.scribe-wrapper .c-sis-subheading{margin:0;color:#404040;text-align:center;font-size:1.1em}.scribe-wrapper .t-sis-container--hasBG{background-color:#f5f5f5}.scribe-wrapper .t-sis-wrap--hasWhiteBG{background-color:#fff}.scribe-wrapper .t-sis-container--hasBGToggle{background-color:#f5f5f5}@media (min-width:768px){.scribe-wrapper .t-sis-container--hasBGToggle{background-color:#fff}}.scribe-wrapper .o-sis-container{width:100%;max-width:1920px;margin:0 auto;font-family:MorrisonsAgenda,Arial,sans-serif;font-size:16px;line-height:1}.scribe-wrapper .o-sis-wrap{width:100%;max-width:1280px;margin-left:auto;margin-right:auto;padding:20px;text-align:center}@media (min-width:768px){.scribe-wrapper .o-sis-wrap{padding-bottom:20px;padding-top:20px}}@media (min-width:768px){.scribe-wrapper .o-sis-col{padding:15px;box-sizing:border-box}}@media (min-width:768px){.scribe-wrapper .o-sis-col--third{width:33.3333%}}@media (min-width:768px){.scribe-wrapper .o-sis-col--quarter{width:50%}}@media (min-width:1024px){.scribe-wrapper .o-sis-col--quarter{width:25%}}@media (min-width:768px){.scribe-wrapper .o-sis-col--half{width:100%}}@media (min-width:1024px){.scribe-wrapper .o-sis-col--half{width:50%}}@media (min-width:768px){.scribe-wrapper .o-sis-col--threeQuarters{width:100%}}@media (min-width:1024px){.scribe-wrapper .o-sis-col--threeQuarters{width:75%}}@media (min-width:768px){.scribe-wrapper .o-sis-col--full{width:100%}}.scribe-wrapper .o-sis-articles{width:100%}@media (min-width:768px){.scribe-wrapper .o-sis-articles{width:calc(100% + 30px);margin-left:-15px;margin-right:-15px;display:-webkit-box;display:-ms-flexbox;display:flex;-webkit-box-orient:horizontal;-webkit-box-direction:normal;-ms-flex-direction:row;flex-direction:row;-webkit-box-pack:justify;-ms-flex-pack:justify;justify-content:space-between;-ms-flex-line-pack:stretch;align-content:stretch}}.scribe-wrapper .c-sis-article{position:relative;display:-webkit-box;display:-ms-flexbox;display:flex;-webkit-box-orient:vertical;-webkit-box-direction:normal;-ms-flex-direction:column;flex-direction:column;-webkit-box-pack:start;-ms-flex-pack:start;justify-content:flex-start;height:100%;margin-bottom:4%;background-color:#fff;box-shadow:0 1px 5px #e3e3e3;border-radius:2px;transition:box-shadow .4s ease;text-align:left}@media (min-width:768px){.scribe-wrapper .c-sis-article{margin-bottom:0}.scribe-wrapper .c-sis-article:hover{box-shadow:0 12px 16px #d2d2d2}.scribe-wrapper .c-sis-article:hover .c-sis-article__image__BG{-webkit-transform:scale(1.05);transform:scale(1.05)}}.scribe-wrapper .c-sis-article__image{width:100%;border-radius:2px 2px 0 0;overflow:hidden}.scribe-wrapper .c-sis-article__image__BG{width:100%;padding-bottom:75%;background-repeat:no-repeat;background-position:center;background-size:cover;transition:-webkit-transform .4s ease;transition:transform .4s ease;transition:transform .4s ease,-webkit-transform .4s ease}.scribe-wrapper .c-sis-article__image--narrow{height:200px}.scribe-wrapper .c-sis-article__image--narrow .c-sis-article__image__BG{padding-bottom:0;height:100%}.scribe-wrapper .c-sis-article__content{-ms-flex-positive:1;-webkit-box-flex:1;-ms-flex:1 0 auto;flex:1 0 auto;display:-webkit-box;display:-ms-flexbox;display:flex;-webkit-box-orient:vertical;-webkit-box-direction:normal;-ms-flex-direction:column;flex-direction:column;-webkit-box-pack:start;-ms-flex-pack:start;justify-content:flex-start;z-index:10;padding:1em 1em 0 1em}.scribe-wrapper .c-sis-article__content--center{text-align:center}.scribe-wrapper .c-sis-article__content .c-sis-content__icon{width:50%;max-width:120px;margin:0 auto;height:auto}.scribe-wrapper .c-sis-article__content .c-sis-content__para{display:none}@media (min-width:768px){.scribe-wrapper .c-sis-article__content .c-sis-content__para{-webkit-box-flex:1;-ms-flex:1 1 auto;flex:1 1 auto;display:block;line-height:1.4;padding-bottom:1em;margin:0}}.scribe-wrapper .c-sis-article__content .c-sis-content__link{position:relative;display:block;border-top:1px solid #00893f;padding:15px 30px 15px 0;color:#00893f;font-size:1em;font-weight:700;text-decoration:none}@media (min-width:1024px){.scribe-wrapper .c-sis-article__content .c-sis-content__link{font-size:1.125em}}.scribe-wrapper .c-sis-article__content .c-sis-content__link:after{content:"";position:absolute;top:50%;right:0;display:block;width:1.2em;height:1.2em;background:url(/cmscontent/fhtml_image/642019.svg?SJEo) no-repeat center;background-size:100%;-webkit-backface-visibility:hidden;-webkit-transform:translateY(-50%) translateZ(0) scale(1,1);transform:translateY(-50%) translateZ(0) scale(1,1);transition:-webkit-transform .4s ease;transition:transform .4s ease;transition:transform .4s ease,-webkit-transform .4s ease}@media (min-width:768px){.scribe-wrapper .c-sis-article__content .c-sis-content__link:hover:after{-webkit-transform:translateY(-50%) translateX(5px);transform:translateY(-50%) translateX(5px)}}@media (min-width:768px) and (max-width:1023px){.scribe-wrapper .o-sis-col--full .c-sis-article,.scribe-wrapper .o-sis-col--half .c-sis-article,.scribe-wrapper .o-sis-col--threeQuarters .c-sis-article{-webkit-box-pack:end;-ms-flex-pack:end;justify-content:flex-end;-webkit-box-align:end;-ms-flex-align:end;align-items:flex-end}.scribe-wrapper .o-sis-col--full .c-sis-article .c-sis-article__image,.scribe-wrapper .o-sis-col--half .c-sis-article .c-sis-article__image,.scribe-wrapper .o-sis-col--threeQuarters .c-sis-article .c-sis-article__image{border-radius:2px;position:absolute;height:100%;top:0;left:0}.scribe-wrapper .o-sis-col--full .c-sis-article .c-sis-article__image__BG,.scribe-wrapper .o-sis-col--half .c-sis-article .c-sis-article__image__BG,.scribe-wrapper .o-sis-col--threeQuarters .c-sis-article .c-sis-article__image__BG{padding-bottom:0;height:100%}.scribe-wrapper .o-sis-col--full .c-sis-article .c-sis-article__content,.scribe-wrapper .o-sis-col--half .c-sis-article .c-sis-article__content,.scribe-wrapper .o-sis-col--threeQuarters .c-sis-article .c-sis-article__content{-webkit-box-flex:0;-ms-flex:0 0 auto;flex:0 0 auto;margin-top:220px;background-color:#fff;border-radius:0 0 2px 0;width:50%;padding-top:2em}}@media (min-width:1024px){.scribe-wrapper .o-sis-col--full .c-sis-article,.scribe-wrapper .o-sis-col--half .c-sis-article,.scribe-wrapper .o-sis-col--threeQuarters .c-sis-article{-webkit-box-pack:end;-ms-flex-pack:end;justify-content:flex-end;-webkit-box-align:end;-ms-flex-align:end;align-items:flex-end}.scribe-wrapper .o-sis-col--full .c-sis-article .c-sis-article__image,.scribe-wrapper .o-sis-col--half .c-sis-article .c-sis-article__image,.scribe-wrapper .o-sis-col--threeQuarters .c-sis-article .c-sis-article__image{border-radius:2px;position:absolute;height:100%;top:0;left:0}.scribe-wrapper .o-sis-col--full .c-sis-article .c-sis-article__image__BG,.scribe-wrapper .o-sis-col--half .c-sis-article .c-sis-article__image__BG,.scribe-wrapper .o-sis-col--threeQuarters .c-sis-article .c-sis-article__image__BG{padding-bottom:0;height:100%}.scribe-wrapper .o-sis-col--full .c-sis-article .c-sis-article__content,.scribe-wrapper .o-sis-col--half .c-sis-article .c-sis-article__content,.scribe-wrapper .o-sis-col--threeQuarters .c-sis-article .c-sis-article__content{-webkit-box-flex:0;-ms-flex:0 0 auto;flex:0 0 auto;margin-top:220px;background-color:#fff;border-radius:0 0 2px 0;width:60%;padding-top:2em}}</style> 

<div class="o-sis-container t-sis-container--hasBG">
    <div class="o-sis-wrap">
        <div class="o-sis-articles">
            
            <div class="o-sis-col o-sis-col--third">
                <div class="c-sis-article">
                    
                    <div class="c-sis-article__image c-sis-article__image--narrow">
                        
                        <div class="c-sis-article__image__BG" style="background-image:url(/cmscontent/fhtml_image/831060.jpg?Uukf)"></div>
                    </div>
                    
                    <div class="c-sis-article__content">
                        
                        
                        <h3 class="c-sis-h3">Eat Fresh Recipe Boxes</h3>
                        
                        
                        <p class="c-sis-content__para">Open up a world of inspiration and order recipe boxes packed with all the ingredients you need to cook tasty meals from scratch.</p>
                        
                        
                        <a href="/webshop/redirectFromWebshop.do?REDIRECT_URL=https%3A%2F%2Fwww.morrisons.com%2Featfresh%2F%3Futm_source%3DGroceries%26utm_medium%3DInternal%26utm_campaign%3DNEWLOHP1&pageId=08c598ec025db373a4136d968ec6cd7c&ad=61350%7C1206242%7C61343%7C1168557" role="button" class="c-sis-content__link">Choose a recipe box</a>
                    </div>
                </div>
                
            </div>
            
            <div class="o-sis-col o-sis-col--third">
                
                <div class="c-sis-article o-sis-articles__item sis-item--third">
                    
                    <div class="c-sis-article__image c-sis-article__image--narrow">
                        
                       <div class="c-sis-article__image__BG" style="background-image:url(/cmscontent/fhtml_image/827334.jpg?UrZj)"></div>
                    </div>
                    
                    <div class="c-sis-article__content">
                        
                        
                        <h3 class="c-sis-h3">Food to Order </h3>
                        
                        
                        <p class="c-sis-content__para">Our delicious Food to Order range includes salads, party nibbles, sandwich & sharing platters, desserts and more. Perfect for a special occasion, business lunch or family gathering.</p>
                        
                        
                        <a href="/webshop/redirectFromWebshop.do?REDIRECT_URL=https%3A%2F%2Fmy.morrisons.com%2Ffoodtoorder%2F%3Futm_source%3DGroceries%26utm_medium%3DInternal%26utm_campaign%3DNEWLOHP1&pageId=8fe31a733ebf2ef9ad712ab467d8904b&ad=61350%7C1206242%7C61343%7C1168557" role="button" class="c-sis-content__link">Pre-order now</a>
                    </div>
                </div>
                
            </div>
            
            <div class="o-sis-col o-sis-col--third">
                
                <div class="c-sis-article o-sis-articles__item sis-item--third">
                    
                    <div class="c-sis-article__image c-sis-article__image--narrow">
                        
                        <div class="c-sis-article__image__BG" style="background-image:url(/cmscontent/fhtml_image/839711.jpg?U-uD)"></div>
                    </div>
                    
                    <div class="c-sis-article__content">
                        
                        
                        <h3 class="c-sis-h3">Summer Shop</h3>
                        
                        
                        <p class="c-sis-content__para">Soak up Summer 2019 with our Summer BBQ, food and drinks range to help you shine in the garden this summer.</p>
                        
                        
                        <a href="https://groceries.morrisons.com/browse/summer-175919?campaign=NEWLOHP&ad=61350%7C1206242%7C61343%7C1168557" role="button" class="c-sis-content__link">Browse Range</a>
                    </div>
                </div>
                
            </div>
        </div>       
    </div>
</div>
</div> 
    </div>

    
        <input type="hidden" id="sis_analyticsPageType" name="analyticsPageType" value="HOMEPAGE"/>
    




    


























    
        
    
    

    
        
        














    
    
    
    
    
<input type="hidden" id="1563529040480.MORRISONS219-1563529281729" class="analyticsPageComponent" />

    

    
    
    

    <div class="freeHtml " id="freeHtmlFile"
         data-element-type="promotion" data-promotion-name="LOHP -  Help" data-promotion-creative=""
         data-promotion-id="61351" data-promotion-position="FREEHTML">
        <div class="cornerBox scribe-wrapper"><style>.scribe-wrapper .scbFreeHtml{max-width:100% !important;margin:0 auto}.scribe-wrapper .o-sis-container>*{box-sizing:border-box}.scribe-wrapper .o-sis-container{-webkit-font-smoothing:antialiased}.scribe-wrapper .c-sis-h2{width:100%;color:#004e37;text-align:center;font-weight:100;font-size:1.8em;line-height:1.5;margin:0 0 1em 0}@media (min-width:768px){.scribe-wrapper .c-sis-h2{font-size:2.2em;line-height:1.15}}.scribe-wrapper .c-sis-h2--wSubheading{margin:0 0 .3em 0}.scribe-wrapper .c-sis-h3{margin:0;font-size:1.3em;padding-bottom:.7em;font-weight:500;color:#004e37}@media (min-width:768px){.scribe-wrapper .c-sis-h3{font-size:1.4em}}.scribe-wrapper .c-sis-subheading{margin:0;color:#404040;text-align:center;font-size:1.1em}.scribe-wrapper .t-sis-container--hasBG{background-color:#f5f5f5}.scribe-wrapper .t-sis-wrap--hasWhiteBG{background-color:#fff}.scribe-wrapper .t-sis-container--hasBGToggle{background-color:#f5f5f5}@media (min-width:768px){.scribe-wrapper .t-sis-container--hasBGToggle{background-color:#fff}}.scribe-wrapper .o-sis-container{width:100%;max-width:1920px;margin:0 auto;font-family:MorrisonsAgenda,Arial,sans-serif;font-size:16px;line-height:1}.scribe-wrapper .o-sis-wrap{width:100%;max-width:1280px;margin-left:auto;margin-right:auto;padding:20px;text-align:center}@media (min-width:768px){.scribe-wrapper .o-sis-wrap{padding-bottom:20px;padding-top:20px}}@media (min-width:768px){.scribe-wrapper .o-sis-col{padding:15px;box-sizing:border-box}}@media (min-width:768px){.scribe-wrapper .o-sis-col--third{width:33.3333%}}@media (min-width:768px){.scribe-wrapper .o-sis-col--quarter{width:50%}}@media (min-width:1024px){.scribe-wrapper .o-sis-col--quarter{width:25%}}@media (min-width:768px){.scribe-wrapper .o-sis-col--half{width:100%}}@media (min-width:1024px){.scribe-wrapper .o-sis-col--half{width:50%}}@media (min-width:768px){.scribe-wrapper .o-sis-col--threeQuarters{width:100%}}@media (min-width:1024px){.scribe-wrapper .o-sis-col--threeQuarters{width:75%}}@media (min-width:768px){.scribe-wrapper .o-sis-col--full{width:100%}}@media (max-width:767px){.scribe-wrapper .o-sis-wrap.o-sis-help{padding:0}}@media (min-width:768px){.scribe-wrapper .o-sis-wrap.o-sis-help{padding-top:0;padding-bottom:0;display:-webkit-box;display:-ms-flexbox;display:flex;-webkit-box-orient:horizontal;-webkit-box-direction:normal;-ms-flex-direction:row;flex-direction:row;-ms-flex-wrap:wrap;flex-wrap:wrap;-webkit-box-align:end;-ms-flex-align:end;align-items:flex-end;padding-bottom:0}}@media (min-width:768px){.scribe-wrapper .o-sis-wrap.o-sis-help .o-sis-help__h2{display:block;width:100%;font-size:1.4em;margin:0;text-align:center;padding:20px 20px 0 20px;box-sizing:border-box}}@media (min-width:768px){.scribe-wrapper .o-sis-wrap.o-sis-help .o-sis-help__menu{display:-webkit-box;display:-ms-flexbox;display:flex;width:100%}}.scribe-wrapper .c-sis-help__menu{display:-webkit-box;display:-ms-flexbox;display:flex;-webkit-box-orient:horizontal;-webkit-box-direction:normal;-ms-flex-direction:row;flex-direction:row;-ms-flex-wrap:wrap;flex-wrap:wrap;-webkit-box-align:stretch;-ms-flex-align:stretch;align-items:stretch;list-style-type:none;margin:0;padding:0;width:100%}@media (min-width:768px){.scribe-wrapper .c-sis-help__menu{-ms-flex-wrap:nowrap;flex-wrap:nowrap}}.scribe-wrapper .c-sis-help__menu .c-sis-menu__item{-webkit-box-flex:1;-ms-flex:1 1 auto;flex:1 1 auto;width:100%}@media (max-width:767px){.scribe-wrapper .c-sis-help__menu .c-sis-menu__item{border-bottom:1px solid #f5f5f5;background-color:#fff}}@media (min-width:768px){.scribe-wrapper .c-sis-help__menu .c-sis-menu__item{padding-bottom:40px;padding-top:15px;width:1%}}.scribe-wrapper .c-sis-help__menu .c-sis-menu__item__link{display:-webkit-box;display:-ms-flexbox;display:flex;-webkit-box-orient:horizontal;-webkit-box-direction:normal;-ms-flex-direction:row;flex-direction:row;-webkit-box-pack:justify;-ms-flex-pack:justify;justify-content:space-between;-webkit-box-align:center;-ms-flex-align:center;align-items:center;text-align:left;color:#00893f;text-decoration:none;padding:20px 30px 20px 20px;font-weight:400;font-size:1.3em;position:relative}@media (min-width:768px){.scribe-wrapper .c-sis-help__menu .c-sis-menu__item__link{-webkit-box-orient:vertical;-webkit-box-direction:normal;-ms-flex-direction:column;flex-direction:column;-ms-flex-wrap:wrap;flex-wrap:wrap;-webkit-box-align:start;-ms-flex-align:start;align-items:flex-start;height:100%;padding:0 10px;text-align:center;font-weight:700;font-size:.875em;box-sizing:border-box}}.scribe-wrapper .c-sis-help__menu .c-sis-menu__item__link:before{content:"";display:block;width:1em;height:1em;position:absolute;right:3%;top:50%;-webkit-transform:translateY(-50%);transform:translateY(-50%);background:url(/cmscontent/fhtml_image/816170.svg?UZ73) no-repeat center;background-size:cover}@media (min-width:768px){.scribe-wrapper .c-sis-help__menu .c-sis-menu__item__link:before{display:none}}@media (min-width:768px){.scribe-wrapper .c-sis-help__menu .c-sis-menu__item__link:after{content:"";display:block;position:absolute;background-color:#fff;width:100%;height:55%;bottom:-20px;left:0;background:0 0;border-left:1px solid #e5e5e5;box-shadow:0 0 0 rgba(0,0,0,.1);background-color:#fff;z-index:-1}}.scribe-wrapper .c-sis-help__menu .c-sis-menu__item__icon{display:block;width:20%;border:0;box-sizing:border-box}@media (min-width:768px){.scribe-wrapper .c-sis-help__menu .c-sis-menu__item__icon{display:block;width:80%;max-width:120px;padding-bottom:14px;margin:0 auto;transition:-webkit-transform .4s;transition:transform .4s;transition:transform .4s,-webkit-transform .4s}}.scribe-wrapper .c-sis-help__menu .c-sis-menu__item__icon img{width:100%;height:auto}.scribe-wrapper .c-sis-help__menu .c-sis-menu__item__title{box-sizing:border-box;display:block;width:78%;padding:0 10px;font-weight:400}@media (min-width:768px){.scribe-wrapper .c-sis-help__menu .c-sis-menu__item__title{width:100%;padding:0;-webkit-box-flex:1;-ms-flex:1;flex:1}}.scribe-wrapper .c-sis-help__menu .c-sis-menu__item{position:relative;-webkit-perspective:768px;perspective:768px}.scribe-wrapper .c-sis-help__menu .c-sis-menu__item__dropdown{display:none}@media (min-width:768px){.scribe-wrapper .c-sis-help__menu .c-sis-menu__item__dropdown{position:absolute;top:99%;width:300%;z-index:1;background-color:#fff;border-radius:0 0 3px 3px;box-shadow:0 8px 8px rgba(0,0,0,.1);box-sizing:border-box;-webkit-box-align:center;-ms-flex-align:center;align-items:center;padding:20px 20px 0 20px;display:none;-ms-flex-wrap:wrap;flex-wrap:wrap;-webkit-box-pack:justify;-ms-flex-pack:justify;justify-content:space-between;align-items:center;-webkit-transform-origin:center top;transform-origin:center top;opacity:0;text-align:left}}.scribe-wrapper .c-sis-help__menu .c-sis-menu__item__dropdown--left{left:0}.scribe-wrapper .c-sis-help__menu .c-sis-menu__item__dropdown--right{right:-1px}.scribe-wrapper .c-sis-help__menu .c-sis-menu__item__dropdown--openingHours{width:400%;padding-bottom:20px;-ms-flex-wrap:wrap;flex-wrap:wrap;-ms-flex-line-pack:center;align-content:center}@media (min-width:1024px){.scribe-wrapper .c-sis-help__menu .c-sis-menu__item__dropdown--openingHours{-ms-flex-wrap:nowrap;flex-wrap:nowrap}}.scribe-wrapper .c-sis-help__menu .c-sis-menu__item__dropdown--buyFlowers{width:420%}@media (min-width:768px) and (max-width:1023px){.scribe-wrapper .c-sis-help__menu .c-sis-menu__item__dropdown--morePoints{width:420%}}@media (min-width:768px) and (max-width:1023px){.scribe-wrapper .c-sis-help__menu .c-sis-menu__item__dropdown--contact,.scribe-wrapper .c-sis-help__menu .c-sis-menu__item__dropdown--morePoints{width:420%}}@media (min-width:768px){.scribe-wrapper .c-sis-help__menu .c-sis-menu__item:hover .c-sis-menu__item__link{background-color:#fff}.scribe-wrapper .c-sis-help__menu .c-sis-menu__item:hover .c-sis-menu__item__dropdown{opacity:1;display:-webkit-box;display:-ms-flexbox;display:flex}.scribe-wrapper .c-sis-help__menu .c-sis-menu__item:hover .c-sis-menu__item__icon{-webkit-transform:scale(1.1);transform:scale(1.1)}.scribe-wrapper .c-sis-help__menu .c-sis-menu__item:hover{z-index:1}.scribe-wrapper .c-sis-help__menu .c-sis-menu__item:hover .c-sis-menu__item__link:after{height:80%;bottom:-40px;box-shadow:0 8px 8px rgba(0,0,0,.1);border-left:none;z-index:-1}.scribe-wrapper .c-sis-help__menu .c-sis-menu__item:hover .c-sis-menu__item__dropdown input{display:block}}@media (min-width:768px){.scribe-wrapper .c-sis-help__menu:hover .c-sis-menu__item{opacity:.3}.scribe-wrapper .c-sis-help__menu:hover .c-sis-menu__item:hover{opacity:1}}.scribe-wrapper .c-sis-help__menu .c-sis-dropdown__heading{width:100%;font-size:1.125em;margin:0;color:#004e37}@media (min-width:1024px){.scribe-wrapper .c-sis-help__menu .c-sis-dropdown__heading{font-size:1.2em}}.scribe-wrapper .c-sis-help__menu .c-sis-dropdown__col--full,.scribe-wrapper .c-sis-help__menu .c-sis-dropdown__col--half,.scribe-wrapper .c-sis-help__menu .c-sis-dropdown__col--third{display:block;margin-top:16px;margin-bottom:16px}.scribe-wrapper .c-sis-help__menu .c-sis-dropdown__col--half{width:48%}.scribe-wrapper .c-sis-help__menu .c-sis-dropdown__col--third{width:30%}.scribe-wrapper .c-sis-help__menu .c-sis-dropdown__col--full{width:100%}.scribe-wrapper .c-sis-help__menu .c-sis-dropdown__iconBlock{margin-top:16px;margin-bottom:16px;display:-webkit-box;display:-ms-flexbox;display:flex;-webkit-box-align:center;-ms-flex-align:center;align-items:center}.scribe-wrapper .c-sis-help__menu .c-sis-dropdown__iconBlock .c-sis-iconBlock__icon{display:block;width:50px;height:50px;background-color:#f5f5f5;background-repeat:no-repeat;background-position:center center;background-size:cover;border-radius:2px;border:0}.scribe-wrapper .c-sis-help__menu .c-sis-dropdown__iconBlock .c-sis-iconBlock__text{display:block;line-height:1.15;text-decoration:none;color:#00020f;padding-left:10px}.scribe-wrapper .c-sis-help__menu .c-sis-dropdown__iconBlock .c-sis-iconBlock__text__title{display:block;color:#004e37;font-weight:700}.scribe-wrapper .c-sis-help__menu .c-sis-dropdown__iconBlock .c-sis-iconBlock__text__price{display:block;color:#00893f;font-weight:700}.scribe-wrapper .c-sis-help__menu .c-sis-dropdown__link{display:block;width:100%;padding:5px 0;color:#00893f;text-decoration:none;font-weight:400;font-size:1em;background-image:url(/cmscontent/fhtml_image/816171.svg?UZ73);background-repeat:no-repeat;background-position:right center;background-size:1.2em 1.2em}.scribe-wrapper .c-sis-help__menu .c-sis-dropdown__link:hover{background-image:url(/cmscontent/fhtml_image/816172.svg?UZ74);background-size:1.2em 1.2em;color:#004e37}.scribe-wrapper .c-sis-help__menu .c-sis-dropdown__button{display:block;width:100%;color:#00893f;text-align:left;text-decoration:none;font-weight:700;font-size:1em;padding-top:15px;padding-bottom:15px;border-top:1px solid #f5f5f5;background-image:url(/cmscontent/fhtml_image/816173.svg?UZ74);background-repeat:no-repeat;background-position:right center;background-size:1em 1em}.scribe-wrapper .c-sis-help__menu .c-sis-dropdown__button:hover{background-image:url(/cmscontent/fhtml_image/816174.svg?UZ74);background-size:1em 1em;color:#004e37}.scribe-wrapper .c-sis-menu__item__dropdown.c-sis-menu__item__dropdown--openingHours{-webkit-box-pack:start;-ms-flex-pack:start;justify-content:flex-start}.scribe-wrapper .c-sis-menu__item__dropdown--openingHours .c-sis-dropdown__heading{-webkit-box-ordinal-group:3;-ms-flex-order:2;order:2;width:auto}.scribe-wrapper .c-sis-menu__item__dropdown--openingHours form{-webkit-box-ordinal-group:2;-ms-flex-order:1;order:1;display:-webkit-box;display:-ms-flexbox;display:flex;-ms-flex-wrap:no-wrap;flex-wrap:no-wrap;-webkit-box-pack:justify;-ms-flex-pack:justify;justify-content:space-between;margin-right:15px;margin-left:-2px}@media (min-width:768px) and (max-width:1023px){.scribe-wrapper .c-sis-menu__item__dropdown--openingHours form{margin-top:10px;margin-right:0;width:100%;-webkit-box-ordinal-group:4;-ms-flex-order:3;order:3}}.scribe-wrapper .c-sis-menu__item__dropdown--openingHours input{-webkit-appearance:none;display:none;color:#00020f;padding:16px;border-radius:3px;border:1px solid #d7d7d7;box-sizing:border-box;font-size:.9em;text-transform:uppercase;width:66%;font-family:MorrisonsAgenda,Arial,sans-serif}@media (min-width:1024px){.scribe-wrapper .c-sis-menu__item__dropdown--openingHours input{margin:2px;width:140px}}.scribe-wrapper .c-sis-menu__item__dropdown--openingHours input::-webkit-input-placeholder{text-transform:none}.scribe-wrapper .c-sis-menu__item__dropdown--openingHours input::-moz-placeholder{text-transform:none}.scribe-wrapper .c-sis-menu__item__dropdown--openingHours input:-ms-input-placeholder{text-transform:none}.scribe-wrapper .c-sis-menu__item__dropdown--openingHours input:-moz-placeholder{text-transform:none}.scribe-wrapper .c-sis-menu__item__dropdown--openingHours .c-sis-btn--openingHours{text-transform:none;color:#fff;cursor:pointer;background-color:#00893f;background-image:url(/cmscontent/fhtml_image/816175.svg?UZ74);background-repeat:no-repeat;background-position:right 16px center;background-size:1.2em 1.2em;padding:16px 44px 16px 16px;margin:2px;font-weight:lighter;border-radius:3px;transition:background-color .4s ease;border:none;font-size:.9em;box-sizing:border-box;width:33%}@media (min-width:1024px){.scribe-wrapper .c-sis-menu__item__dropdown--openingHours .c-sis-btn--openingHours{width:140px}}.scribe-wrapper .c-sis-menu__item__dropdown--openingHours .c-sis-btn--openingHours:hover{background-color:#0f733d;background-image:url(/cmscontent/fhtml_image/816176.svg?UZ74)}.scribe-wrapper .c-sis-roundShadow{position:relative;z-index:19}.scribe-wrapper .c-sis-roundShadow:after{content:"Hi";display:block;position:absolute;top:0;left:0;right:0;margin:0 auto;width:90%;max-width:1240px;height:20px;border-radius:50%;box-shadow:0 0 12px 10px rgba(0,0,0,.08);z-index:-1}@media (min-width:768px){.scribe-wrapper .c-sis-roundShadow:after{top:auto;bottom:0}}.scribe-wrapper .c-sis-shadow{position:relative;z-index:20}.scribe-wrapper .c-sis-shadow:before{content:"";position:absolute;bottom:0;display:block;width:100%;height:42px;pointer-events:none;box-shadow:0 22px 10px -10px rgba(0,0,0,.08)}</style> 
 

<div class="o-sis-container t-sis-container--hasBGToggle c-sis-shadow">
    <div class="o-sis-wrap o-sis-help c-sis-help">

        <h2 class="o-sis-help__h2 c-sis-h2">Let us help you to...</h2>

        <nav class="o-sis-help__menu">
            <ul class="c-sis-help__menu">


                <li class="c-sis-menu__item">
                    <a href="/webshop/redirectFromWebshop.do?REDIRECT_URL=https%3A%2F%2Fmy.morrisons.com%2Fstorefinder%2F%3Futm_source%3DGroceries%26utm_medium%3DInternal%26utm_campaign%3DNEWLOHP%26content%3DhelpbarICON&pageId=967fa8c9c3744f39a79880fc306a5374&ad=61351%7C1200028%7C61343%7C1168557" role="button" class="c-sis-menu__item__link">
                        <span class="c-sis-menu__item__icon"><img src="/cmscontent/fhtml_image/816177.png?UZ74" /></span>
                        <span class="c-sis-menu__item__title">find store opening hours</span>
                    </a>


                    <div class="c-sis-menu__item__dropdown c-sis-menu__item__dropdown--left c-sis-menu__item__dropdown--openingHours">
                        <p class="c-sis-dropdown__heading">Visit store finder to find your nearest store</p>
                        <form action="https://my.morrisons.com/storefinder/stores/" target="_blank">
                            <input type="text" name="search" placeholder="Enter postcode" autocomplete="off" />
                            <input type="submit" value="Find Stores" class="c-sis-btn c-sis-btn--openingHours" />
                        </form>
                    </div>

                </li>



                <li class="c-sis-menu__item">
                    <a href="/webshop/redirectFromWebshop.do?REDIRECT_URL=https%3A%2F%2Fmy.morrisons.com%2Ffoodtoorder%2F%3Futm_source%3DGroceries%26utm_medium%3DInternal%26utm_campaign%3DNEWLOHP%26content%3DhelpbarICON&pageId=04ebe1ecacede5d17e00ca0d04d42742&ad=61351%7C1200028%7C61343%7C1168557" role="button" class="c-sis-menu__item__link">
                        <span class="c-sis-menu__item__icon"><img src="/cmscontent/fhtml_image/816178.png?UZ75" /></span>
                        <span class="c-sis-menu__item__title">order food for collection</span>
                    </a>

                    <div class="c-sis-menu__item__dropdown c-sis-menu__item__dropdown--left">

                        <div class="c-sis-dropdown__col--half">
                            <a class="c-sis-dropdown__link" href="/webshop/redirectFromWebshop.do?REDIRECT_URL=https%3A%2F%2Fmy.morrisons.com%2Ffoodtoorder%2Fcategory%2Fsandwiches-platters%3Futm_source%3DGroceries%26utm_medium%3DInternal%26utm_campaign%3DNEWLOHP%26content%3Dhelpbar&pageId=81c733fb2b1c0e01f1d919467e7387a8&ad=61351%7C1200028%7C61343%7C1168557" role="button">Sandwiches &amp; Platters</a>
                            <a class="c-sis-dropdown__link" href="/webshop/redirectFromWebshop.do?REDIRECT_URL=https%3A%2F%2Fmy.morrisons.com%2Ffoodtoorder%2Fcategory%2Fparty-nibbles-sharing%3Futm_source%3DGroceries%26utm_medium%3DInternal%26utm_campaign%3DNEWLOHP%26content%3Dhelpbar&pageId=039e1e58550d2f2cbad579ed4eafee5b&ad=61351%7C1200028%7C61343%7C1168557" role="button">Party Nibbles &amp; Sharing</a>
                            <a class="c-sis-dropdown__link" href="/webshop/redirectFromWebshop.do?REDIRECT_URL=https%3A%2F%2Fmy.morrisons.com%2Ffoodtoorder%2Fcategory%2Fdeli-cheese-salads%3Futm_source%3DGroceries%26utm_medium%3DInternal%26utm_campaign%3DNEWLOHP%26content%3Dhelpbar&pageId=67c4cde9f72b37700eac12fb1c26a633&ad=61351%7C1200028%7C61343%7C1168557" role="button">Deli, Cheese &amp; Salads</a>
                        </div>

                        <div class="c-sis-dropdown__col--half">
                            <a class="c-sis-dropdown__link" href="/webshop/redirectFromWebshop.do?REDIRECT_URL=https%3A%2F%2Fmy.morrisons.com%2Ffoodtoorder%2Fcategory%2Fdining%3Futm_source%3DGroceries%26utm_medium%3DInternal%26utm_campaign%3DNEWLOHP%26content%3Dhelpbar&pageId=2432b6d87491831d5d2c28c63469cf9c&ad=61351%7C1200028%7C61343%7C1168557" role="button">Dining</a>
                            <a class="c-sis-dropdown__link" href="/webshop/redirectFromWebshop.do?REDIRECT_URL=https%3A%2F%2Fmy.morrisons.com%2Ffoodtoorder%2Fcategory%2Fcakes-fruit-desserts%3Futm_source%3DGroceries%26utm_medium%3DInternal%26utm_campaign%3DNEWLOHP%26content%3Dhelpbar&pageId=ca45a5849992dd4f1783ab49ff847a48&ad=61351%7C1200028%7C61343%7C1168557" role="button">Cakes, Fruit &amp; Desserts</a>
                            <a class="c-sis-dropdown__link" href="/webshop/redirectFromWebshop.do?REDIRECT_URL=https%3A%2F%2Fmy.morrisons.com%2Ffoodtoorder%2Fpartyshop%3Futm_source%3DGroceries%26utm_medium%3DInternal%26utm_campaign%3DNEWLOHP%26content%3Dhelpbar&pageId=a860f272c023c2a887d50b38dc57f4ca&ad=61351%7C1200028%7C61343%7C1168557" role="button">Party Shop</a>
                        </div>

                        <a class="c-sis-dropdown__button" href="/webshop/redirectFromWebshop.do?REDIRECT_URL=https%3A%2F%2Fmy.morrisons.com%2Ffoodtoorder%3Futm_source%3DGroceries%26utm_medium%3DInternal%26utm_campaign%3DNEWLOHP%26content%3DhelpbarBOTTOM&pageId=5ed6a1fd2994ed069a7d823238f706f7&ad=61351%7C1200028%7C61343%7C1168557" role="button">Visit Food to Order</a>

                    </div>
                </li>

                <li class="c-sis-menu__item">
                    <a href="/webshop/redirectFromWebshop.do?REDIRECT_URL=https%3A%2F%2Fwww.morrisons.com%2Featfresh%2F%3Futm_campaign%3DNEWLOHP%26utm_medium%3DInternal%26content%3DhelpbarICON%26utm_source%3DGroceries&pageId=10e0f811d23006006bcc37dbd0326695&ad=61351%7C1200028%7C61343%7C1168557" role="button" class="c-sis-menu__item__link">
                        <span class="c-sis-menu__item__icon"><img src="/cmscontent/fhtml_image/816182.png?UZ8A" /></span>
                        <span class="c-sis-menu__item__title">Eat Fresh with recipe boxes</span>
                    </a>
                    <div class="c-sis-menu__item__dropdown c-sis-menu__item__dropdown--right">

                        <div class="c-sis-dropdown__col--half">
                            <a class="c-sis-dropdown__link" href="/webshop/redirectFromWebshop.do?REDIRECT_URL=https%3A%2F%2Fwww.morrisons.com%2Featfresh%2F%3Futm_campaign%3DNEWLOHP%26utm_medium%3DInternal%26content%3Dhelpbar%26utm_source%3DGroceries&pageId=0f180854c301e879986d1512be0b1b2c&ad=61351%7C1200028%7C61343%7C1168557" role="button">Home page</a>
                            <a class="c-sis-dropdown__link" href="/webshop/redirectFromWebshop.do?REDIRECT_URL=https%3A%2F%2Fwww.morrisons.com%2Featfresh%2Fhow-it-works%3Futm_campaign%3DNEWLOHP%26utm_medium%3DInternal%26content%3Dhelpbar%26utm_source%3DGroceries&pageId=4b1b63844021d225605569c50d2bfe31&ad=61351%7C1200028%7C61343%7C1168557" role="button">How it works</a>
                        </div>

                        <div class="c-sis-dropdown__col--half">
                            <a class="c-sis-dropdown__link" href="/webshop/redirectFromWebshop.do?REDIRECT_URL=https%3A%2F%2Fwww.morrisons.com%2Featfresh%2Frecipes%3Futm_campaign%3DNEWLOHP%26utm_medium%3DInternal%26content%3Dhelpbar%26utm_source%3DGroceries&pageId=6b3e4779cba240f8db340266b9b49a6b&ad=61351%7C1200028%7C61343%7C1168557" role="button">Our Recipes</a>
                            <a class="c-sis-dropdown__link" href="/webshop/redirectFromWebshop.do?REDIRECT_URL=https%3A%2F%2Fwww.morrisons.com%2Featfresh%2Fbox-prices%3Futm_campaign%3DNEWLOHP%26utm_medium%3DInternal%26content%3Dhelpbar%26utm_source%3DGroceries&pageId=55147158a8faafcb052558f8b69a3421&ad=61351%7C1200028%7C61343%7C1168557" role="button">Box prices</a>
                        </div>

                        <a class="c-sis-dropdown__button" href="/webshop/redirectFromWebshop.do?REDIRECT_URL=https%3A%2F%2Fwww.morrisons.com%2Featfresh%2F%3Futm_campaign%3DNEWLOHP%26utm_medium%3DInternal%26content%3DhelpbarICON%26utm_source%3DGroceries&pageId=10e0f811d23006006bcc37dbd0326695&ad=61351%7C1200028%7C61343%7C1168557" role="button">Visit Eat Fresh</a>

                    </div>
                </li>

                <li class="c-sis-menu__item">
                    <a href="/webshop/redirectFromWebshop.do?REDIRECT_URL=https%3A%2F%2Fmy.morrisons.com%2Fmore%2F%3Futm_source%3DGroceries%26utm_medium%3DInternal%26utm_campaign%3DNEWLOHP%26content%3DhelpbarICON&pageId=e7a85496f1d143423cb0ec26a7aa76de&ad=61351%7C1200028%7C61343%7C1168557" role="button" class="c-sis-menu__item__link">
                        <span class="c-sis-menu__item__icon"><img src="/cmscontent/fhtml_image/816179.png?UZ75" /></span>
                        <span class="c-sis-menu__item__title">check your More Points</span>
                    </a>

                    <div class="c-sis-menu__item__dropdown c-sis-menu__item__dropdown--right c-sis-menu__item__dropdown--morePoints">
                        <p class="c-sis-dropdown__heading">Visit our clubs for more offers and ways to save.</p>

                        <div class="c-sis-dropdown__col--third">
                            <a class="c-sis-dropdown__link" href="/webshop/redirectFromWebshop.do?REDIRECT_URL=https%3A%2F%2Fmy.morrisons.com%2Fmore%2F%3Futm_source%3DGroceries%26utm_medium%3DInternal%26utm_campaign%3DNEWLOHP%26content%3Dhelpbar&pageId=6e30e183a668dac94bab746b628833fc&ad=61351%7C1200028%7C61343%7C1168557" role="button">Morrisons More</a>
                        </div>

                        <div class="c-sis-dropdown__col--third">
                            <a class="c-sis-dropdown__link" href="/webshop/redirectFromWebshop.do?REDIRECT_URL=https%3A%2F%2Fmy.morrisons.com%2Fmore%2Fbaby%2F%23%2F%3Futm_source%3DGroceries%26utm_medium%3DInternal%26utm_campaign%3DNEWLOHP%26content%3Dhelpbar&pageId=0658c4aff8378746cf6642df2c012761&ad=61351%7C1200028%7C61343%7C1168557" role="button">Baby &amp; More</a>
                        </div>

                        <div class="c-sis-dropdown__col--third">
                            <a class="c-sis-dropdown__link" href="/webshop/redirectFromWebshop.do?REDIRECT_URL=https%3A%2F%2Fmy.morrisons.com%2Fmore%2Fchristmassavers%2F%23%2F%3Futm_source%3DGroceries%26utm_medium%3DInternal%26utm_campaign%3DNEWLOHP%26content%3Dhelpbar&pageId=fbfd636baf5dc46251e23f73ddd9c52e&ad=61351%7C1200028%7C61343%7C1168557" role="button">Christmas Savers</a>
                        </div>
      
      <a class="c-sis-dropdown__button" href="/webshop/redirectFromWebshop.do?REDIRECT_URL=https%3A%2F%2Fmy.morrisons.com%2Fmore%2F%23%2F&pageId=ff455314afa273f5296fe52cb8b4ed32&ad=61351%7C1200028%7C61343%7C1168557" role="button">Download our new app</a>
        
                    </div>

                </li>

                <li class="c-sis-menu__item">
                    <a href="/webshop/redirectFromWebshop.do?REDIRECT_URL=https%3A%2F%2Fmy.morrisons.com%2Fhelp%3Futm_source%3DGroceries%26utm_medium%3DInternal%26utm_campaign%3DNEWLOHP%26content%3DhelpbarICON&pageId=2bada0e213c40e5bc78a6a27fb1e5aa6&ad=61351%7C1200028%7C61343%7C1168557" role="button" class="c-sis-menu__item__link">
                        <span class="c-sis-menu__item__icon"><img src="/cmscontent/fhtml_image/816180.png?UZ75" /></span>
                        <span class="c-sis-menu__item__title">contact us</span>
                    </a>

                    <div class="c-sis-menu__item__dropdown c-sis-menu__item__dropdown--right c-sis-menu__item__dropdown--contact">
                        <p class="c-sis-dropdown__heading">We&apos;re here to help you make the most of Morrisons</p>


                        <div class="c-sis-dropdown__col--full">
                            <a class="c-sis-dropdown__link" href="/webshop/redirectFromWebshop.do?REDIRECT_URL=https%3A%2F%2Fmy.morrisons.com%2Fhelp%3Futm_source%3DGroceries%26utm_medium%3DInternal%26utm_campaign%3DNEWLOHP%26content%3DhelpbarBOTTOM&pageId=2b12d1ba4f1a46d2e34a3177bdf4e363&ad=61351%7C1200028%7C61343%7C1168557" role="button">Read frequently asked questions or contact us here</a>
                        </div>
                    </div>

                </li>

            </ul>
        </nav>

    </div>
</div>

         
         </div> 
    </div>

    
        <input type="hidden" id="sis_analyticsPageType" name="analyticsPageType" value="HOMEPAGE"/>
    




    


























    
        
    
    

    
        
        














    
    
    
    
    
<input type="hidden" id="1563529040480.MORRISONS219-1563529281730" class="analyticsPageComponent" />

    

    
    
    

    <div class="freeHtml " id="freeHtmlFile"
         data-element-type="promotion" data-promotion-name="LOHP - Shop by aisle" data-promotion-creative=""
         data-promotion-id="61352" data-promotion-position="FREEHTML">
        <div class="cornerBox"><style>.scbFreeHtml{max-width:100%!important;margin:0 auto}.o-sis-container>*{box-sizing:border-box}.o-sis-container{-webkit-font-smoothing:antialiased}.c-sis-h2{width:100%;color:#004e37;text-align:center;font-weight:100;font-size:1.8em;line-height:1.5;margin:0 0 1em 0}@media (min-width:768px){.c-sis-h2{font-size:2.2em;line-height:1.15}}.c-sis-h2--wSubheading{margin:0 0 .3em 0}.c-sis-h3{margin:0;font-size:1.3em;padding-bottom:.7em;font-weight:500;color:#004e37}@media (min-width:768px){.c-sis-h3{font-size:1.4em}}.c-sis-subheading{margin:0;color:#404040;text-align:center;font-size:1.1em}.t-sis-container--hasBG{background-color:#f5f5f5}.t-sis-wrap--hasWhiteBG{background-color:#fff}.t-sis-container--hasBGToggle{background-color:#f5f5f5}@media (min-width:768px){.t-sis-container--hasBGToggle{background-color:#fff}}.o-sis-container{width:100%;max-width:1920px;margin:0 auto;font-family:MorrisonsAgenda,Arial,sans-serif;font-size:16px;line-height:1}.o-sis-wrap{width:100%;max-width:1280px;margin-left:auto;margin-right:auto;padding:20px;text-align:center}@media (min-width:768px){.o-sis-wrap{padding-bottom:20px;padding-top:20px}}@media (min-width:768px){.o-sis-col{padding:15px;box-sizing:border-box}}@media (min-width:768px){.o-sis-col--third{width:33.3333%}}@media (min-width:768px){.o-sis-col--quarter{width:50%}}@media (min-width:1024px){.o-sis-col--quarter{width:25%}}@media (min-width:768px){.o-sis-col--half{width:100%}}@media (min-width:1024px){.o-sis-col--half{width:50%}}@media (min-width:768px){.o-sis-col--threeQuarters{width:100%}}@media (min-width:1024px){.o-sis-col--threeQuarters{width:75%}}@media (min-width:768px){.o-sis-col--full{width:100%}}.o-sis-wrap.o-sis-shopByAisle{padding-top:50px}.c-sis-slider{width:100%;display:block;margin:0;position:relative}.c-sis-slider__slides{margin:0 auto;padding:0;width:76%;overflow:hidden;transition:all .5s ease-out}@media (min-width:768px){.c-sis-slider__slides{width:80%}}@media (min-width:1024px){.c-sis-slider__slides{width:88%}}.c-sis-slider__slides__container{display:-webkit-box;display:-ms-flexbox;display:flex;width:300%;height:100%;transition:all .7s cubic-bezier(.445,.05,.55,.95)}.c-sis-slider input{display:none}.c-sis-slider .c-sis-slide{width:33.3333%;padding:0;margin:0;list-style:none;text-align:center;display:-webkit-box;display:-ms-flexbox;display:flex;-webkit-box-pack:center;-ms-flex-pack:center;justify-content:center;-ms-flex-wrap:wrap;flex-wrap:wrap}@media (min-width:768px){.c-sis-slider .c-sis-slide{-webkit-box-pack:justify;-ms-flex-pack:justify;justify-content:space-between}}.c-sis-slider .c-sis-slide__item{width:33%;margin:10px 0}@media (min-width:768px){.c-sis-slider .c-sis-slide__item{width:14%}}.c-sis-slider .c-sis-slide__item a{text-decoration:none;width:100%;color:#004e37;display:block}@media (min-width:768px){.c-sis-slider .c-sis-slide__item a{transition:-webkit-transform .4s ease;transition:transform .4s ease;transition:transform .4s ease,-webkit-transform .4s ease}.c-sis-slider .c-sis-slide__item a:hover{-webkit-transform:translateY(-10px) translateZ(0) scale(1,1);transform:translateY(-10px) translateZ(0) scale(1,1)}}.c-sis-slider .c-sis-slide__item a span{display:block;margin:5px 0;font-size:1em;line-height:1.15}.c-sis-slider .c-sis-slide__item a img{width:100%;max-width:80px;display:block;margin:0 auto;border:0}@media (min-width:768px){.c-sis-slider .c-sis-slide__item a img{max-width:130px}}.c-sis-slider #slide-one:checked~.c-sis-slider__slides .c-sis-slider__slides__container{-webkit-transform:translateX(0);transform:translateX(0)}.c-sis-slider #slide-two:checked~.c-sis-slider__slides .c-sis-slider__slides__container{-webkit-transform:translateX(-33.33%);transform:translateX(-33.33%)}.c-sis-slider #slide-three:checked~.c-sis-slider__slides .c-sis-slider__slides__container{-webkit-transform:translateX(-66.66%);transform:translateX(-66.66%)}.c-sis-slider .c-sis-slider__controls{width:100%;position:absolute;top:33%;left:0;z-index:100;pointer-events:none;transition:all .5s ease-out}@media (min-width:768px){.c-sis-slider .c-sis-slider__controls{top:14%}}@media (min-width:1024px){.c-sis-slider .c-sis-slider__controls{top:22%}}.c-sis-slider .c-sis-slider__controls label{width:40px;height:40px;opacity:1;margin:0 auto;border-radius:50%;cursor:pointer;pointer-events:auto;background-color:#f5f5f5;transition:background-color .4s ease,opacity .2s ease-out;background-size:30%;background-repeat:no-repeat;background-position:center center}@media (min-width:768px){.c-sis-slider .c-sis-slider__controls label{width:60px;height:60px}}@media (min-width:1024px){.c-sis-slider .c-sis-slider__controls label{width:50px;height:50px}}@media (min-width:768px){.c-sis-slider .c-sis-slider__controls label:hover{background-color:#e1e1e1}}.c-sis-slider #slide-one:checked~.c-sis-slider__controls label:nth-child(3),.c-sis-slider #slide-three:checked~.c-sis-slider__controls label:nth-child(2),.c-sis-slider #slide-two:checked~.c-sis-slider__controls label:nth-child(1){background-image:url(/cmscontent/fhtml_image/642032.svg?SJEx);float:left}.c-sis-slider #slide-one:checked~.c-sis-slider__controls label:nth-child(3){background-image:url(/cmscontent/fhtml_image/642034.svg?SJEy);pointer-events:none}.c-sis-slider #slide-one:checked~.c-sis-slider__controls label:nth-child(2),.c-sis-slider #slide-three:checked~.c-sis-slider__controls label:nth-child(1),.c-sis-slider #slide-two:checked~.c-sis-slider__controls label:nth-child(3){background-image:url(/cmscontent/fhtml_image/642035.svg?SJEy);float:right}.c-sis-slider #slide-three:checked~.c-sis-slider__controls label:nth-child(1){background-image:url(/cmscontent/fhtml_image/642036.svg?SJEy);pointer-events:none}.c-sis-slider .c-sis-slider__dots{display:-webkit-box;display:-ms-flexbox;display:flex;-webkit-box-orient:horizontal;-webkit-box-direction:normal;-ms-flex-direction:row;flex-direction:row;-webkit-box-pack:center;-ms-flex-pack:center;justify-content:center;margin-top:30px}.c-sis-slider .c-sis-slider__dots label{display:block;padding:10px;cursor:pointer}@media (min-width:768px){.c-sis-slider .c-sis-slider__dots label:hover .c-sis-slider__dots__dot{border:7px solid #e3e6e5}}.c-sis-slider .c-sis-slider__dots__dot{display:block;width:15px;height:15px;border-radius:50%;background-color:#f5f5f5;border:1px solid #e3e6e5;box-sizing:border-box;transition:border .6s ease,background-color .6s ease}.c-sis-slider #slide-one:checked~.c-sis-slider__dots label:nth-child(1) .c-sis-slider__dots__dot,.c-sis-slider #slide-three:checked~.c-sis-slider__dots label:nth-child(3) .c-sis-slider__dots__dot,.c-sis-slider #slide-two:checked~.c-sis-slider__dots label:nth-child(2) .c-sis-slider__dots__dot{background-color:#00893f;border:none}.c-sis-roundShadow{position:relative;z-index:19}.c-sis-roundShadow:after{content:"Hi";display:block;position:absolute;top:0;left:0;right:0;margin:0 auto;width:90%;max-width:1240px;height:20px;border-radius:50%;box-shadow:0 0 12px 10px rgba(0,0,0,.08);z-index:-1}@media (min-width:768px){.c-sis-roundShadow:after{top:auto;bottom:0}}.c-sis-shadow{position:relative;z-index:20}.c-sis-shadow:before{content:"";position:absolute;bottom:0;display:block;width:100%;height:42px;pointer-events:none;box-shadow:0 22px 10px -10px rgba(0,0,0,.08)}</style>
    



<div class="o-sis-container c-sis-roundShadow">
    <div class="o-sis-wrap t-sis-wrap--hasWhiteBG o-sis-shopByAisle">
        
        <h2 class="c-sis-h2">Shop by aisle</h2>
        
        <div class="c-sis-slider">
            
            <input checked="checked" name="slider" id="slide-one" type="radio" />
            <input name="slider" id="slide-two" type="radio" />
            <input name="slider" id="slide-three" type="radio" />
            
            
            <div class="c-sis-slider__slides">
                <div class="c-sis-slider__slides__container">
                    
                    
                    
                    <ul class="c-sis-slide">
                        <li class="c-sis-slide__item">
                            <a href="https://groceries.morrisons.com/webshop/category/Baby--Toddler/105651-103423?campaign=NEWLOHP&ad=61352%7C1195089%7C61343%7C1168557">
                                <img src="/cmscontent/fhtml_image/724643.jpg?TCv4" alt="" /><span>Baby</span>
                            </a>
                        </li>
                        <li class="c-sis-slide__item">
                            <a href="https://groceries.morrisons.com/webshop/category/Fresh/105651-104268?campaign=NEWLOHP&ad=61352%7C1195089%7C61343%7C1168557">
                                <img src="/cmscontent/fhtml_image/642038.jpg?SJEz" alt="" /><span>Fresh</span>
                            </a>
                        </li>
                        <li class="c-sis-slide__item">
                            <a href="https://groceries.morrisons.com/webshop/category/Beers-Wines--Spirits-Beer/105651-103120-150066?campaign=NEWLOHP&ad=61352%7C1195089%7C61343%7C1168557">
                                <img src="/cmscontent/fhtml_image/724627.jpg?TCvp" alt="" /><span>Beer</span>
                            </a>
                        </li>
                        <li class="c-sis-slide__item">
                            <a href="https://groceries.morrisons.com/webshop/category/Home--Garden/105651-166274?campaign=NEWLOHP&ad=61352%7C1195089%7C61343%7C1168557">
                                <img src="/cmscontent/fhtml_image/724628.jpg?TCvp" alt="" /><span>Home &amp; Garden</span>
                            </a>
                        </li>
                        <li class="c-sis-slide__item">
                            <a href="https://groceries.morrisons.com/webshop/category/Frozen/105651-104162?campaign=NEWLOHP&ad=61352%7C1195089%7C61343%7C1168557">
                                <img src="/cmscontent/fhtml_image/724629.jpg?TCvp" alt="" /><span>Frozen</span>
                            </a>
                        </li>
                        <li class="c-sis-slide__item">
                            <a href="https://groceries.morrisons.com/webshop/category/Bakery--Cakes/105651-102210?campaign=NEWLOHP&ad=61352%7C1195089%7C61343%7C1168557">
                                <img src="/cmscontent/fhtml_image/724630.jpg?TCvq" alt="" /><span>Bakery</span>
                            </a>
                        </li>
                    </ul>
                    
                    
                    
                    
                    <ul class="c-sis-slide">
                        <li class="c-sis-slide__item">
                            <a href="https://groceries.morrisons.com/webshop/category/Vegetarian/105651-19996?campaign=NEWLOHP&ad=61352%7C1195089%7C61343%7C1168557">
                                <img src="/cmscontent/fhtml_image/724631.jpg?TCvq" alt="" /><span>Vegetarian</span>
                            </a>
                        </li>
                        <li class="c-sis-slide__item">
                            <a href="https://groceries.morrisons.com/webshop/category/Beers-Wines--Spirits/105651-103120?campaign=NEWLOHP&ad=61352%7C1195089%7C61343%7C1168557">
                                <img src="/cmscontent/fhtml_image/724632.jpg?TCvq" alt="" /><span>Wines &amp; Spirits </span>
                            </a>
                        </li>
                        <li class="c-sis-slide__item">
                            <a href="https://groceries.morrisons.com/webshop/category/Food-Cupboard/105651-102705?campaign=NEWLOHP&ad=61352%7C1195089%7C61343%7C1168557">
                                <img src="/cmscontent/fhtml_image/724633.jpg?TCvq" alt="" /><span>Food Cupboard</span>
                            </a>
                        </li>
                        <li class="c-sis-slide__item">
                            <a href="https://groceries.morrisons.com/webshop/category/Drinks/105651-103644?campaign=NEWLOHP&ad=61352%7C1195089%7C61343%7C1168557">
                                <img src="/cmscontent/fhtml_image/724634.jpg?TCvq" alt="" /><span>Drinks</span>
                            </a>
                        </li>
                        <li class="c-sis-slide__item">
                            <a href="https://groceries.morrisons.com/webshop/category/Household--Laundry/105651-102063?campaign=NEWLOHP&ad=61352%7C1195089%7C61343%7C1168557">
                                <img src="/cmscontent/fhtml_image/724635.png?TCvq" alt="" /><span>Household &amp; Laundry</span>
                            </a>
                        </li>
                        <li class="c-sis-slide__item">
                            <a href="https://groceries.morrisons.com/webshop/category/Free-From/105651-153052?campaign=NEWLOHP&ad=61352%7C1195089%7C61343%7C1168557">
                                <img src="/cmscontent/fhtml_image/724636.jpg?TCvr" alt="" /><span>Free From</span>
                            </a>
                        </li>
                    </ul>
                    
                    
                    
                    
                    <ul class="c-sis-slide">
                        <li class="c-sis-slide__item">
                            <a href="https://groceries.morrisons.com/webshop/category/Toiletries--Beauty/105651-102838?campaign=NEWLOHP&ad=61352%7C1195089%7C61343%7C1168557">
                                <img src="/cmscontent/fhtml_image/724637.jpg?TCvr" alt="" /><span>Toiletries</span>
                            </a>
                        </li>
                        <li class="c-sis-slide__item">
                            <a href="https://groceries.morrisons.com/webshop/category/Pets/105651-102207?campaign=NEWLOHP&ad=61352%7C1195089%7C61343%7C1168557">
                                <img src="/cmscontent/fhtml_image/724638.jpg?TCvr" alt="" /><span>Pet Food</span>
                            </a>
                        </li>
                        <li class="c-sis-slide__item">
                            <a href="https://groceries.morrisons.com/webshop/category/World-Foods/105651-150516?campaign=NEWLOHP&ad=61352%7C1195089%7C61343%7C1168557">
                                <img src="/cmscontent/fhtml_image/724639.jpg?TCvr" alt="" /><span>World Foods</span>
                            </a>
                        </li>
                        <li class="c-sis-slide__item">
                            <a href="https://groceries.morrisons.com/webshop/category/Health--Medicines-Medicines/105651-103497-103517?campaign=NEWLOHP&ad=61352%7C1195089%7C61343%7C1168557">
                                <img src="/cmscontent/fhtml_image/724640.jpg?TCvr" alt="" /><span>Medicine</span>
                            </a>
                        </li>
                        <li class="c-sis-slide__item">
                            <a href="https://groceries.morrisons.com/webshop/category/Toys--Entertainment/105651-166275?campaign=NEWLOHP&ad=61352%7C1195089%7C61343%7C1168557">
                                <img src="/cmscontent/fhtml_image/724641.jpg?TCvr" alt="" /><span>Toys &amp; Entertainment </span>
                            </a>
                        </li>
                    </ul>
                    
                    
                    
                    
                </div>
            </div>
            
            <div class="c-sis-slider__controls">
                <label for="slide-one"></label>
                <label for="slide-two"></label>
                <label for="slide-three"></label>
            </div>
            
            <div class="c-sis-slider__dots">
                <label for="slide-one"><span class="c-sis-slider__dots__dot"></span></label>
                <label for="slide-two"><span class="c-sis-slider__dots__dot"></span></label>
                <label for="slide-three"><span class="c-sis-slider__dots__dot"></span></label>
            </div>
        </div>
    </div>    
</div>


            
        
</div> 
    </div>

    
        <input type="hidden" id="sis_analyticsPageType" name="analyticsPageType" value="HOMEPAGE"/>
    




    


























    
        
    
    

    
        
        














    
    
    
    
    
<input type="hidden" id="1563529040480.MORRISONS219-1563529281731" class="analyticsPageComponent" />

    

    
    
    

    <div class="freeHtml show-for-xlarge" id="freeHtmlFile"
         data-element-type="promotion" data-promotion-name="LOHP - Guide" data-promotion-creative=""
         data-promotion-id="61353" data-promotion-position="FREEHTML">
        <div class="cornerBox"><style>.scbFreeHtml{max-width:100%!important;margin:0 auto}.o-sis-container>*{box-sizing:border-box}.o-sis-container{-webkit-font-smoothing:antialiased}.c-sis-h2{width:100%;color:#004e37;text-align:center;font-weight:100;font-size:1.8em;line-height:1.5;margin:0 0 1em 0}@media (min-width:768px){.c-sis-h2{font-size:2.2em;line-height:1.15}}.c-sis-h2--wSubheading{margin:0 0 .3em 0}.c-sis-h3{margin:0;font-size:1.3em;padding-bottom:.7em;font-weight:500;color:#004e37}@media (min-width:768px){.c-sis-h3{font-size:1.4em}}.c-sis-subheading{margin:0;color:#404040;text-align:center;font-size:1.1em}.t-sis-container--hasBG{background-color:#f5f5f5}.t-sis-wrap--hasWhiteBG{background-color:#fff}.t-sis-container--hasBGToggle{background-color:#f5f5f5}@media (min-width:768px){.t-sis-container--hasBGToggle{background-color:#fff}}.o-sis-container{width:100%;max-width:1920px;margin:0 auto;font-family:MorrisonsAgenda,Arial,sans-serif;font-size:16px;line-height:1}.o-sis-wrap{width:100%;max-width:1280px;margin-left:auto;margin-right:auto;padding:20px;text-align:center}@media (min-width:768px){.o-sis-wrap{padding-bottom:20px;padding-top:20px}}@media (min-width:768px){.o-sis-col{padding:15px;box-sizing:border-box}}@media (min-width:768px){.o-sis-col--third{width:33.3333%}}@media (min-width:768px){.o-sis-col--quarter{width:50%}}@media (min-width:1024px){.o-sis-col--quarter{width:25%}}@media (min-width:768px){.o-sis-col--half{width:100%}}@media (min-width:1024px){.o-sis-col--half{width:50%}}@media (min-width:768px){.o-sis-col--threeQuarters{width:100%}}@media (min-width:1024px){.o-sis-col--threeQuarters{width:75%}}@media (min-width:768px){.o-sis-col--full{width:100%}}.o-sis-wrap.o-sis-guide{display:none;padding-top:50px}@media (min-width:1024px){.o-sis-wrap.o-sis-guide{text-align:center;display:block}}.c-sis-btn{display:block;text-align:center;text-transform:uppercase;background-color:#004e37;padding:20px;margin:5px auto;width:100%;max-width:300px;color:#fff;text-decoration:none;font-weight:700;border-radius:3px;transition:background-color .4s ease;cursor:pointer;-webkit-appearance:none}.c-sis-btn:hover{background-color:#043e27;text-decoration:none}.c-sis-guide{display:-webkit-box;display:-ms-flexbox;display:flex;margin:40px auto 20px auto;-ms-flex-wrap:wrap;flex-wrap:wrap;-webkit-box-pack:justify;-ms-flex-pack:justify;justify-content:space-between;width:100%;max-width:1000px;font-size:.9em}.c-sis-guide__img{-webkit-box-flex:1;-ms-flex:1 1 100%;flex:1 1 100%}.c-sis-guide img{width:100%;margin:0 auto}.c-sis-guide__step{width:12%;text-align:center;margin:10px 0}</style> 
 

<div class="o-sis-container">
    <div class="o-sis-wrap o-sis-guide">

        <h2 class="c-sis-h2 c-sis-h2--wSubheading">It's as easy as...</h2>
        <p class="c-sis-subheading">How to shop online with Morrisons</p>

        <div class="c-sis-guide">
            <div class="c-sis-guide__img">
                <img src="/cmscontent/fhtml_image/755038.png?TcUc" />
            </div>
            <p class="c-sis-guide__step c-sis-h3">Sign up</p>
            <p class="c-sis-guide__step c-sis-h3">Import your favourites</p>
            <p class="c-sis-guide__step c-sis-h3">Choose a slot</p>
            <p class="c-sis-guide__step c-sis-h3">Add groceries</p>
            <p class="c-sis-guide__step c-sis-h3">Checkout securely</p>
        </div>

        

    </div>
</div>

         
         </div> 
    </div>

    
        <input type="hidden" id="sis_analyticsPageType" name="analyticsPageType" value="HOMEPAGE"/>
    




    


























    
        
    
    

    
        
        














    
    
    
    
    
<input type="hidden" id="1563529040480.MORRISONS219-1563529281732" class="analyticsPageComponent" />

    

    
    
    

    <div class="freeHtml " id="freeHtmlFile"
         data-element-type="promotion" data-promotion-name="LOHP - Ideas" data-promotion-creative=""
         data-promotion-id="61354" data-promotion-position="FREEHTML">
        <div class="cornerBox scribe-wrapper"><style>.scribe-wrapper .scbFreeHtml{max-width:100% !important;margin:0 auto}.scribe-wrapper .o-sis-container>*{box-sizing:border-box}.scribe-wrapper .o-sis-container{-webkit-font-smoothing:antialiased}.scribe-wrapper .c-sis-h2{width:100%;color:#004e37;text-align:center;font-weight:100;font-size:1.8em;line-height:1.5;margin:0 0 1em 0}@media (min-width:768px){.scribe-wrapper .c-sis-h2{font-size:2.2em;line-height:1.15}}.scribe-wrapper .c-sis-h2--wSubheading{margin:0 0 .3em 0}.scribe-wrapper .c-sis-h3{margin:0;font-size:1.3em;padding-bottom:.7em;font-weight:500;color:#004e37}@media (min-width:768px){.scribe-wrapper .c-sis-h3{font-size:1.4em}}.scribe-wrapper .c-sis-subheading{margin:0;color:#404040;text-align:center;font-size:1.1em}.scribe-wrapper .t-sis-container--hasBG{background-color:#f5f5f5}.scribe-wrapper .t-sis-wrap--hasWhiteBG{background-color:#fff}.scribe-wrapper .t-sis-container--hasBGToggle{background-color:#f5f5f5}@media (min-width:768px){.scribe-wrapper .t-sis-container--hasBGToggle{background-color:#fff}}.scribe-wrapper .o-sis-container{width:100%;max-width:1920px;margin:0 auto;font-family:MorrisonsAgenda,Arial,sans-serif;font-size:16px;line-height:1}.scribe-wrapper .o-sis-wrap{width:100%;max-width:1280px;margin-left:auto;margin-right:auto;padding:20px;text-align:center}@media (min-width:768px){.scribe-wrapper .o-sis-wrap{padding-bottom:20px;padding-top:20px}}@media (min-width:768px){.scribe-wrapper .o-sis-col{padding:15px;box-sizing:border-box}}@media (min-width:768px){.scribe-wrapper .o-sis-col--third{width:33.3333%}}@media (min-width:768px){.scribe-wrapper .o-sis-col--quarter{width:50%}}@media (min-width:1024px){.scribe-wrapper .o-sis-col--quarter{width:25%}}@media (min-width:768px){.scribe-wrapper .o-sis-col--half{width:100%}}@media (min-width:1024px){.scribe-wrapper .o-sis-col--half{width:50%}}@media (min-width:768px){.scribe-wrapper .o-sis-col--threeQuarters{width:100%}}@media (min-width:1024px){.scribe-wrapper .o-sis-col--threeQuarters{width:75%}}@media (min-width:768px){.scribe-wrapper .o-sis-col--full{width:100%}}.scribe-wrapper .o-sis-ideas{width:100%}@media (min-width:768px){.scribe-wrapper .o-sis-ideas{width:calc(100% + 30px);margin-left:-15px;margin-right:-15px;display:-webkit-box;display:-ms-flexbox;display:flex;-webkit-box-orient:horizontal;-webkit-box-direction:normal;-ms-flex-direction:row;flex-direction:row;-ms-flex-wrap:wrap;flex-wrap:wrap;-webkit-box-pack:justify;-ms-flex-pack:justify;justify-content:space-between;-ms-flex-line-pack:stretch;align-content:stretch;box-sizing:border-box}}.scribe-wrapper .c-sis-article{position:relative;display:-webkit-box;display:-ms-flexbox;display:flex;-webkit-box-orient:vertical;-webkit-box-direction:normal;-ms-flex-direction:column;flex-direction:column;-webkit-box-pack:start;-ms-flex-pack:start;justify-content:flex-start;height:100%;margin-bottom:4%;background-color:#fff;box-shadow:0 1px 5px #e3e3e3;border-radius:2px;transition:box-shadow .4s ease;text-align:left}@media (min-width:768px){.scribe-wrapper .c-sis-article{margin-bottom:0}.scribe-wrapper .c-sis-article:hover{box-shadow:0 12px 16px #d2d2d2}.scribe-wrapper .c-sis-article:hover .c-sis-article__image__BG{-webkit-transform:scale(1.05);transform:scale(1.05)}}.scribe-wrapper .c-sis-article__image{width:100%;border-radius:2px 2px 0 0;overflow:hidden}.scribe-wrapper .c-sis-article__image__BG{width:100%;padding-bottom:75%;background-repeat:no-repeat;background-position:center;background-size:cover;transition:-webkit-transform .4s ease;transition:transform .4s ease;transition:transform .4s ease,-webkit-transform .4s ease}.scribe-wrapper .c-sis-article__image--narrow{height:200px}.scribe-wrapper .c-sis-article__image--narrow .c-sis-article__image__BG{padding-bottom:0;height:100%}.scribe-wrapper .c-sis-article__content{-ms-flex-positive:1;-webkit-box-flex:1;-ms-flex:1 0 auto;flex:1 0 auto;display:-webkit-box;display:-ms-flexbox;display:flex;-webkit-box-orient:vertical;-webkit-box-direction:normal;-ms-flex-direction:column;flex-direction:column;-webkit-box-pack:start;-ms-flex-pack:start;justify-content:flex-start;z-index:10;padding:1em 1em 0 1em}.scribe-wrapper .c-sis-article__content--center{text-align:center}.scribe-wrapper .c-sis-article__content .c-sis-content__icon{width:50%;max-width:60px;margin:1em auto;height:auto}.scribe-wrapper .c-sis-article__content .c-sis-content__para{display:none}@media (min-width:768px){.scribe-wrapper .c-sis-article__content .c-sis-content__para{-webkit-box-flex:1;-ms-flex:1 1 auto;flex:1 1 auto;display:block;line-height:1.4;padding-bottom:1em;margin:0}}.scribe-wrapper .c-sis-article__content .c-sis-content__link{position:relative;display:block;border-top:1px solid #00893f;padding:15px 30px 15px 0;color:#00893f;font-size:1em;font-weight:700;text-decoration:none}.scribe-wrapper .c-sis-article__content .c-sis-content__link--align-left{text-align:left}@media (min-width:1024px){.scribe-wrapper .c-sis-article__content .c-sis-content__link{font-size:1.125em}}.scribe-wrapper .c-sis-article__content .c-sis-content__link:after{content:"";position:absolute;top:50%;right:0;display:block;width:1.2em;height:1.2em;background:url(/cmscontent/fhtml_image/642024.svg?SJEu) no-repeat center;background-size:100%;-webkit-backface-visibility:hidden;-webkit-transform:translateY(-50%) translateZ(0) scale(1,1);transform:translateY(-50%) translateZ(0) scale(1,1);transition:-webkit-transform .4s ease;transition:transform .4s ease;transition:transform .4s ease,-webkit-transform .4s ease}@media (min-width:768px){.scribe-wrapper .c-sis-article__content .c-sis-content__link:hover:after{-webkit-transform:translateY(-50%) translateX(5px);transform:translateY(-50%) translateX(5px)}}@media (min-width:768px) and (max-width:1023px){.scribe-wrapper .o-sis-col--full .c-sis-article,.scribe-wrapper .o-sis-col--half .c-sis-article,.scribe-wrapper .o-sis-col--threeQuarters .c-sis-article{-webkit-box-pack:end;-ms-flex-pack:end;justify-content:flex-end;-webkit-box-align:end;-ms-flex-align:end;align-items:flex-end}.scribe-wrapper .o-sis-col--full .c-sis-article .c-sis-article__image,.scribe-wrapper .o-sis-col--half .c-sis-article .c-sis-article__image,.scribe-wrapper .o-sis-col--threeQuarters .c-sis-article .c-sis-article__image{border-radius:2px;position:absolute;height:100%;top:0;left:0}.scribe-wrapper .o-sis-col--full .c-sis-article .c-sis-article__image__BG,.scribe-wrapper .o-sis-col--half .c-sis-article .c-sis-article__image__BG,.scribe-wrapper .o-sis-col--threeQuarters .c-sis-article .c-sis-article__image__BG{padding-bottom:0;height:100%}.scribe-wrapper .o-sis-col--full .c-sis-article .c-sis-article__content,.scribe-wrapper .o-sis-col--half .c-sis-article .c-sis-article__content,.scribe-wrapper .o-sis-col--threeQuarters .c-sis-article .c-sis-article__content{-webkit-box-flex:0;-ms-flex:0 0 auto;flex:0 0 auto;margin-top:220px;background-color:#fff;border-radius:0 0 2px 0;width:50%;padding-top:2em}}@media (min-width:1024px){.scribe-wrapper .o-sis-col--full .c-sis-article,.scribe-wrapper .o-sis-col--half .c-sis-article,.scribe-wrapper .o-sis-col--threeQuarters .c-sis-article{-webkit-box-pack:end;-ms-flex-pack:end;justify-content:flex-end;-webkit-box-align:end;-ms-flex-align:end;align-items:flex-end}.scribe-wrapper .o-sis-col--full .c-sis-article .c-sis-article__image,.scribe-wrapper .o-sis-col--half .c-sis-article .c-sis-article__image,.scribe-wrapper .o-sis-col--threeQuarters .c-sis-article .c-sis-article__image{border-radius:2px;position:absolute;height:100%;top:0;left:0}.scribe-wrapper .o-sis-col--full .c-sis-article .c-sis-article__image__BG,.scribe-wrapper .o-sis-col--half .c-sis-article .c-sis-article__image__BG,.scribe-wrapper .o-sis-col--threeQuarters .c-sis-article .c-sis-article__image__BG{padding-bottom:0;height:100%}.scribe-wrapper .o-sis-col--full .c-sis-article .c-sis-article__content,.scribe-wrapper .o-sis-col--half .c-sis-article .c-sis-article__content,.scribe-wrapper .o-sis-col--threeQuarters .c-sis-article .c-sis-article__content{-webkit-box-flex:0;-ms-flex:0 0 auto;flex:0 0 auto;margin-top:220px;background-color:#fff;border-radius:0 0 2px 0;width:60%;padding-top:2em}}</style>


<div class="o-sis-container">

    <div class="o-sis-wrap">

        <div class="o-sis-ideas">

            <h2 class="c-sis-h2">Ideas and Inspiration</h2>

            <div class="o-sis-col o-sis-col--quarter">
                
                <div class="c-sis-article">

                    <div class="c-sis-article__image">
                        
                        <div class="c-sis-article__image__BG" style="background-image:url(/cmscontent/fhtml_image/771934.jpg?TnT5)"></div>
                    </div>

                    <div class="c-sis-article__content">

                        
                        <h3 class="c-sis-h3">What We Make, Makes Us Who We Are</h3>

                        
                        <p class="c-sis-content__para">We work closely with farmers and growers we know and trust to bring you good quality and great value every day on Market Street. Find out more and watch our latest TV ad.</p>

                        
                        <a href="/webshop/redirectFromWebshop.do?REDIRECT_URL=https%3A%2F%2Fmy.morrisons.com%2Fmarket-street%3Futm_campaign%3DNEWLOHP%26content%3Dstatic_4&pageId=9858d75eb47c19e51847fbb364bd9192&ad=61354%7C1206251%7C61343%7C1168557" role="button" class="c-sis-content__link">Explore Market Street</a>
                    </div>
                </div>
            </div>


            <div class="o-sis-col o-sis-col--quarter">
                
                <div class="c-sis-article">

                    <div class="c-sis-article__image">
                        
                        <div class="c-sis-article__image__BG" style="background-image:url(/cmscontent/fhtml_image/772868.jpg?Toqh)"></div>
                    </div>

                    <div class="c-sis-article__content">

                        
                        <h3 class="c-sis-h3">Download our More app</h3>

                        
                        <p class="c-sis-content__para">Discover new features on our More app today - and watch our video guide to the benefits you can enjoy at your fingertips.</p>

                        
                        <a href="/webshop/redirectFromWebshop.do?REDIRECT_URL=https%3A%2F%2Fmy.morrisons.com%2Fmore%2F%3Futm_source%3DGroceries%26utm_medium%3DInternal%26utm_campaign%3DNEWLOHP%26content%3Dstatic_9&pageId=6db91a21482bea97ec47b8cda0235b84&ad=61354%7C1206251%7C61343%7C1168557" role="button" class="c-sis-content__link">Download now</a>
                    </div>
                </div>
            </div>


            <div class="o-sis-col o-sis-col--half">
                
                <div class="c-sis-article">

                    <div class="c-sis-article__image">
                        
                        <div class="c-sis-article__image__BG" style="background-image:url(/cmscontent/fhtml_image/839774.jpg?U-uq)"></div>
                    </div>

                    <div class="c-sis-article__content">

                        
                        <h3 class="c-sis-h3">Recipes By Morrisons</h3>

                        
                        <p class="c-sis-content__para">Try something new from our recipe collection and add all the products you need to an online shop with one click.</p>

                        
                        <a href="https://groceries.morrisons.com/webshop/getStaticContent.do?clkInTab=Recipes&siteId=33805&utm_source=Groceries&utm_medium=Internal&utm_campaign=NEWLOHP&content=static_6&ad=61354%7C1206251%7C61343%7C1168557" role="button" class="c-sis-content__link">Browse Morrisons recipes</a>
                    </div>
                </div>
            </div>


            <div class="o-sis-col o-sis-col--half">

                
                <div class="c-sis-article">

                    <div class="c-sis-article__image">
                        
                        <div class="c-sis-article__image__BG" style="background-image:url(/cmscontent/fhtml_image/827282.jpg?UrZN)"></div>
                    </div>

                    <div class="c-sis-article__content">

                        
                        <h3 class="c-sis-h3">Nutmeg Spring Summer Collection</h3>

                        
                        <p class="c-sis-content__para">Introducing our stylish new range of women's, children's and baby clothes. Whatever their style, you'll find clothes they'll love to wear - all with the thoughtful details we know you love too.</p>

                        
                        <a href="/webshop/redirectFromWebshop.do?REDIRECT_URL=https%3A%2F%2Fwww.morrisons.com%2Fnutmeg%2F%3Futm_campaign%3DNEWLOHP%26utm_medium%3DInternal%26content%3Dstatic_5&pageId=ab56c9a6390965d319d623f0b3bb9055&ad=61354%7C1206251%7C61343%7C1168557" role="button" class="c-sis-content__link">View Our Collection</a>
                    </div>
                </div>

            </div>


            <div class="o-sis-col o-sis-col--quarter">

                
                <div class="c-sis-article">

                    <div class="c-sis-article__image">
                        
                        <div class="c-sis-article__image__BG" style="background-image:url(/cmscontent/fhtml_image/755341.jpg?TdDr)"></div>
                    </div>

                    <div class="c-sis-article__content">

                        
                        <h3 class="c-sis-h3">Try New Eat Fresh Recipe Boxes</h3>

                        
                        <p class="c-sis-content__para">Find out about our new recipe box subscription service - designed to make cooking from scratch more affordable and inspiring.</p>

                        
                        <a href="/webshop/redirectFromWebshop.do?REDIRECT_URL=https%3A%2F%2Fmy.morrisons.com%2Fblog%2Ffood%2Feat-fresh-recipe-boxes%2F%3Futm_source%3DGroceries%26utm_medium%3DInternal%26utm_campaign%3DNEWLOHP%26content%3Dstatic_8&pageId=72d815f5721a97a28abe704b1579556d&ad=61354%7C1206251%7C61343%7C1168557" role="button" class="c-sis-content__link c-sis-content__link--align-left">Find out more</a>
                    </div>
                </div>
            </div>


            <div class="o-sis-col o-sis-col--quarter">

                
                <div class="c-sis-article o-sis-articles__item sis-item--quarter">

                    <div class="c-sis-article__image">
                        
                        <div class="c-sis-article__image__BG" style="background-image:url(/cmscontent/fhtml_image/839773.jpg?U-up)"></div>
                    </div>

                    <div class="c-sis-article__content">

                        
                        <h3 class="c-sis-h3">Summer Ideas and Inspiration</h3>

                        
                        <p class="c-sis-content__para">Enjoy our Great British Summer with ideas and inspiration from our chefs, growers and foodmakers.</p>

                        
                        <a href="/webshop/redirectFromWebshop.do?REDIRECT_URL=https%3A%2F%2Fmy.morrisons.com%2Fsummer%2F%3Futm_campaign%3DNEWLOHP%26utm_medium%3DInternal%26content%3Dstatic_9%26utm_source%3DGroceries&pageId=d200d41989ae5f37eb4cff8848c3bec8&ad=61354%7C1206251%7C61343%7C1168557" role="button" class="c-sis-content__link">View Our Summer Ideas</a>
                    </div>
                </div>
            </div>

        </div>

    </div>
</div>
</div> 
    </div>

    
        <input type="hidden" id="sis_analyticsPageType" name="analyticsPageType" value="HOMEPAGE"/>
    




    


























    
        
    
    

    
        
        














    
    
    
    
    
<input type="hidden" id="1563529040480.MORRISONS219-1563529281733" class="analyticsPageComponent" />

    

    
    
    

    <div class="freeHtml show-for-xlarge" id="freeHtmlFile"
         data-element-type="promotion" data-promotion-name="LOHP - Register" data-promotion-creative=""
         data-promotion-id="61355" data-promotion-position="FREEHTML">
        <div class="cornerBox"><style>.scbFreeHtml{max-width:100%!important;margin:0 auto}.o-sis-container>*{box-sizing:border-box}.o-sis-container{-webkit-font-smoothing:antialiased}.c-sis-h2{width:100%;color:#004e37;text-align:center;font-weight:100;font-size:1.8em;line-height:1.5;margin:0 0 1em 0}@media (min-width:768px){.c-sis-h2{font-size:2.2em;line-height:1.15}}.c-sis-h2--wSubheading{margin:0 0 .3em 0}.c-sis-h3{margin:0;font-size:1.3em;padding-bottom:.7em;font-weight:500;color:#004e37}@media (min-width:768px){.c-sis-h3{font-size:1.4em}}.c-sis-subheading{margin:0;color:#404040;text-align:center;font-size:1.1em}.t-sis-container--hasBG{background-color:#f5f5f5}.t-sis-wrap--hasWhiteBG{background-color:#fff}.t-sis-container--hasBGToggle{background-color:#f5f5f5}@media (min-width:768px){.t-sis-container--hasBGToggle{background-color:#fff}}.o-sis-container{width:100%;max-width:1920px;margin:0 auto;font-family:MorrisonsAgenda,Arial,sans-serif;font-size:16px;line-height:1}.o-sis-wrap{width:100%;max-width:1280px;margin-left:auto;margin-right:auto;padding:20px;text-align:center}@media (min-width:768px){.o-sis-wrap{padding-bottom:20px;padding-top:20px}}@media (min-width:768px){.o-sis-col{padding:15px;box-sizing:border-box}}@media (min-width:768px){.o-sis-col--third{width:33.3333%}}@media (min-width:768px){.o-sis-col--quarter{width:50%}}@media (min-width:1024px){.o-sis-col--quarter{width:25%}}@media (min-width:768px){.o-sis-col--half{width:100%}}@media (min-width:1024px){.o-sis-col--half{width:50%}}@media (min-width:768px){.o-sis-col--threeQuarters{width:100%}}@media (min-width:1024px){.o-sis-col--threeQuarters{width:75%}}@media (min-width:768px){.o-sis-col--full{width:100%}}.o-sis-register{display:none}@media (min-width:768px){.o-sis-register{text-align:center;display:block}}.c-sis-btn{display:block;text-align:center;text-transform:uppercase;background-color:#004e37;padding:20px;margin:5px auto;width:100%;max-width:300px;color:#fff;text-decoration:none;font-weight:700;border-radius:3px;transition:background-color .4s ease;cursor:pointer;-webkit-appearance:none}.c-sis-btn:hover{background-color:#043e27;text-decoration:none}.c-sis-register{padding:30px 30px 20px 30px;background:#fff url(/cmscontent/fhtml_image/640530.jpg?SIqK) no-repeat center bottom 40px;background-size:92%;border-radius:2px}.c-sis-register__heading{color:#004e37;font-weight:400;font-size:1.8em;margin:0}.c-sis-register__para{color:#00893f;margin:.8em 0 2em 0}</style>
    



<div class="o-sis-container">
    <div class="o-sis-wrap o-sis-register">
        <div class="c-sis-register">
            <h3 class="c-sis-register__heading">We serve thousands of new customers every week.</h3>
            <p class="c-sis-register__para">Join other shoppers in your area, and try Morrisons.com today.</p>
            <a class="c-sis-btn" role="button" href="https://groceries.morrisons.com/webshop/quickReg.do?campaign=LOHP&content=static_9&ad=61355%7C1168570%7C61343%7C1168557">Register in Seconds</a>
        </div>
        
    </div>
</div>


            
        
</div> 
    </div>

    
        <input type="hidden" id="sis_analyticsPageType" name="analyticsPageType" value="HOMEPAGE"/>
    




        
    

    









    
    
    

    





    
</div>





</div>
    </div>
    







    












<input id="facebook_login_redirect_started" type="hidden" value="false"/>

<input id="facebook_confirm_button_ready" type="hidden" value="false"/>

<input id="facebook_login_button_ready" type="hidden" value="false"/>







<div id="contentBottom" class="contentBottom">
    <div class="backToTop">
        
        <a class="backToTopContentButton" href="#wrapper">Back to top</a>
    </div>
</div>


<footer class="main-footer alternative-main-footer">
    <div class="alternative-main-footer-content">
        <p class="accessibility">More of what matters</p>

        
            
            
                <a class="desktop-link" href="/webshop/startWebshop.do?site=desktop">
                    Desktop site
                </a>
            
        
        <div class="socialMediaFooterContainer">
            <div class="socialMediaFooter">
                
                






    <a href="

http://www.facebook.com/morrisons" class="facebook" target="_blank">
    </a>



    <a href="

http://www.twitter.com/Morrisons" class="twitter" target="_blank">
    </a>







    <a href="http://instagram.com/morrisons" class="instagram" target="_blank">
    </a>



    <a href="http://youtube.com/user/morrisons" class="youtube"  target="_blank">
    </a>









            </div>
        </div>

        








<div class="links">
    
        
            
            <div id="footer-col-addon" class="col-addon"></div>
        
        
    
    <div class="col">
        












    <h4 class="footer-links-title">Our Main Sites</h4>


<ul>
    
        <li>
            <a href="https://groceries.morrisons.com/webshop/startWebshop.do">Groceries</a>
        </li>
    
        <li>
            <a href="https://my.morrisons.com/foodtoorder/?utm_source=groceries&utm_medium=internal&utm_campaign=footer_link">Food to Order</a>
        </li>
    
        <li>
            <a href="https://www.morrisons.com/eatfresh/?utm_source=groceries&utm_medium=internal&utm_campaign=footer_link">Eat Fresh</a>
        </li>
    
        <li>
            <a href="https://my.morrisons.com/more/?utm_source=groceries&utm_medium=internal&utm_campaign=footer_link">Morrisons More</a>
        </li>
    
        <li>
            <a href="https://my.morrisons.com/?utm_source=groceries&utm_medium=internal&utm_campaign=footer_link">Blog</a>
        </li>
    
</ul>

    </div>
    
        
            <div class="col">
                












    <h4 class="footer-links-title">Help &amp; Information</h4>


<ul>
    
        <li>
            <a href="https://my.morrisons.com/help/?utm_source=groceries&utm_medium=internal&utm_campaign=footer_link">Contact Us</a>
        </li>
    
        <li>
            <a href="https://my.morrisons.com/storefinder/?utm_source=groceries&utm_medium=internal&utm_campaign=footer_link">Store Finder</a>
        </li>
    
        <li>
            <a href="https://your.morrisons.com/Help-and-information/store-services/?utm_source=groceries&utm_medium=internal&utm_campaign=footer_link">Store Services</a>
        </li>
    
        <li>
            <a href="https://groceries.morrisons.com/webshop/scontent/customerServicesFAQ">FAQs</a>
        </li>
    
        <li>
            <a href="https://groceries.morrisons.com/webshop/scontent/customerServicesFAQ">Scottish Alcohol Pricing</a>
        </li>
    
        <li>
            <a href="https://groceries.morrisons.com/webshop/getStaticContent.do?siteId=77482">Keeping Safe Online</a>
        </li>
    
        <li>
            <a href="https://my.morrisons.com/product-recall">Product Recalls</a>
        </li>
    
</ul>

            </div>
            <div class="col">
                












    <h4 class="footer-links-title">Corporate</h4>


<ul>
    
        <li>
            <a href="https://www.morrisons-corporate.com/about-us/?utm_source=groceries&utm_medium=internal&utm_campaign=footer_link">About Us</a>
        </li>
    
        <li>
            <a href="https://www.morrisons-corporate.com/cr/?utm_source=groceries&utm_medium=internal&utm_campaign=footer_link">Corporate Responsibility</a>
        </li>
    
        <li>
            <a href="https://www.morrisons-corporate.com/investor-centre/?utm_source=groceries&utm_medium=internal&utm_campaign=footer_link">Investor Centre</a>
        </li>
    
        <li>
            <a href="https://www.morrisons.jobs/?utm_source=groceries&utm_medium=internal&utm_campaign=footer_link">Jobs</a>
        </li>
    
        <li>
            <a href="https://www.morrisons-corporate.com/globalassets/corporatesite/corporate-responsibility/documents/2018/morrisons_modern_slavery_act_2019_final.pdf">Modern Slavery Statement</a>
        </li>
    
</ul>

            </div>
        
        
    
    <div class="col edge">
        












    <h4 class="footer-links-title">Terms</h4>


<ul>
    
        <li>
            <a href="https://groceries.morrisons.com/webshop/scontent/termsOfUse">Terms of Use</a>
        </li>
    
        <li>
            <a href="https://groceries.morrisons.com/webshop/scontent/termsAndConditions">Terms &amp; Conditions</a>
        </li>
    
        <li>
            <a href="https://my.morrisons.com/privacy-policy">Privacy Policy</a>
        </li>
    
        <li>
            <a href="https://my.morrisons.com/cookie-policy/">Cookie Policy</a>
        </li>
    
        <li>
            <a href="https://my.morrisons.com/weee-regulations/?utm_source=groceries&utm_medium=internal&utm_campaign=footer_link">WEEE Regulations</a>
        </li>
    
        <li>
            <a href="https://my.morrisons.com/accessibility/?utm_source=groceries&utm_medium=internal&utm_campaign=footer_link">Accessibility</a>
        </li>
    
</ul>

    </div>
</div>

    <div class="cornerBox"><style>
    .ext-logos {
        height: 0;
        overflow: visible;
    }

    .mhra-logo {
        display: block;
        float: right;
        width: 112px;
        height: 93px;
        margin-top: -93px;
        background: transparent url(/cmscontent/fhtml_image/207885.png?N49u) 0 0 no-repeat;
        background-size: 112px 93px;
    }

    /* mobile small */
    .mobileFooter .copyright {
        float: left;
        width: 50%;
        margin-top: 30px;
    }

    .mobileFooter .ext-logos {
        height: auto;
        float: right;
        padding: 10px;
        margin-bottom: 40px;
    }

    .mobileFooter .mhra-logo {
        margin-top: 0;
    }

</style>

<div class="ext-logos">
    <a href="/webshop/redirectFromWebshop.do?REDIRECT_URL=http%3A%2F%2Fmedicine-seller-register.mhra.gov.uk%2Fsearch-registry%2F307&pageId=8a1a1e0cc8123a2d2bb4f4b9faafdf11&ad=22778%7C1099620%7C%7C" class="mhra-logo"></a>
</div></div>



        
            <p class="footer-copyright">All rights reserved. Morrisons Ltd</p>
        
    </div>
</footer>









    
        
        <div class="cd-cookieDisclaimer js-cd-cookieDisclaimer">
            <div class="cd-cookieDisclaimer__wrapper">
                <span class="cd-cookieDisclaimer__message">
                    We use cookies to make this site work, tailor your experience and improve your journey. By continuing to use this site you are consenting to the use of cookies. Find out more 
                    <a class="cd-cookieDisclaimer__link" href="https://my.morrisons.com/cookie-policy/">
                        here
                    </a>
                </span>
                <a href="#" class="cd-cookieDisclaimer__close js-cd-cookieDisclaimer__close" title="Close"></a>
            </div>
        </div>
    





















    


    


































    



    












<div id="jsvars">
    
        <input type="hidden" name="gaProductListSize" value="number#30" />
    
        <input type="hidden" name="pageType" value="string#Homepage" />
    
        <input type="hidden" name="gaTrackPromos" value="boolean#true" />
    
        <input type="hidden" name="removedPromotionsFromBasket" value="boolean#false" />
    
        <input type="hidden" name="ssoTargetOrigin" value="string#https://accounts.groceries.morrisons.com" />
    
        <input type="hidden" name="fopViewPreference" value="string#SHELF" />
    
        <input type="hidden" name="pageViewId" value="string#1563529040480.MORRISONS219" />
    
        <input type="hidden" name="gaTrimCheckout" value="boolean#true" />
    
        <input type="hidden" name="analyticsPageType" value="string#HOMEPAGE" />
    
</div><script src="/webshop/scripts/messages/mapping.6abc6972741793a10382ed6ab972170a.js"></script>



<script id="facebookFallback" type="text/javascript">
    window.Facebook = window.Facebook || {};
    window.Facebook.facebookEnabled = true;
</script>











<script id="webshopConfigAndAnalytics" type="text/javascript">
    var webshop = webshop || {};
    webshop.analytics = webshop.analytics || {};
    jQ(document).ready(function () {
        webshop.analytics.pageViewId = webshop.common.jsVariables.get('pageViewId');
    });
    webshop.config = webshop.config || {};
    webshop.config.loggedIn = false;
    webshop.config.fromMobile = false;
    webshop.config.fbPermissions = 'email,publish_actions';
    webshop.config.captchaKey = '6Lc4DSkTAAAAAOHL5HhCntCCUc0D76zpXEL60lVO';
    webshop.config.isSmartPassForCurrentCustomer = false;
    webshop.config.contextPath = "/webshop";
</script>


            <script id="configProperties" type="text/javascript">
             if (typeof configProperties === "undefined") {
                configProperties = {};
             }
        configProperties['FACEBOOK_APP_ID'] = '1404785583091061';configProperties['FACEBOOK_APP_NAMESPACE'] = 'morrisonsgroceries';
            </script>
        








    
       <script type="text/javascript" src="/webshop/gzip_1f24c453be5a06e90fc456e0a8d5031f/rwd/scripts/soc-berry.js" ></script>

    
    











    
       <script type="text/javascript" src="/webshop/gzip_6c683bf2f362e416f94344ea45025192/rwd/scripts/rwd-paypal.js" ></script>

    
    











    
       <script type="text/javascript" src="/webshop/gzip_55c40065a876860cbe10b28e83950304/rwd/scripts/basicScripts.js" ></script>
<script type="text/javascript" src="/webshop/gzip_daad3cdcbda6f29e5b0c42fc8860f97f/scripts/webshop-gtm.js" ></script>
<script type="text/javascript" src="/webshop/gzip_243b9ab7e330975b7b100fc78ddc1545/scripts/backbone.behaviors.js" ></script>
<script type="text/javascript" src="/webshop/gzip_69c57c270996fdce4c5d6a88992447c8/scripts/ext-products.js" ></script>
<script type="text/javascript" src="/webshop/gzip_168e953c7a19f4a431d6a95892165d0f/rwd/scripts/basicFeatures.js" ></script>

    
    











    
       <script type="text/javascript" src="/webshop/gzip_a5b63095bfb6d32b8a03ea46257dcdb7/rwd/scripts/homePage.js" ></script>

    
    











    
       <script type="text/javascript" src="/webshop/gzip_76f8dedf2108197b22b1ded0c2647267/rwd/scripts/gtmPromotionImpressions.js" ></script>

    
    











    
       <script type="text/javascript" src="/webshop/gzip_804d0a79622f474c44a07fac0cb0afc9/scripts/cookieDisclaimer.js" ></script>

    
    



<script src="/webshop/scripts/webpack/RoutersBootstrap.cc620930bc19707d9583.js"></script>






    <script type="text/javascript">
        jQ.get("/webshop/jsEnabled.do", { ajax: true });
    </script>

<script type="text/javascript">window.NREUM||(NREUM={});NREUM.info={"errorBeacon":"bam.nr-data.net","licenseKey":"b605cb8c2c","agent":"","beacon":"bam.nr-data.net","applicationTime":29,"applicationID":"35678230,146129459","transactionName":"M1IAYUpVXUAHVxEPDgoYMUVKXV1UJVsLEhMLWw5QShtgRwdGETEEBkQKWkh1UEcPWwtJBBxSAUBMUQ==","queueTime":0,"atts":"HxUXFwJPEVoVdgoSQ14VBFRUR1YRShYMFkNeFVMFCxoLC0gGVF5PVQdbFxQWRVYURwwJD0YNQAIWBx0AVRYYGw=="}</script></body>
</html>