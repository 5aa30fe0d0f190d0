<!DOCTYPE html>
  <html lang="cn">
  <head>
  <meta name="robots" content="all" />
  <meta name="renderer" content="webkit">
  <meta name="keywords" content="招聘,招聘网,人才网,求职,找工作">
  <meta name="description" content="智联招聘全国招聘网是全国权威的求职找工作平台,为您提供真实准确的全国求职招聘信息,每天几百万的高薪职位招聘信息供您选择,找工作上智联招聘">
  <meta http-equiv="X-UA-Compatible" content="IE=Edge,chrome=1">
  <title>全国招聘网_全国人才网_求职_找工作_上智联招聘</title>
   <!--[if lt IE 9]>
    <script>
      function setCookie(key, value, iDay) {
        var oDate = new Date();
        oDate.setTime(oDate.getTime() + iDay)
        document.cookie = key + '=' + value;
      }
      function getCookie(key) {
        var cookieArr = document.cookie.split('; ');
        for (var i = 0; i < cookieArr.length; i++) {
          var arr = cookieArr[i].split('=');
          if (arr[0] === key) {
            return arr[1];
          }
        }
        return false;
      }
      (function(){
        var getUserCookie = getCookie('lowBrowserTip'); 
        if (!getUserCookie) {
          setCookie('lowBrowserTip', '1'); 
          setTimeout(function(){ 
              window.open('https://www.zhaopin.com/unsupported-browser','_blank')
          },2000) 
        }  
      })();
    </script>
<![endif]-->
  

<meta charset=UTF-8 />


<meta name="baidu-site-verification" content="DN49YFAOvMKT6OI2" />
<meta name="360-site-verification" content="7e4b4b3f530e75b01c33c4453aad1676" />
<meta name="google-site-verification" content="17pJtanqBS_WNoKwEq6qaj8Lg3539CGT9qZQlM72vQ8" />

<link rel="shortcut icon" type="image/ico" href="//img00.zhaopin.cn/new2011/images/ie9.ico" />
<!--[if gt IE 9]>
        <meta name="application-name" content="智联招聘_首页" />
        <meta name="msapplication-starturl" content="//www.zhaopin.com/" />
        <meta name="msapplication-navbutton-color" content="#3480C0" />
        <meta name="msapplication-window" content="width=1300;height=768" />
        <meta name="msapplication-tooltip" content="智联招聘_首页" />
        <![endif]-->

<link rel="stylesheet" href="//img00.zhaopin.cn/2012/css/index/index.min-L.css?version=20150804" />

<!--[if lt IE 8 ]>
        <link rel="stylesheet" href="//img00.zhaopin.cn/2012/css/index/newindex_ie6.css" />
        <![endif]-->


<link rel="stylesheet" href="//img01.zhaopin.cn/2012/other/lmadjust/css/adbox_s.css" />


 
  
  <link rel="stylesheet" href="//fecdn4.zhaopin.cn/www/vendors.5d6744.css"><link rel="stylesheet" href="//fecdn1.zhaopin.cn/www/index.487b5a.css">
  <script>var zpPageRequestId = "ce35646019434351bac0aa4dca904952-" + (new Date()).valueOf() + "-" + parseInt(Math.random() * 1000000)</script>
  <link rel="shortcut icon" type="image/png" href="//common-bucket.zhaopin.cn/img/zhilian-ico/zhilian-ico-1.0.0.png">
  <link rel="stylesheet" type="text/css" href="//images.zhaopin.cn//www/ihome/font/iconfont.css">
  <link href="//common-bucket.zhaopin.cn/css/idangerous.swiper.min/idangerous.swiper.min-2.7.6.css" rel="stylesheet">  
