import type { BlockProps } from '../shared/block-props'
import { PointsSection } from '../shared/points-section'

export function ClearAdvantageBlockView({ block }: BlockProps<'clearAdvantage'>) {
  return <PointsSection block={block} />
}
