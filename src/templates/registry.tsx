import type { ReactNode } from 'react'

import { pageTypeDefinition, type PageType } from '@/modules/content'

import { AuthorTemplate } from './blog/author-template'
import { BlogListTemplate } from './blog/blog-list-template'
import { authorChildMetadata, listChildMetadata } from './blog/child-metadata'
import { LatestArticles } from './blog/latest-articles'
import { THANK_YOU_STORIES_COUNT } from './blog/list-logic'
import { CareersTemplate, careersChildMetadata } from './careers/careers-template'
import { ComingSoonTemplate } from './coming-soon/coming-soon-template'
import { ContactsTemplate } from './contacts/contacts-template'
import { CreditsTemplate } from './credits/credits-template'
import { EnrichmentTemplate } from './enrichment/enrichment-template'
import { FreshInvestigationTemplate } from './fresh-investigation/fresh-investigation-template'
import { HomeTemplate } from './home/home-template'
import { LandingTemplate } from './landing/landing-template'
import { PolicyTemplate, policyChildMetadata } from './policy/policy-template'
import { RequestFormTemplate } from './request-form/request-form-template'
import { ThankYouTemplate } from './thank-you/thank-you-template'
import type { TemplateProps } from './types'

type RenderTemplate = (props: TemplateProps) => ReactNode

const landing: RenderTemplate = (props) => <LandingTemplate {...props} />

/** Page type -> template. Types without an entry are registered as "coming" and get the notice. */
const TEMPLATES: Partial<Record<PageType, RenderTemplate>> = {
  home: (props) => <HomeTemplate {...props} />,
  country: landing,
  country_2: landing,
  country_promotion: landing,
  industry: landing,
  api: landing,
  lead_generation: landing,
  sales_force: landing,
  payg: landing,
  content: landing,
  credits: (props) => <CreditsTemplate {...props} />,
  fresh_investigation: (props) => <FreshInvestigationTemplate {...props} />,
  enrichment: (props) => <EnrichmentTemplate {...props} />,
  request_form: (props) => <RequestFormTemplate {...props} />,
  contacts: (props) => <ContactsTemplate {...props} />,
  thank_you: (props) => (
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
  ),
  blog: (props) => <BlogListTemplate {...props} />,
  customers: (props) => <BlogListTemplate {...props} />,
  author: (props) => <AuthorTemplate {...props} />,
  careers: (props) => <CareersTemplate {...props} />,
  policy: (props) => <PolicyTemplate {...props} />,
}

/**
 * Metadata of the pages below an entry (an article, an author, a vacancy): each template that owns
 * child paths says what its child is called and shows; null means there is no such child (404).
 */
export type ChildMetadata = { title: string; description?: string; image?: string; notIndexed?: boolean }
type ResolveChildMetadata = (props: TemplateProps) => Promise<ChildMetadata | null>

const CHILD_METADATA: Partial<Record<PageType, ResolveChildMetadata>> = {
  careers: careersChildMetadata,
  policy: policyChildMetadata,
  blog: listChildMetadata,
  customers: listChildMetadata,
  author: authorChildMetadata,
}

export async function childMetadata(props: TemplateProps): Promise<ChildMetadata | null> {
  const resolve = CHILD_METADATA[props.route.page.page_type as PageType]
  return resolve ? resolve(props) : null
}

export function renderTemplate(props: TemplateProps): ReactNode {
  const definition = pageTypeDefinition(props.route.page.page_type)
  const render = definition?.status === 'built' ? TEMPLATES[definition.value as PageType] : undefined
  return render ? render(props) : <ComingSoonTemplate {...props} />
}
