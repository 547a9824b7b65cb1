/**
 * An input the service cannot act on (unknown country, wrong state...). Domain modules throw it;
 * the API wrapper answers with `status` (400 unless told: 404 unknown, 409 conflict, 413 too large,
 * 415 wrong content) and its message as `detail`. Framework-free on purpose.
 */
export class InputError extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string[]> = {},
    readonly status = 400,
  ) {
    super(message)
    this.name = 'InputError'
  }
}
