import { useEffect, useState } from "react"

/**
 * False in the prerendered HTML and during hydration, true once React runs
 * the page: for controls that only script can make work, rendered inert
 * (but in place, so nothing moves) until then.
 */
export function useHydrated(): boolean {
  const [isHydrated, setIsHydrated] = useState(false)
  useEffect(() => setIsHydrated(true), [])
  return isHydrated
}
