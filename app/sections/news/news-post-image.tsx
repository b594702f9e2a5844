import type { PostImage } from "#app/lib/post-image.ts"

/** A post's image at its own ratio, fitted to its column, at the width the screen needs. */
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
      srcSet={image.srcSet}
      sizes={image.sizes}
      alt={image.alt}
      width={image.width}
      height={image.height}
      decoding="async"
      className={className}
    />
  )
}
