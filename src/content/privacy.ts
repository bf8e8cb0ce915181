// The privacy notice at /Privacidade, written to give the information LGPD art. 9 requires:
// what is collected and why (legal basis, art. 7), for how long, with whom it is shared, the
// data subject's rights (art. 18) and how to exercise them.
import { contacts } from './contacts';
import { site } from './site';
import type { LegalSection } from './terms';

export const privacy = {
  title: 'Política de privacidade',
  updated: 'Última atualização: 26 de novembro de 2026',
  intro: `Esta política explica como o ${site.name} (${site.legalName}), controlador dos dados, trata os dados pessoais de quem visita o site, envia uma mensagem pelo formulário de contato ou usa a área do cliente, conforme a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018, "LGPD").`,
  sections: [
    {
      heading: '1. Quais dados coletamos',
      paragraphs: ['Coletamos apenas o necessário para cada finalidade:'],
      items: [
        'Formulário de contato: nome, e-mail, a mensagem que você escreve e o endereço IP de envio.',
        'Área do cliente: nome da empresa, e-mail, senha (guardada apenas como código irreversível), saldo e histórico de créditos, solicitações de arte, briefings e arquivos enviados.',
        'Registros de acesso: endereço IP, data, hora e navegador de cada acesso à área do cliente e ao painel, exigidos pelo Marco Civil da Internet (Lei nº 12.965/2014, art. 15).',
        'Não usamos cookies de publicidade nem ferramentas de rastreamento de terceiros. O único cookie é o de sessão, necessário para manter você conectado à área do cliente.',
      ],
    },
    {
      heading: '2. Para que usamos e com qual base legal',
      paragraphs: ['Cada tratamento tem uma base legal do art. 7º da LGPD:'],
      items: [
        'Responder ao seu contato e enviar orçamentos — procedimentos preliminares a um contrato, a seu pedido (art. 7º, V).',
        'Prestar os serviços contratados na área do cliente: criar, entregar e alterar artes, controlar créditos — execução de contrato (art. 7º, V).',
        'Guardar registros de acesso e documentos exigidos por lei — cumprimento de obrigação legal (art. 7º, II).',
        'Limitar o envio automático de mensagens (proteção contra spam) e manter a segurança das contas — legítimo interesse (art. 7º, IX), sempre respeitando os seus direitos.',
      ],
    },
    {
      heading: '3. Por quanto tempo guardamos',
      paragraphs: ['Guardamos os dados só pelo tempo necessário:'],
      items: [
        'Mensagens do formulário de contato: até 12 meses após o último contato, se não virarem um contrato.',
        'Dados da conta e das artes: enquanto a conta existir e por até 5 anos depois do encerramento, para a defesa de direitos (prazo do Código de Defesa do Consumidor e do Código Civil).',
        'Registros de acesso: 6 meses, como determina o Marco Civil da Internet.',
        'Ao fim desses prazos, os dados são eliminados ou anonimizados.',
      ],
    },
    {
      heading: '4. Com quem compartilhamos',
      paragraphs: [
        'Não vendemos dados pessoais. Compartilhamos apenas o necessário com: o provedor de hospedagem e de armazenamento de arquivos; o provedor de e-mail que entrega as nossas mensagens; e o clicherista ou a gráfica que você indicar para receber os arquivos finais. Todos tratam os dados apenas conforme as nossas instruções.',
        'O vídeo da página de flexografia só é carregado do YouTube (no modo de privacidade aprimorada, youtube-nocookie.com) quando você clica para assistir; antes disso nenhum dado é enviado a ele.',
      ],
    },
    {
      heading: '5. Seus direitos (art. 18 da LGPD)',
      paragraphs: ['Você pode, a qualquer momento e gratuitamente, pedir:'],
      items: [
        'a confirmação de que tratamos os seus dados e o acesso a eles;',
        'a correção de dados incompletos, inexatos ou desatualizados;',
        'a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a lei;',
        'a portabilidade dos dados a outro fornecedor;',
        'a eliminação dos dados tratados com o seu consentimento;',
        'a informação sobre com quem compartilhamos os seus dados;',
        'a informação sobre a possibilidade de não dar consentimento e as consequências da negativa;',
        'a revogação do consentimento;',
        'a revisão de decisões tomadas unicamente com base em tratamento automatizado.',
      ],
    },
    {
      heading: '6. Como exercer os seus direitos',
      paragraphs: [
        `Envie o seu pedido ao nosso encarregado de dados pelo e-mail ${contacts.dataProtectionOfficer.email}, ou pelo telefone ${contacts.phoneDisplay} (${contacts.hours.toLowerCase()}). Responderemos em até 15 dias. Podemos pedir uma confirmação de identidade antes de atender, para proteger os seus dados.`,
        'Se não ficar satisfeito com a resposta, você pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD), em www.gov.br/anpd.',
      ],
    },
    {
      heading: '7. Segurança',
      paragraphs: [
        'Usamos conexão criptografada (HTTPS), senhas guardadas com algoritmo de hash resistente, controle de acesso por perfil e registros de acesso para proteger os seus dados. Em caso de incidente de segurança que possa causar risco ou dano relevante, avisaremos você e a ANPD.',
      ],
    },
    {
      heading: '8. Alterações desta política',
      paragraphs: [
        'Quando esta política mudar, publicaremos a nova versão nesta página com a data de atualização e, se a mudança for relevante, avisaremos os clientes por e-mail.',
      ],
    },
  ] satisfies readonly LegalSection[],
  contactHeading: 'Encarregado de dados (DPO)',
} as const;
