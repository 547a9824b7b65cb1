/** Check and cross marks of the plan cards and the comparison table. */
export function CheckIcon({ label }: { label?: string }) {
  return (
    <svg
      className="pricing-mark pricing-mark--check"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" fill="currentColor" />
    </svg>
  )
}

export function CrossIcon({ label }: { label: string }) {
  return (
    <svg className="pricing-mark pricing-mark--cross" width="18" height="18" viewBox="0 0 24 24" role="img" aria-label={label}>
      <path d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7l-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z" fill="currentColor" />
    </svg>
  )
}
