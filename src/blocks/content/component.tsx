import { RichText } from '@payloadcms/richtext-lexical/react'

import type { BlockProps } from '../common/block-props'

/** Rich text goes through Payload's Lexical-to-JSX converter, so editor HTML is never injected as raw markup. */
export function ContentBlockView({ block }: BlockProps<'content'>) {
  return (
    <section className="section">
      <div className="container prose">
        {block.heading ? <h2 className="section__title">{block.heading}</h2> : null}
        <RichText data={block.body} />
      </div>
    </section>
  )
}
