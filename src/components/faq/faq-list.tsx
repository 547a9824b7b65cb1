/** Questions and answers as native disclosures: keyboard and screen-reader ready without script. */
export type FaqListItem = { id: number | string; question: string; answer: string; default_opened?: boolean | null }

export function FaqList({ items }: { items: FaqListItem[] }) {
  return (
    <>
      {items.map((item) => (
        <details key={item.id} className="faq-item" open={Boolean(item.default_opened)} data-testid="faq-item">
          <summary className="faq-item__question">{item.question}</summary>
          <p className="faq-item__answer">{item.answer}</p>
        </details>
      ))}
    </>
  )
}
