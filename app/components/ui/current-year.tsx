import { useCommon } from "#app/hooks/use-common.ts"

/**
 * The current year on the visitor's clock. The HTML carries the year of the
 * build; app/scripts/current-year.ts replaces every `[data-current-year]`
 * with the visitor's year, so a page built in December shows the new year in
 * January.
 */
export function CurrentYear() {
  const { buildYear } = useCommon()
  return <span data-current-year="">{buildYear}</span>
}