</head>
<body>
  <div id="root" data-server-rendered="true" class="zp"><div id="rightNav_top" class="zp-header clearfix"><div class="zp-container zp-header-content"><div class="zp-top-menu zp-container"><div class="clearfix zp-top-menu__header"><div class="fl"><div><span class="zp-city__location">全国站</span> <a href="https://www.zhaopin.com/citymap" target="_blank" class="zp-city__change">[切换城市]</a></div></div> <div class="fr"><div class="not-login hidden"><span><a class="not-login__position"><span class="iconfont-b icon-zhiwei not-login__position__icon"></span>
      免费发布职位</a> <a href="https://passport.zhaopin.com/org/login" class="not-login__position--active">
      企业登录</a></span> <span class="not-login__button"><a href="javascript:;" target="_blank" class="not-login__button__login"><span class="iconfont-b icon-denglu not-login__button__icon"></span>
      求职者登录</a> <a href="//passport.zhaopin.com/account/register" class="not-login__button__registry">求职者注册</a></span></div> <div class="zp-phone"><i class="icon zp-iconfont zp-dianhua fs12 zp-phone__i"></i> <span>400-885-9898</span></div></div></div></div> <div mode="" class="zp-search__wrapper"> <div class="clearfix"><div class="zp-search__box "><div class="fl zp-search__logo"><a href="https://www.zhaopin.com" target="_self" class="fl zp-search__logo-link"><img src="//fecdn5.zhaopin.cn/www/assets/zhaopin.4659478df1ec9a2e6ed76997a64884f6.png" title="智联招聘logo" alt="logo"></a></div> <div class="fl sf-search-box"><div class="zp-search__common-wrapper" data-v-295fd9d8><div class="zp-search__common" data-v-295fd9d8><div onselectstart="return false" class="zp-select" data-v-39fd9b7e data-v-295fd9d8><div class="zp-select__label--wrapper" data-v-39fd9b7e><div class="zp-select__label zp-iconfont" data-v-39fd9b7e><span class="zp-select__label--span" data-v-39fd9b7e>职位</span></div></div> <!----></div> <input placeholder="请输入关键词,例如:JAVA,销售代表,行政助理等" type="text" value="" class="zp-search__input" data-v-295fd9d8> <a class="zp-search__btn zp-search__btn--blue" data-v-295fd9d8><i class="icon zp-iconfont zp-search" data-v-295fd9d8></i></a> <ul class="zp-search__list" style="display:none;" data-v-295fd9d8></ul></div></div></div> <div class="fr zp-search__qrcode zp-search__qrcode-appbg"><img title="扫描下载app" alt="扫描下载app" src="//fecdn5.zhaopin.cn/www/assets/app_qrcode.10daeca8da360beac507638ffc1c2145.png" class="zp-search__qrcode-app"> <span class="zp-search__qrcode-text zp-search__qrcode-text--active"> 扫码下载APP
        </span><span class="zp-search__qrcode-text"> 扫码进小程序
        </span></div></div></div></div> <!----></div></div> <div class="zp-main zp-main-container-1" style="z-index:1;"><div class="zp-main__channel"><ul class="zp-container zp-nav__channel clearfix"><li class="zp-nav__channel--item zp-nav__common--active zp-nav__common--li" style="line-height:;"><a href="https://www.zhaopin.com" target="_self" class="zp-nav__channel--link"><span class="zp-nav__channel--name"><span><span>首页</span> <!----> <!----></span></span></a></li><li class="zp-nav__channel--item zp-nav__common--li" style="line-height:;"><a href="/citymap" target="_blank" class="zp-nav__channel--link"><span class="zp-nav__channel--name"><span><span>城市频道</span> <!----> <!----></span></span></a></li><li class="zp-nav__channel--item zp-nav__common--li" style="line-height:;"><a href="//xiaoyuan.zhaopin.com" target="_blank" class="zp-nav__channel--link"><span class="zp-nav__channel--name"><span><span>校园招聘</span> <!----> <!----></span></span></a></li><li class="zp-nav__channel--item zp-nav__common--li" style="line-height:;"><a href="https://www.highpin.cn?fromType=1132" target="_blank" class="zp-nav__channel--link"><span class="zp-nav__channel--name"><span><span>高端职位</span> <!----> <!----></span></span></a></li><li class="zp-nav__channel--item zp-nav__common--li" style="line-height:;"><a href="https://overseas.zhaopin.com/" target="_blank" class="zp-nav__channel--link"><span class="zp-nav__channel--name"><span><span>海外招聘</span> <!----> <!----></span></span></a></li><li class="zp-nav__channel--item zp-nav__common--li" style="line-height:;"><a href="https://td.zhaopin.com/" target="_blank" class="zp-nav__channel--link"><span class="zp-nav__channel--name"><span><span>智联人才发展中心</span> <!----> <!----></span></span></a></li><li class="zp-nav__channel--item zp-nav__common--li" style="line-height:;"><a href="https://zq.zhaopin.com?utm_source=%E9%A6%96%E9%A1%B5&amp;utm_medium=button&amp;utm_campaign=&amp;utm_term=&amp;utm_content=" target="_blank" class="zp-nav__channel--link"><span class="zp-nav__channel--name"><span><span>职Q</span> <!----> <!----></span></span></a></li></ul> <!----></div> <div class="zp-container zp-main__container"><!----> <div class="zp-jobNavigater zp-main__jobnav"><ol class="zp-jobNavigater__list"><li class="zp-jobNavigater__item"><div class="zp-jobNavigater__item--txt">互联网IT</div> <div class="zp-jobNavigater__pop" style="top:-10px;"><div class="zp-jobNavigater__pop--container"><div class="zp-jobNavigater__pop--title">互联网IT</div> <div class="zp-jobNavigater__pop--list"><a class="zp-jobNavigater__pop--href">Java开发</a><a class="zp-jobNavigater__pop--href">UI设计师</a><a class="zp-jobNavigater__pop--href">Web前端</a><a class="zp-jobNavigater__pop--href">PHP</a><a class="zp-jobNavigater__pop--href">Python</a><a class="zp-jobNavigater__pop--href">Android</a><a class="zp-jobNavigater__pop--href">美工</a><a class="zp-jobNavigater__pop--href">深度学习</a><a class="zp-jobNavigater__pop--href">算法工程师</a><a class="zp-jobNavigater__pop--href">Hadoop</a><a class="zp-jobNavigater__pop--href">Node.js</a><a class="zp-jobNavigater__pop--href">数据开发</a><a class="zp-jobNavigater__pop--href">数据分析师</a><a class="zp-jobNavigater__pop--href">数据架构</a><a class="zp-jobNavigater__pop--href">人工智能</a><a class="zp-jobNavigater__pop--href">区块链</a></div><div class="zp-jobNavigater__pop--list"><a class="zp-jobNavigater__pop--href">电气工程师</a><a class="zp-jobNavigater__pop--href">电子工程师</a><a class="zp-jobNavigater__pop--href">PLC</a><a class="zp-jobNavigater__pop--href">测试工程师</a><a class="zp-jobNavigater__pop--href">设备工程师</a><a class="zp-jobNavigater__pop--href">硬件工程师</a><a class="zp-jobNavigater__pop--href">结构工程师</a><a class="zp-jobNavigater__pop--href">工艺工程师</a></div><div class="zp-jobNavigater__pop--list"><a class="zp-jobNavigater__pop--href">产品经理</a><a class="zp-jobNavigater__pop--href">新媒体运营</a><a class="zp-jobNavigater__pop--href">运营专员</a><a class="zp-jobNavigater__pop--href">淘宝运营</a><a class="zp-jobNavigater__pop--href">天猫运营</a><a class="zp-jobNavigater__pop--href">产品助理</a><a class="zp-jobNavigater__pop--href">产品运营</a><a class="zp-jobNavigater__pop--href">淘宝客服</a><a class="zp-jobNavigater__pop--href">游戏运营</a><a class="zp-jobNavigater__pop--href">编辑</a></div></div></div></li><li class="zp-jobNavigater__item"><div class="zp-jobNavigater__item--txt">金融</div> <div class="zp-jobNavigater__pop" style="top:-54px;"><div class="zp-jobNavigater__pop--container"><div class="zp-jobNavigater__pop--title">金融</div> <div class="zp-jobNavigater__pop--list"><a class="zp-jobNavigater__pop--href">投资经理</a><a class="zp-jobNavigater__pop--href">风控</a><a class="zp-jobNavigater__pop--href">催收</a><a class="zp-jobNavigater__pop--href">银行柜员</a><a class="zp-jobNavigater__pop--href">银行销售</a><a class="zp-jobNavigater__pop--href">信审</a><a class="zp-jobNavigater__pop--href">信用卡</a><a class="zp-jobNavigater__pop--href">贷款</a><a class="zp-jobNavigater__pop--href">金融产品</a><a class="zp-jobNavigater__pop--href">汽车金融</a><a class="zp-jobNavigater__pop--href">金融研究</a></div><div class="zp-jobNavigater__pop--list"><a class="zp-jobNavigater__pop--href">证券</a><a class="zp-jobNavigater__pop--href">交易员</a><a class="zp-jobNavigater__pop--href">投资经理</a><a class="zp-jobNavigater__pop--href">期货</a><a class="zp-jobNavigater__pop--href">操盘手</a><a class="zp-jobNavigater__pop--href">基金</a><a class="zp-jobNavigater__pop--href">股票</a><a class="zp-jobNavigater__pop--href">投资顾问</a><a class="zp-jobNavigater__pop--href">信托</a><a class="zp-jobNavigater__pop--href">典当</a><a class="zp-jobNavigater__pop--href">担保</a><a class="zp-jobNavigater__pop--href">信贷</a><a class="zp-jobNavigater__pop--href">权证</a></div><div class="zp-jobNavigater__pop--list"><a class="zp-jobNavigater__pop--href">财产保险</a><a class="zp-jobNavigater__pop--href">保险内勤</a><a class="zp-jobNavigater__pop--href">理赔</a><a class="zp-jobNavigater__pop--href">精算师</a><a class="zp-jobNavigater__pop--href">保险销售</a><a class="zp-jobNavigater__pop--href">理财顾问</a><a class="zp-jobNavigater__pop--href">查勘定损</a><a class="zp-jobNavigater__pop--href">车险</a></div></div></div></li><li class="zp-jobNavigater__item"><div class="zp-jobNavigater__item--txt">房地产/建筑</div> <div class="zp-jobNavigater__pop" style="top:-98px;"><div class="zp-jobNavigater__pop--container"><div class="zp-jobNavigater__pop--title">房地产/建筑</div> <div class="zp-jobNavigater__pop--list"><a class="zp-jobNavigater__pop--href">土建工程师</a><a class="zp-jobNavigater__pop--href">施工员</a><a class="zp-jobNavigater__pop--href">资料员</a><a class="zp-jobNavigater__pop--href">预算员</a><a class="zp-jobNavigater__pop--href">造价员</a><a class="zp-jobNavigater__pop--href">一级建造师</a><a class="zp-jobNavigater__pop--href">室内设计师</a><a class="zp-jobNavigater__pop--href">土建</a><a class="zp-jobNavigater__pop--href">暖通</a><a class="zp-jobNavigater__pop--href">项目经理</a><a class="zp-jobNavigater__pop--href">电气工程师</a><a class="zp-jobNavigater__pop--href">建筑设计</a></div><div class="zp-jobNavigater__pop--list"><a class="zp-jobNavigater__pop--href">置业顾问</a><a class="zp-jobNavigater__pop--href">房地产销售</a><a class="zp-jobNavigater__pop--href">房地产招商</a><a class="zp-jobNavigater__pop--href">开发报建</a><a class="zp-jobNavigater__pop--href">房地产策划</a><a class="zp-jobNavigater__pop--href">房地产开发</a><a class="zp-jobNavigater__pop--href">房地产评估</a><a class="zp-jobNavigater__pop--href">地产经纪</a></div><div class="zp-jobNavigater__pop--list"><a class="zp-jobNavigater__pop--href">物业</a><a class="zp-jobNavigater__pop--href">物业经理</a><a class="zp-jobNavigater__pop--href">保安</a><a class="zp-jobNavigater__pop--href">客服</a><a class="zp-jobNavigater__pop--href">物业管理</a><a class="zp-jobNavigater__pop--href">物业客服</a><a class="zp-jobNavigater__pop--href">电工</a><a class="zp-jobNavigater__pop--href">物业主管</a><a class="zp-jobNavigater__pop--href">物业维修</a><a class="zp-jobNavigater__pop--href">消防</a><a class="zp-jobNavigater__pop--href">客服主管</a><a class="zp-jobNavigater__pop--href">前台</a><a class="zp-jobNavigater__pop--href">文员</a><a class="zp-jobNavigater__pop--href">物业项目经理</a></div></div></div></li><li class="zp-jobNavigater__item"><div class="zp-jobNavigater__item--txt">贸易/零售/物流</div> <div class="zp-jobNavigater__pop" style="top:-142px;"><div class="zp-jobNavigater__pop--container"><div class="zp-jobNavigater__pop--title">贸易/零售/物流</div> <div class="zp-jobNavigater__pop--list"><a class="zp-jobNavigater__pop--href">采购</a><a class="zp-jobNavigater__pop--href">外贸</a><a class="zp-jobNavigater__pop--href">外贸业务员</a><a class="zp-jobNavigater__pop--href">外贸跟单</a><a class="zp-jobNavigater__pop--href">采购助理</a><a class="zp-jobNavigater__pop--href">外贸日语</a><a class="zp-jobNavigater__pop--href">采购专员</a><a class="zp-jobNavigater__pop--href">外贸英语</a><a class="zp-jobNavigater__pop--href">外贸助理</a><a class="zp-jobNavigater__pop--href">采购经理</a><a class="zp-jobNavigater__pop--href">买手</a></div><div class="zp-jobNavigater__pop--list"><a class="zp-jobNavigater__pop--href">导购</a><a class="zp-jobNavigater__pop--href">营业员</a><a class="zp-jobNavigater__pop--href">店长</a><a class="zp-jobNavigater__pop--href">收银员</a><a class="zp-jobNavigater__pop--href">销售</a><a class="zp-jobNavigater__pop--href">导购员</a><a class="zp-jobNavigater__pop--href">督导</a><a class="zp-jobNavigater__pop--href">客服</a><a class="zp-jobNavigater__pop--href">新零售产品</a><a class="zp-jobNavigater__pop--href">理货员</a></div><div class="zp-jobNavigater__pop--list"><a class="zp-jobNavigater__pop--href">供应链</a><a class="zp-jobNavigater__pop--href">物流专员</a><a class="zp-jobNavigater__pop--href">物流经理</a><a class="zp-jobNavigater__pop--href">物流运营</a><a class="zp-jobNavigater__pop--href">物流跟单</a><a class="zp-jobNavigater__pop--href">物流管理</a><a class="zp-jobNavigater__pop--href">物仓调度</a><a class="zp-jobNavigater__pop--href">货运代理</a><a class="zp-jobNavigater__pop--href">报检报关</a><a class="zp-jobNavigater__pop--href">仓储管理</a></div></div></div></li><li class="zp-jobNavigater__item"><div class="zp-jobNavigater__item--txt">教育/传媒/广告</div> <div class="zp-jobNavigater__pop" style="top:-186px;"><div class="zp-jobNavigater__pop--container"><div class="zp-jobNavigater__pop--title">教育/传媒/广告</div> <div class="zp-jobNavigater__pop--list"><a class="zp-jobNavigater__pop--href">教师</a><a class="zp-jobNavigater__pop--href">英语老师</a><a class="zp-jobNavigater__pop--href">课程顾问</a><a class="zp-jobNavigater__pop--href">英语</a><a class="zp-jobNavigater__pop--href">教务</a><a class="zp-jobNavigater__pop--href">美术老师</a><a class="zp-jobNavigater__pop--href">幼教</a><a class="zp-jobNavigater__pop--href">小学教师</a><a class="zp-jobNavigater__pop--href">班主任</a><a class="zp-jobNavigater__pop--href">助教</a></div><div class="zp-jobNavigater__pop--list"><a class="zp-jobNavigater__pop--href">编导</a><a class="zp-jobNavigater__pop--href">摄影师</a><a class="zp-jobNavigater__pop--href">编剧</a><a class="zp-jobNavigater__pop--href">摄影</a><a class="zp-jobNavigater__pop--href">后期制作</a><a class="zp-jobNavigater__pop--href">制片</a><a class="zp-jobNavigater__pop--href">记者</a><a class="zp-jobNavigater__pop--href">剪辑</a><a class="zp-jobNavigater__pop--href">化妆师</a></div><div class="zp-jobNavigater__pop--list"><a class="zp-jobNavigater__pop--href">广告创意</a><a class="zp-jobNavigater__pop--href">美术指导</a><a class="zp-jobNavigater__pop--href">策划经理</a><a class="zp-jobNavigater__pop--href">文案</a><a class="zp-jobNavigater__pop--href">广告制作</a><a class="zp-jobNavigater__pop--href">媒介</a><a class="zp-jobNavigater__pop--href">广告审核</a><a class="zp-jobNavigater__pop--href">平面设计</a><a class="zp-jobNavigater__pop--href">网页设计</a><a class="zp-jobNavigater__pop--href">插画师</a><a class="zp-jobNavigater__pop--href">工业设计</a><a class="zp-jobNavigater__pop--href">视觉设计</a></div></div></div></li><li class="zp-jobNavigater__item"><div class="zp-jobNavigater__item--txt">服务业</div> <div class="zp-jobNavigater__pop" style="top:-230px;"><div class="zp-jobNavigater__pop--container"><div class="zp-jobNavigater__pop--title">服务业</div> <div class="zp-jobNavigater__pop--list"><a class="zp-jobNavigater__pop--href">美容师</a><a class="zp-jobNavigater__pop--href">美容学徒</a><a class="zp-jobNavigater__pop--href">美容导师</a><a class="zp-jobNavigater__pop--href">纹绣师</a><a class="zp-jobNavigater__pop--href">医美</a><a class="zp-jobNavigater__pop--href">美甲师</a><a class="zp-jobNavigater__pop--href">健身教练</a></div><div class="zp-jobNavigater__pop--list"><a class="zp-jobNavigater__pop--href">导游</a><a class="zp-jobNavigater__pop--href">旅游顾问</a><a class="zp-jobNavigater__pop--href">旅游计调</a><a class="zp-jobNavigater__pop--href">签证</a><a class="zp-jobNavigater__pop--href">旅游销售</a><a class="zp-jobNavigater__pop--href">票务</a><a class="zp-jobNavigater__pop--href">服务员</a><a class="zp-jobNavigater__pop--href">收银员</a><a class="zp-jobNavigater__pop--href">店长</a><a class="zp-jobNavigater__pop--href">酒店前台</a><a class="zp-jobNavigater__pop--href">酒店管理</a><a class="zp-jobNavigater__pop--href">餐饮管理</a><a class="zp-jobNavigater__pop--href">收银</a></div><div class="zp-jobNavigater__pop--list"><a class="zp-jobNavigater__pop--href">保安</a><a class="zp-jobNavigater__pop--href">保洁</a><a class="zp-jobNavigater__pop--href">月嫂</a><a class="zp-jobNavigater__pop--href">保姆</a><a class="zp-jobNavigater__pop--href">家政</a><a class="zp-jobNavigater__pop--href">婚礼策划</a><a class="zp-jobNavigater__pop--href">育婴师</a><a class="zp-jobNavigater__pop--href">催乳师</a><a class="zp-jobNavigater__pop--href">司机</a></div></div></div></li><li class="zp-jobNavigater__item"><div class="zp-jobNavigater__item--txt">市场/销售</div> <div class="zp-jobNavigater__pop" style="top:-274px;"><div class="zp-jobNavigater__pop--container"><div class="zp-jobNavigater__pop--title">市场/销售</div> <div class="zp-jobNavigater__pop--list"><a class="zp-jobNavigater__pop--href">市场营销</a><a class="zp-jobNavigater__pop--href">市场策划</a><a class="zp-jobNavigater__pop--href">市场顾问</a><a class="zp-jobNavigater__pop--href">市场总监</a><a class="zp-jobNavigater__pop--href">市场推广</a><a class="zp-jobNavigater__pop--href">SEO</a><a class="zp-jobNavigater__pop--href">品牌经理</a><a class="zp-jobNavigater__pop--href">SEM</a><a class="zp-jobNavigater__pop--href">商务渠道</a><a class="zp-jobNavigater__pop--href">网络营销</a><a class="zp-jobNavigater__pop--href">活动策划</a><a class="zp-jobNavigater__pop--href"> APP推广</a></div><div class="zp-jobNavigater__pop--list"><a class="zp-jobNavigater__pop--href">销售专员</a><a class="zp-jobNavigater__pop--href">销售经理</a><a class="zp-jobNavigater__pop--href">客户代表</a><a class="zp-jobNavigater__pop--href">销售代表</a><a class="zp-jobNavigater__pop--href">BD经理</a><a class="zp-jobNavigater__pop--href">大客户销售</a><a class="zp-jobNavigater__pop--href">渠道销售</a><a class="zp-jobNavigater__pop--href">销售助理</a><a class="zp-jobNavigater__pop--href">电话销售</a><a class="zp-jobNavigater__pop--href">销售顾问</a><a class="zp-jobNavigater__pop--href">商品经理</a><a class="zp-jobNavigater__pop--href">广告销售</a><a class="zp-jobNavigater__pop--href">网络营销</a><a class="zp-jobNavigater__pop--href">营销主管</a><a class="zp-jobNavigater__pop--href">销售总监</a><a class="zp-jobNavigater__pop--href">商务总监</a><a class="zp-jobNavigater__pop--href">城市经理</a></div></div></div></li><li class="zp-jobNavigater__item"><div class="zp-jobNavigater__item--txt">人事/财务/行政</div> <div class="zp-jobNavigater__pop" style="top:-318px;"><div class="zp-jobNavigater__pop--container"><div class="zp-jobNavigater__pop--title">人事/财务/行政</div> <div class="zp-jobNavigater__pop--list"><a class="zp-jobNavigater__pop--href">人力资源主管</a><a class="zp-jobNavigater__pop--href">招聘</a><a class="zp-jobNavigater__pop--href">HRBP</a><a class="zp-jobNavigater__pop--href">人力资源专员</a><a class="zp-jobNavigater__pop--href">培训</a><a class="zp-jobNavigater__pop--href">薪资福利</a><a class="zp-jobNavigater__pop--href">绩效考核</a><a class="zp-jobNavigater__pop--href">人力资源经理</a><a class="zp-jobNavigater__pop--href">人力资源总监</a><a class="zp-jobNavigater__pop--href">员工关系</a><a class="zp-jobNavigater__pop--href">组织发展</a></div><div class="zp-jobNavigater__pop--list"><a class="zp-jobNavigater__pop--href">会计</a><a class="zp-jobNavigater__pop--href">出纳</a><a class="zp-jobNavigater__pop--href">财务顾问</a><a class="zp-jobNavigater__pop--href">结算</a><a class="zp-jobNavigater__pop--href">税务</a><a class="zp-jobNavigater__pop--href">风控</a><a class="zp-jobNavigater__pop--href">财务经理</a><a class="zp-jobNavigater__pop--href">财务主管</a><a class="zp-jobNavigater__pop--href">财务分析</a><a class="zp-jobNavigater__pop--href">法务专员</a><a class="zp-jobNavigater__pop--href">律师</a><a class="zp-jobNavigater__pop--href">法律顾问</a><a class="zp-jobNavigater__pop--href">法务主管</a></div><div class="zp-jobNavigater__pop--list"><a class="zp-jobNavigater__pop--href">行政专员</a><a class="zp-jobNavigater__pop--href">前台</a><a class="zp-jobNavigater__pop--href">行政主管</a><a class="zp-jobNavigater__pop--href">经理助理</a><a class="zp-jobNavigater__pop--href">后勤</a><a class="zp-jobNavigater__pop--href">司机</a><a class="zp-jobNavigater__pop--href">行政经理</a><a class="zp-jobNavigater__pop--href">行政总监</a></div></div></div></li> <li class="zp-jobNavigater__item"><a href="https://sou.zhaopin.com" target="_search" class="zp-jobNavigater__item--txt2">全部职类</a></li></ol></div> <div class="activites zp-main__activit"><div class="activites__container"><ul class="activites__container--list" style="width:1400px;"><li class="activites__container--li activites__container--active" style="left:0px;z-index:1;"><a href="https://i.zhaopin.com/order/resume-optimization" target="_blank"><img src="//img00.zhaopin.cn/img_button/201907/18/889_162929133812.jpg?x-oss-process=image/resize,m_lfit,h_410,w_700" title="//img00.zhaopin.cn/img_button/201907/18/889_162929133812.jpg" alt="//img00.zhaopin.cn/img_button/201907/18/889_162929133812.jpg" width="700" height="410"></a></li><li class="activites__container--li" style="left:-700px;z-index:0;"><a href="https://rd.zhaopin.com/?from=main&amp;zslb" target="_blank"><img src="//img00.zhaopin.cn/img_button/201905/06/12_092528292833.jpg?x-oss-process=image/resize,m_lfit,h_410,w_700" title="//img00.zhaopin.cn/img_button/201905/06/12_092528292833.jpg" alt="//img00.zhaopin.cn/img_button/201905/06/12_092528292833.jpg" width="700" height="410"></a></li></ul> <div class="activites__container__pagination" style="width:44px;"><i class="activites__container__pagination--btn activites__container__pagination--active"></i><i class="activites__container__pagination--btn"></i></div></div></div> <div class="zp-main__r"><div class="zp-main-me"><div class="loading"><img src="//fecdn5.zhaopin.cn/www/assets/loading.0e8f2cd4b59f1af2082e10aed5ae921c.gif" title="正在加载" alt="正在加载" class="loading--image"></div></div> <div class="zp-main__notice"><div class="zp-notice__top clearfix"><h6 class="zp-notice__top--text zp-notice__top--active">
      职场热点
    </h6></div> <div class="zp-notice__center"><a href="https://zq.zhaopin.com/question/4139453" target="_notice" class="zp-notice__center--link"><!---->
      现在年轻人的成功标准是什么？
    </a><a href="https://zq.zhaopin.com/question/2398229?utm_source=%E9%A6%96%E9%A1%B5&amp;utm_medium=%E8%81%8C%E5%9C%BA%E7%83%AD%E7%82%B92&amp;utm_campaign=&amp;utm_term=&amp;utm_content=" target="_notice" class="zp-notice__center--link"><!---->
      选择做销售这个职业，你后悔过吗？
    </a><a href="https://zq.zhaopin.com/question/5226395?utm_source=%E9%A6%96%E9%A1%B5&amp;utm_medium=%E8%81%8C%E5%9C%BA%E7%83%AD%E7%82%B93&amp;utm_campaign=&amp;utm_term=&amp;utm_content=" target="_notice" class="zp-notice__center--link"><span class="zp-notice__center--span"></span>
      你担心自己的工作被人工智能取代吗？
    </a></div></div></div></div></div> <div class="left-adv__wrapper"><a href="https://xiaoyuan.zhaopin.com/" target="_blank" class="left-adv__item"><img alt="https://img00.zhaopin.cn/img_button/201901/18/02_180934127172.jpg" title="https://img00.zhaopin.cn/img_button/201901/18/02_180934127172.jpg" src="https://img00.zhaopin.cn/img_button/201901/18/02_180934127172.jpg"></a></div> <ol class="zp-sidebar"><li class="zp-sidebar__li"><a class="zp-sidebar__link zp-iconfont zp-sousuo zp-sidebar__maps"><span class="zp-sidebar__span">搜索</span></a></li> <li class="zp-sidebar__li"><a class="zp-sidebar__link zp-iconfont zp-sidebar__brand zp-sidebar__maps"><span class="zp-sidebar__span">品牌</span></a></li> <li class="zp-sidebar__li"><a class="zp-sidebar__link zp-iconfont zp-sidebar__city zp-sidebar__maps"><span class="zp-sidebar__span">城市</span></a></li> <li class="zp-sidebar__li"><a class="zp-sidebar__link zp-iconfont zp-sidebar__feedback zp-sidebar__maps"><span class="zp-sidebar__span">反馈</span></a></li> <li class="zp-sidebar__li"><a class="zp-sidebar__link zp-sidebar__miniprogram zp-sidebar__maps"><span class="zp-sidebar__span">小程序</span></a></li> <li class="zp-sidebar__li"><a class="zp-sidebar__link zp-iconfont zp-sidebar__backtop"></a></li></ol> <div id="risk-warning"></div></div>
  


