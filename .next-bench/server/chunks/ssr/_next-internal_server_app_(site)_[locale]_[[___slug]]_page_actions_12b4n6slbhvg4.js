module.exports=[114237,a=>{"use strict";a.s([])}];

//# sourceMappingURL=_next-internal_server_app_%28site%29_%5Blocale%5D_%5B%5B___slug%5D%5D_page_actions_12b4n6slbhvg4.js.map