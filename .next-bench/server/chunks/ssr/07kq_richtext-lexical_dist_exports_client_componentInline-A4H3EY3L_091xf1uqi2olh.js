module.exports=[879100,a=>{"use strict";a.S([679575,"InlineBlockComponent,b,useInlineBlockComponentContext,a"])}];

//# sourceMappingURL=07kq_richtext-lexical_dist_exports_client_componentInline-A4H3EY3L_091xf1uqi2olh.js.map