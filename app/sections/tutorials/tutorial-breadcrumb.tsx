import { ChevronRight } from "lucide-react"
import { Link } from "react-router"
import type { TutorialsUi } from "#app/content/tutorials/types.ts"
import { pathTo } from "#app/lib/i18n.ts"
import { useCommon } from "#app/hooks/use-common.ts"

interface TutorialBreadcrumbProps {
  readonly labels: TutorialsUi["breadcrumb"]
  /** Name of the current tutorial. */
  readonly current: string
}

const linkClass =
  "inline-flex min-h-11 items-center font-medium text-white underline-offset-4 hover:underline"

/** Inicio › Centro de ayuda › tutorial, above the hero's eyebrow. */
export function TutorialBreadcrumb({
  labels,
  current,
}: TutorialBreadcrumbProps) {
  const { locale } = useCommon()
  const separator = (
    <ChevronRight
      className="size-4 shrink-0 text-white/70"
      aria-hidden="true"
    />
  )
  return (
    <nav aria-label={labels.label} className="mb-4" data-print="hide">
      <ol className="flex flex-wrap items-center gap-x-2 text-sm">
        <li className="flex items-center gap-2">
          <Link to={pathTo("home", locale)} className={linkClass}>
            {labels.home}
          </Link>
          {separator}
        </li>
        <li className="flex items-center gap-2">
          <Link to={pathTo("help", locale)} className={linkClass}>
            {labels.help}
          </Link>
          {separator}
        </li>
        <li
          aria-current="page"
          className="min-h-11 content-center text-white/90"
        >
          {current}
        </li>
      </ol>
    </nav>
  )
}
