import type { Block } from 'payload'

import { CallToActionBlock } from './call-to-action/config'
import { ClearAdvantageBlock } from './clear-advantage/config'
import { CompanyProfileBlock } from './company-profile/config'
import { CompetitorComparisonBlock } from './competitor-comparison/config'
import { ContentBlock } from './content/config'
import { CustomerLogosBlock } from './customer-logos/config'
import { DataExamplesBlock } from './data-examples/config'
import { DataFlowBlock } from './data-flow/config'
import { FaqBlock } from './faq/config'
import { FeatureComparisonBlock } from './feature-comparison/config'
import { FeatureGridBlock } from './feature-grid/config'
import { GetStartedBlock } from './get-started/config'
import { HeroBlock } from './hero/config'
import { LatestArticlesBlock } from './latest-articles/config'
import { PricingPlansBlock } from './pricing-plans/config'
import { ProfessionalProfileBlock } from './professional-profile/config'
import { QuoteRequestBlock } from './quote-request/config'
import { RegistryFiguresBlock } from './registry-figures/config'
import { ReportPricesBlock } from './report-prices/config'
import { ReviewsBlock } from './reviews/config'
import { StatementsBlock } from './statements/config'
import { StatsBlock } from './stats/config'
import { SwitchReasonBlock } from './switch-reason/config'
import { TestimonialsBlock } from './testimonials/config'
import { TrialOfferBlock } from './trial-offer/config'
import { ValuesBlock } from './values/config'
import { VideoBlock } from './video/config'

/**
 * Every block a page may hold, in the order of the editor's block menu. This file and the configs import
 * no React, so the CMS config that reads them never loads a block's component.
 */
export const PAGE_BLOCKS: Block[] = [
  HeroBlock,
  ContentBlock,
  FeatureGridBlock,
  StatsBlock,
  CallToActionBlock,
  PricingPlansBlock,
  FeatureComparisonBlock,
  TrialOfferBlock,
  CustomerLogosBlock,
  CompetitorComparisonBlock,
  QuoteRequestBlock,
  TestimonialsBlock,
  VideoBlock,
  ClearAdvantageBlock,
  CompanyProfileBlock,
  SwitchReasonBlock,
  StatementsBlock,
  ValuesBlock,
  DataFlowBlock,
  DataExamplesBlock,
  FaqBlock,
  LatestArticlesBlock,
  ReviewsBlock,
  RegistryFiguresBlock,
  ReportPricesBlock,
  GetStartedBlock,
  ProfessionalProfileBlock,
]

/**
 * Sections a template's page variables may share across its pages (no pricing or page-specific
 * blocks: a registry figures block names one country, so it stays on the page).
 */
export const SHARED_SECTION_BLOCKS: Block[] = [
  HeroBlock,
  ContentBlock,
  FeatureGridBlock,
  StatsBlock,
  CallToActionBlock,
  CustomerLogosBlock,
  TestimonialsBlock,
  VideoBlock,
  FaqBlock,
  LatestArticlesBlock,
  ReviewsBlock,
]
