module.exports=[258859,a=>{"use strict";var b=a.i(187924);a.i(572131),a.s(["UnknownConvertedNodeComponent",0,a=>{let{data:c}=a;return(0,b.jsxs)("div",{children:["Unknown converted payload-plugin-lexical node: ",(0,b.jsx)("strong",{children:c?.nodeType})]})}])}];

//# sourceMappingURL=07kq_richtext-lexical_dist_exports_client_Component-MBLHTKDK_187cadosicg-d.js.map