import type { PayloadRequest } from 'payload'

import type { Article } from '@/payload-types'

/** Seed text in the two published languages. */
export type Bilingual<T = string> = { en: T; es: T }

/** What every seed write passes: no access checks, no revalidation, the seed's one transaction. */
export type WriteOptions = { overrideAccess: true; context: { disableRevalidate: true }; req: PayloadRequest }

export type CoverKey =
  'navy-grid' | 'blue-waves' | 'green-bars' | 'amber-circles' | 'soft-network' | 'navy-rings' | 'blue-blocks' | 'green-dots'

export type AuthorKey = 'elena-marsh' | 'tomas-ribera' | 'priya-lindqvist' | 'daniel-osei' | 'sofia-castellan'

export type TouchPreset = 'trial' | 'demo' | 'enrichment' | 'credit-reports'

/** A titled collapsible part of an article body. */
export type ArticlePartSeed = { title: string; body: string }

/** One seeded article; bodies use the line format of `content-lexical.ts`. */
export type ArticleSeed = {
  slug: string
  kind: 'blog' | 'case_study'
  type?: NonNullable<Article['type']>
  caseStudiesType?: NonNullable<Article['case_studies_type']>
  /** YYYY-MM-DD */
  date: string
  author: AuthorKey
  cover: CoverKey
  title: Bilingual
  meta: Bilingual
  tags: Bilingual<string[]>
  touches?: TouchPreset[]
  body?: Bilingual
  parts?: Bilingual<ArticlePartSeed[]>
  /** The file behind the body's [[download-sample]] block (a site path or https address). */
  sample?: { title: Bilingual & { de?: string }; link: string }
  /** The YouTube video a [[video]] paragraph of the body shows. */
  video?: { url: string; title: Bilingual }
}

/** FAQ items attached to an article (by slug) or, without one, general. */
export type FaqSeed = { article?: string; question: Bilingual; answer: Bilingual; open?: boolean }
