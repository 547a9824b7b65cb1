import { RichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import type { ComponentProps } from 'react'

import type { LexicalDocument } from './rich-text-logic'

type Data = ComponentProps<typeof RichText>['data']

/**
 * Payload's Lexical-to-JSX converter (no raw HTML) with two changes: h2/h3 carry the anchor that
 * annotateHeadings gave them (the contents link to it), and images load lazily.
 */
const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  heading: ({ node, nodesToJSX }) => {
    const children = nodesToJSX({ nodes: node.children })
    const Tag = (['h2', 'h3', 'h4', 'h5', 'h6'] as const).find((tag) => tag === node.tag) ?? 'h2'
    const anchor = (node as unknown as { anchor?: unknown }).anchor
    return (
      <Tag id={typeof anchor === 'string' ? anchor : undefined} className="article-body__heading">
        {children}
      </Tag>
    )
  },
  upload: ({ node }) => {
    const value = (node as unknown as { value?: unknown; fields?: { alt?: string } }).value
    if (!value || typeof value !== 'object') return null
    const doc = value as { url?: string; alt?: string; mimeType?: string; filename?: string; width?: number; height?: number }
    if (!doc.url) return null
    if (!doc.mimeType?.startsWith('image')) {
      return (
        <a href={doc.url} rel="noopener noreferrer">
          {doc.filename}
        </a>
      )
    }
    return <img src={doc.url} alt={doc.alt ?? ''} width={doc.width} height={doc.height} loading="lazy" decoding="async" />
  },
})

export function ArticleRichText({ document }: { document: LexicalDocument }) {
  return <RichText data={document as unknown as Data} converters={converters} className="prose article-body__rich" />
}
