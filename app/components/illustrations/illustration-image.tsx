import {
  illustrationFiles,
  type IllustrationFileName,
} from "./illustration-files.tsx"

/**
 * An illustration served as a file (illustration-files.tsx): decorative, as
 * the inline ones are, sized like them by its class and its intrinsic ratio,
 * and fetched only as the visitor nears it.
 */
export function IllustrationImage({
  name,
  className,
}: {
  readonly name: IllustrationFileName
  readonly className?: string
}) {
  const file = illustrationFiles[name]
  return (
    <img
      src={file.href}
      alt=""
      width={file.width}
      height={file.height}
      loading="lazy"
      decoding="async"
      className={className}
    />
  )
}
