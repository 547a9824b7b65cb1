/** The options of a country select: an empty placeholder choice, then the countries. */
export function CountryOptions({
  placeholder,
  countries,
  label = (country) => country.name,
}: {
  placeholder: string
  countries: { short_name: string; name: string }[]
  label?: (country: { short_name: string; name: string }) => string
}) {
  return (
    <>
      <option value="">{placeholder}</option>
      {countries.map((country) => (
        <option key={country.short_name} value={country.short_name}>
          {label(country)}
        </option>
      ))}
    </>
  )
}
