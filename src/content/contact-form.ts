// The words of the contact form and of the 'Seu futuro começa agora!' modal that holds it.

export const contactForm = {
  modalTitle: 'Seu futuro começa agora!',
  modalIntro: 'Deixe seu nome, e-mail e uma mensagem: o nosso time responde em até um dia útil.',
  closeLabel: 'Fechar',
  nameLabel: 'Nome',
  emailLabel: 'E-mail',
  messageLabel: 'Mensagem',
  /** Hidden from people; only robots fill it in. */
  honeypotLabel: 'Deixe este campo em branco',
  submit: 'Enviar mensagem',
  sending: 'Enviando…',
  success: 'Mensagem enviada! Obrigado pelo contato — responderemos em breve.',
  sendAnother: 'Enviar outra mensagem',
  ctaButton: 'Solicite um orçamento',
  privacyNote: 'Usamos seus dados só para responder ao seu contato. Veja a',
  privacyLink: 'Política de privacidade',
} as const;
