module.exports=[738783,(a,b,c)=>{"use strict";b.exports=a.r(342602).vendored["react-ssr"].ReactServerDOMTurbopackClient}];

//# sourceMappingURL=0is7_app-page_vendored_ssr_react-server-dom-turbopack-client_00vec0yqgyu0x.js.map