import type { ResponsiveImage } from '@/lib/media'

/** Plain data shared by the server templates, the browser components and the articles route. */
export type ArticleCardData = {
  id: number
  title: string
  href: string
  topic: string | null
  date: string
  /** The date as the page's language writes it, formatted on the server (the browser builds no formatter). */
  dateLabel: string
  readTime: number | null
  image: ResponsiveImage | null
  excerpt: string | null
  authorName: string | null
  /** The language of the title and excerpt when the article has no text in the page's language (shown in the default one). */
  contentLang: string | null
}

export type ListPage = { cards: ArticleCardData[]; page: number; totalPages: number; totalDocs: number }

export type SearchResult = { id: number; title: string; href: string }
