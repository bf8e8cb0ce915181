// PUT /api/admin/arts/{id}/mockup: the art's 3D mockup shown to the client or not, and the shape
// and sizes the brief lacks. The art is read again, so its page and the client's follow.
import type { MockupSettings } from '../../../../common/mockup';
import { api, unwrap } from '../../../lib/api';
import { useRereadingMutation } from '../../../lib/reread';
import { adminKeys } from './query-keys';

export const saveMockupSettings = (id: string, settings: MockupSettings) =>
  unwrap(api.PUT('/api/admin/arts/{id}/mockup', { params: { path: { id } }, body: settings }));

export const useSaveMockupSettings = (id: string) =>
  useRereadingMutation(
    (settings: MockupSettings) => saveMockupSettings(id, settings),
    adminKeys.art(id),
  );
