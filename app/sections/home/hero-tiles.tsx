import type { HomeContent } from "#app/schemas/home.ts"
import { cn } from "#app/lib/cn.ts"
import { Icon } from "#app/components/ui/icon.tsx"

interface HeroTilesProps {
  readonly content: HomeContent["heroTiles"]
  readonly className?: string
}

/** The four things TRABEM does, as tiles beside the hero's headline. */
export function HeroTiles({ content, className }: HeroTilesProps) {
  return (
    <ul
      aria-label={content.label}
      className={cn(
        "grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4 lg:grid-cols-2",
        className,
      )}
    >
      {content.items.map((item) => (
        <li
          key={item.icon}
          className="rounded-card bg-ink/30 p-4 ring-1 ring-white/15 sm:p-6 md:p-4 lg:p-6"
        >
          <span className="inline-flex size-10 items-center justify-center rounded-xl bg-white/10 text-white ring-1 ring-white/20 sm:size-12">
            <Icon name={item.icon} className="size-5 sm:size-6" />
          </span>
          <span className="mt-4 block leading-snug font-semibold text-white sm:text-lg md:text-base lg:text-lg">
            {item.title}
          </span>
          <span className="mt-1 block text-sm leading-snug text-white/85">
            {item.description}
          </span>
        </li>
      ))}
    </ul>
  )
}
