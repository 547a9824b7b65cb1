import { RichText } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from 'lexical'
import { Suspense } from 'react'

import { AgentIcon } from '@/components/agents/agent-icon'
import { SCREEN_HINT_SCRIPT } from '@/components/agents/screen-hint'
import type { AgentsTexts } from '@/components/agents/texts'
import { RequestCard } from '@/components/request-form/request-card'
import { enabledSocialProviders } from '@/modules/auth'
import { getPayloadClient } from '@/components/site-data'
import { agentByName, isFreeType } from '@/modules/agents'
import { agentAnswerLabels, slotHref } from '@/modules/content'
import { messageKeys } from '@/messages'

import { PageHero } from '../page-hero'
import type { TemplateProps } from '../types'
import { AgentsArea, SignUpButton } from './lazy'

type AgentCard = { name: string; slug: string; title: string; description: unknown; free: boolean; usable: boolean }

async function loadAgentCards(locale: string): Promise<AgentCard[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'agents',
    locale: locale as never,
    depth: 0,
    limit: 200,
    sort: 'position',
    overrideAccess: false,
  })
  return docs.map((doc) => {
    const definition = agentByName(doc.name)
    const free = isFreeType(doc.type)
    // A free agent the registry cannot answer behaves as paid: the API would refuse it anyway.
    return {
      name: doc.name,
      slug: doc.slug,
      title: doc.title,
      description: doc.description,
      free: free && Boolean(definition?.answerable),
      usable: Boolean(definition?.answerable),
    }
  })
}

function AgentsListing({ cards, texts }: { cards: AgentCard[]; texts: AgentsTexts }) {
  if (!cards.length) return <p className="agents-card">{texts.agents_listing_empty}</p>
  return (
    <section aria-labelledby="agents-listing-title" data-testid="agents-listing">
      <h2 id="agents-listing-title" className="agents-listing__title">
        {texts.agents_listing_title}
      </h2>
      <ul className="agents-grid">
        {cards.map((card) => (
          <li key={card.name} className="agent-card" data-testid={`agent-card-${card.name}`}>
            <div className="agent-card__head">
              <span className="agent-card__icon">
                <AgentIcon name={card.name} />
              </span>
              <span className={`agent-card__tag agent-card__tag--${card.free ? 'free' : 'paid'}`}>
                {card.free ? texts.agents_free : texts.agents_paid}
              </span>
            </div>
            <h3 className="agent-card__title">{card.title}</h3>
            {card.description ? (
              <div className="agent-card__text">
                <RichText data={card.description as SerializedEditorState} />
              </div>
            ) : null}
            <a
              className={`button ${card.free ? 'button--primary' : 'button--ghost'} agent-card__cta`}
              href={`?type=${card.free ? 'register' : 'book-demo'}&agent=${encodeURIComponent(card.name)}`}
              data-agent-card=""
              data-agent-name={card.name}
              data-agent-type={card.free ? 'Free' : 'Paid'}
              aria-label={`${card.free ? texts.agents_use_agent : texts.agents_book_demo_cta}: ${card.title}`}
            >
              {card.free ? texts.agents_use_agent : texts.agents_book_demo_cta}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The AI agents area (`ai_agents` page type): listing, agent view, book-demo and the account screens under one address. */
export async function AiAgentsTemplate(props: TemplateProps) {
  const { context } = props
  const { t, locale } = context
  const cards = await loadAgentCards(locale)
  const texts = Object.fromEntries(messageKeys('agents').map((key) => [key, t(key)])) as AgentsTexts
  const workbenchAgents = cards
    .filter((card) => card.free)
    .map((card) => ({ name: card.name, code: agentByName(card.name)!.code, title: card.title }))
  const listing = <AgentsListing cards={cards} texts={texts} />
  const apiHref = slotHref(context.navigation, 'api', locale)
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: SCREEN_HINT_SCRIPT }} />
      <PageHero {...props} leadingAction={<SignUpButton label={texts.agents_sign_up_free} />} />
      <section className="section agents-section">
        <div className="container">
          {/* The screen depends on the query, which a cached page only knows in the browser: the listing is the first paint. */}
          <Suspense
            fallback={
              <div className="agents-area agents-fallback">
                <div className="agents-session" />
                {listing}
              </div>
            }
          >
            <AgentsArea
              listing={listing}
              bookDemo={
                <RequestCard
                  context={context}
                  title={t('request_demo_form_title')}
                  submit={t('request_demo_submit')}
                  titleLevel={3}
                  variant="demo"
                  testId="agents-demo-form"
                />
              }
              agents={workbenchAgents}
              texts={texts}
              labels={agentAnswerLabels(t)}
              lang={locale}
              socialProviders={enabledSocialProviders()}
              apiReferenceHref={apiHref ? `${apiHref}#api-reference` : null}
            />
          </Suspense>
        </div>
      </section>
    </>
  )
}
