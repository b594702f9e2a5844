/**
 * Classes for the dark hero when printing: no gradient, black text, no
 * buttons or illustration, so the page starts with its title on white.
 */
export const heroPrintClassName =
  "print:bg-none print:pt-0 print:pb-4 print:[&_*]:text-black print:[&_a]:hidden print:[&_[aria-hidden=true]]:hidden"
