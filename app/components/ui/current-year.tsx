import { useEffect, useState } from "react"
import { useCommon } from "#app/hooks/use-common.ts"

/**
 * The current year on the visitor's clock. The HTML carries the year of the
 * build, which hydration finds unchanged; the visitor's year replaces it
 * right after (by React on hydrated pages, by a few bytes of inline script
 * on pages without script), so a page built in December shows the new year
 * in January without a hydration mismatch.
 */
export function CurrentYear() {
  const { buildYear } = useCommon()
  const [year, setYear] = useState(buildYear)
  useEffect(() => setYear(new Date().getFullYear()), [])
  return <span data-current-year="">{year}</span>
}
