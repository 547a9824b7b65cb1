import type { BlockProps } from '../common/block-props'
import { PointsSection } from '../common/points-section'

export function SwitchReasonBlockView({ block }: BlockProps<'switchReason'>) {
  return <PointsSection block={block} />
}
