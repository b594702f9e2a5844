import type { KitDigitalContent } from "./types.ts"

export const en = {
  meta: {
    title:
      "Kit Digital: digitalise your business with Spanish government funding",
    description:
      "We are an authorised Kit Digital provider. Vouchers of up to €12,000 for small businesses, microbusinesses and the self-employed: web, cybersecurity, management and communications.",
  },
  hero: {
    eyebrow: "Authorised Kit Digital provider",
    title: "Digitalise your business with up to €12,000 from Kit Digital",
    lead: "We help you apply for the voucher and put in place solutions you will actually use: a web presence, cybersecurity, customer management and secure communications.",
    primary: {
      label: "Request information",
      to: {
        hash: "contacto",
      },
    },
    secondary: {
      label: "See the grants",
      to: {
        hash: "tramos",
      },
    },
  },
} satisfies KitDigitalContent
