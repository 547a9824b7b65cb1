module.exports=[658454,a=>{"use strict";var b=a.i(187924);a.i(572131),a.s(["UnknownConvertedNodeComponent",0,a=>{let{data:c}=a;return(0,b.jsxs)("div",{children:["Unknown converted Slate node: ",(0,b.jsx)("strong",{children:c?.nodeType})]})}])}];

//# sourceMappingURL=07kq_richtext-lexical_dist_exports_client_Component-DOSSWC76_01xit35tsxn7b.js.map