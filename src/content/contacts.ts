// The studio's contacts in one place: phone, e-mail, WhatsApp and social profiles. Every button,
// the footer, the client area's 'Solicitar Créditos' link and the search-engine data read them here.

export const contacts = {
  /** As printed on the site. */
  phoneDisplay: '(71) 99876-5432',
  /** E.164, for tel: links and the structured data. */
  phoneE164: '+5571998765432',
  email: 'contato@estudioflexo.com.br',
  /** Digits only, with country and area code: the number wa.me links open a chat with. */
  whatsappNumber: '5571998765432',
  /** The message a visitor's chat starts with when they press a chat button. */
  whatsappGreeting: 'Olá! Vim pelo site e gostaria de falar com o Estúdio Flexo.',
  /** The message asking the studio for credits (client area). */
  whatsappCreditsMessage:
    'Olá! Gostaria de solicitar créditos para a minha conta no Estúdio Flexo.',
  /** The message asking for a quote (home page closing call). */
  whatsappQuoteMessage: 'Olá! Gostaria de solicitar um orçamento.',
  address: 'Salvador/BA',
  /** Hours shown in the footer and the privacy page. */
  hours: 'Segunda a sexta, das 8h às 18h',
  social: {
    instagram: {
      label: 'Instagram',
      handle: '@estudioflexo',
      url: 'https://www.instagram.com/estudioflexo',
    },
    facebook: {
      label: 'Facebook',
      handle: 'estudioflexo',
      url: 'https://www.facebook.com/estudioflexo',
    },
    behance: {
      label: 'Behance',
      handle: 'estudioflexo',
      url: 'https://www.behance.net/estudioflexo',
    },
  },
  /** Who answers for personal data (LGPD art. 41): the privacy page names them. */
  dataProtectionOfficer: {
    name: 'Encarregado de Dados do Estúdio Flexo',
    email: 'privacidade@estudioflexo.com.br',
  },
} as const;

export type SocialNetwork = keyof typeof contacts.social;
