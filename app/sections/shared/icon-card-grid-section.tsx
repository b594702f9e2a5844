import type { LucideIcon } from "lucide-react"
import type { CSSProperties } from "react"
import type { SectionIntro } from "#app/content/common/blocks.ts"
import type { IconCard } from "#app/content/common/section-blocks.ts"
import { SectionHeading } from "#app/components/ui/section-heading.tsx"
import { cn } from "#app/lib/cn.ts"

const columnClass = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const

interface IconCardGridSectionProps<Icon extends string> {
  readonly id: string
  readonly content: {
    readonly intro: SectionIntro
    readonly items: readonly IconCard<Icon>[]
  }
  /** The lucide icon of each icon name the content uses. */
  readonly icons: Readonly<Record<Icon, LucideIcon>>
  readonly columns?: keyof typeof columnClass
  /** Classes of the icon tile, in the page's accent. */
  readonly accentClassName?: string
  /** Colour class of the section eyebrow, in the page's accent. */
  readonly eyebrowClassName?: string
  /** Test hook naming the cards, e.g. "feature". */
  readonly itemTestId?: string
  readonly className?: string
}

/** A section of cards, each an icon, a title, a sentence and optional points. */
export function IconCardGridSection<Icon extends string>({
  id,
  content,
  icons,
  columns = 3,
  accentClassName = "bg-sky text-brand-deep",
  eyebrowClassName,
  itemTestId,
  className,
}: IconCardGridSectionProps<Icon>) {
  const headingId = `${id}-title`
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn("section-y", className)}
    >
      <div className="container-page">
        <SectionHeading
          id={headingId}
          content={content.intro}
          eyebrowClassName={eyebrowClassName}
        />
        <ul className={cn("mt-12 grid gap-5 lg:mt-14", columnClass[columns])}>
          {content.items.map((item, i) => {
            const Icon: LucideIcon = icons[item.icon]
            return (
              <li
                key={item.title}
                data-reveal
                data-testid={itemTestId}
                style={{ "--reveal-delay": `${i * 0.1}s` } as CSSProperties}
                className="flex gap-4 rounded-card border border-slate-200 bg-white p-5 shadow-raised sm:flex-col sm:gap-0 sm:p-6"
              >
                <span
                  className={cn(
                    "inline-flex size-11 shrink-0 items-center justify-center rounded-xl sm:size-12",
                    accentClassName,
                  )}
                >
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <div className="min-w-0">
                  <h3 className="text-lg leading-snug font-semibold text-ink sm:mt-5">
                    {item.title}
                  </h3>
                  <p className="mt-2 leading-relaxed text-slate-600">
                    {item.description}
                  </p>
                  {item.points?.length ? (
                    <ul className="mt-4 space-y-2 border-t border-slate-100 pt-4 text-sm text-slate-700">
                      {item.points.map((point) => (
                        <li key={point} className="flex gap-2">
                          <span
                            aria-hidden="true"
                            className="mt-2 size-1.5 shrink-0 rounded-full bg-current opacity-60"
                          />
                          {point}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
