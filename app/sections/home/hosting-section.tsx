import type { Locale } from "#app/config/locales.ts"
import { site } from "#app/config/site.ts"
import type { HomeContent } from "#app/content/home/types.ts"
import { HomePartnerMark } from "#app/components/illustrations/home-partner-mark.tsx"
import { HomeServerRack } from "#app/components/illustrations/home-server-rack.tsx"
import { SectionHeading } from "#app/components/ui/section-heading.tsx"
import { cn } from "#app/lib/cn.ts"
import { FeatureTileList } from "./feature-tile-list.tsx"
import { StatList } from "./stat-list.tsx"
import { PillLink } from "./pill-link.tsx"

interface HostingSectionProps {
  readonly content: HomeContent["hosting"]
  readonly locale: Locale
  readonly className?: string
}

/** Hosting and housing: European-zone servers, 24/7 support, six features, partners. */
export function HostingSection({
  content,
  locale,
  className,
}: HostingSectionProps) {
  return (
    <section
      id="hosting"
      aria-labelledby="hosting-title"
      className={cn("bg-sky/60 section-y", className)}
    >
      <div className="container-page">
        <div className="grid items-center gap-10 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
          <div>
            <SectionHeading
              content={content.intro}
              align="left"
              id="hosting-title"
            />
            <StatList
              stats={content.stats}
              className="mt-8 grid-cols-2 border-t border-slate-300/70 pt-8"
            />
            <PillLink
              link={content.quote}
              locale={locale}
              tone="brand"
              arrow="next"
              className="mt-8 w-full sm:w-auto"
            />
          </div>
          <HomeServerRack className="mx-auto w-full max-w-[280px] sm:max-w-sm lg:max-w-md" />
        </div>
        <FeatureTileList
          items={content.features}
          className="mt-14 grid gap-4 sm:grid-cols-2 lg:mt-20 lg:grid-cols-3 lg:gap-6"
          tileClassName="rounded-card border border-slate-200 bg-white p-5 shadow-raised"
        />
        <div className="mt-12 flex flex-col items-center gap-5 sm:flex-row sm:justify-center sm:gap-10">
          <p className="text-sm font-semibold text-slate-600">
            {content.partnersLabel}
          </p>
          <ul className="flex items-center gap-10">
            {site.partners.value.map((partner) => (
              <li
                key={partner}
                className="flex items-center gap-2.5 text-xl font-bold tracking-tight text-slate-700"
                data-testid="partner"
              >
                <HomePartnerMark name={partner} className="size-8" />
                {partner}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}
