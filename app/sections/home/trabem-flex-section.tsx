import { ArrowUpRight } from "lucide-react"
import type { Locale } from "#app/config/locales.ts"
import type { HomeContent } from "#app/content/home/types.ts"
import { HomeClinicDashboard } from "#app/components/illustrations/home-clinic-dashboard.tsx"
import { AppLink } from "#app/components/ui/app-link.tsx"
import { SectionHeading } from "#app/components/ui/section-heading.tsx"
import { cn } from "#app/lib/cn.ts"
import { FeatureTileList } from "./feature-tile-list.tsx"

interface TrabemFlexSectionProps {
  readonly content: HomeContent["trabemFlex"]
  readonly locale: Locale
  /** Said to screen readers after links that open a new tab. */
  readonly newTabLabel: string
  readonly className?: string
}

/** TrAbem Flex, the clinic software: its five modules and a link to its own site. */
export function TrabemFlexSection({
  content,
  locale,
  newTabLabel,
  className,
}: TrabemFlexSectionProps) {
  return (
    <section
      id="trabemflex"
      aria-labelledby="trabemflex-title"
      className={cn("relative bg-white section-y", className)}
    >
      {/* Older links use #trabem-flex; this empty anchor sits at the section's top. */}
      <span id="trabem-flex" className="absolute top-0" aria-hidden="true" />
      <div className="container-page grid items-center gap-12 lg:grid-cols-[1fr_1.1fr] lg:gap-16">
        <div className="lg:order-2">
          <SectionHeading
            content={content.intro}
            align="left"
            id="trabemflex-title"
            eyebrowClassName="text-teal-deep"
          />
          <FeatureTileList
            items={content.modules}
            tone="teal"
            className="mt-10 grid gap-6 sm:grid-cols-2"
          />
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <AppLink
              to={content.productLink.to}
              locale={locale}
              newTabLabel={newTabLabel}
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-teal-deep px-7 font-semibold text-white shadow-sm transition-colors hover:bg-[#075a51]"
            >
              {content.productLink.label}
              <ArrowUpRight className="size-4" aria-hidden="true" />
            </AppLink>
            <AppLink
              to={content.demo.to}
              locale={locale}
              className="inline-flex min-h-12 items-center justify-center rounded-full px-7 font-semibold text-teal-deep ring-1 ring-teal-deep/40 transition-colors hover:bg-teal/10"
            >
              {content.demo.label}
            </AppLink>
          </div>
        </div>
        <HomeClinicDashboard className="mx-auto w-full max-w-md lg:order-1 lg:max-w-none" />
      </div>
    </section>
  )
}
