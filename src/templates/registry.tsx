import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { pageTypeDefinition, type PageType } from '@/modules/content'

import { academyChildMetadata } from './academy/child-metadata'
import { authorChildMetadata, listChildMetadata } from './blog/child-metadata'
import { THANK_YOU_STORIES_COUNT } from './blog/list-logic'
import { careersChildMetadata } from './careers/child-metadata'
import { policyChildMetadata } from './policy/child-metadata'
import type { ChildMetadata, TemplateProps } from './types'

type Template = (props: TemplateProps) => ReactNode | Promise<ReactNode>

/*
 * Every page type is served by the one catch-all route, so a template imported here statically would
 * put its server code on every page's path. Each template is imported when a page of its type is
 * rendered. (Client components of all templates still share the route's chunks; the large ones load
 * through next/dynamic wrappers, see components/enrichment/lazy.tsx.)
 */
const landing = () => import('./landing/landing-template').then((module) => module.LandingTemplate)
const blogList = () => import('./blog/blog-list-template').then((module) => module.BlogListTemplate)

/** Page type -> template loader; every page type has one (a new type without a template does not compile). */
const TEMPLATES: Record<PageType, () => Promise<Template>> = {
  home: () => import('./home/home-template').then((module) => module.HomeTemplate),
  country: landing,
  country_2: () => import('./landing/country-search-template').then((module) => module.CountrySearchTemplate),
  country_promotion: () => import('./country-promotion/country-promotion-template').then((module) => module.CountryPromotionTemplate),
  industry: landing,
  api: landing,
  lead_generation: landing,
  sales_force: landing,
  payg: landing,
  content: landing,
  location_data: landing,
  credits: () => import('./credits/credits-template').then((module) => module.CreditsTemplate),
  fresh_investigation: () =>
    import('./fresh-investigation/fresh-investigation-template').then((module) => module.FreshInvestigationTemplate),
  enrichment: () => import('./enrichment/enrichment-template').then((module) => module.EnrichmentTemplate),
  request_form: () => import('./request-form/request-form-template').then((module) => module.RequestFormTemplate),
  contacts: () => import('./contacts/contacts-template').then((module) => module.ContactsTemplate),
  thank_you: async () => {
    const [{ ThankYouTemplate }, { LatestArticles }] = await Promise.all([
      import('./thank-you/thank-you-template'),
      import('@/components/articles/latest-articles'),
    ])
    return function ThankYouWithStories(props: TemplateProps) {
      return (
        <ThankYouTemplate
          {...props}
          stories={
            <LatestArticles
              context={props.context}
              kind="case_study"
              count={THANK_YOU_STORIES_COUNT}
              title={props.context.t('customer_stories_title')}
              links={{ list: props.context.t('customer_stories_more') }}
              testId="customer-stories"
            />
          }
        />
      )
    }
  },
  blog: blogList,
  customers: blogList,
  author: () => import('./blog/author-template').then((module) => module.AuthorTemplate),
  careers: () => import('./careers/careers-template').then((module) => module.CareersTemplate),
  policy: () => import('./policy/policy-template').then((module) => module.PolicyTemplate),
  pricing: () => import('./pricing/pricing-template').then((module) => module.PricingTemplate),
  pricing_embed: () => import('./pricing/embed-template').then((module) => module.PricingEmbedTemplate),
  ai_agents: () => import('./ai-agents/ai-agents-template').then((module) => module.AiAgentsTemplate),
  about: () => import('./about/about-template').then((module) => module.AboutTemplate),
  insights: () => import('./insights/insights-template').then((module) => module.InsightsTemplate),
  our_data: () => import('./our-data/our-data-template').then((module) => module.OurDataTemplate),
  browser_extension: () => import('./browser-extension/browser-extension-template').then((module) => module.BrowserExtensionTemplate),
  academy: () => import('./academy/academy-template').then((module) => module.AcademyTemplate),
}

/** Each template that owns child paths resolves their metadata. */
type ResolveChildMetadata = (props: TemplateProps) => Promise<ChildMetadata | null>

const CHILD_METADATA: Partial<Record<PageType, ResolveChildMetadata>> = {
  careers: careersChildMetadata,
  policy: policyChildMetadata,
  blog: listChildMetadata,
  customers: listChildMetadata,
  author: authorChildMetadata,
  academy: academyChildMetadata,
}

export async function childMetadata(props: TemplateProps): Promise<ChildMetadata | null> {
  const resolve = CHILD_METADATA[props.route.page.page_type as PageType]
  return resolve ? resolve(props) : null
}

export async function renderTemplate(props: TemplateProps): Promise<ReactNode> {
  // A page whose type the code no longer knows (edited in the database by hand) is not served.
  const definition = pageTypeDefinition(props.route.page.page_type)
  if (!definition) notFound()
  const Template = await TEMPLATES[definition.value as PageType]()
  return <Template {...props} />
}
