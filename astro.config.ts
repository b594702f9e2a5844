import { satteri } from "@astrojs/markdown-satteri"
import react from "@astrojs/react"
import keystatic from "@keystatic/astro"
import tailwindcss from "@tailwindcss/vite"
import type { AstroIntegration } from "astro"
import { defineConfig } from "astro/config"
import { textImagesPlugin } from "./app/config/content-images.ts"
import { webFont } from "./app/config/web-font.ts"
import { keepEditorOpen } from "./app/editor/content-reload.ts"

/** `client:interaction`: hydrates an island on the first focus, touch or press inside it. */
const interactionDirective: AstroIntegration = {
  name: "client-interaction",
  hooks: {
    "astro:config:setup": ({ addClientDirective }) =>
      addClientDirective({
        name: "interaction",
        entrypoint: "./app/directives/interaction.ts",
      }),
  },
}

/**
 * The content editor (keystatic.config.ts) on the development server only:
 * `npm run build` stays static, and no built page carries any of it. The
 * server says the editor's address when it starts.
 */
const devEditor = (): AstroIntegration => {
  const editor = keystatic()
  let editing = false
  return {
    name: "content-editor",
    hooks: {
      "astro:config:setup": (options) => {
        editing = options.command === "dev"
        if (!editing) return
        keepEditorOpen(options)
        return editor.hooks["astro:config:setup"]?.(options)
      },
      "astro:server:start": ({ address, logger }) => {
        if (!editing) return
        const host =
          address.family === "IPv6" ? `[${address.address}]` : address.address
        logger.info(`the editor: http://${host}:${address.port}/keystatic`)
      },
    },
  }
}

/**
 * Every page is prerendered to static HTML from the page table
 * (app/config/pages.ts); React components render at build, and only the
 * islands marked in app/pages/ hydrate in the browser
 * (docs/decisions/0010-astro-with-react-islands.md).
 */
export default defineConfig({
  srcDir: "./app",
  publicDir: "./public",
  outDir: `${process.env.BUILD_DIR ?? "build"}/client`,
  output: "static",
  trailingSlash: "ignore",
  build: {
    format: "directory",
    assets: "assets",
    // One stylesheet file, cached across pages, rather than a copy in each page.
    inlineStylesheets: "never",
  },
  devToolbar: { enabled: false },
  // Inter, preloaded, with its metric-matched fallback (app/config/web-font.ts).
  fonts: [webFont],
  integrations: [react(), interactionDirective, devEditor()],
  markdown: {
    // `## Heading {#anchor}` keeps a section's published address whatever its
    // heading says; punctuation stays as written (the copy uses its own « »,
    // “ ” and ’), so a Markdown file says exactly what its author typed. The
    // images of a text are published at the widths of its column
    // (app/config/content-images.ts).
    processor: satteri({
      features: { headingAttributes: true, smartPunctuation: false },
      hastPlugins: [textImagesPlugin],
    }),
  },
  vite: {
    plugins: [tailwindcss()],
    build: {
      // A script module of the page's own that imports nothing, under 4 KB, is written into the
      // page (Astro's rule), so no request for it competes with the stylesheet and the font
      // before the first paint; fonts and shared chunks stay files, cached across pages.
      assetsInlineLimit: (file) => (file.endsWith(".js") ? undefined : false),
    },
  },
})
