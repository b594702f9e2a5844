import { readFile } from "node:fs/promises"
import path from "node:path"
import { imageMetadata } from "astro/assets/utils"
import type { NewsPost } from "#app/schemas/news.ts"

/** A post's image as the page writes it: its address, its size and what it shows. */
export interface PostImage {
  readonly src: string
  readonly width: number
  readonly height: number
  /** Empty when the image only adorns. */
  readonly alt: string
}

/**
 * A post's image, a file under public/ (where the editor uploads it), with
 * its size read from the file so the page keeps its place while it loads.
 * A post naming a file that is not there stops the build.
 */
export async function postImage(
  post: Pick<NewsPost, "image" | "imageAlt">,
): Promise<PostImage | undefined> {
  if (!post.image) return undefined
  const file = path.resolve("public", post.image.slice(1))
  const data = await readFile(file).catch(() => {
    throw new Error(`The image ${post.image} is not in public/`)
  })
  const { width, height } = await imageMetadata(data, post.image)
  return { src: post.image, width, height, alt: post.imageAlt ?? "" }
}
