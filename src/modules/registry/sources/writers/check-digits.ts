/**
 * The Luhn digit, computed here rather than borrowed: the SIRENE writer needs it for NICs (the
 * whole 14-digit SIRET is Luhn-valid) and for the SIRENs it invents for branches, and the tests
 * check the results with the registry's own `isValidSiren`, so the two implementations vouch for
 * each other.
 */
export function luhnDigit(payload: string): number {
  let total = 0
  // The check digit will sit at the right, so the payload's last digit is the first one doubled.
  let double = true
  for (let index = payload.length - 1; index >= 0; index -= 1) {
    let digit = payload.charCodeAt(index) - 48
    if (double) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    total += digit
    double = !double
  }
  return (10 - (total % 10)) % 10
}

/** The 5-digit NIC of an establishment: a 4-digit sequence number and the digit that makes the SIRET Luhn-valid. */
export function nicFor(siren: string, sequence: number): string {
  const base = String(sequence).padStart(4, '0')
  return `${base}${luhnDigit(siren + base)}`
}
