import { IllustrationImage } from "#app/components/illustrations/illustration-image.tsx"
import { business } from "#app/config/business.ts"
import { useCommon } from "#app/hooks/use-common.ts"
import { cn } from "#app/lib/cn.ts"
import { FacadeLink } from "./facade-link.tsx"
import { Icon } from "./icon.tsx"
import { ExternalLink } from "./external-link.tsx"

/**
 * The office map, loaded from Google Maps only when the visitor asks for it.
 * In the HTML, "Show map" is a link to the map on Google Maps (it works
 * before and without JavaScript); app/scripts/facades.ts makes its click load
 * the map in place of the facade, a frame with the facade's `data-frame-*`
 * attributes.
 */
export function MapFacade({
  title,
  className,
}: {
  readonly title: string
  readonly className?: string
}) {
  const { common } = useCommon()
  const { embed, link } = business.map.value

  return (
    <div
      className={cn(
        "overflow-hidden rounded-card border border-slate-200 bg-accent-soft",
        className,
      )}
    >
      <div className="relative aspect-[4/3] sm:aspect-video">
        <div
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center"
          data-facade
          data-frame-src={embed}
          data-frame-title={title}
          data-frame-class="absolute inset-0 size-full border-0"
          data-frame-loading="lazy"
          data-frame-referrerpolicy="no-referrer-when-downgrade"
        >
          <IllustrationImage
            name="mapBackdrop"
            className="absolute inset-0 size-full"
          />
          <Icon
            name="mapPin"
            className="relative size-9 fill-accent/15 text-accent"
            aria-hidden="true"
          />
          <FacadeLink
            href={link}
            className="relative inline-flex min-h-11 items-center rounded-full bg-white px-5 font-semibold text-ink shadow-raised hover:text-accent"
          >
            {common.media.showMap}
          </FacadeLink>
          <p className="relative max-w-xs text-sm text-slate-700">
            {common.media.mapConsent}
          </p>
        </div>
      </div>
      <ExternalLink
        href={link}
        className="flex min-h-11 items-center justify-center gap-2 bg-white text-sm font-semibold text-accent hover:underline"
      >
        {common.media.openInMaps}
      </ExternalLink>
    </div>
  )
}
