module.exports=[854433,s=>{"use strict";s.s([])}];

//# sourceMappingURL=_next-internal_server_app_%28payload%29_api_%5B___slug%5D_route_actions_0r6j1isqf8p5n.js.map