import type { UIMatch } from "react-router"

/**
 * What a route module may declare in its `handle`. `hydrate: false` marks a
 * page with nothing for script to do: its prerendered HTML carries no module
 * script and no hydration data (see app/root.tsx and
 * docs/decisions/0008-pages-without-script.md).
 */
export interface PageHandle {
  readonly hydrate?: boolean
}

export const staticPageHandle: PageHandle = { hydrate: false }

export function isStaticPage(matches: readonly UIMatch[]): boolean {
  return matches.some(
    (match) => (match.handle as PageHandle | undefined)?.hydrate === false,
  )
}

/** Sets every `[data-current-year]` to the visitor's year, on pages without React. */
export const currentYearScript =
  'for(const e of document.querySelectorAll("[data-current-year]"))e.textContent=new Date().getFullYear()'

/** The not-found page logs the path that was asked for, also without React. */
export const logNotFoundScript =
  'console.error("404 Error: User attempted to access non-existent route:",location.pathname)'
