/**
 * Classes for the dark hero of the help pages. On phones the illustration is
 * left out, so the bottom padding shrinks to match the top. When printing:
 * no gradient, black text, no buttons or illustration, so the page starts
 * with its title on white.
 */
export const helpHeroClassName =
  "pb-4 print:bg-none print:pt-0 print:pb-2 print:[&_*]:text-black print:[&_a]:hidden print:[&_[aria-hidden=true]]:hidden print:[&>div]:gap-0"