<div id="wrapper">
  <div class="adsBox sliderBox">
    <div id="slider1">   	   	
    	 
    	<div class="sliderItem"><a ref="nofollow" href='https://special.zhaopin.com/campus/2018/bf/zgyd070380/career.html' onmousedown="return AdsClick(14868,453010)"  target="_blank"><img class="am bm ct300100" cid="41368" bid="14868" lid="453010" border="0" src="//img01.zhaopin.cn/img_button/201907/19/1_094354791043.jpg" width="392" height="206"  alt="中国移动通信有限公司招聘信息"></a></div> 
<div class="sliderItem"><a ref="nofollow" href='http://www.pharm.cn/contents/76/7165.html' onmousedown="return AdsClick(14868,453009)"  rel='nofollow'  target="_blank"><img class="am bm ct121300" cid="24748591" bid="14868" lid="453009" border="0" src="//img00.zhaopin.cn/img_button/201907/11/2_153058237551.gif" width="392" height="206"  alt="天津市医药集团有限公司招聘信息"></a></div> 
<div class="sliderItem"><a ref="nofollow" href='https://c.highpin.cn/active/AppPromotionIndex' onmousedown="return AdsClick(14868,453011)"  rel='nofollow'  target="_blank"><img class="bm" border="0" src="//img00.zhaopin.cn/img_button/201903/25/0036_105746410520.jpg" width="392" height="206"  alt="厦门高端人才科技有限公司招聘信息"></a></div> 
<div class="sliderItem"><a ref="nofollow" href='https://rd.zhaopin.com/?from=main&zclunbo' onmousedown="return AdsClick(14868,453015)"  target="_blank"><img class="bm" border="0" src="//img00.zhaopin.cn/logos/20190527/002.jpg" width="392" height="206"  alt="厦门高端人才科技有限公司招聘信息"></a></div> 
<!--ZHAOPININDEX_AQULUNBO Success end-->

</div> 
    	

  	  
    	
    
    
    
    

  </div>
  
  <div class="adsBox  ad16in1 "> 
    <ul>
  	
   	<li><a href='https://special.zhaopin.com/Flying/Society/20190604/87760180_17021734_ZL45864/careers.html' onmousedown="return AdsClick(14869,452943)"  target="_blank"><img class="am bm " cid="87760180" bid="14869" lid="452943" border="0" src="//img01.zhaopin.cn/img_button/201907/19/023154_181651450574.gif" width="795" height="64" alt="央视频融媒体发展有限公司招聘信息" /></a></li> 
<li><a href='https://company.zhaopin.com/CZ142781850.htm' onmousedown="return AdsClick(14869,452942)"  target="_blank"><img class="am bm ct160000 ct160400" cid="14278185" bid="14869" lid="452942" border="0" src="//img00.zhaopin.cn/img_button/201907/17/huifeng_164638519917.gif" width="795" height="64" alt="汇丰软件开发(广东)有限公司招聘信息" /></a></li> 
<li><a href='http://spdb.zhaopin.com/' onmousedown="return AdsClick(14869,452940)"  target="_blank"><img class=" bm ct300500" cid="19508562" bid="14869" lid="452940" border="0" src="//img01.zhaopin.cn/img_button/201907/12/46_110944517137.jpg" width="795" height="64" alt="上海浦东发展银行股份有限公司招聘信息" /></a></li> 
<!--ZHAOPININDEX_AQU8in1 Success end-->


    </ul>
  </div>
  
  <div class="adsBox ad8in1">
    <ul>
       


    </ul>
    
  </div>
  
  <div id="hot8in1" class="clearfix">
    <div class="hidden"> A区下半八合一</div>
    <div class="adsBox ad8in1 ad8in1No">
      <ul>
        <li><a href='http://special.zhaopin.com/2019/fz/zgyz072281/' onmousedown="return AdsClick(14870,452921)"  target="_blank"><img class="am bm ct300500" cid="20541581" bid="14870" lid="452921" border="0" src="//img00.zhaopin.cn/img_button/201907/22/0081_203245862994.jpg" width="392" height="64"  alt="中国邮政储蓄银行股份有限公司福建省分行招聘信息"></a></li> 
<li><a href='https://special.zhaopin.com/2019/nc/jxjt071830/' onmousedown="return AdsClick(14870,452912)"  target="_blank"><img class="am bm " cid="63947353" bid="14870" lid="452912" border="0" src="//img01.zhaopin.cn/img_button/201907/19/0_174632948891.jpg" width="392" height="64"  alt="江西金投置地有限公司招聘信息"></a></li> 
<li><a href='http://www.retail-recruitment.bmw.zhaopin.com/' onmousedown="return AdsClick(14870,452911)"  target="_blank"><img class="am bm ct121000" cid="12038940" bid="14870" lid="452911" border="0" src="//img01.zhaopin.cn/img_button/201907/15/465_174725138992.jpg" width="392" height="64"  alt="华晨宝马汽车有限公司市场部(北京)招聘信息"></a></li> 
<li><a href='http://special.zhaopin.com/campus/2017/bf/bjmj092631/' onmousedown="return AdsClick(14870,452919)"  target="_blank"><img class="am bm ct201100" cid="18071692" bid="14870" lid="452919" border="0" src="//img00.zhaopin.cn/img_button/201907/10/392_163159813387.gif" width="392" height="64"  alt="美吉姆国际儿童教育中心招聘信息"></a></li> 
<li><a href='http://special.zhaopin.com/2017/sh/sjsjs031523/' onmousedown="return AdsClick(14870,452914)"  target="_blank"><img class="am bm " cid="34194008" bid="14870" lid="452914" border="0" src="//img00.zhaopin.cn/img_button/201907/02/4102145_182405126783.gif" width="392" height="64"  alt="上交所技术有限责任公司招聘信息"></a></li> 
<li><a href='http://zhaopin.epicc.com.cn/zhaopin/' onmousedown="return AdsClick(14870,452918)"  rel='nofollow'  target="_blank"><img class="am bm ct180000 ct180100" cid="12038424" bid="14870" lid="452918" border="0" src="//img02.zhaopin.cn/img_button/201812/29/50412_154209514179.gif" width="392" height="64"  alt="中国人民财产保险股份有限公司招聘信息"></a></li> 
<li><a href='http://special.zhaopin.com/2019/shz/szsb052249/' onmousedown="return AdsClick(14870,452915)"  target="_blank"><img class="am bm ct140000 ct180100 ct200600 ct200800" cid="12072887" bid="14870" lid="452915" border="0" src="//img00.zhaopin.cn/img_button/201907/19/0_175303373064.gif" width="392" height="64"  alt="深圳市宝能投资集团招聘信息"></a></li> 
<li><a href='https://special.zhaopin.com/h5/2019/gz/zgyz071514/' onmousedown="return AdsClick(14870,452916)"  target="_blank"><img class="am bm ct300500" cid="19216041" bid="14870" lid="452916" border="0" src="//img00.zhaopin.cn/img_button/201907/18/youchu_095636346671.jpg" width="392" height="64"  alt="中国邮政储蓄银行股份有限公司广东省分行招聘信息"></a></li> 
<li><a href='https://xiaoyuan.zhaopin.com/qiuzhiganhuo' onmousedown="return AdsClick(14879,453716)"  target="_blank"><img class="bm" border="0" src="//img00.zhaopin.cn/img_button/201807/13/asdsad_110438151946.jpg" width="392" height="64"  alt="厦门高端人才科技有限公司招聘信息"></a></li> 



      </ul>
    </div>
  </div>
  <div class="clearfix font0"></div>

  
<!--2015.7.7 职位导航 更改部分begin -->
  <div id="cityNavBar" class="blockT">
    <div class="ti">职位导航</div>
    <ul>
      <li>A</li><li>B</li><li>C</li><li>D</li><li>F</li><li>G</li><li>H</li><li>J</li><li>K</li><li>L</li><li>M</li><li>N</li><li>P</li><li>Q</li><li>R</li><li>S</li><li>T</li><li>V</li><li>W</li><li>X</li><li>Y</li><li>Z</li>
    </ul>
    <div class="cityNavBar_content">

      <div class="cityNavBar_content_list">
        <div class="cityNavPopIdx">A</div>
        <div class="cityNavPopBd" >
          <a href="//jobs.zhaopin.com/sj633/">阿拉伯语翻译</a>
<a href="//jobs.zhaopin.com/sj4011/">安防</a>
<a href="//jobs.zhaopin.com/sj3021/">安全工程师</a>
<a href="//jobs.zhaopin.com/sj331/">安全管理</a>
<a href="//jobs.zhaopin.com/sj641/">按摩</a>
<a href="//jobs.zhaopin.com/sj234/">按摩师</a>
   
          <img class="cityNavClose" src="//img02.zhaopin.cn/2012/img/index/ico_close.png">
        </div>
        <div style="clear:both;"></div>
      </div>

        <div class="cityNavBar_content_list">
          <div class="cityNavPopIdx" >B</div>
          <div class="cityNavPopBd" >
           <a href="//jobs.zhaopin.com/sj491/">搬运工</a>
<a href="//jobs.zhaopin.com/sj104/">保安</a>
<a href="//jobs.zhaopin.com/sj651/">保洁</a>
<a href="//jobs.zhaopin.com/sj901/">保姆</a>
<a href="//jobs.zhaopin.com/sj196/">保险代理</a>
<a href="//jobs.zhaopin.com/sj239/">报关员</a>
<a href="//jobs.zhaopin.com/sj4019/">编剧</a>
<a href="//jobs.zhaopin.com/sj4009/">布线</a>
            <img class="cityNavClose" src="//img02.zhaopin.cn/2012/img/index/ico_close.png">
          </div>
        </div>

        <div class="cityNavBar_content_list">
          <div class="cityNavPopIdx" >C</div>
          <div class="cityNavPopBd" >
           <a href="//jobs.zhaopin.com/sj2001/">ceo</a>
<a href="//jobs.zhaopin.com/sj139/">cfo</a>
<a href="//jobs.zhaopin.com/sj2020/">cio</a>
<a href="//jobs.zhaopin.com/sj5118/">coo</a>
<a href="//jobs.zhaopin.com/sj137/">cto</a>
<a href="//jobs.zhaopin.com/sj714/">财务顾问</a>
<a href="//jobs.zhaopin.com/sj5056/">财务管理</a>
<a href="//jobs.zhaopin.com/sj5052/">财务会计</a>
<a href="//jobs.zhaopin.com/sj201/">财务经理</a>
<a href="//jobs.zhaopin.com/sj200/">财务总监</a>
<a href="//jobs.zhaopin.com/sj6082/">采购员</a>
<a href="//jobs.zhaopin.com/sj3069/">操作工</a>
<a href="//jobs.zhaopin.com/sj410/">测试工程师</a>
<a href="//jobs.zhaopin.com/sj2090/">茶艺师</a>
<a href="//jobs.zhaopin.com/sj8176/">产科医生</a>
<a href="//jobs.zhaopin.com/sj847/">产品经理</a>
<a href="//jobs.zhaopin.com/sj061/">厂长</a>
<a href="//jobs.zhaopin.com/sj6075/">车险</a>
<a href="//jobs.zhaopin.com/sj527/">成本会计</a>
<a href="//jobs.zhaopin.com/sj8213/">宠物美容</a>
<a href="//jobs.zhaopin.com/sj208/">出纳员</a>
<a href="//jobs.zhaopin.com/sj5061/">初级审计师</a>
<a href="//jobs.zhaopin.com/sj8033/">初中家教</a>
<a href="//jobs.zhaopin.com/sj275/">厨师</a>
<a href="//jobs.zhaopin.com/sj301/">储备干部</a>
<a href="//jobs.zhaopin.com/sj878/">船员</a>
            <img class="cityNavClose" src="//img02.zhaopin.cn/2012/img/index/ico_close.png">
          </div>
        </div>

        <div class="cityNavBar_content_list">
          <div class="cityNavPopIdx" >D</div>
          <div class="cityNavPopBd" >
           <a href="//jobs.zhaopin.com/sj276/">大堂经理</a>
