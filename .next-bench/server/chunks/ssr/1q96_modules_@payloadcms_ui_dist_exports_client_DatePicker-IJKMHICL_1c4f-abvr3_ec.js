module.exports=[426561,a=>{"use strict";a.S([461487,"default,n"])}];

//# sourceMappingURL=1q96_modules_%40payloadcms_ui_dist_exports_client_DatePicker-IJKMHICL_1c4f-abvr3_ec.js.map