// GET/PUT /api/admin/settings/turnaround: the studio's delivery promise in business days.
import type { TurnaroundSettings } from '../../../../common/turnaround-settings';
import { api, unwrap } from '../../../lib/api';
import { settingsResource } from '../../../lib/settings-resource';
import { adminKeys } from './query-keys';

export const { useSettings: useTurnaround, useSave: useSaveTurnaround } = settingsResource(
  [...adminKeys.all, 'settings', 'turnaround'],
  () => unwrap(api.GET('/api/admin/settings/turnaround')),
  (settings: TurnaroundSettings) =>
    unwrap(api.PUT('/api/admin/settings/turnaround', { body: settings })),
);