<a href="//jobs.zhaopin.com/sj8271/">大学生兼职</a>
<a href="//jobs.zhaopin.com/sj490/">单证员</a>
<a href="//jobs.zhaopin.com/sj282/">导游</a>
<a href="//jobs.zhaopin.com/sj1112/">道具</a>
<a href="//jobs.zhaopin.com/sj270/">德语翻译</a>
<a href="//jobs.zhaopin.com/sj6080/">典当行</a>
<a href="//jobs.zhaopin.com/sj599/">电工</a>
<a href="//jobs.zhaopin.com/sj337/">电焊工</a>
<a href="//jobs.zhaopin.com/sj011/">电话销售</a>
<a href="//jobs.zhaopin.com/sj865/">电气工程师</a>
<a href="//jobs.zhaopin.com/sj078/">电子工程师</a>
<a href="//jobs.zhaopin.com/sj5170/">电子商务师</a>
<a href="//jobs.zhaopin.com/sj895/">店长</a>
<a href="//jobs.zhaopin.com/sj369/">调酒师</a>
<a href="//jobs.zhaopin.com/sj655/">动物交配</a>
            <img class="cityNavClose" src="//img02.zhaopin.cn/2012/img/index/ico_close.png">
          </div>
        </div>

        <div class="cityNavBar_content_list">
          <div class="cityNavPopIdx" >F</div>
          <div class="cityNavPopBd" >
            <a href="//jobs.zhaopin.com/sj271/">法语翻译</a>
<a href="//jobs.zhaopin.com/sj6027/">房地产策划</a>
<a href="//jobs.zhaopin.com/sj6026/">房地产经纪人</a>
<a href="//jobs.zhaopin.com/sj567/">房地产评估</a>
<a href="//jobs.zhaopin.com/sj708/">房地产销售</a>
<a href="//jobs.zhaopin.com/sj105/">房地产中介</a>
<a href="//jobs.zhaopin.com/sj190/">风险管理</a>
<a href="//jobs.zhaopin.com/sj724/">风险控制</a>
<a href="//jobs.zhaopin.com/sj279/">服务员</a>
<a href="//jobs.zhaopin.com/sj1037/">服装</a>
<a href="//jobs.zhaopin.com/sj155/">服装设计</a>
<a href="//jobs.zhaopin.com/sj525/">服装设计师</a>
<a href="//jobs.zhaopin.com/sj2052/">服装制版</a>
<a href="//jobs.zhaopin.com/sj8177/">妇产科医生</a>
<a href="//jobs.zhaopin.com/sj8178/">妇科医生</a>
            <img class="cityNavClose" src="//img02.zhaopin.cn/2012/img/index/ico_close.png">
          </div>
        </div>

        <div class="cityNavBar_content_list">
          <div class="cityNavPopIdx" >G</div>
          <div class="cityNavPopBd">
           <a href="//jobs.zhaopin.com/sj8078/">钢琴培训</a>
<a href="//jobs.zhaopin.com/sj5080/">高级人力资源管理师</a>
<a href="//jobs.zhaopin.com/sj044/">高级软件工程师</a>
<a href="//jobs.zhaopin.com/sj106/">工程监理</a>
<a href="//jobs.zhaopin.com/sj102/">工程造价</a>
<a href="//jobs.zhaopin.com/sj4017/">工会</a>
<a href="//jobs.zhaopin.com/sj8190/">公共营养师</a>
<a href="//jobs.zhaopin.com/sj305/">公务员</a>
<a href="//jobs.zhaopin.com/sj488/">供应链管理</a>
<a href="//jobs.zhaopin.com/sj381/">管培生</a>
<a href="//jobs.zhaopin.com/sj5048/">广告创意</a>
<a href="//jobs.zhaopin.com/sj2064/">广告设计师</a>
<a href="//jobs.zhaopin.com/sj6084/">国际贸易</a>
<a href="//jobs.zhaopin.com/sj8239/">国家公务员</a>
            <img class="cityNavClose" src="//img02.zhaopin.cn/2012/img/index/ico_close.png">
          </div>
        </div>

        <div class="cityNavBar_content_list">
          <div class="cityNavPopIdx" >H</div>
          <div class="cityNavPopBd" >
           <a href="//jobs.zhaopin.com/sj273/">韩语翻译</a>
<a href="//jobs.zhaopin.com/sj143/">合伙人</a>
<a href="//jobs.zhaopin.com/sj497/">合同管理</a>
<a href="//jobs.zhaopin.com/sj185/">后期制作</a>
<a href="//jobs.zhaopin.com/sj397/">护士</a>
<a href="//jobs.zhaopin.com/sj640/">化妆师</a>
<a href="//jobs.zhaopin.com/sj8223/">环保工程师</a>
<a href="//jobs.zhaopin.com/sj529/">环境工程师</a>
<a href="//jobs.zhaopin.com/sj207/">会计</a>
<a href="//jobs.zhaopin.com/sj8273/">会计兼职</a>
<a href="//jobs.zhaopin.com/sj3063/">会计师</a>
<a href="//jobs.zhaopin.com/sj610/">会展策划</a>
<a href="//jobs.zhaopin.com/sj4007/">会展设计</a>
<a href="//jobs.zhaopin.com/sj8210/">婚礼策划师</a>
<a href="//jobs.zhaopin.com/sj8211/">婚礼司仪</a>
<a href="//jobs.zhaopin.com/sj749/">活动策划</a>
<a href="//jobs.zhaopin.com/sj759/">活动执行</a>
<a href="//jobs.zhaopin.com/sj740/">货运代理</a>
            <img class="cityNavClose" src="//img02.zhaopin.cn/2012/img/index/ico_close.png">
          </div>
        </div>

        <div class="cityNavBar_content_list">
          <div class="cityNavPopIdx">J</div>
        <div class="cityNavPopBd" >
         <a href="//jobs.zhaopin.com/sj313/">it技术</a>
<a href="//jobs.zhaopin.com/sj029/">机械工程师</a>
<a href="//jobs.zhaopin.com/sj612/">记者</a>
<a href="//jobs.zhaopin.com/sj6013/">技术支持工程师</a>
<a href="//jobs.zhaopin.com/sj359/">家教</a>
<a href="//jobs.zhaopin.com/sj8218/">家庭保洁</a>
<a href="//jobs.zhaopin.com/sj8179/">家庭医生</a>
<a href="//jobs.zhaopin.com/sj6051/">家装</a>
<a href="//jobs.zhaopin.com/sj659/">兼职</a>
<a href="//jobs.zhaopin.com/sj096/">建筑工程师</a>
<a href="//jobs.zhaopin.com/sj884/">建筑设计师</a>
<a href="//jobs.zhaopin.com/sj6037/">建筑师</a>
<a href="//jobs.zhaopin.com/sj376/">健身教练</a>
<a href="//jobs.zhaopin.com/sj4080/">讲师</a>
<a href="//jobs.zhaopin.com/sj1029/">结构工程师</a>
<a href="//jobs.zhaopin.com/sj722/">进出口</a>
<a href="//jobs.zhaopin.com/sj178/">经纪人</a>
<a href="//jobs.zhaopin.com/sj4050/">景观设计</a>
<a href="//jobs.zhaopin.com/sj7073/">景观设计师</a>
<a href="//jobs.zhaopin.com/sj281/">酒店管理</a>
          <img class="cityNavClose" src="//img02.zhaopin.cn/2012/img/index/ico_close.png">
      </div>
        </div>

        <div class="cityNavBar_content_list">
          <div class="cityNavPopIdx" >K</div>
        <div class="cityNavPopBd" >
         <a href="//jobs.zhaopin.com/sj2091/">咖啡师</a>
<a href="//jobs.zhaopin.com/sj541/">客户服务</a>
<a href="//jobs.zhaopin.com/sj004/">客户经理</a>
<a href="//jobs.zhaopin.com/sj4105/">课程顾问</a>
<a href="//jobs.zhaopin.com/sj247/">快递员</a>
          <img class="cityNavClose" src="//img02.zhaopin.cn/2012/img/index/ico_close.png">
      </div>
        </div>

        <div class="cityNavBar_content_list">
          <div class="cityNavPopIdx" >L</div>
        <div class="cityNavPopBd">
         <a href="//jobs.zhaopin.com/sj8160/">理发师</a>
<a href="//jobs.zhaopin.com/sj223/">律师</a>
          <img class="cityNavClose" src="//img02.zhaopin.cn/2012/img/index/ico_close.png">
      </div>
        </div>

        <div class="cityNavBar_content_list">
          <div class="cityNavPopIdx" >M</div>
        <div class="cityNavPopBd" >
         <a href="//jobs.zhaopin.com/sj664/">买手</a>
<a href="//jobs.zhaopin.com/sj377/">美发</a>
<a href="//jobs.zhaopin.com/sj4067/">美工</a>
<a href="//jobs.zhaopin.com/sj8153/">美容导师</a>
<a href="//jobs.zhaopin.com/sj639/">美容师</a>
<a href="//jobs.zhaopin.com/sj2004/">面点师</a>
<a href="//jobs.zhaopin.com/sj5128/">敏捷开发</a>
<a href="//jobs.zhaopin.com/sj588/">模具工程师</a>
<a href="//jobs.zhaopin.com/sj3008/">模特</a>
<a href="//jobs.zhaopin.com/sj1070/">母婴护理</a>
<a href="//jobs.zhaopin.com/sj1078/">木工</a>
          <img class="cityNavClose" src="//img02.zhaopin.cn/2012/img/index/ico_close.png">
      </div>
        </div>

        <div class="cityNavBar_content_list">
          <div class="cityNavPopIdx" >N</div>
        <div class="cityNavPopBd" >
         <a href="//jobs.zhaopin.com/sj534/">能源管理</a>
<a href="//jobs.zhaopin.com/sj8220/">暖通工程师</a>
          <img class="cityNavClose" src="//img02.zhaopin.cn/2012/img/index/ico_close.png">
      </div>
        </div>

        <div class="cityNavBar_content_list">
          <div class="cityNavPopIdx" >P</div>
        <div class="cityNavPopBd" >
         <a href="//jobs.zhaopin.com/sj8072/">ios培训</a>
<a href="//jobs.zhaopin.com/sj8075/">java培训</a>
<a href="//jobs.zhaopin.com/sj8071/">php培训</a>
<a href="//jobs.zhaopin.com/sj6079/">拍卖行</a>
<a href="//jobs.zhaopin.com/sj181/">排版设计</a>
<a href="//jobs.zhaopin.com/sj131/">培训师</a>
<a href="//jobs.zhaopin.com/sj2065/">票务</a>
<a href="//jobs.zhaopin.com/sj493/">品牌管理</a>
<a href="//jobs.zhaopin.com/sj632/">葡萄牙语翻译</a>
          <img class="cityNavClose" src="//img02.zhaopin.cn/2012/img/index/ico_close.png">
      </div>
        </div>

        <div class="cityNavBar_content_list">
          <div class="cityNavPopIdx" >Q</div>
        <div class="cityNavPopBd" >
         <a href="//jobs.zhaopin.com/sj249/">qa</a>
<a href="//jobs.zhaopin.com/sj864/">web前端开发</a>
<a href="//jobs.zhaopin.com/sj2030/">期货</a>
<a href="//jobs.zhaopin.com/sj304/">其他</a>
<a href="//jobs.zhaopin.com/sj858/">企业培训师</a>
<a href="//jobs.zhaopin.com/sj5077/">企业人力资源管理师</a>
<a href="//jobs.zhaopin.com/sj4016/">企业文化</a>
<a href="//jobs.zhaopin.com/sj3049/">汽车美容</a>
<a href="//jobs.zhaopin.com/sj336/">汽车修理</a>
<a href="//jobs.zhaopin.com/sj5156/">前端开发</a>
<a href="//jobs.zhaopin.com/sj338/">钳工</a>
<a href="//jobs.zhaopin.com/sj6001/">全面质量管理</a>
          <img class="cityNavClose" src="//img02.zhaopin.cn/2012/img/index/ico_close.png">
      </div>
        </div>

        <div class="cityNavBar_content_list">
          <div class="cityNavPopIdx" >R</div>
        <div class="cityNavPopBd" >
         <a href="//jobs.zhaopin.com/sj5076/">人力资源师</a>
<a href="//jobs.zhaopin.com/sj269/">日语翻译</a>
<a href="//jobs.zhaopin.com/sj695/">软件测试</a>
<a href="//jobs.zhaopin.com/sj6004/">软件测试工程师</a>
<a href="//jobs.zhaopin.com/sj045/">软件工程师</a>
<a href="//jobs.zhaopin.com/sj079/">软件开发工程师</a>
<a href="//jobs.zhaopin.com/sj4010/">弱电</a>
          <img class="cityNavClose" src="//img02.zhaopin.cn/2012/img/index/ico_close.png">
      </div>
        </div>

        <div class="cityNavBar_content_list">
          <div class="cityNavPopIdx">S</div>
        <div class="cityNavPopBd" >
         <a href="//jobs.zhaopin.com/sj4123/">sem</a>
<a href="//jobs.zhaopin.com/sj866/">seo</a>
<a href="//jobs.zhaopin.com/sj669/">ui设计</a>
<a href="//jobs.zhaopin.com/sj7084/">设计总监</a>
<a href="//jobs.zhaopin.com/sj2035/">社工</a>
<a href="//jobs.zhaopin.com/sj839/">社会工作师</a>
<a href="//jobs.zhaopin.com/sj838/">社会工作者</a>
<a href="//jobs.zhaopin.com/sj5058/">审计师</a>
<a href="//jobs.zhaopin.com/sj487/">生产计划</a>
<a href="//jobs.zhaopin.com/sj292/">生物工程</a>
<a href="//jobs.zhaopin.com/sj3082/">生物制药</a>
<a href="//jobs.zhaopin.com/sj107/">施工员</a>
<a href="//jobs.zhaopin.com/sj299/">实习生</a>
<a href="//jobs.zhaopin.com/sj635/">食品加工</a>
<a href="//jobs.zhaopin.com/sj605/">市场策划专员</a>
<a href="//jobs.zhaopin.com/sj171/">市场专员</a>
<a href="//jobs.zhaopin.com/sj158/">市场总监</a>
<a href="//jobs.zhaopin.com/sj7069/">室内设计师</a>
<a href="//jobs.zhaopin.com/sj100/">室内装潢设计</a>
<a href="//jobs.zhaopin.com/sj5129/">手机软件开发</a>
<a href="//jobs.zhaopin.com/sj5148/">手机游戏开发</a>
<a href="//jobs.zhaopin.com/sj136/">首席执行官</a>
<a href="//jobs.zhaopin.com/sj894/">数据分析师</a>
<a href="//jobs.zhaopin.com/sj1003/">水电工程师</a>
<a href="//jobs.zhaopin.com/sj617/">水利工程师</a>
<a href="//jobs.zhaopin.com/sj3039/">水手</a>
<a href="//jobs.zhaopin.com/sj4097/">司仪</a>
<a href="//jobs.zhaopin.com/sj552/">搜索引擎优化</a>
          <img class="cityNavClose" src="//img02.zhaopin.cn/2012/img/index/ico_close.png">
      </div>
        </div>

        <div class="cityNavBar_content_list">
          <div class="cityNavPopIdx" >T</div>
        <div class="cityNavPopBd">
         <a href="//jobs.zhaopin.com/sj8270/">淘宝兼职</a>
