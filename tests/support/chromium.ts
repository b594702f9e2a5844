import { existsSync } from "node:fs"

/** Flags that keep Chromium from reaching for the network on a closed machine. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
]

/** Debian's Chromium (or CHROMIUM_PATH); browsers are never downloaded. */
export function chromiumPath(): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
  ]
  const found = candidates.find(
    (p): p is string => Boolean(p) && existsSync(p as string),
  )
  if (!found) {
    throw new Error(
      "Chromium not found. Install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH.",
    )
  }
  return found
}
