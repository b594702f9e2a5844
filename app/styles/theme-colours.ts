import { readFile } from "node:fs/promises"
import { fileURLToPath } from "node:url"
import type { Plugin } from "vite"

const themeFile = fileURLToPath(new URL("./theme.css", import.meta.url))
const moduleId = "virtual:theme-colours"
const resolvedId = `\0${moduleId}`

/** The names of a stylesheet's colours: each `--color-<name>`, once. */
function colourNames(css: string): string[] {
  const names = Array.from(
    css.matchAll(/--color-([\w-]+)\s*:/g),
    ([, name]) => name ?? "",
  )
  return [...new Set(names)]
}

/**
 * `virtual:theme-colours`: the names of theme.css's colours, read when the
 * module is built, so that code which must know them (cn) has them from the
 * theme itself and ships only the names, as the alternatives of a regular
 * expression (`ink|brand|…`).
 */
export function themeColours(): Plugin {
  return {
    name: "trabem:theme-colours",
    resolveId: (id) => (id === moduleId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined
      this.addWatchFile(themeFile)
      const names = colourNames(await readFile(themeFile, "utf8"))
      return `export const themeColourPattern = ${JSON.stringify(names.join("|"))}`
    },
  }
}