<a href="//jobs.zhaopin.com/sj6070/">投资银行</a>
<a href="//jobs.zhaopin.com/sj1028/">土建工程师</a>
<a href="//jobs.zhaopin.com/sj6033/">土木工程</a>
<a href="//jobs.zhaopin.com/sj097/">土木工程师</a>
<a href="//jobs.zhaopin.com/sj4087/">推拿</a>
          <img class="cityNavClose" src="//img02.zhaopin.cn/2012/img/index/ico_close.png">
      </div>
        </div>

        <div class="cityNavBar_content_list">
          <div class="cityNavPopIdx" >V</div>
        <div class="cityNavPopBd" >
         <a href="//jobs.zhaopin.com/sj3055/">vp</a>
          <img class="cityNavClose" src="//img02.zhaopin.cn/2012/img/index/ico_close.png">
      </div>
        </div>

        <div class="cityNavBar_content_list">
          <div class="cityNavPopIdx" >W</div>
        <div class="cityNavPopBd" >
          <a href="//jobs.zhaopin.com/sj717/">外汇交易</a>
<a href="//jobs.zhaopin.com/sj643/">外科医生</a>
<a href="//jobs.zhaopin.com/sj556/">网络编辑</a>
<a href="//jobs.zhaopin.com/sj055/">网络工程师</a>
<a href="//jobs.zhaopin.com/sj388/">网络管理员</a>
<a href="//jobs.zhaopin.com/sj8269/">网络兼职</a>
<a href="//jobs.zhaopin.com/sj924/">网络销售</a>
<a href="//jobs.zhaopin.com/sj3041/">网络营销</a>
<a href="//jobs.zhaopin.com/sj054/">网页设计</a>
<a href="//jobs.zhaopin.com/sj7070/">网页设计师</a>
<a href="//jobs.zhaopin.com/sj4066/">网页制作</a>
<a href="//jobs.zhaopin.com/sj056/">网站编辑</a>
<a href="//jobs.zhaopin.com/sj152/">文案策划</a>
<a href="//jobs.zhaopin.com/sj859/">文档管理</a>
<a href="//jobs.zhaopin.com/sj7001/">物流师</a>
<a href="//jobs.zhaopin.com/sj6057/">物业管理师</a>
<a href="//jobs.zhaopin.com/sj6058/">物业管理员</a>
          <img class="cityNavClose" src="//img02.zhaopin.cn/2012/img/index/ico_close.png">
      </div>
        </div>

        <div class="cityNavBar_content_list">
          <div class="cityNavPopIdx">X</div>
        <div class="cityNavPopBd">
         <a href="//jobs.zhaopin.com/sj630/">西班牙语翻译</a>
<a href="//jobs.zhaopin.com/sj8257/">西部志愿者</a>
<a href="//jobs.zhaopin.com/sj694/">系统测试</a>
<a href="//jobs.zhaopin.com/sj5164/">系统集成</a>
<a href="//jobs.zhaopin.com/sj5157/">系统集成项目管理工程师</a>
<a href="//jobs.zhaopin.com/sj8240/">乡镇公务员</a>
<a href="//jobs.zhaopin.com/sj816/">项目管理</a>
<a href="//jobs.zhaopin.com/sj5099/">项目管理师</a>
<a href="//jobs.zhaopin.com/sj814/">项目经理</a>
<a href="//jobs.zhaopin.com/sj384/">消防安全</a>
<a href="//jobs.zhaopin.com/sj006/">销售代表</a>
<a href="//jobs.zhaopin.com/sj001/">销售经理</a>
<a href="//jobs.zhaopin.com/sj8201/">小儿推拿</a>
<a href="//jobs.zhaopin.com/sj912/">校长</a>
<a href="//jobs.zhaopin.com/sj373/">心理医生</a>
<a href="//jobs.zhaopin.com/sj3071/">星探</a>
<a href="//jobs.zhaopin.com/sj1026/">行政文员</a>
<a href="//jobs.zhaopin.com/sj2063/">行政助理</a>
<a href="//jobs.zhaopin.com/sj115/">行政专员</a>
<a href="//jobs.zhaopin.com/sj182/">形象设计师</a>
<a href="//jobs.zhaopin.com/sj8274/">学生兼职</a>
          <img class="cityNavClose" src="//img02.zhaopin.cn/2012/img/index/ico_close.png">
      </div>
        </div>

        <div class="cityNavBar_content_list">
          <div class="cityNavPopIdx" >Y</div>
        <div class="cityNavPopBd" >
          <a href="//jobs.zhaopin.com/sj6010/">it运维管理</a>
<a href="//jobs.zhaopin.com/sj893/">演员</a>
<a href="//jobs.zhaopin.com/sj4033/">药剂师</a>
<a href="//jobs.zhaopin.com/sj296/">医药代表</a>
<a href="//jobs.zhaopin.com/sj2013/">义工</a>
<a href="//jobs.zhaopin.com/sj631/">意大利语翻译</a>
<a href="//jobs.zhaopin.com/sj268/">英文翻译</a>
<a href="//jobs.zhaopin.com/sj8091/">英语笔译</a>
<a href="//jobs.zhaopin.com/sj8085/">英语口译</a>
<a href="//jobs.zhaopin.com/sj8077/">英语培训</a>
<a href="//jobs.zhaopin.com/sj649/">营养师</a>
<a href="//jobs.zhaopin.com/sj043/">硬件工程师</a>
<a href="//jobs.zhaopin.com/sj861/">用户体验</a>
<a href="//jobs.zhaopin.com/sj6005/">游戏测试员</a>
<a href="//jobs.zhaopin.com/sj671/">游戏策划</a>
<a href="//jobs.zhaopin.com/sj4083/">游戏开发</a>
<a href="//jobs.zhaopin.com/sj057/">游戏设计</a>
<a href="//jobs.zhaopin.com/sj8003/">幼儿早教</a>
<a href="//jobs.zhaopin.com/sj361/">幼师</a>
<a href="//jobs.zhaopin.com/sj310/">育婴师</a>
<a href="//jobs.zhaopin.com/sj8225/">园林绿化</a>
<a href="//jobs.zhaopin.com/sj563/">园林设计</a>
<a href="//jobs.zhaopin.com/sj8214/">月嫂</a>
<a href="//jobs.zhaopin.com/sj5174/">运营管理</a>
          <img class="cityNavClose" src="//img02.zhaopin.cn/2012/img/index/ico_close.png">
      </div>
        </div>

        <div class="cityNavBar_content_list">
          <div class="cityNavPopIdx" >Z</div>
        <div class="cityNavPopBd" >
          <a href="//jobs.zhaopin.com/sj3014/">在线客服</a>
<a href="//jobs.zhaopin.com/sj8000/">早教</a>
<a href="//jobs.zhaopin.com/sj375/">针灸</a>
<a href="//jobs.zhaopin.com/sj8152/">砧板</a>
<a href="//jobs.zhaopin.com/sj187/">证券</a>
<a href="//jobs.zhaopin.com/sj575/">证券分析</a>
<a href="//jobs.zhaopin.com/sj226/">知识产权</a>
<a href="//jobs.zhaopin.com/sj8069/">职业培训</a>
<a href="//jobs.zhaopin.com/sj658/">志愿者</a>
<a href="//jobs.zhaopin.com/sj8147/">质检员</a>
<a href="//jobs.zhaopin.com/sj8202/">中医推拿</a>
<a href="//jobs.zhaopin.com/sj811/">珠宝鉴定</a>
<a href="//jobs.zhaopin.com/sj637/">主持人</a>
<a href="//jobs.zhaopin.com/sj8064/">主持人培训</a>
<a href="//jobs.zhaopin.com/sj116/">助理</a>
<a href="//jobs.zhaopin.com/sj7002/">助理物流师</a>
<a href="//jobs.zhaopin.com/sj5115/">注册安全工程师</a>
<a href="//jobs.zhaopin.com/sj8222/">注册电气工程师</a>
<a href="//jobs.zhaopin.com/sj8224/">注册环保工程师</a>
<a href="//jobs.zhaopin.com/sj214/">注册税务师</a>
<a href="//jobs.zhaopin.com/sj6032/">注册土木工程师</a>
<a href="//jobs.zhaopin.com/sj6059/">注册物业管理师</a>
<a href="//jobs.zhaopin.com/sj6052/">装修设计</a>
<a href="//jobs.zhaopin.com/sj219/">咨询顾问</a>
<a href="//jobs.zhaopin.com/sj570/">资产管理</a>
<a href="//jobs.zhaopin.com/sj579/">资产评估</a>
<a href="//jobs.zhaopin.com/sj5117/">总裁</a>
<a href="//jobs.zhaopin.com/sj2002/">总经理</a>
<a href="//jobs.zhaopin.com/sj3036/">总经理助理</a>
<a href="//jobs.zhaopin.com/sj1058/">足疗</a>
<a href="//jobs.zhaopin.com/sj762/">作家</a>
          <img class="cityNavClose" src="//img02.zhaopin.cn/2012/img/index/ico_close.png">
      </div>
        </div>
        
      </div>
    
    
    
  </div>
  <!--2015.7.7 职位导航 更改部分end -->

  <!-- 通栏广告 -->
  <div class="adsBox adbanner">
    <ul>
      <!--ZHAOPININDEX_AQU8in1 Success end-->


    </ul>
  </div>
  
  <!-- 16合一 -->
  <div class="adsBox ad24in1">
    <ul>
      <!--ZHAOPINDEX_16in1 Success end-->


    </ul>
  </div>
  
  <!-- 16合一右侧的8合一 -->
  <div class="adsBox ad8in1">
    <ul>
      <!--ZHAOPINDEX_8in1 Success end-->


    </ul>
    

 </div>
  
  <!-- 纯8合一 -->
  <div id="ad8in1" class="clearfix">
    <div class="hidden">八合一</div>
    <div class="adsBox ad8in1 ad8in1No">
      <ul>
        <li><a href='https://special.zhaopin.com/Flying/Society/20190722/44497913_15473701_ZL29170/' onmousedown="return AdsClick(14871,453358)"  target="_blank"><img class="am bm " cid="44497913" bid="14871" lid="453358" border="0" lazy_src="//img01.zhaopin.cn/img_button/201907/22/3_165911296118.gif" width="392" height="64"  alt="建投遵化热电有限责任公司招聘信息"></a></li> 
<li><a href='http://www.51testing.net/htm/zpwting/zhaopinbq.htm' onmousedown="return AdsClick(14871,453271)"  rel='nofollow'  target="_blank"><img class=" bm ct160400 ct201100" cid="14536272" bid="14871" lid="453271" border="0" lazy_src="//img00.zhaopin.cn/img_button/201903/05/0_113040603786.jpg" width="392" height="64"  alt="博为峰(北京)信息技术有限公司招聘信息"></a></li> 
<li><a href='https://special.zhaopin.com/Flying/Society/20190711/47994881_17373264_ZL29170/' onmousedown="return AdsClick(14871,452984)"  target="_blank"><img class="am bm ct180000 ct180100 ct300500 ct300900" cid="47994881" bid="14871" lid="452984" border="0" lazy_src="//img01.zhaopin.cn/img_button/201907/19/5012_165738556449.gif" width="392" height="64"  alt="燕赵财产保险股份有限公司招聘信息"></a></li> 
<li><a href='https://company.zhaopin.com/CZ520536220.htm' onmousedown="return AdsClick(14871,453272)"  target="_blank"><img class="am bm " cid="52053622" bid="14871" lid="453272" border="0" lazy_src="//img01.zhaopin.cn/img_button/201907/12/2_131919820916.gif" width="392" height="64"  alt="长安汽车金融有限公司招聘信息"></a></li> 
<li><a href='http://www.51testing.net/htm/zpeing/zhaopinbq2.htm' onmousedown="return AdsClick(14871,452987)"  rel='nofollow'  target="_blank"><img class=" bm ct160400 ct201100" cid="14536272" bid="14871" lid="452987" border="0" lazy_src="//img00.zhaopin.cn/img_button/201811/12/02_164429902048.jpg" width="392" height="64"  alt="博为峰(北京)信息技术有限公司招聘信息"></a></li> 
<li><a href='http://special.zhaopin.com/2016/nc/jxss042092/' onmousedown="return AdsClick(14871,452983)"  target="_blank"><img class="am bm ct180000" cid="25717701" bid="14871" lid="452983" border="0" lazy_src="//img00.zhaopin.cn/img_button/201907/17/0_130828105391.gif" width="392" height="64"  alt="江西省省属国有企业资产经营(控股)有限公司招聘信息"></a></li> 
<li><a href='http://special.zhaopin.com/2019/bf/lxxz012295/' onmousedown="return AdsClick(14871,453277)"  target="_blank"><img class="am bm " cid="55719022" bid="14871" lid="453277" border="0" lazy_src="//img00.zhaopin.cn/img_button/201906/06/7_182412742031.jpg" width="392" height="64"  alt="利星行(中国)汽车企业管理有限公司招聘信息"></a></li> 
<li><a href='https://xiaoyuan.zhaopin.com' onmousedown="return AdsClick(14880,598026)"  target="_blank"><img class="bm" border="0" lazy_src="//img00.zhaopin.cn/img_button/201807/13/asdsa_110411587911.jpg" width="392" height="64"  alt="厦门高端人才科技有限公司招聘信息"></a></li> 
<li><a href='https://mp.weixin.qq.com/s?__biz=MzI1MDE1MjA0Mg==&mid=504091196&idx=1&sn=ba11fb14d0da587b6eae5e321a87fe90&chksm=7279e739450e6e2f404fcff1784f25db190dbbc462d2aad0e662960ac14387ffb990dba459f6#rd' onmousedown="return AdsClick(14880,453718)"  rel='nofollow'  target="_blank"><img class="bm" border="0" lazy_src="//img00.zhaopin.cn/img_button/201903/07/2_104250458865.jpg" width="392" height="64"  alt="厦门高端人才科技有限公司招聘信息"></a></li> 
<!--ZHAOPINDEX_8in1 Success end-->


      </ul>
    </div>
  </div>
  <div class="infoBoxGroup">

