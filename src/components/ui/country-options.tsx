type CountryOption = { short_name: string; name: string; research?: boolean }

/**
 * The options of a country select: an empty placeholder choice, then the countries. With `groups`,
 * countries the registry answers at once and countries served by a fresh investigation (`research`)
 * are listed apart, so the list never suggests instant reports in more countries than the registry holds.
 */
export function CountryOptions({
  placeholder,
  countries,
  label = (country) => country.name,
  groups,
}: {
  placeholder: string
  countries: CountryOption[]
  label?: (country: CountryOption) => string
  groups?: { instant: string; research: string }
}) {
  const options = (list: CountryOption[]) =>
    list.map((country) => (
      <option key={country.short_name} value={country.short_name}>
        {label(country)}
      </option>
    ))
  const research = groups ? countries.filter((country) => country.research) : []
  if (!groups || !research.length) {
    return (
      <>
        <option value="">{placeholder}</option>
        {options(countries)}
      </>
    )
  }
  return (
    <>
      <option value="">{placeholder}</option>
      <optgroup label={groups.instant} data-testid="countries-instant">
        {options(countries.filter((country) => !country.research))}
      </optgroup>
      <optgroup label={groups.research} data-testid="countries-research">
        {options(research)}
      </optgroup>
    </>
  )
}
