import type { ConnextContent, ConnextNode } from "#app/schemas/products.ts"
import { ConnextFlowLines } from "#app/components/illustrations/connext-flow-lines.tsx"
import { cn } from "#app/lib/cn.ts"
import { Icon } from "#app/components/ui/icon.tsx"

interface ChannelFlowDiagramProps {
  readonly content: ConnextContent["integration"]["diagram"]
  readonly className?: string
}

function NodeRow({
  title,
  nodes,
  isTitleBelow = false,
}: {
  readonly title: string
  readonly nodes: readonly ConnextNode[]
  /** Below the row when connectors arrive from above. */
  readonly isTitleBelow?: boolean
}) {
  return (
    <div
      className={cn(
        "flex gap-3",
        isTitleBelow ? "flex-col-reverse" : "flex-col",
      )}
    >
      <p className="text-center text-xs font-semibold tracking-wider text-slate-600 uppercase">
        {title}
      </p>
      <ul className="grid grid-cols-3 gap-2 sm:gap-3">
        {nodes.map((node) => (
          <li
            key={node.label}
            className="flex flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white px-2 py-3 text-center text-sm font-medium text-ink"
          >
            <span className="inline-flex size-9 items-center justify-center rounded-full bg-accent-soft text-accent-strong">
              <Icon name={node.icon} className="size-5" />
            </span>
            {node.label}
          </li>
        ))}
      </ul>
    </div>
  )
}

/** Channels flowing into one inbox and out to bots and departments, drawn with real labels. */
export function ChannelFlowDiagram({
  content,
  className,
}: ChannelFlowDiagramProps) {
  return (
    <figure
      data-testid="channel-flow-diagram"
      className={cn(
        "rounded-card border border-slate-200 bg-slate-50 p-4 shadow-raised sm:p-8",
        className,
      )}
    >
      <NodeRow title={content.channelsTitle} nodes={content.channels} />
      <ConnextFlowLines direction="merge" className="h-10 w-full text-accent" />
      <div className="flex items-center gap-4 rounded-xl bg-accent-strong p-4 text-white shadow-raised sm:p-5">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white/15">
          <Icon name="inbox" className="size-6" />
        </span>
        <span>
          <span className="block font-semibold">{content.inbox.title}</span>
          <span className="block text-sm text-white/85">
            {content.inbox.text}
          </span>
        </span>
      </div>
      <ConnextFlowLines direction="split" className="h-10 w-full text-accent" />
      <NodeRow
        title={content.destinationsTitle}
        nodes={content.destinations}
        isTitleBelow
      />
      <div className="mt-6 flex items-center gap-3 rounded-xl border-2 border-dashed border-accent/40 bg-white p-4 text-sm font-medium text-ink">
        <Icon
          name={content.systems.icon}
          className="size-5 shrink-0 text-accent-strong"
        />
        <span className="flex-1">{content.systems.label}</span>
        <Icon
          name="arrowLeftRight"
          className="size-5 shrink-0 text-accent-strong"
        />
      </div>
      <figcaption className="mt-5 text-sm leading-relaxed text-slate-600">
        {content.caption}
      </figcaption>
    </figure>
  )
}