<dl class="infoBox">
    <dt class="blockT">
        <div class="ti ti1 fl" title="职场聚焦" onmousedown="return AdsClick(121111550,'new_zpindex_zcjj')">
            <div class="tiC"><span>职场聚焦</span></div>
        </div>
    </dt>
    <dd>
                <div>

                    <a href="http://zpm.so/0Ah1hi" onmousedown=" return AdsClick(121111550, 'new_zpindex_zcjj1') " target="_blank">
                        
                        <img lazy_src="//article.zhaopin.com/marketing/upload/3082337f-06b3-47eb-9731-c37e2a3acf60.jpg" width="94" height="74" class="infoBoxPic" />
                    </a>
                    <br />
                    <a href="http://zpm.so/0Ah1hi" onmousedown=" return AdsClick(121111550, 'new_zpindex_zcjj1') " target="_blank">思维决定未来</a>

                </div>
                <ul>
                            <li>
                                <a href="http://zpm.so/0AhOAJ" onmousedown="return AdsClick(121111550,'new_zpindex_zcjj2')" target="_blank">怎么看老板好不好</a>
                            </li>
                            <li>
                                <a href="http://zpm.so/0Ah1hW" onmousedown="return AdsClick(121111550,'new_zpindex_zcjj3')" target="_blank">你的期望薪资是多少</a>
                            </li>
                            <li>
                                <a href="http://zpm.so/0Ah1hZ" onmousedown="return AdsClick(121111550,'new_zpindex_zcjj4')" target="_blank">哪些职业不起眼却很赚钱？</a>
                            </li>
                            <li>
                                <a href="http://zpm.so/0Ah1hb" onmousedown="return AdsClick(121111550,'new_zpindex_zcjj5')" target="_blank">你上班摸鱼，真的很像丧尸。</a>
                            </li>
                            <li>
                                <a href="http://zpm.so/0Ah1hg" onmousedown="return AdsClick(121111550,'new_zpindex_zcjj6')" target="_blank">老板对员工态度要很好吗？</a>
                            </li>
                </ul>

    </dd>
</dl>


<dl class="infoBox">
    <dt class="blockT">
        <div class="ti ti2 fl" title="应届生求职" onmousedown="return AdsClick(121111550,'new_zpindex_yjjqz')">
            <div class="tiC"><span>应届生求职</span></div>
        </div>
    </dt>
    <dd>
                <div>

                    <a href="http://zpm.so/0Ah1hr" onmousedown=" return AdsClick(121111550, 'new_zpindex_yjjqz1') " target="_blank">
                        <img lazy_src="//article.zhaopin.com/marketing/upload/956b7fff-41c1-4a42-a218-cb5213f65f63.jpg" width="94" height="74" class="infoBoxPic" />
                    </a>
                    <br />
                    <a href="http://zpm.so/0Ah1hr" onmousedown=" return AdsClick(121111550, 'new_zpindex_yjjqz1') " target="_blank">怎么选择老板？</a>

                </div>
                <ul>
                            <li><a href="http://zpm.so/0Ah1hm" onmousedown="return adsclick(121111550,'new_zpindex_yjjqz2')" target=" _blank">哪个细节会错过HR</a></li>
                            <li><a href="http://zpm.so/0AhIEq" onmousedown="return adsclick(121111550,'new_zpindex_yjjqz3')" target=" _blank">普通二本毕业，怎么进BAT?</a></li>
                            <li><a href="http://zpm.so/0Ah1hn" onmousedown="return adsclick(121111550,'new_zpindex_yjjqz4')" target=" _blank">哪些信号证明你面试有戏？</a></li>
                            <li><a href="http://zpm.so/0Ah1hq" onmousedown="return adsclick(121111550,'new_zpindex_yjjqz5')" target=" _blank">如何回答“什么时间入职”</a></li>
                            <li><a href="http://zpm.so/0Ah1hu" onmousedown="return adsclick(121111550,'new_zpindex_yjjqz6')" target=" _blank">如何回答“有哪些兴趣爱好”</a></li>
                </ul>

    </dd>
</dl>


<dl class="infoBox adsFix">
    <dt class="blockT">
        <div class="ti ti3 fl" title="社区精华" onmousedown="return AdsClick(121111550,'new_zpindex_sqjh')">
            <div class="tiC"><span>社区精华</span></div>
        </div>
    </dt>
    <dd>
                <div>

                    <a href="http://zpm.so/0Ah2WW" onmousedown="return AdsClick(121111550, 'new_zpindex_sqjh1')" target="_blank">


                        <img lazy_src="//article.zhaopin.com/marketing/upload/a9a12758-e262-493a-98e0-6198e57416db.jpg" width="94" height="74" class="infoBoxPic" />
                    </a>
                    <br />
                    <a href="http://zpm.so/0Ah2WW" onmousedown="return AdsClick(121111550, 'new_zpindex_sqjh1')" target="_blank">钱不到位最可怕</a>
                </div>
                <ul>
                            <li><a href="http://zpm.so/0Ah1tl" onmousedown="return adsclick(121111550, 'new_zpindex_sqjh2' ) " target=" _blank">抓牢请你吃饭的老板</a></li>
                            <li><a href="http://zpm.so/0Ah2A8" onmousedown="return adsclick(121111550, 'new_zpindex_sqjh3' ) " target=" _blank">怎么打扮对职业发展有好处？</a></li>
                            <li><a href="http://zpm.so/0Ah2xC" onmousedown="return adsclick(121111550, 'new_zpindex_sqjh4' ) " target=" _blank">找一家好好谈钱的公司</a></li>
                            <li><a href="http://zpm.so/0Ah3CK" onmousedown="return adsclick(121111550, 'new_zpindex_sqjh5' ) " target=" _blank">好公司不鼓励员工加班</a></li>
                            <li><a href="http://zpm.so/0Ah3QU" onmousedown="return adsclick(121111550, 'new_zpindex_sqjh6' ) " target=" _blank">《都挺好》暴露的职场规则</a></li>
                </ul>

    </dd>
</dl>

 </div>
  <!-- 四合一 -->
  <div id="ad4in1" class="clearfix">
    <div class="hidden">四合一</div>
    <div class="adsBox ad4in1">
      <ul>
        <li><a href='http://special.zhaopin.com/bj/2014/yms120337/' onmousedown="return AdsClick(14874,453039)"  target="_blank"><img class="am bm ct100100 ct160000 ct170000 ct210500" cid="12100438" bid="14874" lid="453039" src="//img02.zhaopin.cn/img_button/201907/18/88_101754715737.gif" width="190" height="64"  title="亚马逊信息服务（北京）有限公司" alt="亚马逊信息服务（北京）有限公司招聘信息"></a></li>


 
        
        <li><a href='http://cn.mikecrm.com/R46t64O' target='_blank'><img class="bm" lazy_src="//img05.zhaopin.cn/img_button/201807/19/gjl_151438932154.jpg" width='190' height='64' border=0></a></li>
<li><a href='https://mp.weixin.qq.com/s?__biz=MzI1MDE1MjA0Mg==&mid=504091196&idx=1&sn=ba11fb14d0da587b6eae5e321a87fe90&chksm=7279e739450e6e2f404fcff1784f25db190dbbc462d2aad0e662960ac14387ffb990dba459f6#rd' target='_blank'><img class="bm" lazy_src="//img05.zhaopin.cn/img_button/201903/07/4_104441852557.jpg" width='190' height='64' border=0></a></li>
<li><a href='https://mp.weixin.qq.com/s?__biz=MzI1MDE1MjA0Mg==&mid=504091286&idx=1&sn=686ab904a8fbdf0d6c595e01fff5c454&chksm=7279e793450e6e85ca5b0a997cc8a553e0bd9cd4395eb2a5785356d14fce37d516d404e66a39#rd' target='_blank'><img class="bm" lazy_src="//img05.zhaopin.cn/img_button/201903/07/5_104542497278.jpg" width='190' height='64' border=0></a></li>
<li><a href='https://xuexifang.zhaopin.com/#/index/resumeHomePC' target='_blank'><img class="bm" lazy_src="//img05.zhaopin.cn/img_button/201903/07/6_104617986294.jpg" width='190' height='64' border=0></a></li>
<li><a href='https://xiaoyuan.zhaopin.com/' target='_blank'><img class="bm" lazy_src="//img05.zhaopin.cn/img_button/201807/23/asd_084026665021.jpg" width='190' height='64' border=0></a></li>


        
      </ul>
    </div>
  </div>
  <!-- 名企招聘 -->
  <div id="mqzp" class="clearfix">
    <div class="blockT blockTL">
      <div class="ti">名企招聘</div>
    </div>
    <div class="adsBox ad3in1">
      <ul>
        <li><a href='http://special.zhaopin.com/2016/fz/xyyh041921/index.html' onmousedown="return AdsClick(14872,453142)"  target="_blank"><img class="am bm ct180000" cid="20123431" bid="14872" lid="453142" src="//img02.zhaopin.cn/img_button/201906/05/56_180150689872.jpg" width="140" height="60"  title="兴业银行股份有限公司" alt="兴业银行股份有限公司招聘信息"></a></li>
<li><a href='http://special.zhaopin.com/gz/2009/xcrs071728/jobs.htm' onmousedown="return AdsClick(14872,453147)"  target="_blank"><img class="am bm ct180100" cid="12061585" bid="14872" lid="453147" src="//img01.zhaopin.cn/img_button/201809/26/26_165514814661.jpg" width="140" height="60"  title="中信保诚人寿保险有限公司" alt="中信保诚人寿保险有限公司招聘信息"></a></li>
<li><a href='https://special.zhaopin.com/Flying/Society/20190617/57809628_14040241_ZL32254/index.html' onmousedown="return AdsClick(14872,453139)"  target="_blank"><img class="am bm " cid="57809628" bid="14872" lid="453139" src="//img02.zhaopin.cn/img_button/201907/19/4655_134559174742.gif" width="140" height="60"  title="日医(北京)居家养老服务有限公司" alt="日医(北京)居家养老服务有限公司招聘信息"></a></li>
<li><a href='http://special.zhaopin.com/bj/2012/jingang100827/' onmousedown="return AdsClick(14872,453143)"  target="_blank"><img class="am bm ct129900 ct150000" cid="13422831" bid="14872" lid="453143" src="//img01.zhaopin.cn/img_button/201902/02/4_100404494540.jpg" width="140" height="60"  title="北京京港地铁有限公司" alt="北京京港地铁有限公司招聘信息"></a></li>
<li><a href='http://special.zhaopin.com/2016/bf/zjsj103162/' onmousedown="return AdsClick(14872,453140)"  target="_blank"><img class="am bm ct140000" cid="31428591" bid="14872" lid="453140" src="//img01.zhaopin.cn/img_button/201907/17/zhongjian_165817451868.jpg" width="140" height="60"  title="中建三局第一建设工程有限责任公司北京分公司" alt="中建三局第一建设工程有限责任公司北京分公司招聘信息"></a></li>
<!--MQZP Success end--><!--MQZP Success end-->

 
       
        
        <li><a href='https://xuexifang.zhaopin.com/#/index/resumeHomePC' target='_blank'><img class="bm" lazy_src="//img05.zhaopin.cn/img_button/201903/07/11_110834566676.jpg" width='140' height='60' border=0></a></li>
<li><a href='https://mp.weixin.qq.com/s?__biz=MzI1MDE1MjA0Mg==&mid=504091295&idx=1&sn=33c4ba4801b908d21a8fecd2c0f57d54&chksm=7279e79a450e6e8c38458c23b2d4cfba9d51d186565b3f1d421f078ec8458164c56d2004894b#rd' target='_blank'><img class="bm" lazy_src="//img05.zhaopin.cn/img_button/201903/07/9_110735536239.jpg" width='140' height='60' border=0></a></li>
<li><a href='https://cct.zhaopin.com/jobfair' target='_blank'><img class="bm" lazy_src="//img05.zhaopin.cn/img_button/201807/03/asdsad_084722931330.jpg" width='140' height='60' border=0></a></li>


      </ul>
    </div>
  </div>
  <!-- 品牌活动 -->
  <div id="pphd" class="clearfix">
    <div class="blockT blockTL">
      <div class="ti">品牌活动</div>
    </div>
    <div class="pphdBox">
      <ul>
        
         <li><span><a href='http://data.vcranking.cn/salary.jsp' onmousedown="return AdsClick(14878,453740)"  rel='nofollow'  target="_blank"><img class="bm" src="//img00.zhaopin.cn/img_button/201903/19/11_142934739378.jpg" alt="厦门高端人才科技有限公司招聘信息" txt="" width="226" height="130" border="0"></a></span> <a href='http://data.vcranking.cn/salary.jsp' onmousedown="return AdsClick(14878,453740)"  rel='nofollow'  target="_blank">创投行业报告</a></li>
<li><span><a href='http://110.zhaopin.com/' onmousedown="return AdsClick(14878,453739)"  target="_blank"><img class="bm" src="//img00.zhaopin.cn/img_button/201807/09/fday_170352119348.jpg" alt="厦门高端人才科技有限公司招聘信息" txt="" width="226" height="130" border="0"></a></span> <a href='http://110.zhaopin.com/' onmousedown="return AdsClick(14878,453739)"  target="_blank">安全知识小课堂</a></li>
<li><span><a href='https://xiaoyuan.zhaopin.com/zhuanti/first2019/index.html#/?sid=121130624&site=12pp' onmousedown="return AdsClick(14878,453738)"  target="_blank"><img class="bm" src="//img00.zhaopin.cn/img_button/201904/08/pp_155607727162.jpg" alt="厦门高端人才科技有限公司招聘信息" txt="" width="226" height="130" border="0"></a></span> <a href='https://xiaoyuan.zhaopin.com/zhuanti/first2019/index.html#/?sid=121130624&site=12pp' onmousedown="return AdsClick(14878,453738)"  target="_blank">就业有位来</a></li>
<li><span><a href='https://mp.weixin.qq.com/mp/homepage?__biz=MzI2NjY3MTUxNg==&hid=1&sn=fba90d507dbcf7eafdff156cec2d42ed#wechat_redirect' onmousedown="return AdsClick(14878,453741)"  rel='nofollow'  target="_blank"><img class="bm" src="//img00.zhaopin.cn/img_button/201807/06/tashijie_145850387759.jpg" alt="厦门高端人才科技有限公司招聘信息" txt="" width="226" height="130" border="0"></a></span> <a href='https://mp.weixin.qq.com/mp/homepage?__biz=MzI2NjY3MTUxNg==&hid=1&sn=fba90d507dbcf7eafdff156cec2d42ed#wechat_redirect' onmousedown="return AdsClick(14878,453741)"  rel='nofollow'  target="_blank">她世界她力量</a></li>
<!--ZHAOPININDEX_PPHD Success end-->


      </ul>
    </div>
  </div>
  
  <!-- 紧急招聘 -->
  <div id="jjzp" class="clearfix">
    <div class="blockT blockTL">
      <div class="ti">紧急招聘</div>
    </div>
    <div class="adsBox ad2in1">
      <ul>
         

 
         
        

      </ul>
    </div>
  </div>
  <!-- 热门职位 -->
  
  <div id="rmzw" class="clearfix">
    <div class="blockT blockTL">
      <div class="ti">热门职位</div>
    </div>
    <div class="colsBg clearfix">
      <ul>
        
										  	
        


      </ul>
    </div>
  </div>

  <div class="infoBoxGroup">
    
