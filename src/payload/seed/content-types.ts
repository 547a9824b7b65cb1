import type { PayloadRequest } from 'payload'

import type { Article, Page } from '@/payload-types'

/** Seed text in the two published languages. */
export type Bilingual<T = string> = { en: T; es: T }

/** What every seed write passes: no access checks, no revalidation, the seed's one transaction. */
export type WriteOptions = { overrideAccess: true; context: { disableRevalidate: true }; req: PayloadRequest }

export type CoverKey =
  'navy-grid' | 'blue-waves' | 'green-bars' | 'amber-circles' | 'soft-network' | 'navy-rings' | 'blue-blocks' | 'green-dots'

export type TouchPreset = 'trial' | 'demo' | 'enrichment' | 'credit-reports'

/** A text in English and Spanish, and in German where it has been translated. */
export type Localized<T = string> = { en: T; es: T; de?: T }
/** A text in all three seeded languages. */
export type WithGerman<T = string> = { en: T; es: T; de: T }

/** A titled collapsible part of an article body. */
export type ArticlePartSeed = { title: string; body: string }

/** An article's texts in one language; bodies use the line format of `content-lexical.ts`. */
export type ArticleText = {
  title: string
  meta: string
  tags: string[]
  body?: string
  parts?: ArticlePartSeed[]
  /** The title of the file behind the body's [[download-sample]] block. */
  sampleTitle?: string
  /** The title of the YouTube video a [[video]] paragraph of the body shows. */
  videoTitle?: string
}

/** One seeded article (content/seed/articles/<slug>.<locale>.md). */
export type ArticleSeed = {
  slug: string
  kind: 'blog' | 'case_study'
  type?: NonNullable<Article['type']>
  caseStudiesType?: NonNullable<Article['case_studies_type']>
  /** YYYY-MM-DD */
  date: string
  /** An author's slug in content/seed/people.json. */
  author: string
  cover: CoverKey
  touches?: TouchPreset[]
  /** Two-letter code of the country the article is about. */
  country?: string
  /** The file behind the body's [[download-sample]] block (a site path or https address). */
  sampleLink?: string
  videoUrl?: string
  text: Localized<ArticleText>
}

/** FAQ items attached to an article (by slug) or, without one, general. */
export type FaqSeed = { article?: string; question: Localized; answer: Localized; open: boolean }

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never
/** A page block as the seed writes it (Payload adds the id and block name). */
export type PageBlockInput = DistributiveOmit<NonNullable<Page['blocks']>[number], 'id' | 'blockName'>
