import {
  BACKUP_RETENTION_DAYS,
  leadRetentionDays,
  retentionPeriodText,
} from "#common/privacy/lead-retention.ts"
import type { LegalContent, LegalPageId } from "./types.ts"

const updated = "Last updated: 21 November 2026"
const tocTitle = "On this page"

export const en = {
  legalNotice: {
    meta: {
      title: "Legal notice",
      description:
        "Identification of the website owner and terms of use, as required by Spain's Information Society Services Act (Law 34/2002).",
    },
    hero: {
      eyebrow: "Legal",
      title: "Legal notice",
      lead: "Who runs this website and the terms on which you may use it.",
    },
    updated,
    tocTitle,
    sections: [
      {
        id: "owner",
        heading: "Website owner",
        paragraphs: [
          "In accordance with article 10 of Spanish Law 34/2002 of 11 July on information society services and electronic commerce (LSSI-CE), these are the details of the owner of this website:",
        ],
        items: [
          "Company name: {legalName} ({brand})",
          "Tax ID (NIF): {taxId}",
          "Registered address: {address}",
          "Registration: {registry}",
          "Email: {email}",
          "Phone: {phone}",
        ],
      },
      {
        id: "purpose",
        heading: "Purpose",
        paragraphs: [
          "This website presents the services of {brand}: hosting and housing, email, cybersecurity, Office 365 licences, software for clinics, car dealerships and quarries, an artificial intelligence platform and business messaging, and lets you ask for information or a demo.",
          "Access is free and needs no registration. Prices and terms of each service are set out in the corresponding commercial proposal.",
        ],
      },
      {
        id: "use",
        heading: "Terms of use",
        paragraphs: [
          "By browsing the site you agree to use it lawfully, without harming its operation or the rights of others. You may not send false, offensive or automated content through the forms, or try to reach areas or systems that are not public.",
        ],
      },
      {
        id: "intellectual-property",
        heading: "Intellectual and industrial property",
        paragraphs: [
          "The texts, illustrations, logos, code and design of the site belong to {legalName} or are used with permission. Third-party trademarks mentioned (such as Microsoft or Office 365) belong to their owners and are named only to identify products.",
          "You may link to any page of the site. Reproducing its content beyond personal use requires our written permission.",
        ],
      },
      {
        id: "liability",
        heading: "Liability",
        paragraphs: [
          "We take care that the information is accurate and up to date, but it may contain errors or omissions, which we will correct as soon as we learn of them. Result figures (such as hours saved or fewer no-shows) are reported by clients and may vary in each case.",
          "Links to external sites are provided for convenience; we do not control or answer for their content.",
        ],
      },
      {
        id: "law",
        heading: "Governing law",
        paragraphs: [
          "This legal notice is governed by Spanish law. Unless consumer protection rules provide otherwise, any dispute is submitted to the courts of Murcia, Spain.",
        ],
      },
    ],
  },
  privacy: {
    meta: {
      title: "Privacy policy",
      description:
        "How we process the data you send through our forms: controller, purposes, legal basis, retention periods and your rights.",
    },
    hero: {
      eyebrow: "Legal",
      title: "Privacy policy",
      lead: "What we do with the data you entrust to us through our forms, and how to exercise your rights.",
    },
    updated: "Last updated: 28 November 2026",
    tocTitle,
    sections: [
      {
        id: "controller",
        heading: "Data controller",
        paragraphs: [
          "{legalName} ({brand}), tax ID {taxId}, registered at {address}. For any question about your data, write to {privacyEmail}.",
        ],
      },
      {
        id: "data",
        heading: "What data we process",
        paragraphs: [
          "Only what you type into our contact and demo forms: name, email address and, depending on the form, company or clinic, town, phone, the service you are interested in, subject and message. We also keep the page you wrote from, its language and the date.",
          "To protect the forms from abuse, we count how many submissions arrive from each IP address in each hour. We do not store the address but a code computed from it with a secret key that changes every day and is destroyed the next day; the count is deleted within three hours.",
        ],
      },
      {
        id: "purposes",
        heading: "Why we use it and on what legal basis",
        paragraphs: [],
        items: [
          "To answer your request for information, a quote or a demo: steps taken at your request before entering into a contract (Art. 6(1)(b) GDPR).",
          "To keep the forms secure and stop automated submissions: our legitimate interest in protecting the service (Art. 6(1)(f) GDPR).",
          "We do not use your data to send you advertising or to build profiles, and we take no automated decisions about you.",
        ],
      },
      {
        id: "retention",
        heading: "How long we keep it",
        paragraphs: [
          `We keep your request for at most ${retentionPeriodText(leadRetentionDays(), "en")} from your last contact through these forms with the same email address. After that it is deleted, together with the earlier ones from that address: we check every hour.`,
          `If you ask us to erase it sooner, we erase it when we act on your request. Backup copies are deleted after ${BACKUP_RETENTION_DAYS} days, and with them whatever we had already erased.`,
        ],
      },
      {
        id: "recipients",
        heading: "Who can see it",
        paragraphs: [
          "Only the {brand} team handling your request. Our hosting and email providers process it on our behalf under a data processing agreement, on servers in the European Union. We do not pass your data to third parties unless the law requires it, nor transfer it outside the European Economic Area.",
        ],
      },
      {
        id: "rights",
        heading: "Your rights and how to exercise them",
        paragraphs: [
          "You can access, rectify or erase your data, object to its processing, or ask for its restriction or portability by writing to {privacyEmail} or by post to {address}, saying which right you are exercising. We will reply within one month.",
          "If you think we have not handled your request properly, you may complain to the Spanish Data Protection Agency (www.aepd.es).",
        ],
      },
    ],
  },
  cookies: {
    meta: {
      title: "Cookie policy",
      description:
        "This site sets no cookies that require consent. Videos and the map only load when you ask for them.",
    },
    hero: {
      eyebrow: "Legal",
      title: "Cookie policy",
      lead: "This site sets no cookies that need your consent. Here is why, and what happens with third-party content.",
    },
    updated,
    tocTitle,
    sections: [
      {
        id: "no-cookies",
        heading: "No tracking cookies",
        paragraphs: [
          "This site uses no analytics, advertising or social media cookies, and sets no cookie that requires your consent under article 22.2 of Spain's LSSI-CE. That is why you see no cookie banner.",
          "Nor do we store anything in your browser to follow you from page to page. Pages are served as static files and forms are sent straight to our server.",
        ],
      },
      {
        id: "third-parties",
        heading: "Videos, map and virtual assistant",
        paragraphs: [
          "Some content comes from third parties and only loads when you ask for it with a click, and we tell you so beforehand:",
        ],
        items: [
          "Videos play in YouTube's privacy-enhanced player (youtube-nocookie.com), which according to Google sets no cookies until you play the video.",
          "Map: pressing 'Show map' loads Google Maps, which may set its own cookies.",
          "Virtual assistant: opening the chat loads the assistant's page, which may use technical storage to keep the conversation going.",
        ],
      },
      {
        id: "control",
        heading: "How to control them",
        paragraphs: [
          "If you do not want those services to set cookies, simply do not turn them on. You can also delete or block cookies in your browser's settings at any time.",
        ],
      },
    ],
  },
  security: {
    meta: {
      title: "Security",
      description:
        "How we protect this website and your data, and how to report a vulnerability responsibly.",
    },
    hero: {
      eyebrow: "Legal",
      title: "Security",
      lead: "How we protect this site and the data you send us, and how to tell us if you find a vulnerability.",
    },
    updated,
    tocTitle,
    sections: [
      {
        id: "measures",
        heading: "How we protect this site",
        paragraphs: [],
        items: [
          "Encrypted HTTPS connections with HSTS on every page.",
          "A strict Content Security Policy: only the code we publish runs, and only the services we configure can be embedded.",
          "Forms validated on the server, with a per-client submission limit and protection against automated submissions.",
          "Every request is stored before we confirm it and delivered by email with retries, so none is lost.",
          "Servers hosted in the European Union, with backups and access limited to authorised staff.",
        ],
      },
      {
        id: "vulnerabilities",
        heading: "Reporting a vulnerability",
        paragraphs: [
          "If you find a security flaw in this site or in our services, write to {securityEmail} with a description and the steps to reproduce it. We will acknowledge it within two working days and keep you informed until it is fixed.",
          "Please do not access other people's data, do not degrade the service, and give us reasonable time before making the flaw public. We will take no action against anyone researching in good faith within these guidelines.",
          "These details are also published at /.well-known/security.txt.",
        ],
      },
      {
        id: "fraud",
        heading: "Fraudulent emails",
        paragraphs: [
          "We will never ask for passwords or bank details by email or WhatsApp. If you receive a suspicious message in our name, do not click its links and forward it to {securityEmail}.",
        ],
      },
    ],
  },
} satisfies Record<LegalPageId, LegalContent>
