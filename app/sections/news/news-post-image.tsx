import type { PostImage } from "#app/lib/post-image.ts"

/** A post's image at its own size and ratio, fitted to its column. */
export function NewsPostImage({
  image,
  className,
}: {
  readonly image: PostImage
  readonly className?: string
}) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      decoding="async"
      className={className}
    />
  )
}
