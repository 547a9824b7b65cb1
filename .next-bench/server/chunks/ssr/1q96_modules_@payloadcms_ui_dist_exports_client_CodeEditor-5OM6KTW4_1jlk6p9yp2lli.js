module.exports=[423330,a=>{"use strict";a.S([115551,"default,l"])}];

//# sourceMappingURL=1q96_modules_%40payloadcms_ui_dist_exports_client_CodeEditor-5OM6KTW4_1jlk6p9yp2lli.js.map