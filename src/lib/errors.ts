/**
 * An input the service cannot act on (unknown country, wrong state...). Domain modules throw it;
 * the API wrapper answers 400 with its message as `detail`. Framework-free on purpose.
 */
export class InputError extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string[]> = {},
  ) {
    super(message)
    this.name = 'InputError'
  }
}
