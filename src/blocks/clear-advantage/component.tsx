import type { BlockProps } from '../common/block-props'
import { PointsSection } from '../common/points-section'

export function ClearAdvantageBlockView({ block }: BlockProps<'clearAdvantage'>) {
  return <PointsSection block={block} />
}