<dl class="infoBox">
    <dt class="blockT">
        <div class="ti ti1 tl" title="简历制作|模板">
            <div class="tiC"><span>简历制作|模板</span></div>
        </div>
    </dt>
    <dd>
                <div>

                    <a href="http://zpm.so/0AgbJX" onmousedown="return AdsClick(121111550, 'new_zpindex_jlzz1')" target="_blank">
                        <img lazy_src="//article.zhaopin.com/marketing/upload/7533d9ae-8e98-48bd-bbee-67b3b0cfe475.jpg" width="94" height="74" class="infoBoxPic" />
                    </a><br />
                    <a href="http://zpm.so/0AgbJX" onmousedown="return AdsClick(121111550,'new_zpindex_jlzz1')" target="_blank">
                        30岁的你赚多少
                    </a>
                </div>
                <ul>
                            <li><a href="http://zpm.so/0AgbJW" onmousedown="return AdsClick(121111550, 'new_zpindex_jlzz2') " target="_blank">如何选公司?</a></li>
                            <li><a href="https://resume.zhaopin.com/" onmousedown="return AdsClick(121111550, 'new_zpindex_jlzz3') " target="_blank">精美简历模板</a></li>
                            <li><a href="http://zpm.so/0AgbJV" onmousedown="return AdsClick(121111550, 'new_zpindex_jlzz4') " target="_blank">工作中的哪一刻让你崩溃？</a></li>
                            <li><a href="http://zpm.so/0AgbJR" onmousedown="return AdsClick(121111550, 'new_zpindex_jlzz5') " target="_blank">被问是不是太累了代表什么？</a></li>
                            <li><a href="http://zpm.so/0AgtNx" onmousedown="return AdsClick(121111550, 'new_zpindex_jlzz6') " target="_blank">从生病开始崩溃的年轻人</a></li>
                </ul>

    </dd>
</dl>


<dl class="infoBox">
    <dt class="blockT">
        <div class="ti ti1 tl" title="面试技巧">
            <div class="tiC"><span>面试技巧</span></div>
        </div>
    </dt>
    <dd>

                <div>

                    <a href="http://zpm.so/0Agcw7" onmousedown="return AdsClick(121111550, 'new_zpindex_msjq1')" target="_blank">
                        <img lazy_src="//article.zhaopin.com/marketing/upload/d8553d2c-a445-48bf-8d90-469b162e0c80.jpg" width="94" height="74" class="infoBoxPic" />
                    </a><br />
                    <a href="http://zpm.so/0Agcw7" onmousedown="return AdsClick(121111550,'new_zpindex_msjq1')" target="_blank">3分钟搞定面试官</a>
                </div>
                <ul>
                            <li><a href="http://zpm.so/0Agcw5" onmousedown="return AdsClick(121111550, 'new_zpindex_msjq2') " target="_blank">如何回答三年内的职业规划？</a></li>
                            <li><a href="http://zpm.so/0Agcw4" onmousedown="return AdsClick(121111550, 'new_zpindex_msjq3') " target="_blank">“回去等通知”是什么意思？</a></li>
                            <li><a href="http://zpm.so/0Agcw2" onmousedown="return AdsClick(121111550, 'new_zpindex_msjq4') " target="_blank">如何回答“哪些问题问我”？</a></li>
                            <li><a href="http://zpm.so/0Agcw1" onmousedown="return AdsClick(121111550, 'new_zpindex_msjq5') " target="_blank">如何用谈判思维和HR谈薪水？</a></li>
                            <li><a href="http://zpm.so/0AgtNq" onmousedown="return AdsClick(121111550, 'new_zpindex_msjq6') " target="_blank">如何在面试环节加薪?</a></li>
                </ul>


    </dd>
</dl>

<dl class="infoBox adsFix">
    <dt class="blockT">
        <div class="ti ti1 tl" title="智联调研">
            <div class="tiC"><span>智联调研</span></div>
        </div>
    </dt>
    <dd>
                <div>

                    <a href="http://zpm.so/0Agcvz" onmousedown="return AdsClick(121111550, 'new_zpindex_zldy1')" target="_blank">
                        <img lazy_src="//article.zhaopin.com/marketing/upload/3c215279-55ef-4257-855e-0f4c8730a509.jpg" width="94" height="74" class="infoBoxPic" />
                    </a>
                    <br /><a href="http://zpm.so/0Agcvz" onmousedown="return AdsClick(121111550,'new_zpindex_zldy1')" target="_blank">想赚钱就往风口站</a>
                </div>
            <ul>
                        <li><a href="https://mp.weixin.qq.com/s/_bkI5e08CQCOwBu8qGz9cA" onmousedown="return AdsClick(121111550, 'new_zpindex_zldy2') " target="_blank">2019年中盘点报告</a></li>
                        <li><a href="https://mp.weixin.qq.com/s/yV_s9HEyUNy7KIqsrJ_yZw" onmousedown="return AdsClick(121111550, 'new_zpindex_zldy3') " target="_blank">2019届应届生就业市场景气...</a></li>
                        <li><a href="https://mp.weixin.qq.com/s/Svf9TpSC2WoS9JVKXh8lng" onmousedown="return AdsClick(121111550, 'new_zpindex_zldy4') " target="_blank">2019年大学生求职指南</a></li>
                        <li><a href="https://mp.weixin.qq.com/s/PeQl9IJhTH8WRhzVjyjSsA" onmousedown="return AdsClick(121111550, 'new_zpindex_zldy5') " target="_blank">2019年第一季度中国就业市...</a></li>
                        <li><a href="http://zpm.so/0Agcvx" onmousedown="return AdsClick(121111550, 'new_zpindex_zldy6') " target="_blank">工作是脱单的最佳途径</a></li>
            </ul>

    </dd>
</dl>

  </div>
</div>
<div id="footer">
  <div class="footerFuncCity clearfix">

      <ul>
      <li class="char">A</li>
      <li><strong><a href="//www.zhaopin.com/anshan/">鞍山</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/anshun/">安顺</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/anyang/">安阳</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/anqing/">安庆</a></strong>|</li>
      
      <li><strong><a href="//www.zhaopin.com/ankang/">安康</a></strong></li>
      <li class="char">B</li>
      <li><strong><a href="//www.zhaopin.com/beijing/">北京</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/baoding/">保定</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/baotou/">包头</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/binzhou/">滨州</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/baoji/">宝鸡</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/bozhou/">亳州</a></strong>|</li>
       <li><strong><a href="//www.zhaopin.com/beihai/">北海</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/bengbu/">蚌埠</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/baiyin/">白银</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/baicheng/">白城</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/baishan/">白山</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/bazhong/">巴中</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/bijie/">毕节</a></strong></li>
         
      <li class="char">C</li>
      <li><strong><a href="//www.zhaopin.com/changchun/">长春</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/changzhutan/">长株潭</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/chengdu/">成都</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/chongqing/">重庆</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/changzhou/">常州</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/cangzhou/">沧州</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/changde/">常德</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/changshu/ ">常熟</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/chuzhou/">滁州</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/chengde/">承德</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/chenzhou/">郴州</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/chaozhou/">潮州</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/changzhi/">长治</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/chizhou/">池州</a></strong>|</li>
            <li><a href="//www.zhaopin.com/chifeng/">赤峰</a></strong></li>

      <li class="char">D</li>
      <li><strong><a href="//www.zhaopin.com/dalian/">大连</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/dongguan/">东莞</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/daqing/">大庆</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/dandong/">丹东</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/dongying/">东营</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/dezhou/">德州</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/deyang/">德阳</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/datong/">大同</a></strong>|</li>
          <li><strong><a href="//www.zhaopin.com/dazhou/">达州</a></strong>|</li>
        <li><strong><a href="//www.zhaopin.com/dali/">大理</a></strong></li>
      <li class="char">E</li>
      <li><strong><a href="//www.zhaopin.com/eerduosi/">鄂尔多斯</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/ezhou/">鄂州</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/enshi/">恩施</a></strong></li>
      <li class="char">F</li>
      <li><strong><a href="//www.zhaopin.com/fuzhou/">福州</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/foshan/">佛山</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/fushun/">抚顺</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/fu3zhou/">抚州</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/fuyang/">阜阳</a></strong></li>
      <li class="char">G</li>
      <li><strong><a href="//www.zhaopin.com/guangzhou/">广州</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/guiyang/">贵阳</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/ganzhou/">赣州</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/guilin/">桂林</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/guangyuan/">广元</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/guangan/">广安</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/gansu/">甘肃</a></strong></li>
      
      <li class="char">H</li>
      <li><strong><a href="//www.zhaopin.com/haerbin/">哈尔滨</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/hangzhou/">杭州</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/hefei/">合肥</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/hengyang/">衡阳</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/hengshui/">衡水</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/handan/">邯郸</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/haikou/">海口</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/huhehaote/">呼和浩特</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/huzhou/">湖州</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/huaian/">淮安</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/heze/">菏泽</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/huaibei/">淮北</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/hanzhong/">汉中</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/hulunbeier/">呼伦贝尔</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/huludao/">葫芦岛</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/huizhou/">惠州</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/hebi/">鹤壁</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/huainan/">淮南</a></strong>|</li>
       <li><strong><a href="//www.zhaopin.com/hunchun/">珲春</a></strong>|</li>  
       <li><strong><a href="//www.zhaopin.com/huanggang/">黄冈</a></strong>|</li>
       <li><strong><a href="//www.zhaopin.com/huangshi/">黄石</a></strong>|</li>
       <li><strong><a href="//www.zhaopin.com/huangshan/">黄山</a></strong>|</li>
       <li><strong><a href="//www.zhaopin.com/huaihua/">怀化</a></strong>|</li>
       <li><strong><a href="//www.zhaopin.com/heihe/">黑河</a></strong>|</li>
       <li><strong><a href="//www.zhaopin.com/heyuan/">河源</a></strong></li>
                
      <li class="char">J</li>
      <li><strong><a href="//www.zhaopin.com/jinan/">济南</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/jilin/">吉林</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/jiaxing/">嘉兴</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/jiangmen/">江门</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/jiangyin/">江阴</a></strong>|</li>
      <li><strong><a href=" //www.zhaopin.com/jiujiang/">九江</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/jining/">济宁</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/jinhua/">金华</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/jingzhou/">荆州</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/jiaozuo/">焦作</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/jieyang/">揭阳</a></strong>|</li>  
      <li><strong><a href="//www.zhaopin.com/jiamusi/">佳木斯</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/jinzhou/">锦州</a></strong></li>
      <li><strong><a href="//www.zhaopin.com/jinzhong/">晋中</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/jian/">吉安</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/jingdezhen/">景德镇</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/jincheng/">晋城</a></strong>|</li>
          <li><strong><a href="//www.zhaopin.com/jiyuan/">济源</a></strong>|</li>
           <li><strong><a href="//www.zhaopin.com/jishoushi/">吉首市</a></strong></li>
            
      <li class="char">K</li>
      <li><strong><a href="//www.zhaopin.com/kaifeng/">开封</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/kunming/">昆明</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/kunshan/">昆山</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/kaiping/">开平</a></strong></li>
      
      <li class="char">L</li>
      <li><strong><a href="//www.zhaopin.com/linyi/">临沂</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/lanzhou/">兰州</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/luoyang/">洛阳</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/lianyungang/">连云港</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/liaocheng/">聊城</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/liuzhou/">柳州</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/langfang/">廊坊</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/liupanshui/">六盘水</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/luohe/">漯河</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/laiwu/">莱芜</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/leshan/">乐山</a></strong>|</li>
