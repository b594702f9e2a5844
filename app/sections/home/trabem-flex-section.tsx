import type { HomeContent } from "#app/schemas/home.ts"
import { IllustrationImage } from "#app/components/illustrations/illustration-image.tsx"
import { ButtonLink } from "#app/components/ui/button-link.tsx"
import { IconPointList } from "#app/components/ui/icon-point-list.tsx"
import { SplitSection } from "#app/components/ui/split-section.tsx"

interface TrabemFlexSectionProps {
  readonly id: string
  readonly content: HomeContent["trabemFlex"]
  /** The section's former id, kept for older links. */
  readonly formerId: string
}

/**
 * TrAbem Flex, the clinic software, in the clinic colour: its five modules and
 * a link to its own site.
 */
export function TrabemFlexSection({
  id,
  content,
  formerId,
}: TrabemFlexSectionProps) {
  return (
    <SplitSection
      id={id}
      intro={content.intro}
      accent="clinic"
      className="relative"
      containerClassName="gap-12 lg:grid-cols-[1fr_1.1fr]"
      textClassName="lg:order-2"
      aside={
        <IllustrationImage
          name="homeClinicDashboard"
          className="mx-auto w-full max-w-md lg:order-1 lg:max-w-none"
        />
      }
    >
      {/* The section's former address, kept for old links: it marks the section's top. */}
      <span id={formerId} className="absolute top-0" aria-hidden="true" />
      <IconPointList
        items={content.modules}
        className="mt-10 grid gap-6 sm:grid-cols-2"
      />
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={content.productLink.to} arrow="external">
          {content.productLink.label}
        </ButtonLink>
        <ButtonLink to={content.demo.to} variant="outline">
          {content.demo.label}
        </ButtonLink>
      </div>
    </SplitSection>
  )
}
