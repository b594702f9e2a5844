/**
 * Footer year: sets every `[data-current-year]` element's text to the year on
 * the visitor's clock. The HTML carries the year of the build, which is what
 * shows without script; so a page built in December shows the new year in
 * January.
 */

const year = String(new Date().getFullYear())
for (const element of document.querySelectorAll("[data-current-year]"))
  element.textContent = year

// A module: its top-level names stay its own.
export {}
