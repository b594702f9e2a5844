/**
 * Not-found page: logs the path that was asked for, for whoever reads the
 * browser's console. It enhances nothing and expects no markup; the page is
 * complete without it.
 */

console.error(
  "404 Error: User attempted to access non-existent route:",
  location.pathname,
)

// A module: its top-level names stay its own.
export {}