<li><strong><a href="//www.zhaopin.com/liaoyang/">辽阳</a></strong>|</li>
<li><strong><a href="//www.zhaopin.com/longyan/">龙岩</a></strong>|</li>
<li><strong><a href="//www.zhaopin.com/lishui/">丽水</a></strong>|</li>
<li><strong><a href="//www.zhaopin.com/liuan/">六安</a></strong>|</li>
<li><strong><a href="//www.zhaopin.com/linfen/">临汾</a></strong>|</li>
<li><strong><a href="//www.zhaopin.com/lvliang/">吕梁</a></strong>|</li>
<li><strong><a href="//www.zhaopin.com/liaoyuan/">辽源</a></strong>|</li>
<li><strong><a href="//www.zhaopin.com/luzhou/">泸州</a></strong>|</li>
<li><strong><a href="//www.zhaopin.com/loudi/">娄底</a></strong></li>

      <li class="char">M</li>
      <li><strong><a href="//www.zhaopin.com/maanshan/">马鞍山</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/mianyang/">绵阳</a></strong>|</li>
       <li><strong><a href="//www.zhaopin.com/meizhou/">梅州</a></strong>|</li>
        <li><strong><a href="//www.zhaopin.com/maoming/">茂名</a></strong>|</li>
       <li><strong><a href="//www.zhaopin.com/mudanjiang/">牡丹江</a></strong>|</li>
       <li><strong><a href="//www.zhaopin.com/mengzishi/">蒙自市</a></strong></li>
       
      <li class="char">N</li>
      <li><strong><a href="//www.zhaopin.com/nanchong/">南充</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/nanjing/">南京</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/nanyang/">南阳</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/ningbo/">宁波</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/nanchang/">南昌</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/nantong/">南通</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/nanning/">南宁</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/nanping/">南平</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/ningde/">宁德</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/neijiang/">内江</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/ningxia/">宁夏</a></strong></li>
      <li class="char">P</li>
      <li><strong><a href="//www.zhaopin.com/pingdingshan/">平顶山</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/putian/">莆田</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/puyang/">濮阳</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/puning/">普宁</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/panjin/">盘锦</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/panzhihua/">攀枝花</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/pingxiang/">萍乡</a></strong></li>
      
      <li class="char">Q</li>
      <li><strong><a href="//www.zhaopin.com/qingdao/">青岛</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/qinhuangdao/">秦皇岛</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/quanzhou/">泉州</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/qingyuan/">清远</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/qinghai/">青海</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/qujing/">曲靖</a></strong>|</li>   
      <li><strong><a href="//www.zhaopin.com/qiqihaer/">齐齐哈尔</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/quzhou/">衢州</a></strong>|</li>
        <li><strong><a href="//www.zhaopin.com/qianxinan/">黔西南</a></strong></li>
        
        
        
      <li class="char">R</li>
      <li><strong><a href="//www.zhaopin.com/rizhao/">日照</a></strong></li>
      <li class="char">S</li>
      <li><strong><a href="//www.zhaopin.com/shanghai/">上海</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/shangqiu/">商丘</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/shenzhen/">深圳</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/shenyang/">沈阳</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/shijiazhuang/">石家庄</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/suqian/">宿迁</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/suzhou/">苏州</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/su4zhou/">宿州</a></strong>|</li>
      <li><strong><a href=" //www.zhaopin.com/suizhou/">随州</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/shaoxing/">绍兴</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/sanya/">三亚</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/shantou/">汕头</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/siping/">四平</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/shangrao/">上饶</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/shaoyang/">邵阳</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/shiyan/">十堰</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/sanmenxia/">三门峡</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/shangluo/">商洛</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/suining/">遂宁</a></strong>|</li>
            <li><strong><a href="//www.zhaopin.com/sanming/">三明</a></strong>|</li>
            <li><strong><a href="//www.zhaopin.com/shaoguan/">韶关</a></strong>|</li>
       <li><strong><a href="//www.zhaopin.com/songyuan/">松原</a></strong>|</li>
       <li><strong><a href="//www.zhaopin.com/suihua/">绥化</a></strong>|</li>
       <li><strong><a href="//www.zhaopin.com/shanwei/">汕尾</a></strong></li>
       
      <li class="char">T</li>
      <li><strong><a href="//www.zhaopin.com/tianjin/">天津</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/taiyuan/">太原</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/tangshan/">唐山</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/taizhou/">台州</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/tieling/">铁岭</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/taian/">泰安</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/tzhou/">泰州</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/tongchuan/">铜川</a></strong>|</li>
       <li><strong><a href="//www.zhaopin.com/tongliao/">通辽</a></strong>|</li>
       <li><strong><a href="//www.zhaopin.com/tongling/">铜陵</a></strong>|</li>
        <li><strong><a href="//www.zhaopin.com/tonghua/">通化</a></strong>|</li>
          <li><strong><a href="//www.zhaopin.com/tianshui/">天水</a></strong>|</li>
          <li><strong><a href="//www.zhaopin.com/tongren/">铜仁</a></strong></li>
      <li class="char">W</li>
      <li><strong><a href="//www.zhaopin.com/wuhan/">武汉</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/wuxi/">无锡</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/wenzhou/">温州</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/weihai/">威海</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/wulumuqi/">乌鲁木齐</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/wuhu/">芜湖</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/weifang/">潍坊</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/weinan/">渭南</a></strong></li>
        
      <li class="char">X</li>
      <li><strong><a href="//www.zhaopin.com/xian/">西安</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/xiamen/">厦门</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/xinxiang/">新乡</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/xuchang/">许昌</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/xuzhou/">徐州</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/xiangyang/">襄阳</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/xizang/">西藏</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/xianyang/">咸阳</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/xinyang/">信阳</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/xingtai/">邢台</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/xinjiang/">新疆</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/xinyu/">新余</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/xiaogan/">孝感</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/xuancheng/">宣城</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/xianning/">咸宁</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/xining/">西宁</a></strong></li>
      
      <li class="char">Y</li>
      <li><strong><a href="//www.zhaopin.com/yangzhou/"><strong>扬州</strong></a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/yantai/">烟台</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/yiwu/">义乌</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/yingkou/">营口</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/yancheng/">盐城</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/yulin/">榆林</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/yuncheng/">运城</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/yichang/">宜昌</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/yixing/">宜兴</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/yu4lin/">玉林</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/yueyang/">岳阳</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/yibin/">宜宾</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/yanan/">延安</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/yanbian/">延边</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/yinchuan/">银川</a></strong>|</li>
           <li><strong><a href="//www.zhaopin.com/yangquan/">阳泉</a></strong>|</li>
           <li><strong><a href="//www.zhaopin.com/yongzhou/">永州</a></strong>|</li>
            <li><strong><a href="//www.zhaopin.com/yangjiang/">阳江</a></strong>|</li>
            <li><strong><a href="//www.zhaopin.com/yiyang/">益阳</a></strong>|</li>
            <li><strong><a href="//www.zhaopin.com/yichun/">宜春</a></strong>|</li>
       <li><strong><a href="//www.zhaopin.com/yuxi/">玉溪</a></strong>|</li>
        <li><strong><a href="//www.zhaopin.com/yingtan/">鹰潭</a>|</strong></li>
          <li><strong><a href="//www.zhaopin.com/yaan/">雅安</a>|</strong></li>
          <li><strong><a href="//www.zhaopin.com/yunfu/">云浮</a></strong></li>
        
      <li class="char">Z</li>
      <li><strong><a href=" //www.zhaopin.com/zhangjiagang/">张家港</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/zhangjiakou/">张家口</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/zhengzhou/">郑州</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/zhongshan/">中山</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/zhuhai/">珠海</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/zibo/">淄博</a></strong>|</li>
      <!-- <li><strong><a href="//www.zhaopin.com/zhusanjiao/">珠三角</a></strong>|</li> -->
      <li><strong><a href="//www.zhaopin.com/zhangzhou/">漳州</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/zhenjiang/">镇江</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/zhanjiang/">湛江</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/zhaoqing/">肇庆</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/zaozhuang/">枣庄</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/zunyi/">遵义</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/zhumadian/">驻马店</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/zhoukou/">周口</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/zigong/">自贡</a></strong>|</li>
      <li><strong><a href="//www.zhaopin.com/zhoushan/">舟山</a></strong>|</li>
       <li><strong><a href="//www.zhaopin.com/zhangye/">张掖</a></strong>|</li>
        <li><strong><a href="//www.zhaopin.com/zhangjiajie/">张家界</a></strong></li>
    </ul>
  </div>
</div>
<input type="hidden" id="smpfrom" value="14" />
 

 

<noscript><p>noscript</p></noscript>

  <div data-server-rendered="true" class="a-center-layout a-footer"><div class="a-center-layout__content"><div class="a-footer__top"><dl class="a-footer__links"><dt class="a-footer__title">关于</dt><dd><a href="//special.zhaopin.com/sh/2009/aboutus/about.html" target="_blank">智联招聘</a></dd><dd><a href="//jobs.zhaopin.com/" target="_blank">人才招聘</a></dd><dd><a href="//special.zhaopin.com/sh/2009/aboutus/contact.html" target="_blank">联系方式</a></dd><dd><a href="//www.zhaopin.com/sitemap.html" target="_blank">网站地图</a></dd></dl><dl class="a-footer__links"><dt class="a-footer__title">帮助</dt><dd><a href="//special.zhaopin.com/sh/2009/aboutus/join.html" target="_blank">加入智联</a></dd><dd><a href="//www-dev.zhaopin.com:8000/customer-service" target="_blank">客户服务</a></dd><dd><a href="//special.zhaopin.com/sh/2009/aboutus/law.html" target="_blank">法律声明</a></dd><dd><a href="//special.zhaopin.com/sh/2009/aboutus/secrecy.html" target="_blank">隐私政策</a></dd><dd><a href="//www-dev.zhaopin.com:8000/invoice-system" target="_blank">发票制度</a></dd></dl><div class="a-footer__slogan"><p class="a-footer__title">智联招聘 更懂你的价值</p><div class="a-footer__qrcode"><span class="a-footer__app">智联app</span><span class="a-footer__mini-program">小程序</span><span class="a-footer__wechat">官方微信</span></div></div></div><div class="a-footer__bottom"><div class="a-footer__copyright"><p>未经 Zhaopin.com 同意，不得转载本网站之所有招聘信息及作品 智联招聘网版权所有</p><p>京ICP备12025925号 京ICP证010207号 电信业务审批[2001]字第233号函 京公网安备 11010502002133号</p><p>违法不良信息举报 违法不良信息举报电话:400-885-9898 举报邮箱:help@zhaopin.com.cn</p></div><div class="a-footer__certifications"><a href="http://www.cyberpolice.cn/wfjb" class="a-footer__certification"><i class="a-footer__net-police"></i><span>网络110报警服务</span></a><a href="//img00.zhaopin.cn/new2011/bottom/license.html" class="a-footer__certification"><i class="a-footer__electronic-license"></i><span>电子营业执照</span></a><a href="//ss.knet.cn/verifyseal.dll?sn=e14032711010547573rieg000000&amp;ct=df&amp;a=1&amp;pa=500267" class="a-footer__certification"><i class="a-footer__knet-seal-logo"></i><!----></a></div></div></div></div>
  <script>window.IS_HOME_PAGE_NEW = true;</script>
  <script>
  (function(a,e,f,g,b,c,d){a.ZhaoPinBigdataAnalyticsObject=b;a[b]=a[b]
  ||function(){(a[b].q=a[b].q||[]).push(arguments)};a[b].l=1*new Date;
  a._ATAD_GIB_NIPOAHZ_||(c=e.createElement(f),d=e.getElementsByTagName(f)[0],
  c.async=1,c.src=g,d.parentNode.insertBefore(c,d),a._ATAD_GIB_NIPOAHZ_=!0)})
  (window,document,"script",document.location.protocol+
  "//statistic.zhaopin.cn/sdk/zhaopin_tracker.js","za");
  za("creat", "A23");
  </script>
  <script src="//common-bucket.zhaopin.cn/js/native-promise-only/native-promise-only-0.8.1.js"></script>
  <script src="//common-bucket.zhaopin.cn/js/idangerous.swiper.min/idangerous.swiper.min-2.7.6.js"></script>
  <script src="//common-bucket.zhaopin.cn/js/zp-passport-widget/zp-passport-widget-latest.js"></script>
  <script>
  var zpStatConfig = {
    page: {
      appid: 'A23',
      pagecode: 4017
    }
  }
  </script>
  <script src="//common-bucket.zhaopin.cn/js/zpfe-stat-sdk/zpfe-stat-sdk-latest.js"></script>
  <script src="https://common-bucket.zhaopin.cn/js/zpfe-widget-sdk/zpfe-widget-sdk-latest.js"></script>
  <script src="//i.zhaopin.com/widgets/c-pcweb-risk-warning"></script>
  <script>__INITIAL_STATE__={"cookieCity":{"id":489,"name":"全国"},"user":{"Name":"","Resume":{}},"newsletter":[],"jobSchool":[],"discover":{"newsList":[{"contentList":[{"title":"现在年轻人的成功标准是什么？","jumpUrl":"https://zq.zhaopin.com/question/4139453","isHot":0},{"title":"选择做销售这个职业，你后悔过吗？","jumpUrl":"https://zq.zhaopin.com/question/2398229?utm_source=%E9%A6%96%E9%A1%B5&utm_medium=%E8%81%8C%E5%9C%BA%E7%83%AD%E7%82%B92&utm_campaign=&utm_term=&utm_content=","isHot":0},{"title":"你担心自己的工作被人工智能取代吗？","jumpUrl":"https://zq.zhaopin.com/question/5226395?utm_source=%E9%A6%96%E9%A1%B5&utm_medium=%E8%81%8C%E5%9C%BA%E7%83%AD%E7%82%B93&utm_campaign=&utm_term=&utm_content=","isHot":1}]}]},"adv":{"top":[],"left":[{"href":"https://xiaoyuan.zhaopin.com/","src":"https://img00.zhaopin.cn/img_button/201901/18/02_180934127172.jpg"}]},"slidePhoto":[],"backgroundPhoto":{},"bannerData":[{"img":"//img00.zhaopin.cn/img_button/201907/18/889_162929133812.jpg","url":"https://i.zhaopin.com/order/resume-optimization","width":"700","height":"410","note":"","companyId":4392,"companyName":"�����Ż�","companyShowName":"","blockId":14858,"locationId":452848},{"img":"//img00.zhaopin.cn/img_button/201905/06/12_092528292833.jpg","url":"https://rd.zhaopin.com/?from=main&zslb","width":"700","height":"410","note":"","companyId":4392,"companyName":"�г���B��С����","companyShowName":"","blockId":14858,"locationId":452850}],"userCityPage":{},"hasFetchedUserCityPage":false,"feedback":{},"searchQuery":{}}</script><script src="//fecdn3.zhaopin.cn/www/vendors.web.259cec.js"></script><script src="//fecdn1.zhaopin.cn/www/index.web.16d9fa.js"></script>
  <script src="//img07.zhaopin.cn/2014/head_foot/js/global.js"></script><script type="text/javascript" src="//img00.zhaopin.cn/2014/common/js/jquery-1.9.1.min.js"></script><script type="text/javascript">
//2015.7.6 职位导航js部分
$(function(){
for (var i = $("#cityNavBar ul li").length - 1; i >= 0; i--) {
//给每个li添加index索引值
$("#cityNavBar ul li").eq(i)[0].index=i;
//给每个li添加点击事件
$("#cityNavBar ul li").eq(i).click(function(){
//先隐藏所有的content div
$(".cityNavBar_content > div").hide();
//计算content框的出现位置

if (window.IS_HOME_PAGE_NEW) {
  var e = $(this).offset().top - $('#cityNavBar').offset().top -1.5
  var g = ($(this).offset().left- $('#wrapper').offset().left)/1.212 -10
  var g1 = $('#cityNavBar li:first').offset().left - $('#wrapper').offset().left - 46
  var g2 = $('#cityNavBar ul').width()
} else if (window.IS_HOME_PAGE) {
  var e = ($(this).offset().top - $('#wrapper').offset().top) / 1.21212121
  var g = ($(this).offset().left - $('#wrapper').offset().left) / 1.21212121
  var g1 = ($('#cityNavBar li:first').offset().left - $('#wrapper').offset().left) / 1.21212121
  var g2 = $('#cityNavBar ul').width() - 21
} else {
  var e = $(this).offset().top
  var g = $(this).offset().left
  var g1 = $('#cityNavBar li:first').offset().left
  var g2 = $('#cityNavBar ul').width() - 21
}


//var e = $(this).offset().top;
//var g = $(this).offset().left;
//var g1 = $("#cityNavBar li:first").offset().left;
//var g2 = $("#cityNavBar ul").width()-21;
//显示content div
var nowClick=$(".cityNavBar_content > div").eq($(this)[0].index);
nowClick.children(".cityNavPopIdx").css("left",g).css("top",e);
nowClick.children(".cityNavPopBd").css("left",g1).css("top",e+20).css("width",g2);
nowClick.show();
});
};
//给关闭按钮添加点击事件
$(".cityNavClose").click(function(){
$(".cityNavBar_content > div").hide();
});
});
</script><script type="text/javascript" src="//img01.zhaopin.cn/2014/seo/js/addHrefParams.js"></script><script type="text/javascript" src="//img01.zhaopin.cn/2012/js/index/jq.min-L2.js"></script><script>
;(function(){
  zlzpUtils.pictureSlider("#slider1", 4e3)
    zlzpUtils.pictureSlider("#slider2", 4e3)
  $("img").lazyload({
  threshold: 200
  })
})();
</script><script type="text/javascript" src="//www.zhaopin.com/static/analytics.js"></script><script type="text/javascript" src="//img05.zhaopin.cn/2014/common/js/za/ga.js"></script><script type="text/javascript" src="//img09.zhaopin.cn/2014/common/js/clickheat-original.js"></script>
  <script>
    var _hmt = _hmt || [];
(function() {
  var hm = document.createElement("script");
      hm.src = "https://hm.baidu.com/hm.js?38ba284938d5eddca645bb5e02a02006";
      var s = document.getElementsByTagName("script")[0];
      s.parentNode.insertBefore(hm, s);
    })();
</script>
</body>
</html>
  