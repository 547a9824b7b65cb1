import { CheckIcon } from '@/components/pricing/marks'
import { Icon } from '@/components/ui/icon'

import type { PageBlock } from './block-props'

/* Parts of the pricing and pay-as-you-go sections, which name their section by its title. */

/** The id of a section's title, for the section's `aria-labelledby`. */
export function sectionTitleId(block: Pick<PageBlock, 'id' | 'blockType'>): string {
  return `section-${block.id ?? block.blockType}`
}

export function SectionTitle({ id, text, center = false }: { id: string; text: string | null | undefined; center?: boolean }) {
  return text ? (
    <h2 id={id} className={`section__title${center ? ' section__title--center' : ''}`}>
      {text}
    </h2>
  ) : null
}

type Point = { id?: string | null; icon?: string | null; title: string; text?: string | null }

export function Points({ items, variant }: { items: Point[] | null | undefined; variant: 'cards' | 'list' }) {
  if (!items?.length) return null
  return (
    <ul className={variant === 'cards' ? 'feature-grid' : 'pricing-points'}>
      {items.map((item, index) => (
        <li key={item.id ?? index} className={variant === 'cards' ? 'feature-card' : 'pricing-points__item'}>
          {variant === 'cards' ? (
            <span className="feature-card__icon">
              <Icon name={item.icon} size={24} />
            </span>
          ) : (
            <CheckIcon />
          )}
          <span>
            <strong className={variant === 'cards' ? 'feature-card__title' : 'pricing-points__title'}>{item.title}</strong>
            {item.text ? <span className={variant === 'cards' ? 'feature-card__text' : 'pricing-points__text'}>{item.text}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  )
}
