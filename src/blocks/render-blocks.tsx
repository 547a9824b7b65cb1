import type { SiteContext } from '@/components/site-data'
import type { Page } from '@/payload-types'

import { CallToActionBlockView } from './call-to-action/component'
import { ClearAdvantageBlockView } from './clear-advantage/component'
import { CompanyProfileBlockView } from './company-profile/component'
import { CompetitorComparisonBlockView } from './competitor-comparison/component'
import { ContentBlockView } from './content/component'
import { CustomerLogosBlockView } from './customer-logos/component'
import { DataExamplesBlockView } from './data-examples/component'
import { DataFlowBlockView } from './data-flow/component'
import { FaqBlockView } from './faq/component'
import { FeatureComparisonBlockView } from './feature-comparison/component'
import { FeatureGridBlockView } from './feature-grid/component'
import { GetStartedBlockView } from './get-started/component'
import { HeroBlockView } from './hero/component'
import { LatestArticlesBlockView } from './latest-articles/component'
import { PricingPlansBlockView } from './pricing-plans/component'
import { ProfessionalProfileBlockView } from './professional-profile/component'
import { QuoteRequestBlockView } from './quote-request/component'
import { RegistryFiguresBlockView } from './registry-figures/component'
import { ReportPricesBlockView } from './report-prices/component'
import { ReviewsBlockView } from './reviews/component'
import { StatementsBlockView } from './statements/component'
import { StatsBlockView } from './stats/component'
import { SwitchReasonBlockView } from './switch-reason/component'
import { TestimonialsBlockView } from './testimonials/component'
import { TrialOfferBlockView } from './trial-offer/component'
import { ValuesBlockView } from './values/component'
import { VideoBlockView } from './video/component'
import type { BlockComponent, BlockType } from './common/block-props'

/**
 * The component of each block type. Typed by the generated CMS types, so a block added to the Payload
 * config without a component here (or a component taking another block) fails type checking.
 */
const BLOCK_COMPONENTS: { [K in BlockType]: BlockComponent<K> } = {
  hero: HeroBlockView,
  content: ContentBlockView,
  featureGrid: FeatureGridBlockView,
  stats: StatsBlockView,
  callToAction: CallToActionBlockView,
  pricingPlans: PricingPlansBlockView,
  featureComparison: FeatureComparisonBlockView,
  trialOffer: TrialOfferBlockView,
  customerLogos: CustomerLogosBlockView,
  competitorComparison: CompetitorComparisonBlockView,
  quoteRequest: QuoteRequestBlockView,
  testimonials: TestimonialsBlockView,
  video: VideoBlockView,
  clearAdvantage: ClearAdvantageBlockView,
  companyProfile: CompanyProfileBlockView,
  switchReason: SwitchReasonBlockView,
  statements: StatementsBlockView,
  values: ValuesBlockView,
  dataFlow: DataFlowBlockView,
  dataExamples: DataExamplesBlockView,
  faq: FaqBlockView,
  latestArticles: LatestArticlesBlockView,
  reviews: ReviewsBlockView,
  registryFigures: RegistryFiguresBlockView,
  reportPrices: ReportPricesBlockView,
  getStarted: GetStartedBlockView,
  professionalProfile: ProfessionalProfileBlockView,
}

/** Renders a page's CMS blocks in the editor's order. */
export function RenderBlocks({
  blocks,
  context,
  pagePath,
  pageId,
}: {
  blocks: Page['blocks']
  context: SiteContext
  pagePath: string
  pageId?: number
}) {
  if (!blocks?.length) return null
  return (
    <>
      {blocks.map((block, index) => {
        // The map's type pairs each block type with its component; TypeScript cannot follow that pairing through the union of blocks.
        const Component = BLOCK_COMPONENTS[block.blockType] as BlockComponent<BlockType>
        return (
          <Component key={block.id ?? `${block.blockType}-${index}`} block={block} context={context} pagePath={pagePath} pageId={pageId} />
        )
      })}
    </>
  )
}
