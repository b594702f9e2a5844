/**
 * The browser's entry, kept to a few bytes: it asks for the page's script
 * (app/hydrate.tsx: React, the frame and the page's view) only once the
 * page has painted its text. Requested earlier, that script would share a
 * slow connection with the stylesheet and the web font, and hold the first
 * paint back; every control works as plain HTML until it has run. The text
 * waits for the font (`font-display: optional` gives it a moment), so the
 * wait is for the fonts, then two animation frames: the first runs as the
 * frame is produced, the second once it is shown.
 * See docs/decisions/0009-hydration-without-the-router.md.
 */
function afterFirstPaint(run: () => void) {
  void document.fonts.ready.then(() =>
    requestAnimationFrame(() => requestAnimationFrame(run)),
  )
}

if (import.meta.env.DEV) {
  void import("./hydrate.tsx").then((m) => m.hydrateDocument())
} else {
  afterFirstPaint(
    () => void import("./hydrate.tsx").then((m) => m.hydratePage()),
  )
}
