import type { HastPluginDefinition } from "satteri"

/**
 * How the images of the Markdown content (a news post's image, the images in
 * a post's or a guide's text) are published: through Astro's image pipeline,
 * as WebP at the widths the layout shows them, each `<img>` with its
 * `srcset`, `sizes`, width and height. The widths follow the columns: up to
 * 448 px under 1024 px wide screens (a phone at 412 px and 1.75 device
 * pixels per CSS pixel takes the 720 px file), about 520 px beside a hero's
 * text and 720 px for a text's column on wide screens (twice that on dense
 * screens).
 */

/** Every width an image is written at; the browser picks one from `sizes`. */
export const imageWidths = [360, 520, 720, 1040, 1440] as const

/** The format every photo or screenshot is published in (an SVG stays as drawn). */
export const imageFormat = "webp"

/** How wide each place shows its image, as `sizes` says it. */
export const imageSizes = {
  /** Beside a post's title in its first screen, and beside the newest post on the news page. */
  aside: "(min-width: 1024px) 520px, min(448px, calc(100vw - 2.5rem))",
  /** In a text's column (`max-w-[70ch]`). */
  text: "(min-width: 48rem) 720px, calc(100vw - 2.5rem)",
} as const

export type ImagePlace = keyof typeof imageSizes

/** The options Astro's `getImage()` takes for an image shown in one place. */
export const imageOptions = (place: ImagePlace) => ({
  widths: [...imageWidths],
  sizes: imageSizes[place],
  format: imageFormat,
})

/**
 * The images of a Markdown text, given the text column's widths and sizes
 * before Astro's image marker reads them (`markdown.processor` in
 * astro.config.ts): Astro's pipeline then writes them as it writes a post's
 * image. A drawing (SVG) is published as drawn; an image from elsewhere
 * (`https://…`) or from public/ stays as written.
 */
export const textImagesPlugin: HastPluginDefinition = {
  name: "text-images",
  element: {
    filter: ["img"],
    visit(node, ctx) {
      const src = node.properties?.src
      if (typeof src !== "string" || /^(\/|[a-z]+:)|\.svg$/i.test(src)) return
      for (const [key, value] of Object.entries(imageOptions("text")))
        ctx.setProperty(node, key, value)
    },
  },
}
