// A client's credits end with the month: one reminder per client per month.
import { paths } from '../../../common/paths';
import { formatDate, formatDateTime } from '../../../common/format';
import { toCompany, url, type Planner } from '../planning';

export interface CreditsExpiringEvent {
  type: 'credits_expiring';
  userId: string;
  balance: number;
  /** The last instant the credits can be used. */
  expiresAt: Date;
  /** 'yyyy-mm': one notice per client per month. */
  period: string;
}

export const planCreditsExpiring: Planner<CreditsExpiringEvent> = (ctx, event) => {
  const until = formatDateTime(event.expiresAt);
  const plural = event.balance === 1 ? 'crédito expira' : 'créditos expiram';
  return toCompany(
    ctx,
    event.userId,
    'credits_expiring',
    {
      bell: `Seus ${event.balance} ${plural} em ${formatDate(event.expiresAt)}.`,
      artId: null,
      subject: `Seus créditos expiram em ${formatDate(event.expiresAt)}`,
      whatsapp: [String(event.balance), until],
      blocks: [
        {
          type: 'p',
          text: `Você tem ${event.balance} ${event.balance === 1 ? 'crédito' : 'créditos'} que ${event.balance === 1 ? 'expira' : 'expiram'} no fim do mês (${until}): os créditos não são cumulativos.`,
        },
        { type: 'button', label: 'Pedir uma arte', href: url(ctx, paths.clientArea) },
      ],
    },
    { dedupeKey: `credits_expiring:${event.period}:${event.userId}` },
  );
};
