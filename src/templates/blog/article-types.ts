/** Plain data shared by the server templates, the browser components and the articles route: the route's response schemas' types. */
export type { ArticleCardData, ArticleListPage as ListPage, ArticleSearchResult as SearchResult } from '@/modules/content/schemas'
