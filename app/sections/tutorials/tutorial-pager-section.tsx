import { Icon } from "#app/components/ui/icon.tsx"
import type { TutorialPageWords } from "#app/schemas/tutorials.ts"
import { AppLink } from "#app/components/ui/app-link.tsx"
import { ButtonLink } from "#app/components/ui/button-link.tsx"
import { cardVariants } from "#app/components/ui/card.tsx"
import { cn } from "#app/lib/cn.ts"

export interface TutorialNeighbour {
  readonly path: string
  readonly title: string
}

interface TutorialPagerSectionProps {
  readonly labels: TutorialPageWords["pager"]
  readonly previous?: TutorialNeighbour
  readonly next?: TutorialNeighbour
  readonly className?: string
}

interface PagerLinkProps {
  readonly neighbour: TutorialNeighbour
  readonly label: string
  readonly rel: "prev" | "next"
}

const arrowClass = "size-5 shrink-0 text-accent transition-transform"

/** A card linking to the tutorial before or after this one, its arrow on the side it leads to. */
function PagerLink({ neighbour, label, rel }: PagerLinkProps) {
  const isNext = rel === "next"
  return (
    <AppLink
      to={{ path: neighbour.path }}
      rel={rel}
      data-testid={isNext ? "tutorial-next" : "tutorial-previous"}
      className={cardVariants({
        isRaised: true,
        padding: "none",
        className: cn(
          "group flex min-h-20 items-center gap-4 p-5 transition-colors hover:border-accent/50",
          isNext && "justify-end text-right",
        ),
      })}
    >
      {isNext ? null : (
        <Icon
          name="arrowLeft"
          className={cn(arrowClass, "group-hover:-translate-x-0.5")}
        />
      )}
      <span>
        <span className="block text-sm text-slate-600">{label}</span>
        <span className="block font-semibold text-ink">{neighbour.title}</span>
      </span>
      {isNext ? (
        <Icon
          name="arrowRight"
          className={cn(arrowClass, "group-hover:translate-x-0.5")}
        />
      ) : null}
    </AppLink>
  )
}

/** The way on: previous and next tutorial, and back to the help centre. */
export function TutorialPagerSection({
  labels,
  previous,
  next,
  className,
}: TutorialPagerSectionProps) {
  return (
    <nav
      aria-label={labels.label}
      className={cn(
        "container-page pb-16 sm:pb-20 lg:pb-24 print:hidden!",
        className,
      )}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {previous ? (
          <PagerLink neighbour={previous} label={labels.previous} rel="prev" />
        ) : (
          <span className="hidden sm:block" />
        )}
        {next ? (
          <PagerLink neighbour={next} label={labels.next} rel="next" />
        ) : null}
      </div>
      <p className="mt-8 text-center">
        <ButtonLink
          to={{ page: "help" }}
          variant="outline"
          data-testid="back-to-help"
        >
          <Icon name="lifeBuoy" className="size-5" />
          {labels.back}
        </ButtonLink>
      </p>
    </nav>
  )
}
