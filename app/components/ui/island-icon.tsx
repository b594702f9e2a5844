/**
 * An island's icon, drawn from the site's sprite file: the page computes the
 * drawing's address at build (`spriteHref`, icon.tsx) and passes it in the island's
 * props, so neither the page nor the island's script carries the drawing or
 * lucide's code. Looks as `Icon` does, from the same `icon` class.
 */
export function IslandIcon({
  href,
  className,
}: {
  readonly href: string
  readonly className?: string
}) {
  return (
    <svg
      className={className ? `icon ${className}` : "icon"}
      aria-hidden="true"
    >
      <use href={href} />
    </svg>
  )
}
