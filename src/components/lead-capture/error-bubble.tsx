/** A `detail` or `non_field_errors` message, as a bubble at the right of the form. */
export function ErrorBubble({ message, testId = 'form-error-bubble' }: { message: string | null; testId?: string }) {
  if (!message) return null
  return (
    <p className="error-bubble" role="alert" data-testid={testId}>
      {message}
    </p>
  )
}
