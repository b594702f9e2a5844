import { business } from "#app/config/business.ts"
import type { CommonContent } from "#app/lib/frame-content.ts"
import { ChatFallback } from "./chat-fallback.tsx"
import { PopoverToggle } from "./popover-toggle.tsx"
import { ExternalLink } from "#app/components/ui/external-link.tsx"
import { Icon } from "#app/components/ui/icon.tsx"

/** The panel's id: buttons elsewhere on the page open it with `popovertarget`. */
export const CHAT_PANEL_ID = "chat-panel"
/** A link to `#chat` (e.g. from the newsletter) opens the panel on arrival. */
export const CHAT_HASH = "#chat"

interface ChatWidgetProps {
  readonly content: CommonContent["chat"]
  /** Chatbot page to embed; null shows ways to reach a person instead. */
  readonly chatbotUrl?: string | null
}

/**
 * The floating chat button and its 350 x 500 px panel, 20 px from the right
 * edge: a native popover that the button toggles and Close hides, before and
 * without script. Nothing of the chatbot's page loads before the visitor
 * asks for it: the frame is written inside the panel's one `<template>`,
 * which the browser leaves unloaded, in a block that says so beside a link
 * that opens the page in a new tab. app/scripts/chat.ts puts the frame in that block's place as
 * the panel first opens, and keeps it, so a conversation survives closing and
 * reopening; it also adds Escape, focus on Close (and back on the chat
 * button), and opening on arrival at `data-chat-hash`. It finds the panel by
 * that attribute and the buttons by `data-chat-close` and `data-chat-toggle`.
 */
export function ChatWidget({
  content,
  chatbotUrl = business.chatbot.value,
}: ChatWidgetProps) {
  return (
    <div className="group/chat print:hidden!">
      <div
        popover="manual"
        role="dialog"
        aria-labelledby="chat-panel-title"
        id={CHAT_PANEL_ID}
        data-chat-hash={CHAT_HASH}
        className="fixed inset-auto right-5 bottom-24 z-50 m-0 h-[500px] max-h-[calc(100dvh-7rem)] w-[350px] max-w-[calc(100vw-2.5rem)] flex-col overflow-hidden rounded-card border border-slate-200 bg-white p-0 text-ink shadow-raised open:flex"
      >
        <div className="flex items-center justify-between gap-2 bg-ink px-4 py-2 text-white">
          <h2 id="chat-panel-title" className="text-sm font-semibold">
            {content.title}
          </h2>
          <button
            type="button"
            popoverTarget={CHAT_PANEL_ID}
            popoverTargetAction="hide"
            data-chat-close=""
            className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-medium hover:bg-white/10"
          >
            <Icon name="close" className="size-4" aria-hidden="true" />
            {content.close}
          </button>
        </div>
        {chatbotUrl ? (
          <div className="flex flex-1 flex-col items-start gap-4 p-5 text-sm leading-relaxed text-slate-700">
            <p>{content.beforeLoading}</p>
            <ExternalLink
              href={chatbotUrl}
              className="inline-flex min-h-11 items-center rounded-full bg-accent-button px-5 font-semibold text-accent-button-text hover:bg-accent-button-hover"
            >
              {content.openAssistant}
            </ExternalLink>
            <template>
              <iframe
                src={chatbotUrl}
                title={content.frameTitle}
                className="min-h-0 w-full flex-1 border-0"
              />
            </template>
          </div>
        ) : (
          <ChatFallback content={content} />
        )}
      </div>
      <PopoverToggle
        target={CHAT_PANEL_ID}
        icon="message"
        swap="chat"
        data-chat-toggle=""
        aria-label={content.open}
        className="fixed right-5 bottom-5 z-50 size-14 bg-accent-button text-accent-button-text shadow-raised transition-transform hover:scale-105 hover:bg-accent-button-hover"
      />
    </div>
  )
}
