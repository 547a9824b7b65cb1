'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

type Texts = { title: string; text: string }

/**
 * A 404 text for the paths below some entries (an article below the blog, a course below the academy);
 * with `backLabel`, a link back to the entry the path was below.
 */
export type MissingVariant = Texts & { bases: string[]; testId: string; ignoreBelow?: string; backLabel?: string }

/**
 * The 404 heading: the variant whose entry the path is below ("Oops! There's no article on Global CMS."
 * below a blog or case-study list, 'No course specified' below the academy), the generic one elsewhere.
 */
export function MissingNotice({ variants, page }: { variants: MissingVariant[]; page: Texts }) {
  const pathname = usePathname() ?? ''
  const below = (candidate: MissingVariant, base: string) =>
    pathname.startsWith(`${base}/`) && !(candidate.ignoreBelow && pathname.startsWith(`${base}/${candidate.ignoreBelow}`))
  const variant = variants.find((candidate) => candidate.bases.some((base) => below(candidate, base)))
  const base = variant?.bases.find((candidate) => below(variant, candidate))
  const texts = variant ?? page
  return (
    <>
      <h1 className="error-page__title" data-testid={variant?.testId}>
        {texts.title}
      </h1>
      <p className="error-page__text">{texts.text}</p>
      {variant?.backLabel && base ? (
        <Link className="button button--secondary button--large error-page__back" href={base} data-testid="missing-back">
          {variant.backLabel}
        </Link>
      ) : null}
    </>
  )
}
