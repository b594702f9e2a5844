import { ArrowLeft, ArrowRight, LifeBuoy } from "lucide-react"
import { Link } from "react-router"
import type { PageId } from "#app/config/pages.ts"
import type { TutorialsUi } from "#app/content/tutorials/types.ts"
import { useCommon } from "#app/hooks/use-common.ts"
import { cn } from "#app/lib/cn.ts"
import { pathTo } from "#app/lib/i18n.ts"

export interface TutorialNeighbour {
  readonly page: PageId
  readonly title: string
}

interface TutorialPagerSectionProps {
  readonly labels: TutorialsUi["pager"]
  readonly previous?: TutorialNeighbour
  readonly next?: TutorialNeighbour
  readonly className?: string
}

const cardClass =
  "group flex min-h-20 items-center gap-4 rounded-card border border-slate-200 bg-white p-5 shadow-raised transition-colors hover:border-brand/50"

/** The way on: previous and next tutorial, and back to the help centre. */
export function TutorialPagerSection({
  labels,
  previous,
  next,
  className,
}: TutorialPagerSectionProps) {
  const { locale } = useCommon()
  return (
    <nav
      aria-label={labels.label}
      data-print="hide"
      className={cn("container-page pb-16 sm:pb-20 lg:pb-24", className)}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {previous ? (
          <Link
            to={pathTo(previous.page, locale)}
            rel="prev"
            className={cardClass}
            data-testid="tutorial-previous"
          >
            <ArrowLeft
              className="size-5 shrink-0 text-brand transition-transform group-hover:-translate-x-0.5"
              aria-hidden="true"
            />
            <span>
              <span className="block text-sm text-slate-600">
                {labels.previous}
              </span>
              <span className="block font-semibold text-ink">
                {previous.title}
              </span>
            </span>
          </Link>
        ) : (
          <span className="hidden sm:block" />
        )}
        {next ? (
          <Link
            to={pathTo(next.page, locale)}
            rel="next"
            className={cn(cardClass, "justify-end text-right")}
            data-testid="tutorial-next"
          >
            <span>
              <span className="block text-sm text-slate-600">
                {labels.next}
              </span>
              <span className="block font-semibold text-ink">{next.title}</span>
            </span>
            <ArrowRight
              className="size-5 shrink-0 text-brand transition-transform group-hover:translate-x-0.5"
              aria-hidden="true"
            />
          </Link>
        ) : null}
      </div>
      <p className="mt-8 text-center">
        <Link
          to={pathTo("help", locale)}
          className="inline-flex min-h-12 items-center gap-2 rounded-full px-6 font-semibold text-brand-deep ring-1 ring-slate-300 transition-colors hover:bg-sky"
          data-testid="back-to-help"
        >
          <LifeBuoy className="size-5" aria-hidden="true" />
          {labels.back}
        </Link>
      </p>
    </nav>
  )
}
