import type { BlockProps } from '../shared/block-props'
import { PointsSection } from '../shared/points-section'

export function SwitchReasonBlockView({ block }: BlockProps<'switchReason'>) {
  return <PointsSection block={block} />
}
