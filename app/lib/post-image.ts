import type { ImageMetadata } from "astro"
import { getImage } from "astro:assets"
import { imageOptions, type ImagePlace } from "#app/config/content-images.ts"

/** A post's image as the page writes it: its files, its size and what it shows. */
export interface PostImage {
  readonly src: string
  /** The image at each width (`srcset`), and how wide the place shows it (`sizes`); none for a drawing. */
  readonly srcSet?: string
  readonly sizes?: string
  readonly width: number
  readonly height: number
  /** Empty when the image only adorns. */
  readonly alt: string
}

/**
 * A post's image, a file beside the post read by Astro's image pipeline, as
 * one place shows it (app/config/content-images.ts): a photo or a screenshot
 * at each width of the place, with its size so the page keeps its place while
 * it loads; a drawing (SVG) as drawn.
 */
export async function postImage(
  post: { readonly image?: ImageMetadata; readonly imageAlt?: string },
  place: ImagePlace,
): Promise<PostImage | undefined> {
  const { image } = post
  if (!image) return undefined
  const alt = post.imageAlt ?? ""
  if (image.format === "svg")
    return { src: image.src, width: image.width, height: image.height, alt }
  const { widths, sizes, format } = imageOptions(place)
  // Its `src` (and width and height) at the largest width written.
  const width = Math.min(image.width, Math.max(...widths))
  const built = await getImage({ src: image, width, widths, sizes, format })
  return {
    src: built.src,
    srcSet: built.srcSet.attribute,
    sizes,
    width: Number(built.attributes.width ?? image.width),
    height: Number(built.attributes.height ?? image.height),
    alt,
  }
}
