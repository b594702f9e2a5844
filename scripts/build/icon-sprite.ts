import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import type { Plugin } from "vite"
import { buildSprite } from "./icon-sprite-source.ts"

/**
 * Icons are drawn once, as the `<symbol>`s of an SVG sprite, and each icon on
 * a page is `<svg><use href="#icon-id"></svg>`: the drawings stay out of the
 * JavaScript. After the build each page gets the symbols it uses
 * (scripts/build/icon-sheet.ts); the sprite file, a hashed asset, serves the
 * icons a script shows later and the development server's pages.
 *
 * `lucide-react` imports in the app resolve to a generated module of sprite
 * icons with lucide's props (`className`, `size`, `strokeWidth`, `color`), so
 * components keep importing lucide's names; `virtual:icon-sprite` gives the
 * sprite's address.
 */
const spriteModule = "virtual:icon-sprite"
const lucideModule = "\0lucide-sprite-icons"

export function iconSprite(): Plugin {
  const root = process.cwd()
  const appDir = path.join(root, "app")
  const spriteFile = path.join(
    root,
    "node_modules/.cache/icon-sprite/icons.svg",
  )
  let components = new Map<string, string>()

  async function writeSprite() {
    const built = await buildSprite(appDir)
    components = built.components
    mkdirSync(path.dirname(spriteFile), { recursive: true })
    writeFileSync(spriteFile, built.sprite)
  }

  return {
    name: "icon-sprite",
    enforce: "pre",
    // The development server would otherwise hand lucide-react to Node as is, and the
    // prerendered icons (lucide's inline paths) would not match the browser's sprite icons.
    config: () => ({ ssr: { noExternal: ["lucide-react"] } }),
    async buildStart() {
      await writeSprite()
    },
    /** In development, a new icon in the app rewrites the sprite and reloads the page. */
    async handleHotUpdate({ file, server }) {
      if (!file.startsWith(appDir) || !/\.tsx?$/.test(file)) return
      const before = readFileSync(spriteFile, "utf8")
      await writeSprite()
      if (readFileSync(spriteFile, "utf8") === before) return
      for (const id of [lucideModule, `\0${spriteModule}`]) {
        const module = server.moduleGraph.getModuleById(id)
        if (module) server.moduleGraph.invalidateModule(module)
      }
      server.ws.send({ type: "full-reload" })
    },
    resolveId(source, importer) {
      if (source === spriteModule) return `\0${spriteModule}`
      if (
        source === "lucide-react" &&
        importer &&
        !importer.includes("node_modules")
      )
        return lucideModule
      return null
    },
    load(id) {
      if (id === `\0${spriteModule}`)
        return `export { default as spriteHref } from ${JSON.stringify(`${spriteFile}?url`)}`
      if (id !== lucideModule) return null
      const factory = path.join(appDir, "components/ui/sprite-icon.tsx")
      return [
        `import { spriteIcon } from ${JSON.stringify(factory)}`,
        ...[...components].map(
          ([name, file]) =>
            `export const ${name} = /* @__PURE__ */ spriteIcon(${JSON.stringify(file)})`,
        ),
      ].join("\n")
    },
  }
}
