'use client'

import { usePathname } from 'next/navigation'

type Texts = { title: string; text: string }

/** The 404 heading: the missing-article text below a blog or case-study list, the generic one elsewhere. */
export function MissingNotice({ articleBases, page, article }: { articleBases: string[]; page: Texts; article: Texts }) {
  const pathname = usePathname() ?? ''
  const isArticle = articleBases.some((base) => pathname.startsWith(`${base}/`) && !pathname.startsWith(`${base}/page/`))
  const texts = isArticle ? article : page
  return (
    <>
      <h1 className="error-page__title" data-testid={isArticle ? 'article-missing' : undefined}>
        {texts.title}
      </h1>
      <p className="error-page__text">{texts.text}</p>
    </>
  )
}
