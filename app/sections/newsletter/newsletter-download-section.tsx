import { Icon } from "#app/components/ui/icon.tsx"
import type { NewsletterContent } from "#app/schemas/news.ts"
import { useCommon } from "#app/hooks/use-common.ts"
import { cn } from "#app/lib/cn.ts"
import { newsletterFile } from "./newsletter-href.ts"
import { buttonVariants } from "#app/components/ui/button.tsx"

interface NewsletterDownloadSectionProps {
  readonly content: NewsletterContent["download"]
  readonly className?: string
}

/** A bar above the e-mail offering its e-mail-client-safe HTML, as the build writes it. */
export function NewsletterDownloadSection({
  content,
  className,
}: NewsletterDownloadSectionProps) {
  const { locale } = useCommon()
  const file = newsletterFile(locale)
  return (
    <div
      className={cn(
        "mx-auto flex w-full max-w-[600px] flex-col gap-3 px-6 sm:flex-row sm:items-center sm:justify-between sm:px-0 print:hidden!",
        className,
      )}
    >
      <p className="text-sm text-slate-600">{content.text}</p>
      <a
        href={`/${file}`}
        download={file.split("/").pop()}
        className={buttonVariants({
          variant: "ink",
          size: "md",
          className: "shrink-0",
        })}
      >
        <Icon name="download" className="size-4" />
        {content.label}
      </a>
    </div>
  )
}
