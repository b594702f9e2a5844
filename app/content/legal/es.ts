import {
  BACKUP_RETENTION_DAYS,
  leadRetentionDays,
  retentionPeriodText,
} from "#common/privacy/lead-retention.ts"
import type { LegalContent, LegalPageId } from "./types.ts"

const updated = "Última actualización: 21 de noviembre de 2026"
const tocTitle = "En esta página"

export const es = {
  legalNotice: {
    meta: {
      title: "Aviso legal",
      description:
        "Datos identificativos del titular del sitio web y condiciones de uso, conforme a la Ley 34/2002 de servicios de la sociedad de la información.",
    },
    hero: {
      eyebrow: "Legal",
      title: "Aviso legal",
      lead: "Quién está detrás de este sitio web y en qué condiciones puedes usarlo.",
    },
    updated,
    tocTitle,
    sections: [
      {
        id: "titular",
        heading: "Titular del sitio web",
        paragraphs: [
          "En cumplimiento del artículo 10 de la Ley 34/2002, de 11 de julio, de servicios de la sociedad de la información y de comercio electrónico (LSSI-CE), te informamos de los datos del titular de este sitio web:",
        ],
        items: [
          "Denominación social: {legalName} ({brand})",
          "NIF: {taxId}",
          "Domicilio: {address}",
          "Datos registrales: {registry}",
          "Correo electrónico: {email}",
          "Teléfono: {phone}",
        ],
      },
      {
        id: "objeto",
        heading: "Objeto",
        paragraphs: [
          "Este sitio web informa sobre los servicios de {brand}: hosting y housing, correo, ciberseguridad, licencias de Office 365, software para clínicas, concesionarios y canteras, plataforma de inteligencia artificial y mensajería empresarial, y permite solicitar información o una demostración.",
          "El acceso es gratuito y no requiere registro. Los precios y condiciones de cada servicio se concretan en la propuesta comercial correspondiente.",
        ],
      },
      {
        id: "uso",
        heading: "Condiciones de uso",
        paragraphs: [
          "Al navegar por el sitio aceptas usarlo de forma lícita, sin dañar su funcionamiento ni los derechos de terceros. No está permitido enviar a través de los formularios contenidos falsos, ofensivos o automatizados, ni intentar acceder a zonas o sistemas no públicos.",
        ],
      },
      {
        id: "propiedad",
        heading: "Propiedad intelectual e industrial",
        paragraphs: [
          "Los textos, ilustraciones, logotipos, código y diseño del sitio pertenecen a {legalName} o se usan con autorización. Las marcas de terceros que se citan (por ejemplo, Microsoft u Office 365) pertenecen a sus titulares y se mencionan solo para identificar productos.",
          "Puedes enlazar a cualquier página del sitio. Para reproducir sus contenidos fuera del uso personal necesitas nuestra autorización por escrito.",
        ],
      },
      {
        id: "responsabilidad",
        heading: "Responsabilidad",
        paragraphs: [
          "Cuidamos que la información sea exacta y esté al día, pero puede contener errores u omisiones que corregiremos en cuanto los conozcamos. Las cifras de resultados (por ejemplo, horas ahorradas o reducción de ausencias) son referencias de clientes y pueden variar en cada caso.",
          "Los enlaces a sitios externos se ofrecen por su utilidad; no controlamos su contenido ni respondemos de él.",
        ],
      },
      {
        id: "ley",
        heading: "Legislación aplicable",
        paragraphs: [
          "Este aviso legal se rige por la legislación española. Para cualquier controversia, y salvo que la normativa de consumidores disponga otra cosa, las partes se someten a los juzgados y tribunales de Murcia.",
        ],
      },
    ],
  },
  privacy: {
    meta: {
      title: "Política de privacidad",
      description:
        "Cómo tratamos los datos que nos envías por los formularios: responsable, finalidades, base jurídica, plazos de conservación y tus derechos.",
    },
    hero: {
      eyebrow: "Legal",
      title: "Política de privacidad",
      lead: "Qué hacemos con los datos que nos confías a través de los formularios, y cómo ejercer tus derechos.",
    },
    updated: "Última actualización: 28 de noviembre de 2026",
    tocTitle,
    sections: [
      {
        id: "responsable",
        heading: "Responsable del tratamiento",
        paragraphs: [
          "{legalName} ({brand}), con NIF {taxId} y domicilio en {address}. Para cualquier cuestión sobre tus datos escríbenos a {privacyEmail}.",
        ],
      },
      {
        id: "datos",
        heading: "Qué datos tratamos",
        paragraphs: [
          "Solo los que escribes en nuestros formularios de contacto y de demostración: nombre, correo electrónico y, según el formulario, empresa o clínica, localidad, teléfono, servicio que te interesa, asunto y mensaje. Guardamos también la página desde la que escribes, el idioma y la fecha.",
          "Para proteger los formularios frente al abuso, contamos cuántos envíos llegan desde cada dirección IP en cada hora. No guardamos la dirección, sino un código calculado a partir de ella con una clave secreta que cambia cada día y se destruye al día siguiente; el recuento se borra en menos de tres horas.",
        ],
      },
      {
        id: "finalidades",
        heading: "Para qué los usamos y con qué base jurídica",
        paragraphs: [],
        items: [
          "Responder a tu solicitud de información, presupuesto o demostración: aplicación de medidas precontractuales a petición tuya (art. 6.1.b RGPD).",
          "Mantener la seguridad de los formularios y evitar envíos automatizados: nuestro interés legítimo en proteger el servicio (art. 6.1.f RGPD).",
          "No usamos tus datos para enviarte publicidad ni para elaborar perfiles, y no tomamos decisiones automatizadas sobre ti.",
        ],
      },
      {
        id: "conservacion",
        heading: "Cuánto tiempo los conservamos",
        paragraphs: [
          `Guardamos tu solicitud un máximo de ${retentionPeriodText(leadRetentionDays(), "es")} desde tu último contacto por estos formularios con la misma dirección de correo. Pasado ese plazo se borra, junto con las anteriores de esa dirección: lo comprobamos cada hora.`,
          `Si nos pides suprimirla antes, la borramos al atender tu petición. Las copias de seguridad se borran a los ${BACKUP_RETENTION_DAYS} días, y con ellas lo que ya habíamos suprimido.`,
        ],
      },
      {
        id: "destinatarios",
        heading: "Quién puede verlos",
        paragraphs: [
          "Solo el equipo de {brand} que atiende tu solicitud. Nuestros proveedores de alojamiento y correo los tratan por cuenta nuestra, con contrato de encargo de tratamiento y servidores en la Unión Europea. No cedemos tus datos a terceros salvo obligación legal, ni los transferimos fuera del Espacio Económico Europeo.",
        ],
      },
      {
        id: "derechos",
        heading: "Tus derechos y cómo ejercerlos",
        paragraphs: [
          "Puedes acceder a tus datos, rectificarlos, suprimirlos, oponerte a su tratamiento, pedir su limitación o su portabilidad escribiendo a {privacyEmail} o por correo postal a {address}, indicando qué derecho ejerces. Te responderemos en el plazo de un mes.",
          "Si crees que no hemos atendido bien tu solicitud, puedes reclamar ante la Agencia Española de Protección de Datos (www.aepd.es).",
        ],
      },
    ],
  },
  cookies: {
    meta: {
      title: "Política de cookies",
      description:
        "Este sitio no instala cookies que requieran consentimiento. Los vídeos y el mapa solo se cargan cuando tú lo pides.",
    },
    hero: {
      eyebrow: "Legal",
      title: "Política de cookies",
      lead: "Este sitio no instala cookies que necesiten tu consentimiento. Te explicamos por qué y qué ocurre con los contenidos de terceros.",
    },
    updated,
    tocTitle,
    sections: [
      {
        id: "sin-cookies",
        heading: "Sin cookies de seguimiento",
        paragraphs: [
          "Este sitio no usa cookies de análisis, publicidad ni redes sociales, y no instala ninguna cookie que requiera tu consentimiento según el artículo 22.2 de la LSSI-CE. Por eso no te mostramos ningún aviso de cookies.",
          "Tampoco guardamos nada en tu navegador para seguirte entre páginas. Las páginas se sirven como archivos estáticos y los formularios se envían directamente a nuestro servidor.",
        ],
      },
      {
        id: "terceros",
        heading: "Vídeos, mapa y asistente virtual",
        paragraphs: [
          "Algunos contenidos vienen de terceros y solo se cargan cuando tú lo pides con un clic, y te lo advertimos antes:",
        ],
        items: [
          "Vídeos: se reproducen con el reproductor de YouTube en modo de privacidad mejorada (youtube-nocookie.com), que según Google no guarda cookies hasta que reproduces el vídeo.",
          "Mapa: al pulsar «Mostrar mapa» se carga Google Maps, que puede instalar sus propias cookies.",
          "Asistente virtual: al abrir el chat se carga la página del asistente, que puede usar almacenamiento técnico para mantener la conversación.",
        ],
      },
      {
        id: "control",
        heading: "Cómo controlarlas",
        paragraphs: [
          "Si no quieres que esos servicios instalen cookies, basta con no activarlos. Además, puedes borrar o bloquear las cookies desde la configuración de tu navegador en cualquier momento.",
        ],
      },
    ],
  },
  security: {
    meta: {
      title: "Seguridad",
      description:
        "Cómo protegemos este sitio web y tus datos, y cómo comunicarnos una vulnerabilidad de forma responsable.",
    },
    hero: {
      eyebrow: "Legal",
      title: "Seguridad",
      lead: "Cómo protegemos este sitio y los datos que nos envías, y cómo avisarnos si encuentras una vulnerabilidad.",
    },
    updated,
    tocTitle,
    sections: [
      {
        id: "medidas",
        heading: "Cómo protegemos este sitio",
        paragraphs: [],
        items: [
          "Conexión cifrada con HTTPS y HSTS en todas las páginas.",
          "Política de seguridad de contenidos estricta: solo se ejecuta el código que publicamos, y solo se incrustan los servicios que configuramos.",
          "Formularios validados en el servidor, con límite de envíos por cliente y protección frente a envíos automatizados.",
          "Cada solicitud se guarda antes de confirmarla y se entrega por correo con reintentos, para que no se pierda ninguna.",
          "Servidores alojados en la Unión Europea, con copias de seguridad y acceso restringido al personal autorizado.",
        ],
      },
      {
        id: "vulnerabilidades",
        heading: "Comunicar una vulnerabilidad",
        paragraphs: [
          "Si encuentras un fallo de seguridad en este sitio o en nuestros servicios, escríbenos a {securityEmail} con una descripción y los pasos para reproducirlo. Te confirmaremos la recepción en dos días laborables y te mantendremos informado hasta resolverlo.",
          "Te pedimos que no accedas a datos de terceros, no degrades el servicio y nos des un plazo razonable antes de hacer público el fallo. No emprenderemos acciones contra quien investigue de buena fe siguiendo estas pautas.",
          "También publicamos estos datos en /.well-known/security.txt.",
        ],
      },
      {
        id: "fraude",
        heading: "Correos fraudulentos",
        paragraphs: [
          "Nunca te pediremos contraseñas ni datos bancarios por correo o WhatsApp. Si recibes un mensaje sospechoso en nuestro nombre, no hagas clic en sus enlaces y reenvíanoslo a {securityEmail}.",
        ],
      },
    ],
  },
} satisfies Record<LegalPageId, LegalContent>
