import { business } from "#app/config/business.ts"
import type { HomeContent } from "#app/schemas/home.ts"
import { HomePartnerMark } from "#app/components/illustrations/home-partner-mark.tsx"
import { IllustrationImage } from "#app/components/illustrations/illustration-image.tsx"
import { ButtonLink } from "#app/components/ui/button-link.tsx"
import { cardVariants } from "#app/components/ui/card.tsx"
import { IconPointList } from "#app/components/ui/icon-point-list.tsx"
import { SectionHeading } from "#app/components/ui/section-heading.tsx"
import { Section } from "#app/components/ui/section.tsx"
import { StatList } from "#app/components/ui/stat-list.tsx"

interface HostingSectionProps {
  readonly id: string
  readonly content: HomeContent["hosting"]
}

/** Hosting and housing: European-zone servers, 24/7 support, six features, partners. */
export function HostingSection({ id, content }: HostingSectionProps) {
  return (
    <Section id={id} background="tint">
      <div className="grid items-center gap-10 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
        <div>
          <SectionHeading
            content={content.intro}
            align="left"
            id={`${id}-title`}
          />
          <StatList
            stats={content.stats}
            className="mt-8 grid-cols-2 border-t border-slate-300/70 pt-8"
          />
          <ButtonLink
            to={content.quote.to}
            arrow="next"
            isBlock
            className="mt-8"
          >
            {content.quote.label}
          </ButtonLink>
        </div>
        <IllustrationImage
          name="homeServerRack"
          className="mx-auto w-full max-w-[280px] sm:max-w-sm lg:max-w-md"
        />
      </div>
      <IconPointList
        items={content.features}
        className="mt-14 grid gap-4 sm:grid-cols-2 lg:mt-20 lg:grid-cols-3 lg:gap-6"
        itemClassName={cardVariants({
          isRaised: true,
          padding: "none",
          className: "p-5",
        })}
      />
      <div className="mt-12 flex flex-col items-center gap-5 sm:flex-row sm:justify-center sm:gap-10">
        <p className="text-sm font-semibold text-slate-600">
          {content.partnersLabel}
        </p>
        <ul className="flex items-center gap-10">
          {business.partners.value.map((partner) => (
            <li
              key={partner}
              className="flex items-center gap-2.5 text-xl font-bold tracking-tight text-slate-700"
            >
              <HomePartnerMark name={partner} className="size-8" />
              {partner}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  )
}
