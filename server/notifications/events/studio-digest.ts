// The studio's daily digest (scheduled.ts builds it): arts late, due today, and waiting long for
// the client's approval. E-mail only, once a day.
import { artStatusLabel } from '../../../common/art-status';
import { ART_STATUS } from '../../../common/constants';
import { paths } from '../../../common/paths';
import { formatDateTime } from '../../../common/format';
import type { Block } from '../templates';
import { toStudio, url, type Planner } from '../planning';

/** One digest line: an art and what the studio should know of it. */
export interface DigestItem {
  artId: string;
  name: string;
  client: string;
  /** The deadline, or for 'waiting' the delivery. */
  at: Date;
}

export interface Digest {
  dueToday: DigestItem[];
  overdue: DigestItem[];
  waitingApproval: DigestItem[];
}

export interface StudioDigestEvent {
  type: 'studio_digest';
  day: string;
  digest: Digest;
}

export const planStudioDigest: Planner<StudioDigestEvent> = async (ctx, event) => {
  const { digest } = event;
  const item = (label: (i: DigestItem) => string) => (i: DigestItem) => ({
    text: label(i),
    href: url(ctx, paths.adminArt(i.artId)),
  });
  const blocks: Block[] = [{ type: 'p', text: `Resumo do dia ${event.day}.` }];
  if (digest.overdue.length > 0)
    blocks.push({
      type: 'list',
      title: `Atrasadas (${digest.overdue.length})`,
      items: digest.overdue.map(
        item((i) => `${i.name} — ${i.client} — prazo ${formatDateTime(i.at)}`),
      ),
    });
  if (digest.dueToday.length > 0)
    blocks.push({
      type: 'list',
      title: `Para entregar hoje (${digest.dueToday.length})`,
      items: digest.dueToday.map(
        item((i) => `${i.name} — ${i.client} — prazo ${formatDateTime(i.at)}`),
      ),
    });
  if (digest.waitingApproval.length > 0)
    blocks.push({
      type: 'list',
      title: `${artStatusLabel(ART_STATUS.finished, 'studio')} do cliente há mais de 3 dias úteis (${digest.waitingApproval.length})`,
      items: digest.waitingApproval.map(
        item((i) => `${i.name} — ${i.client} — entregue em ${formatDateTime(i.at)}`),
      ),
    });
  return toStudio(
    ctx,
    'studio_digest',
    { bell: null, artId: null, subject: `Resumo do dia ${event.day}`, blocks },
    { dedupeKey: `studio_digest:${event.day}` },
  );
};
