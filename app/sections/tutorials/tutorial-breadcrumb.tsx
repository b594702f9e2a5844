import { Icon } from "#app/components/ui/icon.tsx"
import type { TutorialPageWords } from "#app/schemas/tutorials.ts"
import { AppLink } from "#app/components/ui/app-link.tsx"

interface TutorialBreadcrumbProps {
  readonly labels: TutorialPageWords["breadcrumb"]
  /** Name of the current tutorial. */
  readonly current: string
}

/** Inicio › Centro de ayuda › tutorial, above the hero's eyebrow. */
export function TutorialBreadcrumb({
  labels,
  current,
}: TutorialBreadcrumbProps) {
  const trail = [
    { page: "home", label: labels.home },
    { page: "help", label: labels.help },
  ] as const
  return (
    <nav aria-label={labels.label} className="mb-4 print:hidden!">
      <ol className="flex flex-wrap items-center gap-x-2 text-sm">
        {trail.map(({ page, label }) => (
          <li key={page} className="flex items-center gap-2">
            <AppLink
              to={{ page }}
              className="inline-flex min-h-11 items-center font-medium text-white underline-offset-4 hover:underline"
            >
              {label}
            </AppLink>
            <Icon
              name="chevronRight"
              className="size-4 shrink-0 text-white/70"
            />
          </li>
        ))}
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
