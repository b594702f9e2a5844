import type { Locale } from "#app/config/locales.ts"
import type { HomeContent } from "#app/content/home/types.ts"
import { HomeClinicDashboard } from "#app/components/illustrations/home-clinic-dashboard.tsx"
import { SectionHeading } from "#app/components/ui/section-heading.tsx"
import { cn } from "#app/lib/cn.ts"
import { FeatureTileList } from "./feature-tile-list.tsx"
import { PillLink } from "./pill-link.tsx"

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
            <PillLink
              link={content.productLink}
              locale={locale}
              tone="teal"
              arrow="external"
              newTabLabel={newTabLabel}
            />
            <PillLink link={content.demo} locale={locale} tone="tealOutline" />
          </div>
        </div>
        <HomeClinicDashboard className="mx-auto w-full max-w-md lg:order-1 lg:max-w-none" />
      </div>
    </section>
  )
}
