import { Icon } from '@/components/ui/icon'

import type { BlockProps } from '../common/block-props'

export function DataFlowBlockView({ block }: BlockProps<'dataFlow'>) {
  return (
    <section className="section" data-testid="data-flow">
      <div className="container">
        <h2 className="section__title">{block.heading}</h2>
        {block.intro ? <p className="section__lead">{block.intro}</p> : null}
        <ol className="data-flow">
          {(block.steps ?? []).map((step, stepIndex) => (
            <li key={step.id ?? stepIndex} className="data-flow__step" data-testid="data-flow-step">
              <span className="data-flow__icon">
                <Icon name={step.icon} size={26} />
              </span>
              <h3 className="data-flow__title">{step.title}</h3>
              {step.text ? <p className="data-flow__text">{step.text}</p> : null}
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
