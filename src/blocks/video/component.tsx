import { VideoPreview } from '@/components/ui/video-preview'

import type { BlockProps } from '../common/block-props'
import { SectionTitle, sectionTitleId } from '../common/section-parts'

export function VideoBlockView({ block, context }: BlockProps<'video'>) {
  const titleId = sectionTitleId(block)
  return (
    <section className="section" aria-labelledby={titleId}>
      <div className="container video-section">
        <div>
          <SectionTitle id={titleId} text={block.heading} />
          {block.text ? <p className="section__lead">{block.text}</p> : null}
        </div>
        <VideoPreview url={block.video_url} title={block.heading} playLabel={context.t('video_play')} testId="pricing-video" />
      </div>
    </section>
  )
}
